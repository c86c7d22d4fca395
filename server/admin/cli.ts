// `npm run admin -- invite <e-mail> | list | revoke <e-mail>`: built to dist/server/admin-cli.js.
// Reads the same configuration as the server (the environment and .env), so it uses the
// same admin state: DATA_DIR/admin (under the same lock as the running server), or with
// REDIS_URL the same Redis. In Docker: `docker exec ballon npm run admin -- list`; in Compose either replica (`web-1`).
import { existsSync } from 'node:fs';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config/config';
import { AdminCommandError, runAdminCommand } from './admin-command';
import { AuditLog } from './audit';
import type { AdminState } from './state/admin-state';
import { fileAdminState } from './state/file-state';

if (existsSync('.env')) process.loadEnvFile('.env');

const print = (line: string) => void process.stdout.write(`${line}\n`);
const note = (line: string) => void process.stderr.write(`${line}\n`);

async function run(config: ReturnType<typeof loadConfig>, state: AdminState) {
  // The audit entry goes into the state the owners see; the command's own output is the operator's.
  const audit = new AuditLog(state, pino({ level: 'silent' }), () => new Date());
  await runAdminCommand(process.argv.slice(2), {
    state,
    audit,
    siteUrl: config.siteUrl,
    now: () => new Date(),
    print,
    note,
  });
}

try {
  const config = loadConfig();
  if (config.redisUrl) {
    const [{ Redis }, { redisAdminState }] = await Promise.all([import('ioredis'), import('./state/redis-state')]);
    // Fails at once when Redis is unreachable instead of waiting for it.
    const connection = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
      retryStrategy: () => null,
    });
    connection.on('error', () => undefined);
    try {
      await run(config, redisAdminState(connection));
    } catch (error) {
      if (error instanceof AdminCommandError) throw error;
      // Its password is not in the message: only the scheme, host and port.
      const target = new URL(config.redisUrl);
      throw new AdminCommandError(
        `cannot use the admin's state in Redis at ${target.protocol}//${target.host}: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      connection.disconnect();
    }
  } else await run(config, fileAdminState(config.dataDir));
} catch (error) {
  if (error instanceof AdminCommandError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}

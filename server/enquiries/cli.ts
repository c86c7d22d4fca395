// `npm run mail -- list | retry <id> | purge <id>`: built to dist/server/mail-cli.js.
// Reads the same configuration as the server (the environment and .env), so it
// finds the same DATA_DIR, or with REDIS_URL the same Redis queue; run it beside the
// running server (in Docker: `docker exec ballon npm run mail -- list`).
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config/config';
import { runMailCommand } from './file-queue/inbox';
import { InboxError } from './queue';
import { emlDirOf } from '../mail/transport';

if (existsSync('.env')) process.loadEnvFile('.env');

const print = (line: string) => {
  process.stdout.write(`${line}\n`);
};

try {
  const config = loadConfig();
  if (config.redisUrl) {
    const [{ Redis }, { runRedisMailCommand }] = await Promise.all([import('ioredis'), import('./redis-queue/inbox')]);
    // Fails at once when Redis is unreachable instead of waiting for it.
    const connection = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
      retryStrategy: () => null,
    });
    connection.on('error', () => undefined);
    try {
      await runRedisMailCommand(process.argv.slice(2), connection, print, emlDirOf(config.dataDir));
    } catch (error) {
      if (error instanceof InboxError) throw error;
      // Its password is not in the message: only the scheme, host and port.
      const target = new URL(config.redisUrl);
      throw new InboxError(
        `cannot use the mail queue in Redis at ${target.protocol}//${target.host}: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      connection.disconnect();
    }
  } else
    await runMailCommand(process.argv.slice(2), { dataDir: config.dataDir, emlDir: emlDirOf(config.dataDir) }, print);
} catch (error) {
  if (error instanceof InboxError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}

// `npm run mail -- list | retry <id> | purge <id>`: built to dist/server/mail-cli.js.
// Reads the same configuration as the server (the environment and .env), so it
// finds the same DATA_DIR; run it beside the running server (in Docker:
// `docker exec ballon npm run mail -- list`).
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config/config';
import { MailCommandError, runMailCommand } from './mail-commands';
import { emlDirOf } from './transport';

if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = loadConfig();
  await runMailCommand(process.argv.slice(2), { dataDir: config.dataDir, emlDir: emlDirOf(config.dataDir) }, (line) => {
    process.stdout.write(`${line}\n`);
  });
} catch (error) {
  if (error instanceof MailCommandError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}

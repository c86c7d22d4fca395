import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type AppDeps } from './app';
import { readClientAssets } from './assets';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { createMailService, type MailService } from './mail/mail-service';
import { Readiness } from './readyz';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: Readonly<Config>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);
const here = path.dirname(fileURLToPath(import.meta.url));

async function developmentDeps(httpServer: Server): Promise<Pick<AppDeps, 'pages' | 'devMiddleware'>> {
  const { createServer } = await import('vite');
  // Hot reload runs over the same port as the site.
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });
  const entryUrl = '/src/entry-client.tsx';
  return {
    devMiddleware: vite.middlewares,
    pages: {
      loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as ReturnType<AppDeps['pages']['loadEntry']>,
      async getAssets(url) {
        const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
        const devHead = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
        return { assets: { entry: entryUrl, modulePreloads: [], styles: [] }, devHead };
      },
    },
  };
}

function productionDeps(): Pick<AppDeps, 'pages' | 'clientDir'> {
  // Built layout: dist/server/index.js beside dist/client/.
  const clientDir = path.resolve(here, '../client');
  const assets = readClientAssets(clientDir);
  const entry = import('../src/entry-server');
  return { clientDir, pages: { loadEntry: () => entry, getAssets: async () => ({ assets }) } };
}

let mail: MailService;
try {
  mail = await createMailService(config, logger);
} catch (error) {
  logger.fatal({ err: error, dataDir: config.dataDir }, 'cannot open the outbox: is DATA_DIR writable?');
  process.exit(1);
}
mail.worker.start();
const readiness = new Readiness();

const server = createHttpServer();
const deps = config.isDevelopment ? await developmentDeps(server) : productionDeps();
const mailDeps = { outbox: mail.outbox, kick: () => mail.worker.kick() };
server.on('request', createApp({ config, logger, ...deps, mail: mailDeps, readiness }));

server.listen(config.port, config.host, () => {
  logger.info({ url: `http://localhost:${config.port}`, env: config.isDevelopment ? 'development' : 'production' }, 'listening');
});

function shutdown(signal: string) {
  if (readiness.shuttingDown) return;
  readiness.markShuttingDown();
  logger.info({ signal }, 'shutting down');
  const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Lets a delivery in flight finish; whatever is still pending is sent at the next start.
  void Promise.all([httpClosed, mail.worker.stop()]).then(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

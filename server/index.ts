import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type AppDeps } from './app';
import { readClientAssets } from './assets';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';

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

async function developmentDeps(): Promise<Pick<AppDeps, 'pages' | 'devMiddleware'>> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
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

const deps = config.isDevelopment ? await developmentDeps() : productionDeps();
const app = createApp({ config, logger, ...deps });

const server = app.listen(config.port, config.host, () => {
  logger.info({ url: `http://localhost:${config.port}`, env: config.isDevelopment ? 'development' : 'production' }, 'listening');
});

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

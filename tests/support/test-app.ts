import pino from 'pino';
import { createApp, type AppDeps } from '../../server/app';
import { loadConfig } from '../../server/config/config';
import type { ClientAssets } from '../../server/document/assets';
import { testContent } from './test-content';

/** Asset names as a build would produce them; page tests do not need a build. */
export const testAssets: ClientAssets = {
  entry: '/assets/entry-client-test.js',
  modulePreloads: [],
  // As in production: the CSS inlined in the head, no stylesheet link.
  styles: [],
  inlineStyle: 'body{margin:0}',
};

export const testEnv = {
  NODE_ENV: 'test',
  SITE_URL: 'https://www.restaurace-ballon.test',
  LOG_LEVEL: 'debug',
};

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger that keeps its JSON lines in memory for assertions. */
function captureLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

export function createTestApp(options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {}) {
  const config = loadConfig({ ...testEnv, ...options.env });
  const { logger, lines } = captureLogger();
  const app = createApp({
    config,
    logger,
    pages: {
      loadEntry: () => import('../../src/entry-server'),
      getAssets: async () => ({ assets: testAssets }),
    },
    content: testContent,
    now: () => new Date('2026-06-15T12:00:00Z'),
    ...options.deps,
  });
  return { app, config, logs: lines };
}

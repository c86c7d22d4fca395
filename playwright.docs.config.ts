import { defineConfig, devices } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run docs:screenshots`: the owner's path through the admin, photographed at 390 px
 * for docs/content.md (tests/docs/owner-path.spec.ts writes docs/images/admin/). Not part
 * of `npm test`: a production server of its own, on the sample content copied into a
 * fresh folder, with an empty admin state (the first owner is invited from the CLI).
 */
const PORT = Number(process.env.DOCS_PORT ?? 4190);
const baseURL = `http://localhost:${PORT}`;

// The config is read again by the worker: the folders are made once, by the first reader.
const dataDir = process.env.DOCS_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ballon-docs-'));
if (!process.env.DOCS_DATA_DIR)
  cpSync(path.join(import.meta.dirname, 'content'), path.join(dataDir, 'content'), { recursive: true });
process.env.DOCS_DATA_DIR = dataDir;

const env = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  // The browser's origin: the WebAuthn relying party is `localhost`.
  SITE_URL: baseURL,
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(dataDir, 'data'),
  CONTENT_DIR: path.join(dataDir, 'content'),
};
// What tests/e2e/admin-support.ts runs `npm run admin` with.
process.env.E2E_ADMIN_ENV = JSON.stringify(env);

export default defineConfig({
  testDir: 'tests/docs',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 300_000,
  reporter: [['list']],
  outputDir: 'test-results/docs',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/index.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env,
  },
});

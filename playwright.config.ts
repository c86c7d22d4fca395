import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentCopyWithLinks } from './scripts/content-copy.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DEV_PORT = PORT + 1;
export const baseURL = `http://localhost:${PORT}`;
const devBaseURL = `http://localhost:${DEV_PORT}`;

/** A fresh data directory (outbox, .eml files) for every run. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ballon-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** The sample content with a social page and a reservation partner (the sample leaves them empty). */
const contentDir = process.env.E2E_CONTENT_DIR ?? contentCopyWithLinks(path.join(dataDir, 'content'), {
  social: 'https://www.facebook.com/example',
  reservation: 'https://reservations.example.com/ballon',
});
process.env.E2E_CONTENT_DIR = contentDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // The production build: what visitors get.
      name: 'chromium',
      testIgnore: /\.dev\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // React reports attribute mismatches during hydration only in development builds,
      // so every page is also hydrated once by the development server.
      name: 'development',
      testMatch: /\.dev\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: devBaseURL },
    },
  ],
  webServer: [
    {
      // The production build (npm test builds it first, see scripts/build.mjs).
      command: 'node dist/server/index.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv('production', PORT),
    },
    {
      command: 'node --import tsx server/index.ts',
      url: `${devBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv('development', DEV_PORT),
    },
  ],
});

function serverEnv(nodeEnv: string, port: number): Record<string, string> {
  return {
    NODE_ENV: nodeEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dataDir, nodeEnv),
    CONTENT_DIR: contentDir,
    CONTACT_RATE_LIMIT: '1000',
  };
}

import { defineConfig, devices } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentCopyWithLinks, sampleExceptionDates } from './scripts/content-copy.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DEV_PORT = PORT + 1;
/** The owner's admin gets a server of its own (tests/e2e/admin-*.spec.ts): its edits never reach the other specs' pages. */
const ADMIN_PORT = PORT + 2;
export const baseURL = `http://localhost:${PORT}`;
const devBaseURL = `http://localhost:${DEV_PORT}`;
const adminBaseURL = `http://localhost:${ADMIN_PORT}`;

/** A fresh data directory (outbox, .eml files) for every run. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ballon-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * A day, two or more days from now (Prague), on which the sample has no exception: the test
 * content closes the restaurant then, and the browser tests move the browser's clock there.
 */
function testClosedDate(): string {
  const taken = new Set(sampleExceptionDates());
  const prague = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  for (let days = 2; ; days++) {
    const date = prague.format(new Date(Date.now() + days * 86_400_000));
    if (!taken.has(date)) return date;
  }
}
const closedDate = process.env.E2E_CLOSED_DATE ?? testClosedDate();
process.env.E2E_CLOSED_DATE = closedDate;

/**
 * The dates the test content's lunch menus get (the sample's days, in order: four
 * published, then a draft): today (Prague) and the four days after it, so that every
 * run has today's lunch published and the draft the day after the last published one.
 */
function testLunchDates(): string[] {
  const prague = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return [0, 1, 2, 3, 4].map((days) => prague.format(new Date(Date.now() + days * 86_400_000)));
}
const lunchDates: string[] = process.env.E2E_LUNCH_DATES
  ? (JSON.parse(process.env.E2E_LUNCH_DATES) as string[])
  : testLunchDates();
process.env.E2E_LUNCH_DATES = JSON.stringify(lunchDates);

/**
 * The sample content with a social page (the sample leaves it empty) and the closed day. No
 * booking partner: with one the contact page shows no table request, which the
 * browser tests fill in; the partner's link (footer, every "Book a table") is checked on the
 * rendered HTML (tests/integration/pages.test.ts, table-request.test.ts).
 */
const contentDir =
  process.env.E2E_CONTENT_DIR ??
  contentCopyWithLinks(
    path.join(dataDir, 'content'),
    { social: 'https://www.facebook.com/example' },
    {
      date: closedDate,
      name: { cs: 'Inventura', en: 'Stocktaking' },
      notice: { cs: 'Dnes máme kvůli inventuře zavřeno.', en: 'We are closed today for stocktaking.' },
    },
    lunchDates,
  );
process.env.E2E_CONTENT_DIR = contentDir;

/**
 * The admin specs' server: the sample content as it is (the owner's starting point), in a
 * folder of its own that those specs write, and its own DATA_DIR (owners, passkeys, sessions).
 * The config is read again in every worker: the folder is copied once, by the first reader.
 */
const adminContentDir = process.env.E2E_ADMIN_CONTENT_DIR ?? path.join(dataDir, 'admin-content');
if (!process.env.E2E_ADMIN_CONTENT_DIR)
  cpSync(path.join(import.meta.dirname, 'content'), adminContentDir, { recursive: true });
process.env.E2E_ADMIN_CONTENT_DIR = adminContentDir;
/** What the admin specs need to run `npm run admin` against that server (tests/e2e/admin-support.ts). */
process.env.E2E_ADMIN_ENV = JSON.stringify(serverEnv('production', ADMIN_PORT, 'admin', adminContentDir));

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
    // A failed test keeps a screenshot, and its error context (the page's accessibility tree) is
    // written beside it. No trace: recording one for every test (to keep it for the failed ones)
    // cost about 7 % of the browser tests' busy CPU, which CI's duration cannot spare
    // (docs/development.md). To diagnose a failure, run that spec with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
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
    // Longest first: the projects run in this order, and a long test started last would keep one
    // worker busy while the other waits at the end. The development project's check of every page
    // (one test, ≈ 30 s) and the admin's serial chains (the lunch, the menus: ≈ 20–30 s each) start
    // at once; the browser tests' many short ones fill both workers to the end.
    {
      // React reports attribute mismatches during hydration only in its development build, so
      // every page is also hydrated once by it: the built server beside a client built in
      // development mode (scripts/build-development-client.mjs). `npm run dev` itself is
      // driven by tests/integration/new-page.test.ts.
      name: 'development',
      testMatch: /\.dev\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: devBaseURL },
    },
    {
      // The owner's admin, on its own production server (passkeys with Chromium's virtual authenticator).
      name: 'admin',
      testMatch: /\/admin-[^/]*\.spec\.ts$/,
      // A test here walks a whole path (a CLI process, ceremonies, page loads, axe over long forms):
      // a wider bound for a hang on a busy machine, not a figure any test expects.
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: adminBaseURL },
    },
    {
      // The production build: what visitors get.
      name: 'chromium',
      testIgnore: [/\.dev\.spec\.ts$/, /\/admin-[^/]*\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], channel: undefined },
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
      // The production server with React's development build in the browser (see the project).
      command: 'node scripts/build-development-client.mjs && node dist/development/server/index.js',
      url: `${devBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv('production', DEV_PORT, 'development'),
    },
    {
      command: 'node dist/server/index.js',
      url: `${adminBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv('production', ADMIN_PORT, 'admin', adminContentDir),
    },
  ],
});

/** SITE_URL is the browser's origin: the admin's WebAuthn relying party is `localhost`. */
function serverEnv(nodeEnv: string, port: number, name = nodeEnv, content = contentDir): Record<string, string> {
  return {
    NODE_ENV: nodeEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dataDir, name),
    CONTENT_DIR: content,
    CONTACT_RATE_LIMIT: '1000',
  };
}

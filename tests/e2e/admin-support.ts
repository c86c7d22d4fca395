import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { ContentSubject } from '../../src/content/schema';
import { CONSOLE_CHECK, expect, test, watchConsole } from './fixtures';
import { axeViolations } from './axe';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

/** The admin server's environment (playwright.config.ts): the CLI must use the same state and SITE_URL. */
function adminServerEnv(): Record<string, string> {
  const env = process.env.E2E_ADMIN_ENV;
  if (!env) throw new Error('E2E_ADMIN_ENV is not set: run the admin specs through playwright.config.ts');
  return JSON.parse(env) as Record<string, string>;
}

/**
 * `npm run admin -- …` as the operator runs it in the image (`node dist/server/admin-cli.js`),
 * against the admin server's DATA_DIR and SITE_URL: what it printed on stdout and stderr.
 */
export async function adminCli(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ['dist/server/admin-cli.js', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...adminServerEnv() },
  });
}

/** `npm run admin -- invite <e-mail>`: the one-time link it prints on stdout. */
export async function inviteFromCli(email: string): Promise<string> {
  const { stdout, stderr } = await adminCli('invite', email);
  expect(stderr, 'the CLI says what the link is for').toContain(email);
  const link = stdout.trim();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/invitation#token=[\w-]{32,}$/);
  return link;
}

/** A unique owner's e-mail for this run (the admin server's state starts empty every run). */
export function ownerEmail(name: string, workerIndex: number): string {
  return `${name}-${workerIndex}-${Date.now().toString(36)}@example.cz`;
}

/**
 * Chromium's virtual authenticator on this page's target (the DevTools protocol's WebAuthn
 * domain): a platform authenticator with resident keys and user verification that
 * answers every ceremony at once, as a phone's fingerprint reader would. It lives as
 * long as the page: its passkeys are gone with it.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ credentials(): Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
  };
}

/** The invitation page's one button, in either language (its name names the passkey). */
export const passkeyButtonName = { cs: /přístupový klíč/i, en: /passkey/i } as const;

/**
 * Opens an invitation link and creates the passkey on this page's virtual authenticator:
 * afterwards the page is signed in.
 */
export async function acceptInvitation(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: passkeyButtonName.cs }).click();
  await expect(page.getByText(/přístupový klíč je vytvořen/)).toBeVisible();
}

/** A small real JPEG, as a phone would send it (a drawing: a sky, a lawn, a sun and a house). */
export async function smallJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#cfe2f3"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#sky)"/><rect y="420" width="800" height="180" fill="#6aa84f"/>
    <circle cx="620" cy="140" r="70" fill="#ffd966"/><rect x="180" y="300" width="260" height="160" fill="#7f2533"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** axe on the page as it is now: no violations. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), `axe violations ${state}`).toEqual([]);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Holds the run's lock on one content file of the admin server until the returned function is
 * called: a file in the run's data directory (E2E_DATA_DIR, shared by the workers), created
 * exclusively and naming the worker's pid. A lock whose worker is gone (killed) is taken over.
 */
async function holdFile(file: ContentSubject): Promise<() => void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the admin specs through playwright.config.ts');
  const folder = path.join(dataDir, 'locks');
  mkdirSync(folder, { recursive: true });
  const lock = path.join(folder, `${file}.lock`);
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => unlinkSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!holderAlive(lock)) {
      unlinkSync(lock);
      continue;
    }
    // (Another worker's test saves this file now: it is done within seconds.)
    await sleep(100);
  }
}

/** Whether the worker named in a lock file still runs (a file being written, with no pid yet, counts as held). */
function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * The browser tests of a signed-in admin: one owner per worker, invited from the CLI and
 * registered with a passkey in a context of its own (the ceremony itself is
 * admin-passkey.spec.ts's subject), whose session cookie every test of the worker starts
 * with. Few ceremonies: the sign-in and invitation endpoints are limited per client.
 */
export const signedIn = test.extend<
  { owner: string; writes: ContentSubject[]; fileLocks: void; ownerPage: Page },
  { ownerSession: { email: string; state: StorageState }; workerOwnerPage: Page }
>({
  /**
   * The content files a test saves (`test.use({ writes: ['foodMenu'] })`): the test holds each
   * file's lock (holdFile) from its start to its end, so no test in the other worker saves it
   * meanwhile. The admin specs share one server and its content: a save that meets another is
   * merged and the editor drawn afresh, its open rows folded (use-content-file.ts), and a test
   * that reads back what it saved would read the other's change too. Taken in one order (sorted).
   */
  writes: [[], { option: true }],
  fileLocks: [
    async ({ writes }, provide) => {
      const releases: (() => void)[] = [];
      for (const file of [...new Set(writes)].sort()) releases.push(await holdFile(file));
      await provide();
      for (const release of releases.reverse()) release();
    },
    { auto: true },
  ],
  ownerSession: [
    async ({ browser }, provide, workerInfo) => {
      const email = ownerEmail('owner', workerInfo.workerIndex);
      const context = await browser.newContext();
      const page = await context.newPage();
      await addVirtualAuthenticator(page);
      await acceptInvitation(page, await inviteFromCli(email));
      const state = await context.storageState();
      await context.close();
      await provide({ email, state });
    },
    // (A CLI process and a ceremony: the admin project's bound, playwright.config.ts.)
    { scope: 'worker', timeout: 120_000 },
  ],
  // (Playwright's `use` is named `provide` here: the React hooks rule reads `use` as React's.)
  storageState: async ({ ownerSession }, provide) => provide(ownerSession.state),
  owner: async ({ ownerSession }, provide) => provide(ownerSession.email),
  /**
   * One signed-in page per worker that tests navigate in turn (`ownerPage`, for the admin walk,
   * admin-screens.spec.ts; as testOnOnePage in fixtures.ts does for the public pages): a fresh
   * context per test starts a renderer and fetches the admin's assets again, about a third more
   * CPU for the walk. Defined here, not in the walk's file, so that every admin spec has one
   * fixture set: a spec with fixtures of its own gets workers of its own, and each new worker
   * registers its owner again (a ceremony, against the sign-in's limits).
   */
  workerOwnerPage: [
    async ({ browser, ownerSession }, provide) => {
      const context = await browser.newContext({ storageState: ownerSession.state });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  /** The worker's signed-in page at this test's viewport, watched as `test`'s page is; the tabs it opened closed after. */
  ownerPage: async ({ workerOwnerPage: page, viewport, allowConsole }, provide) => {
    if (viewport) await page.setViewportSize(viewport);
    const watch = watchConsole(page, allowConsole);
    await provide(page);
    watch.stop();
    for (const other of page.context().pages()) if (other !== page) await other.close();
    expect(watch.problems, CONSOLE_CHECK).toEqual([]);
  },
});

/**
 * `check` at the widths and languages the admin walk (admin-screens.spec.ts) does not check a
 * screen in: English at 390 px, Czech at 1440 px (the admin's language chosen as an owner does).
 */
export async function inTheWalksOtherLanguages(
  page: Page,
  check: (width: number, lang: 'cs' | 'en') => Promise<void>,
): Promise<void> {
  for (const [width, lang] of [
    [390, 'en'],
    [1440, 'cs'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await page.evaluate((chosen) => localStorage.setItem('ballon-admin-lang', chosen), lang);
    await check(width, lang);
  }
  await page.evaluate(() => localStorage.removeItem('ballon-admin-lang'));
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from './fixtures';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

/** The admin server's environment (playwright.config.ts): the CLI must use the same state and SITE_URL. */
function adminServerEnv(): Record<string, string> {
  const env = process.env.E2E_ADMIN_ENV;
  if (!env) throw new Error('E2E_ADMIN_ENV is not set: run the admin specs through playwright.config.ts');
  return JSON.parse(env) as Record<string, string>;
}

/** The admin server's content folder (the specs read its history and photos from the outside only through the site). */
export const adminSiteUrl = (): string => adminServerEnv().SITE_URL ?? '';

/**
 * `npm run admin -- invite <e-mail>` as the operator runs it in the image
 * (`node dist/server/admin-cli.js`), against the admin server's DATA_DIR: the one-time
 * link it prints on stdout.
 */
export async function inviteFromCli(email: string): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, ['dist/server/admin-cli.js', 'invite', email], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...adminServerEnv() },
  });
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

/** axe on the page as it is now: no violations. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations ${state}`).toEqual([]);
}

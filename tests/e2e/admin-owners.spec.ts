import type { Browser, Page } from '@playwright/test';
import { SESSION_IDLE_MS } from '../../server/admin/auth/sessions';
import { hashOf } from '../../server/admin/auth/secrets';
import { fileAdminState } from '../../server/admin/state/file-state';
import {
  acceptInvitation,
  addVirtualAuthenticator,
  expectNoAxeViolations,
  inviteFromCli,
  ownerEmail,
} from './admin-support';
import { expect, test } from './fixtures';

/**
 * An owner cannot become another owner. In the owners screen: another owner's address is
 * refused in words; one's own address (a passkey on a second device) works right after
 * signing in, and a sign-in older than 5 minutes is asked for again, in place.
 */

test.use({ allowConsole: [/^Failed to load resource: the server responded with a status of (403|409)\b/] });

/** A new owner signed in on this page (a device: its own virtual authenticator). */
async function signInNewOwner(page: Page, email: string): Promise<void> {
  await addVirtualAuthenticator(page);
  await acceptInvitation(page, await inviteFromCli(email));
}

/** Another device: a browser context of its own. */
const otherDevice = async (browser: Browser) => (await browser.newContext()).newPage();

async function invite(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: /^(E-mail pozvaného|E-mail of the person invited)$/ }).fill(email);
  await page.getByRole('button', { name: /^(Vytvořit pozvánku|Create an invitation)$/ }).click();
}

const linkBox = (page: Page) => page.getByRole('textbox', { name: /^(Odkaz pozvánky|Invitation link)$/ });

test('another owner’s address is refused in words, in Czech and in English', async ({ page, browser }, testInfo) => {
  const b = ownerEmail('owner-b', testInfo.workerIndex);
  const theirs = await otherDevice(browser);
  await signInNewOwner(theirs, b);
  await theirs.context().close();
  await signInNewOwner(page, ownerEmail('owner-a', testInfo.workerIndex));
  await page.goto('/admin/owners');
  await invite(page, b);
  await expect(page.getByRole('alert')).toHaveText(/^Tato adresa už patří jinému účtu\./);
  await page.getByRole('button', { name: 'Switch the admin to English' }).click();
  await invite(page, b.toUpperCase());
  await expect(page.getByRole('alert')).toHaveText(/^This address already belongs to another account\./);
  await expect(linkBox(page)).toHaveCount(0);
  // Signing in again would change nothing: it is not offered.
  await expect(page.getByRole('button', { name: /sign in again/i })).toHaveCount(0);
});

test('right after signing in, one’s own address gives a link that adds a passkey on another device', async ({
  page: phone,
  browser,
}, testInfo) => {
  const email = ownerEmail('two-devices', testInfo.workerIndex);
  await signInNewOwner(phone, email);
  await phone.goto('/admin');
  // The first screen's lazy parts (the notifications card asks for the account's devices) have
  // asked before signing out: a question that reached the server after the sign-out was a 401 in the
  // console, as it is for a person who signs out within a moment of opening the page.
  await phone.waitForLoadState('networkidle');
  await phone.getByRole('button', { name: 'Odhlásit se' }).click();
  await phone.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  await phone.goto('/admin/owners');
  await invite(phone, email);
  const link = await linkBox(phone).inputValue();
  expect(link).toMatch(/\/admin\/invitation#token=[\w-]{43}$/);

  const laptop = await otherDevice(browser);
  const laptopAuthenticator = await addVirtualAuthenticator(laptop);
  await acceptInvitation(laptop, link);
  await expect(laptop.getByRole('status').filter({ hasText: `Vítejte, ${email}.` })).toBeVisible();
  expect(await laptopAuthenticator.credentials()).toBe(1);
  await laptop.goto('/admin/owners');
  const mine = laptop.locator('.admin-owners > li').filter({ has: laptop.getByRole('heading', { name: email }) });
  await expect(mine.locator('.admin-passkey')).toHaveCount(2);
  await laptop.goto('/admin/audit');
  // Other workers' owners write to the same audit log: find this owner's entry, not the newest.
  const byThemselves = laptop
    .locator('.admin-audit > li')
    .filter({ has: laptop.locator('.admin-muted', { hasText: `Účet: ${email} · Pozvánku vytvořil(a): ${email}` }) });
  await expect(byThemselves).toHaveCount(1);
  await expect(byThemselves.locator('strong')).toHaveText('Přidaný přístupový klíč');
  await laptop.context().close();
});

/**
 * Moves the page's session's sign-in `ms` into the past, in the admin server's state
 * (DATA_DIR/admin, under its lock): the 5 minutes pass without the test waiting them out.
 */
async function ageSignIn(page: Page, ms: number): Promise<void> {
  const { DATA_DIR } = JSON.parse(process.env.E2E_ADMIN_ENV ?? '{}') as { DATA_DIR: string };
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'ballon_admin');
  const state = fileAdminState(DATA_DIR);
  const session = await state.getSession(hashOf(cookie!.value), new Date(), SESSION_IDLE_MS);
  expect(session, 'the page is signed in').not.toBeNull();
  await state.putSession(
    { ...session!, createdAt: new Date(Date.parse(session!.createdAt) - ms).toISOString() },
    SESSION_IDLE_MS,
  );
}

test('a sign-in older than 5 minutes: the screen asks to sign in again, does it in place, and the link comes', async ({
  page,
}, testInfo) => {
  const email = ownerEmail('stale-owner', testInfo.workerIndex);
  await signInNewOwner(page, email);
  await ageSignIn(page, 6 * 60_000);
  await page.goto('/admin/owners');
  await invite(page, email);
  await expect(page.getByRole('alert')).toHaveText(/Přihlaste se prosím nejdřív znovu\.$/);
  await expect(linkBox(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'with the offer to sign in again');
  await page.getByRole('button', { name: 'Přihlásit se znovu a vytvořit pozvánku' }).click();
  await expect(linkBox(page)).toHaveValue(/\/admin\/invitation#token=[\w-]{43}$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

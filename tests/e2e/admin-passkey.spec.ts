import { addVirtualAuthenticator, inviteFromCli, ownerEmail, passkeyButtonName } from './admin-support';
import { expect, test } from './fixtures';

/**
 * The browser test of the passkey ceremonies, with Chromium's virtual authenticator
 * (a phone's platform authenticator with user verification): the first owner is invited
 * from the command line, creates a passkey from the link, is signed in; signs out, and
 * signs in again with the passkey alone (a discoverable credential: no e-mail asked).
 */
test('invite from the CLI, create a passkey, sign out, sign in again with the passkey alone', async ({
  page,
}, testInfo) => {
  const authenticator = await addVirtualAuthenticator(page);
  const email = ownerEmail('first-owner', testInfo.workerIndex);
  const link = await inviteFromCli(email);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Pozvánka do správy webu' })).toBeVisible();
  // One button, and its name says what it makes.
  const create = page.getByRole('button', { name: passkeyButtonName.cs });
  await expect(create).toHaveCount(1);
  expect(await authenticator.credentials()).toBe(0);
  await create.click();
  await expect(
    page.getByRole('status').filter({ hasText: `přístupový klíč je vytvořen. Vítejte, ${email}.` }),
  ).toBeVisible();
  expect(await authenticator.credentials(), 'a resident (discoverable) passkey on the authenticator').toBe(1);
  // The spent link leaves the address bar.
  await expect(page).toHaveURL(/\/admin\/invitation$/);

  await page.getByRole('link', { name: 'Pokračovat do správy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  const session = await page.request.get('/admin/api/session');
  expect(session.status()).toBe(200);
  expect((await session.json()) as unknown).toMatchObject({ owner: { email } });

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();
  expect((await page.request.get('/admin/api/session')).status()).toBe(401);

  // Signing in asks for nothing but the passkey: no e-mail field on the page.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  // The header says who is signed in (the history and the audit log will say the same).
  await expect(page.locator('.admin-header')).toContainText(`Přihlášen(a): ${email}`);
  expect(
    ((await (await page.request.get('/admin/api/session')).json()) as { owner: { email: string } }).owner.email,
  ).toBe(email);
  expect(await authenticator.credentials()).toBe(1);
});

test('the invitation in English: the language toggle, then the one button that names the passkey', async ({
  page,
}, testInfo) => {
  await addVirtualAuthenticator(page);
  const email = ownerEmail('english-owner', testInfo.workerIndex);
  await page.goto(await inviteFromCli(email));
  await page.getByRole('button', { name: 'Switch the admin to English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation to the site admin' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const create = page.getByRole('button', { name: passkeyButtonName.en });
  await expect(create).toHaveCount(1);
  await create.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Done, your passkey is created. Welcome, ${email}.` }),
  ).toBeVisible();
});

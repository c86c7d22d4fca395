import { acceptInvitation, addVirtualAuthenticator, inviteFromCli, ownerEmail } from './admin-support';
import { expect, test } from './fixtures';

/** Every admin page that needs a session (server/admin/pages.ts). */
const signedInPages = [
  '/admin',
  '/admin/content/hours',
  '/admin/history/hours',
  '/admin/photos',
  '/admin/inbox',
  '/admin/owners',
  '/admin/audit',
];

/**
 * Sign-out is a POST that ends the session on the server, not only in this
 * browser: afterwards every admin page sends the browser to the sign-in, every API
 * answers 401, and the old cookie, sent again, opens nothing.
 */
test('sign out: the admin pages redirect to the sign-in, the API answers 401, the old cookie is dead', async ({
  page,
  playwright,
}, testInfo) => {
  await addVirtualAuthenticator(page);
  await acceptInvitation(page, await inviteFromCli(ownerEmail('leaving-owner', testInfo.workerIndex)));
  await page.goto('/admin/owners');
  await expect(page.getByRole('heading', { level: 1, name: 'Majitelé a personál' })).toBeVisible();
  const [cookie] = (await page.context().cookies()).filter((candidate) => candidate.name === 'ballon_admin');
  expect(cookie).toMatchObject({ path: '/admin', httpOnly: true, secure: true, sameSite: 'Strict' });

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odhlásit se' })).toHaveCount(0);

  for (const url of signedInPages) {
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();
  }
  for (const url of [
    '/admin/api/session',
    '/admin/api/content/hours',
    '/admin/api/history/hours',
    '/admin/api/owners',
    '/admin/api/audit',
    '/admin/api/checklist',
  ]) {
    expect((await page.request.get(url)).status(), url).toBe(401);
  }

  // The cookie as it was before signing out, sent again by another client: the session is gone on the server.
  const replay = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { Cookie: `${cookie?.name}=${cookie?.value}` },
  });
  expect((await replay.get('/admin/api/session')).status()).toBe(401);
  const home = await replay.get('/admin', { maxRedirects: 0 });
  expect(home.status()).toBe(303);
  expect(home.headers().location).toBe('/admin/sign-in');
  await replay.dispose();
});

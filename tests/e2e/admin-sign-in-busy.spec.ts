import { adminApi as csAdminApi } from '../../src/i18n/cs/admin-api';
import { adminApi as enAdminApi } from '../../src/i18n/en/admin-api';
import { expect, test } from './fixtures';

/**
 * A sign-in start refused because too many are under way (the live challenges' bound,
 * server/admin/state): the sign-in page shows the server's words, in the language asked.
 * The refusal is played by the route, in the server's shape and words: filling the
 * admin server's real store would refuse the other admin specs' sign-ins meanwhile.
 */
test.use({ allowConsole: [/^Failed to load resource: the server responded with a status of 429\b/] });

test("a refused sign-in start shows the server's words, in Czech and in English", async ({ page }) => {
  const asked: string[] = [];
  await page.route('**/admin/api/sign-in/options', (route) => {
    const lang = route.request().headers()['accept-language'] === 'en' ? 'en' : 'cs';
    asked.push(lang);
    const message = (lang === 'en' ? enAdminApi : csAdminApi).errors.sign_in_busy;
    return route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '240' },
      body: JSON.stringify({ error: { code: 'sign_in_busy', message } }),
    });
  });

  await page.goto('/admin/sign-in');
  await page.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' }).click();
  await expect(page.getByRole('alert')).toHaveText(csAdminApi.errors.sign_in_busy);

  await page.getByRole('button', { name: 'Switch the admin to English' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(enAdminApi.errors.sign_in_busy);
  expect(asked).toEqual(['cs', 'en']);
});

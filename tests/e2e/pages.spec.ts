import { expect, openHydrated, testOnOnePage as test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const url of [
    '/',
    '/en/napojovy-listek',
    '/svatomartinske-hody',
    '/en/konferencni-prostory-salonek',
    '/kontakt',
  ]) {
    test(`${url} never scrolls sideways at 320 px`, async ({ page }) => {
      await openHydrated(page, url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('unknown paths', () => {
  test.use({ allowConsole: [/status of 404/] });

  test('show the 404 page in the language of the path, with a link home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/en');
  });
});

import { pagePaths } from '../../src/page-ids';
import { localizePath } from '../../src/lang';
import { expect, openHydrated, test } from './fixtures';

const urls = (['cs', 'en'] as const).flatMap((lang) => Object.values(pagePaths).map((path) => localizePath(path, lang)));

test.describe('every page hydrates cleanly', () => {
  for (const url of urls) {
    test(`${url}`, async ({ page }) => {
      await openHydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', url.startsWith('/en') ? 'en' : 'cs');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      // Let late effects (lazy images, timers) run before the console guard judges.
      await page.waitForLoadState('networkidle');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const url of ['/', '/en/napojovy-listek', '/svatomartinske-hody', '/en/konferencni-prostory-salonek', '/kontakt']) {
    test(`${url} never scrolls sideways at 320 px`, async ({ page }) => {
      await openHydrated(page, url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
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

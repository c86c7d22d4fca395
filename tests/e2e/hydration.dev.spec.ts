import { pagePaths } from '../../src/page-ids';
import { localizePath } from '../../src/lang';
import { expect, openHydrated, test } from './fixtures';

// Runs against the client built in development mode (the project `development`,
// playwright.config.ts): React's development build reports every hydration mismatch,
// attributes included, and the console guard fails the test on any of them.
const urls = (['cs', 'en'] as const).flatMap((lang) =>
  Object.values(pagePaths).map((path) => localizePath(path, lang)),
);

// One page for all of them: the browser keeps the bundle's chunks between loads (each load
// still hydrates from the server's HTML), and a console line names its page's URL.
test('every page hydrates without a warning', async ({ page }) => {
  test.setTimeout(120_000); // a safety net for 20 page loads on a busy machine, not a budget
  for (const url of urls) {
    await openHydrated(page, url);
    await expect.soft(page.locator('h1'), `one h1 on ${url}`).toHaveCount(1);
    await page.waitForLoadState('networkidle');
  }
});

// At a time boundary: the browser's clock on the test content's closed day (see time.spec.ts).
test("/kontakt hydrates without a warning when the browser's clock is past a boundary", async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${process.env.E2E_CLOSED_DATE}T11:00:00Z`));
  await openHydrated(page, '/kontakt');
  await expect(page.locator('.opening-hours__status').first()).toHaveText(/^Dnes\szavřeno\s–\sInventura$/);
  await page.waitForLoadState('networkidle');
});

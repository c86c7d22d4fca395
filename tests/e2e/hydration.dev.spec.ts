import { pagePaths } from '../../src/page-ids';
import { localizePath } from '../../src/lang';
import { expect, openHydrated, test } from './fixtures';

// Runs against the development server (see playwright.config.ts): React's
// development build reports every hydration mismatch, attributes included, and
// the console guard fails the test on any of them.
const urls = (['cs', 'en'] as const).flatMap((lang) => Object.values(pagePaths).map((path) => localizePath(path, lang)));

test.describe.configure({ mode: 'serial' });

for (const url of urls) {
  test(`${url} hydrates without a warning`, async ({ page }) => {
    await openHydrated(page, url);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
  });
}

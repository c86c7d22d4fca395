import type { Page } from '@playwright/test';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { axeViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';

/** Every page (`pagePaths`), in Czech, then in English. */
const urls = (['cs', 'en'] as const).flatMap((lang) => Object.values(pagePaths).map((path) => localizePath(path, lang)));

async function expectNoAxeViolations(page: Page, state: string) {
  expect(await axeViolations(page), `axe violations ${state}`).toEqual([]);
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const url of urls) {
      test(url, async ({ page }) => {
        await openHydrated(page, url);
        await expectNoAxeViolations(page, `on ${url}`);

        // Once per viewport, the header's disclosure open too: the phone's menu panel
        // on the Czech home page, the desktop "Menu" dropdown on the English one.
        if (viewport.name === 'phone' && url === '/') {
          await page.getByRole('button', { name: 'Otevřít navigaci' }).click();
          await expect(page.locator('#mobile-nav')).toBeVisible();
          await expectNoAxeViolations(page, 'with the mobile menu open');
        }
        if (viewport.name === 'desktop' && url === '/en') {
          const button = page.locator('.nav-dropdown__button');
          await button.click();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          await expect(page.locator('.nav-dropdown__list')).toBeVisible();
          await expectNoAxeViolations(page, 'with the menu dropdown open');
        }
      });
    }
  });
}

import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { expect, openHydrated, test } from './fixtures';
import { smallTargets } from './tap-targets';

/**
 * Issue 24: the footer's links were 31 px tall. On a phone every link and button outside running
 * text is at least 44 px tall, on every public page in both languages, with and without JavaScript;
 * a link in running text meets WCAG 2.5.8 (tap-targets.ts says which is which).
 */
const languages = ['cs', 'en'] as const;
/** Every page of the route table and the page for an unknown address, in one language. */
const urlsIn = (lang: (typeof languages)[number]) => [...Object.values(pagePaths), '/tahle-stranka-neni'].map((path) => localizePath(path, lang));
const urls = languages.flatMap(urlsIn);

test.describe('tap targets at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, allowConsole: [/status of 404/] });

  for (const url of urls) {
    test(url, async ({ page }) => {
      await openHydrated(page, url);
      expect(await smallTargets(page), url).toEqual([]);
    });
  }

  for (const lang of languages) {
    test(`the open menu panel (${lang})`, async ({ page }) => {
      await openHydrated(page, localizePath('/', lang));
      await page.locator('.menu-toggle').click();
      await expect(page.locator('#mobile-nav')).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
    });
  }
});

test.describe('tap targets at 390 px without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, allowConsole: [/status of 404/] });

  for (const lang of languages) {
    test(`every page (${lang})`, async ({ page }) => {
      const problems: string[] = [];
      for (const url of urlsIn(lang)) {
        await page.goto(url);
        problems.push(...(await smallTargets(page)).map((problem) => `${url}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

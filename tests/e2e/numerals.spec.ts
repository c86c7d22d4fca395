import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { expect, openHydrated, test } from './fixtures';

/**
 * Issue 24: the display face's old-style figures made "404" read as "4o4". Wherever digits are set
 * in the display face (Playfair Display: headings, the 404, dates, prices, the home page's facts),
 * they are lining figures. The test reads every element whose own text has a digit.
 */
const languages = ['cs', 'en'] as const;
const urls = languages.flatMap((lang) => [...Object.values(pagePaths), '/tahle-stranka-neni'].map((path) => localizePath(path, lang)));

interface DisplayDigits {
  text: string;
  lining: boolean;
  numeric: string;
  features: string;
}

test.use({ allowConsole: [/status of 404/] });

for (const url of urls) {
  test(`digits in the display face are lining figures: ${url}`, async ({ page }) => {
    await openHydrated(page, url);
    const found = await page.evaluate(() => {
      const result: DisplayDigits[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const own = Array.from(element.childNodes, (node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join('');
        if (!/\d/.test(own)) continue;
        const style = getComputedStyle(element);
        if (!/Playfair/.test(style.fontFamily)) continue;
        const numeric = style.fontVariantNumeric;
        const features = style.fontFeatureSettings;
        const lining = (numeric.includes('lining-nums') && !numeric.includes('oldstyle-nums')) || /"lnum"(?! 0)/.test(features);
        result.push({ text: own.replace(/\s+/g, ' ').trim().slice(0, 40), lining, numeric, features });
      }
      return result;
    });
    expect(found.filter((item) => !item.lining)).toEqual([]);
    // The pages where the issue saw them: the test reads something there.
    if (url.endsWith('/tahle-stranka-neni')) expect(found.map((item) => item.text)).toContain('404');
    // The About page's seat counts are display type all year (the feast's dates only in its season).
    if (url.endsWith('/o-restauraci-ballon')) expect(found.length).toBeGreaterThan(0);
  });
}

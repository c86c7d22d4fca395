import type { Page } from '@playwright/test';

/** An element whose own text has a digit, set in the display face. */
export interface DisplayDigits {
  text: string;
  lining: boolean;
  numeric: string;
  features: string;
}

/**
 * Every element of the page whose own text has a digit and whose font is the display face
 * (Playfair Display: headings, the 404, dates, prices, the home page's facts), and whether
 * its figures are lining ones: the face's old-style figures made "404" read as "4o4".
 */
export function displayDigits(page: Page): Promise<DisplayDigits[]> {
  return page.evaluate(() => {
    const result: DisplayDigits[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const own = Array.from(element.childNodes, (node) =>
        node.nodeType === Node.TEXT_NODE ? node.textContent : '',
      ).join('');
      if (!/\d/.test(own)) continue;
      const style = getComputedStyle(element);
      if (!/Playfair/.test(style.fontFamily)) continue;
      const numeric = style.fontVariantNumeric;
      const features = style.fontFeatureSettings;
      const lining =
        (numeric.includes('lining-nums') && !numeric.includes('oldstyle-nums')) || /"lnum"(?! 0)/.test(features);
      result.push({ text: own.replace(/\s+/g, ' ').trim().slice(0, 40), lining, numeric, features });
    }
    return result;
  });
}

/**
 * The drinks, feast and food menus printed: black on white, only the menu (no header,
 * footer, navigation, notices, skip link, buttons or photos), the prices in one
 * right-aligned column per category, the allergen legend in full, and the
 * restaurant's name, address and phone in small print. Each page is also saved
 * as a screenshot of the print media and as a PDF in test-results/ to look at.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { lastEdition, noon } from './feast-edition';
import { expect, openHydrated, test } from './fixtures';

const menus = [
  { url: '/napojovy-listek', name: 'drinks-cs', categories: '.drinks-card' },
  { url: '/en/napojovy-listek', name: 'drinks-en', categories: '.drinks-card' },
  { url: '/svatomartinske-hody', name: 'feast-cs', categories: '.feast-menu__group' },
  { url: '/en/svatomartinske-hody', name: 'feast-en', categories: '.feast-menu__group' },
  // Today's (or the next) lunch and the rest of its week: the test content's lunch days are today and after.
  { url: '/denni-menu', name: 'daily-cs', categories: '.lunch-day__group' },
  { url: '/en/denni-menu', name: 'daily-en', categories: '.lunch-day__group' },
  { url: '/jidelni-listek', name: 'food-cs', categories: '.food-section' },
  { url: '/en/jidelni-listek', name: 'food-en', categories: '.food-section' },
] as const;

const black = 'rgb(0, 0, 0)';
const white = 'rgb(255, 255, 255)';

/** Every visible element that draws text in a colour other than black, or a background other than white. */
function colourProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
    for (const element of document.querySelectorAll<HTMLElement>('body, body *')) {
      if (!element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      if (ownText && style.color !== 'rgb(0, 0, 0)' && !element.closest('.visually-hidden'))
        problems.push(`${name} text ${style.color}`);
      if (!transparent(style.backgroundColor) && style.backgroundColor !== 'rgb(255, 255, 255)')
        problems.push(`${name} background ${style.backgroundColor}`);
      if (style.backgroundImage !== 'none') problems.push(`${name} background image`);
    }
    return problems;
  });
}

test.describe('printed menus', () => {
  // The printable area of an A4 sheet (210 × 297 mm less the 14 mm margins), so the screenshot shows what the paper gets.
  test.use({ viewport: { width: 688, height: 1009 } });

  for (const menu of menus) {
    test(`${menu.url} prints black on white, only the menu, prices aligned, with the allergen legend`, async ({
      page,
    }) => {
      // The feast's menu is on its page in season only: the browser's clock in the last edition's banner window.
      if (menu.url.endsWith('/svatomartinske-hody')) await page.clock.setFixedTime(noon(lastEdition.banner.from));
      await openHydrated(page, menu.url);
      await page.emulateMedia({ media: 'print' });

      // Only the menu: no header, navigation, footer, notices, skip link, buttons or photos.
      for (const selector of [
        '.site-header',
        'nav',
        '.site-footer',
        '.site-notices',
        '.skip-link',
        'main .button',
        'main button',
        'main img',
      ]) {
        for (const element of await page.locator(selector).all()) await expect(element, selector).toBeHidden();
      }
      await expect(page.locator('h1')).toBeVisible();

      // Black on white.
      const body = await page.locator('body').evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color };
      });
      expect(body).toEqual({ background: white, color: black });
      expect(await colourProblems(page)).toEqual([]);

      // The restaurant in small print.
      const imprint = page.locator('.print-imprint');
      await expect(imprint).toBeVisible();
      // \s: the number's groups are joined by no-break spaces (typography.ts).
      await expect(imprint).toContainText(/\+420\s\d{3}\s\d{3}\s\d{3}/);

      // Within each category, every price ends at the same right edge.
      const categories = await page.locator(menu.categories).all();
      expect(categories.length).toBeGreaterThan(1);
      for (const category of categories) {
        const rights = await category
          .locator('.price-list__price')
          .evaluateAll((prices) => prices.map((price) => price.getBoundingClientRect().right));
        expect(rights.length).toBeGreaterThan(0);
        expect(
          Math.max(...rights) - Math.min(...rights),
          await category.locator('h2, h3, h4').first().innerText(),
        ).toBeLessThanOrEqual(0.5);
      }
      // Each item's allergens print as numbers.
      await expect(page.locator('.price-list__allergens').first()).toBeVisible();
      // Nothing in a row overlaps: name, allergens, amount and price each keep their own space on paper.
      const overlaps = await page.locator('.price-list__row').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const boxes = [
            ...row.querySelectorAll(
              '.price-list__name, .price-list__allergens span[aria-hidden], .price-list__amount, .price-list__price',
            ),
          ].map((cell) => ({
            name: cell.className || cell.parentElement?.className || '',
            box: cell.getBoundingClientRect(),
          }));
          return boxes.flatMap((a, i) =>
            boxes
              .slice(i + 1)
              .filter(
                (b) =>
                  a.box.left < b.box.right - 0.5 &&
                  b.box.left < a.box.right - 0.5 &&
                  a.box.top < b.box.bottom - 0.5 &&
                  b.box.top < a.box.bottom - 0.5,
              )
              .map((b) => `${row.querySelector('.price-list__name')?.textContent}: ${a.name} overlaps ${b.name}`),
          );
        }),
      );
      expect(overlaps).toEqual([]);

      // The whole legend.
      const legend = page.locator('.allergen-legend');
      await expect(legend).toBeVisible();
      await expect(legend.locator('li')).toHaveCount(14);
      for (const item of await legend.locator('li').all()) await expect(item).toBeVisible();

      await page.screenshot({ path: path.join('test-results', `print-${menu.name}.png`), fullPage: true });
      const pdf = await page.pdf({
        path: path.join('test-results', `print-${menu.name}.pdf`),
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The sample menu fits on one A4 sheet.
      expect(pdf.toString('latin1').match(/\/Type \/Pages\b[^>]*?\/Count (\d+)/)?.[1]).toBe('1');
    });
  }
});

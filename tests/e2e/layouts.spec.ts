import type { Locator, Page } from '@playwright/test';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

/**
 * The desktop layouts of the contact cards and the drinks menu: no card heading or drink name
 * wraps (its text is one line high), the four contact cards stand two by two, and the drinks
 * menu's columns are balanced (their heights differ by less than its shortest category) with the
 * VAT note under the whole menu. The food menu's columns too (its sections may go on in the next
 * column between dishes: their fragments are measured), each column starting with a section's
 * title (the one that goes on carries it again). At the widths where they broke: 1024, 1280
 * and 1440 px, each page loaded once per language and resized through them.
 */

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The texts among `selector` that take more than one line: their text's height is over 1.5 line-heights. */
function wrapped(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const style = getComputedStyle(element);
      const lineHeight =
        style.lineHeight === 'normal' ? Number.parseFloat(style.fontSize) * 1.2 : Number.parseFloat(style.lineHeight);
      const range = document.createRange();
      range.selectNodeContents(element);
      // The text's own boxes (not an icon's): from the first line's top to the last one's bottom.
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      const height = Math.max(...rects.map((rect) => rect.bottom)) - Math.min(...rects.map((rect) => rect.top));
      if (height > 1.5 * lineHeight)
        found.push(`${element.textContent?.trim()} (${Math.round(height)} px, line ${lineHeight} px)`);
    }
    return found;
  }, selector);
}

async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    }),
  );
}

/** Each element's fragments (a section that goes on in the next column has two), with the element's index. */
async function fragments(locator: Locator): Promise<(Box & { of: number })[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element, of) =>
      [...element.getClientRects()].map(({ left, right, top, bottom }) => ({ left, right, top, bottom, of })),
    ),
  );
}

/** The boxes grouped into columns by their left edge, left to right. */
function columns(all: Box[]): Box[][] {
  const byLeft = new Map<number, Box[]>();
  for (const box of all) byLeft.set(Math.round(box.left), [...(byLeft.get(Math.round(box.left)) ?? []), box]);
  return [...byLeft.entries()].sort(([a], [b]) => a - b).map(([, column]) => column);
}

/** The widths where they broke; one load per page and language, resized from one to the next. */
const widths = [1024, 1280, 1440];

/**
 * Loads `url` at the first width and runs `check` at each width in turn: the viewport resized (the
 * layout is CSS: media queries and columns follow the width), each finding named by its width.
 */
async function atEachWidth(page: Page, url: string, check: (where: string) => Promise<void>) {
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (index === 0) await openHydrated(page, url);
    await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
    await check(`at ${width} px`);
  }
}

test.describe('desktop layouts at 1024, 1280 and 1440 px', () => {
  for (const lang of ['cs', 'en'] as const) {
    test(`the contact page's four cards stand two by two, every heading on one line (${lang})`, async ({ page }) => {
      await atEachWidth(page, localizePath(pagePaths.contact, lang), async (where) => {
        const cards = await boxes(page.locator('.contact__card'));
        expect.soft(cards, `cards ${where}`).toHaveLength(4);
        expect
          .soft(
            columns(cards).map((column) => column.length),
            `two by two ${where}`,
          )
          .toEqual([2, 2]);
        expect.soft(await wrapped(page, '.contact__card-title'), `wrapped headings ${where}`).toEqual([]);
      });
    });

    test(`the drinks menu's columns are balanced, every heading and drink name on one line (${lang})`, async ({
      page,
    }) => {
      await atEachWidth(page, localizePath(pagePaths.drinks, lang), async (where) => {
        expect
          .soft(await wrapped(page, '.drinks-card__title, .drinks-card .price-list__name'), `wrapped names ${where}`)
          .toEqual([]);

        const cards = await boxes(page.locator('.drinks-card'));
        const menu = columns(cards);
        expect.soft(menu.length, `columns ${where}`).toBeGreaterThan(1);
        const heights = menu.map(
          (column) => Math.max(...column.map((box) => box.bottom)) - Math.min(...column.map((box) => box.top)),
        );
        const shortestCategory = Math.min(...cards.map((box) => box.bottom - box.top));
        expect
          .soft(
            Math.max(...heights) - Math.min(...heights),
            `column heights ${heights.map(Math.round).join(', ')} ${where}`,
          )
          .toBeLessThan(shortestCategory);

        // The VAT note: below every column, as wide as the whole menu.
        const [note] = await boxes(page.locator('.drinks-note'));
        const [grid] = await boxes(page.locator('.drinks-grid'));
        expect
          .soft(note!.top, `the note below the columns ${where}`)
          .toBeGreaterThanOrEqual(Math.max(...cards.map((box) => box.bottom)));
        expect.soft(Math.abs(note!.left - grid!.left), `the note's left edge ${where}`).toBeLessThan(1);
        expect.soft(Math.abs(note!.right - grid!.right), `the note's right edge ${where}`).toBeLessThan(1);
      });
    });

    test(`the food menu's columns are balanced, every section title on one line (${lang})`, async ({ page }) => {
      await atEachWidth(page, localizePath(pagePaths.foodMenu, lang), async (where) => {
        expect.soft(await wrapped(page, '.food-section__title'), `wrapped titles ${where}`).toEqual([]);

        const parts = await fragments(page.locator('.food-section'));
        const menu = columns(parts);
        expect.soft(menu.length, `columns ${where}`).toBe(2);
        const heights = menu.map(
          (column) => Math.max(...column.map((box) => box.bottom)) - Math.min(...column.map((box) => box.top)),
        );
        const sectionHeights = new Map<number, number>();
        for (const part of parts)
          sectionHeights.set(part.of, (sectionHeights.get(part.of) ?? 0) + part.bottom - part.top);
        const shortestSection = Math.min(...sectionHeights.values());
        expect
          .soft(
            Math.max(...heights) - Math.min(...heights),
            `column heights ${heights.map(Math.round).join(', ')} ${where}`,
          )
          .toBeLessThan(shortestSection);
        // Each column starts with a section's title: the one that goes on in the next column carries it
        // again there ("Hlavní jídla – pokračování"), in the card's top edge.
        const titles = await boxes(page.locator('.food-section__title:visible'));
        for (const column of menu) {
          const first = column.reduce((top, part) => (part.top < top.top ? part : top));
          expect
            .soft(
              titles.some(
                (title) =>
                  title.left >= first.left &&
                  title.right <= first.right &&
                  title.top >= first.top - 1 &&
                  title.top <= first.top + 48,
              ),
              `a title at the top of the column at ${Math.round(first.left)} px ${where}`,
            )
            .toBe(true);
        }
        // A dish is never cut in two: each stands within one column.
        const dishes = await fragments(page.locator('.food-item'));
        expect.soft(dishes.length, `dishes cut in two ${where}`).toBe(new Set(dishes.map((dish) => dish.of)).size);
      });
    });
  }
});

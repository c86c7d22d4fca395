import type { Page } from '@playwright/test';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { expect, openHydrated, test } from './fixtures';
import { brokenRuns } from './line-breaks';

/**
 * Czech typography, seen in the browser: no line of Czech text ends with a
 * one-letter preposition or conjunction (k s v z o u a i), on a phone. The copy
 * and the content get their no-break spaces from src/i18n/typography.ts; this
 * walks the rendered text and finds where the lines really break.
 */

/** Every Czech page, and the page for an unknown path (its 404 is the browser's one console line). */
const MISSING = '/tato-stranka-neexistuje';
const urls = [...Object.values(pagePaths), MISSING];

interface LineEnd {
  word: string;
  context: string;
}

/** The one-letter words that end a line of Czech text on the page, with the text around them. */
function oneLetterLineEnds(page: Page): Promise<LineEnd[]> {
  return page.evaluate(() => {
    const ONE_LETTER = /^[(„"‚'[]*[ksvzouai]$/i;
    const SKIPPED = 'script, style, noscript, template, select, option, textarea, [hidden], [aria-hidden="true"], .visually-hidden';

    interface Word {
      text: string;
      rects: DOMRectList;
      offset: number;
    }
    // The words of each block of text (its nearest ancestor that is not inline), in reading order.
    const blocks = new Map<Element, { text: string; words: Word[] }>();
    const blockOf = (element: Element): Element => {
      let current: Element = element;
      while (current.parentElement && ['inline', 'contents'].includes(getComputedStyle(current).display)) current = current.parentElement;
      return current;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest(SKIPPED)) continue;
      if ((parent.closest('[lang]')?.getAttribute('lang') ?? 'cs') !== 'cs') continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const block = blockOf(parent);
      const entry = blocks.get(block) ?? { text: '', words: [] };
      blocks.set(block, entry);
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = range.getClientRects();
        if (rects.length > 0) entry.words.push({ text: match[0], rects, offset: entry.text.length + match.index });
      }
      entry.text += node.data;
    }

    const found: { word: string; context: string }[] = [];
    for (const { text, words } of blocks.values()) {
      words.forEach((word, index) => {
        const next = words[index + 1];
        if (!next || !ONE_LETTER.test(word.text)) return;
        const end = word.rects[word.rects.length - 1]!;
        const start = next.rects[0]!;
        // The next word starts on a lower line: its middle is below this word's bottom.
        if ((start.top + start.bottom) / 2 > end.bottom) {
          const context = text.slice(Math.max(0, word.offset - 40), word.offset + 40).replace(/\s+/g, ' ');
          found.push({ word: word.text, context });
        }
      });
    }
    return found;
  });
}

test.describe('Czech typography at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const url of urls) {
    test.describe(url, () => {
      if (url === MISSING) test.use({ allowConsole: [/status of 404/] });
      test(`no line ends with a one-letter word on ${url}`, async ({ page }) => {
        await openHydrated(page, url);
        await page.evaluate(() => document.fonts.ready);
        const ends = await oneLetterLineEnds(page);
        expect(ends.map(({ word, context }) => `"${word}" ends a line in …${context}…`), `on ${url}`).toEqual([]);
      });
    });
  }

  test('the check finds a one-letter word at the end of a line (it works)', async ({ page }) => {
    await openHydrated(page, '/');
    // A paragraph with ordinary spaces, narrowed so that "a" falls at a line's end.
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.id = 'typography-probe';
      probe.style.cssText = 'width: 9ch; font: 16px/1.5 monospace';
      probe.textContent = 'Kavárna a terasa';
      document.querySelector('main')?.append(probe);
    });
    const ends = await oneLetterLineEnds(page);
    expect(ends).toContainEqual({ word: 'a', context: 'Kavárna a terasa' });
  });
});

/**
 * Both languages: no range (`10:00–22:00`, `11.–14. listopadu`, `45–50 Kč`), time, abbreviation
 * with its word (`St. Martin's`) or phone number breaks across lines, in the copy and the content
 * alike. First as the page is laid out at 390 px, then with every block that holds such a run
 * narrowed to its narrowest (line-breaks.ts), where a run breaks wherever it can.
 */
test.describe('unbreakable runs at 390 px, both languages', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const bothLanguages = (['cs', 'en'] as const).flatMap((lang) => [...Object.values(pagePaths), MISSING].map((path) => localizePath(path, lang)));
  const describe = (runs: { run: string; context: string }[]) => runs.map(({ run, context }) => `"${run}" breaks in …${context}…`);

  for (const url of bothLanguages) {
    test.describe(url, () => {
      if (url.endsWith(MISSING)) test.use({ allowConsole: [/status of 404/] });
      test(`no range, time, abbreviation or phone number breaks on ${url}`, async ({ page }) => {
        await openHydrated(page, url);
        await page.evaluate(() => document.fonts.ready);
        expect(describe(await brokenRuns(page, ['cs', 'en'])), `as laid out on ${url}`).toEqual([]);
        expect(describe(await brokenRuns(page, ['cs', 'en'], true)), `narrowed on ${url}`).toEqual([]);
      });
    });
  }

  test('the check finds a range, an abbreviation and a phone number broken across lines (it works)', async ({ page }) => {
    await openHydrated(page, '/en');
    // Ordinary spaces and a bare en dash, in a box narrow enough for each to break.
    await page.evaluate(() => {
      for (const text of ['Daily 10:00–22:00', "our St. Martin's feast", 'Call +420 000 000 001']) {
        const probe = document.createElement('p');
        probe.style.cssText = 'width: 8ch; font: 16px/1.5 monospace';
        probe.textContent = text;
        document.querySelector('main')?.append(probe);
      }
    });
    const runs = (await brokenRuns(page, ['en'])).map(({ run }) => run);
    expect(runs).toEqual(expect.arrayContaining(['10:00–22:00', "St. Martin's", '+420 000 000 001']));
  });
});

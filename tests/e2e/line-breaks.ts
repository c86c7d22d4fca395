import type { Page } from '@playwright/test';

/**
 * Where the lines of a page really break: a Czech one-letter word at a line's end
 * (`oneLetterLineEnds`), and runs of text that must stay on one line
 * (src/i18n/typography.ts): ranges (`10:00–22:00`, `11.–14. listopadu`, `45–50 Kč`), times,
 * an abbreviation and the word after it (`St. Martin`, `sv. Martina`) and phone numbers.
 * The patterns are written here again, independently of the code under test, so that a
 * rule the code forgets shows up as a run broken on the screen.
 */

export interface BrokenRun {
  run: string;
  context: string;
}

/**
 * The runs on the page (text in `langs`) that start on one line and end on a lower one. With
 * `squeeze`, every block that holds a run is first narrowed to its min-content width, so that the
 * line breaks at every opportunity it has: a run breaks then if it can break at any width, not only
 * at this one (the hero's "10:00– / 22:00" depends on the hour's headline beside it).
 */
export function brokenRuns(page: Page, langs: readonly string[], squeeze = false): Promise<BrokenRun[]> {
  return page.evaluate(
    ({ langs, squeeze }) => {
      const SKIPPED =
        'script, style, noscript, template, select, option, textarea, [hidden], [aria-hidden="true"], .visually-hidden';
      const NUMBER = String.raw`\d{1,3}(?:[.,:]\d{1,3})*\.?`;
      const UNIT = String.raw`(?:[\s\u00a0](?:Kč|CZK|EUR|€|%|l|g|kg)(?![\p{L}\d]))?`;
      const MONTH = String.raw`(?:[\s\u00a0](?:ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince))?`;
      const RUNS = [
        // A range of numbers, times or ordinals, with its unit or month: `10:00–22:00`, `45–50 Kč`, `11.–14. listopadu`.
        new RegExp(String.raw`${NUMBER}[\s\u00a0]?–[\s\u00a0]?${NUMBER}${UNIT}${MONTH}`, 'gu'),
        // A time with its am/pm.
        /\d{1,2}:\d{2}(?:[\s\u00a0]?[ap]\.?m\.?)?/gu,
        // An abbreviation and the word it belongs to.
        /(?<![\p{L}])(?:St|Sv|sv|Dr|Mr|Mrs|Ms|No|č|tel|Tel)\.[\s\u00a0][\p{L}\p{N}][\p{L}’']*/gu,
        // A phone number: `+420 235 360 052`, `777 123 456`.
        /(?:\+\d{1,3}[\s\u00a0])?\d{3}[\s\u00a0]\d{3}[\s\u00a0]\d{3}(?!\d)/gu,
      ];

      interface Piece {
        node: Text;
        start: number;
      }
      const blocks = new Map<Element, { text: string; pieces: Piece[] }>();
      const blockOf = (element: Element): Element => {
        let current: Element = element;
        while (current.parentElement && ['inline', 'contents'].includes(getComputedStyle(current).display))
          current = current.parentElement;
        return current;
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || parent.closest(SKIPPED)) continue;
        if (!langs.includes(parent.closest('[lang]')?.getAttribute('lang') ?? '')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        const block = blockOf(parent);
        const entry = blocks.get(block) ?? { text: '', pieces: [] };
        blocks.set(block, entry);
        entry.pieces.push({ node, start: entry.text.length });
        entry.text += node.data;
      }

      /** The box of the one character at `index` of the block's text. */
      const charRect = (pieces: Piece[], index: number): DOMRect | undefined => {
        const piece = pieces.findLast(({ start }) => start <= index);
        if (!piece) return undefined;
        const range = document.createRange();
        range.setStart(piece.node, index - piece.start);
        range.setEnd(piece.node, index - piece.start + 1);
        return range.getClientRects()[0];
      };

      if (squeeze) {
        for (const [block, { text }] of blocks) {
          if (!RUNS.some((pattern) => new RegExp(pattern.source, 'u').test(text))) continue;
          // Only the wrapping is squeezed: `overflow-wrap: anywhere` would break inside any word.
          const style = (block as HTMLElement).style;
          style.setProperty('width', 'min-content', 'important');
          style.setProperty('min-width', '0', 'important');
          style.setProperty('overflow-wrap', 'normal', 'important');
          style.setProperty('word-break', 'normal', 'important');
          style.setProperty('hyphens', 'manual', 'important');
        }
      }

      const found: { run: string; context: string }[] = [];
      for (const { text, pieces } of blocks.values()) {
        for (const pattern of RUNS) {
          for (const match of text.matchAll(pattern)) {
            const first = charRect(pieces, match.index);
            const last = charRect(pieces, match.index + match[0].length - 1);
            if (!first || !last) continue;
            // The run's last character starts on a lower line: its middle is below the first one's bottom.
            if ((last.top + last.bottom) / 2 > first.bottom) {
              const context = text
                .slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)
                .replace(/\s+/g, ' ');
              found.push({ run: match[0].replace(/\s+/g, ' '), context });
            }
          }
        }
      }
      return found;
    },
    { langs, squeeze },
  );
}

export interface LineEnd {
  word: string;
  context: string;
}

/** The one-letter words that end a line of Czech text on the page, with the text around them. */
export function oneLetterLineEnds(page: Page): Promise<LineEnd[]> {
  return page.evaluate(() => {
    const ONE_LETTER = /^[(„"‚'[]*[ksvzouai]$/i;
    const SKIPPED =
      'script, style, noscript, template, select, option, textarea, [hidden], [aria-hidden="true"], .visually-hidden';

    interface Word {
      text: string;
      rects: DOMRectList;
      offset: number;
    }
    // The words of each block of text (its nearest ancestor that is not inline), in reading order.
    const blocks = new Map<Element, { text: string; words: Word[] }>();
    const blockOf = (element: Element): Element => {
      let current: Element = element;
      while (current.parentElement && ['inline', 'contents'].includes(getComputedStyle(current).display))
        current = current.parentElement;
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

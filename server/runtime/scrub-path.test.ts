import { maxHeaderSize } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestInput, regexInputsDuring } from '../../tests/support/regex-spy';
import { worstString } from '../../tests/support/worst-strings';
import { MAX_LOGGED_PATH, SCANNED_PATH, scrubPath } from './scrub-path';

// A path is at most what Node reads of a request head (its maxHeaderSize, 16 KiB: the server sets no other).
const PATH_LIMIT = maxHeaderSize;

/** Addresses and phone numbers as a link may carry them, with words that must not survive. */
const personal = [
  { text: 'jan.novak@seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%40seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%2540seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%EF%BC%A0seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak\uff20seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%EF%B9%ABseznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%20at%20seznam%20dot%20cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%20AT%20seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%20zavin%C3%A1%C4%8D%20seznam%20te%C4%8Dka%20cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak(at)seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%5Bat%5Dseznam.cz', words: ['novak', 'seznam'] },
  { text: '%2B420%20777%20123%20456', words: ['777', '123%20456', '123 456'] },
  { text: '777.123.456', words: ['777', '123.456'] },
  // A space or a tab beside the at sign (an attack review found them logged decoded).
  { text: 'jan.novak@%20seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%20@seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak@%09seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%20%40%20seznam.cz', words: ['novak', 'seznam'] },
  { text: 'jan.novak%20%EF%BC%A0%20seznam.cz', words: ['novak', 'seznam'] },
];

describe('scrubPath', () => {
  it.each(personal)('redacts $text', ({ text, words }) => {
    const shown = scrubPath(`/kontakt/${text}/x`);
    expect(shown).toBe('/kontakt/[redacted]/x');
    for (const word of words) expect(shown).not.toContain(word);
  });

  it("keeps what only looks like one: a word with 'at' in it, one-word hosts, a spelled 'at' without a dot", () => {
    for (const path of [
      '/en/what-to-eat',
      '/at/dot',
      '/lunch%20at%20noon',
      '/a%20at%20b',
      '/plat%C3%ADte%20at%20once',
      '/en/kontakt',
      '/%EF%BC%A1',
    ]) {
      expect(scrubPath(path)).toBe(path);
    }
  });

  it("keeps a built file's name whose hash reads like a phone number, and still redacts one in its query or escapes", () => {
    for (const path of [
      '/assets/photos/hero-1200w.d928255966.avif',
      '/assets/photos/interior-16x9.32857170f0.jpg',
      '/assets/lounge-01-12345678.js',
    ]) {
      expect(scrubPath(path)).toBe(path);
    }
    expect(scrubPath('/assets/x.js?tel=777123456')).toBe('/assets/x.js?tel=[redacted]');
    expect(scrubPath('/assets/%37%37%37123456.js')).not.toContain('123456');
    expect(scrubPath('/kontakt/d928255966')).toBe('/kontakt/d[redacted]');
  });

  it('decodes the escapes around a broken one, and a path cut in the middle of an escape', () => {
    expect(scrubPath('/jan.novak%EF%BC%A0seznam.cz/%FF')).toBe('/[redacted]/%FF');
    expect(scrubPath(`/jan%40seznam.cz/${'b'.repeat(SCANNED_PATH - 19)}%40tail`)).toMatch(/^\/\[redacted\]\/b+…$/);
  });

  it('worst strings up to the longest path a request may have: no pattern ever sees more than SCANNED_PATH characters, an address within them is redacted', () => {
    const address = fc.constantFrom(...personal);
    fc.assert(
      fc.property(
        worstString(PATH_LIMIT),
        fc.option(fc.tuple(address, fc.nat()), { nil: undefined }),
        (filler, placed) => {
          let path = `/${filler}`.slice(0, PATH_LIMIT);
          if (placed) {
            // Somewhere in the part that is looked at, a segment of its own: `/…/address/…`.
            const [{ text }, at] = placed;
            const cut = at % Math.max(1, SCANNED_PATH - text.length - 2);
            path = `${path.slice(0, cut)}/${text}/${path.slice(cut)}`.slice(0, PATH_LIMIT);
          }
          const { result: shown, inputs } = regexInputsDuring(() => scrubPath(path));
          expect(inputs.length).toBeGreaterThan(0);
          expect(longestInput(inputs)).toBeLessThanOrEqual(SCANNED_PATH);
          expect(shown.length).toBeLessThanOrEqual(MAX_LOGGED_PATH + 1);
          if (path.length > SCANNED_PATH) expect(shown.endsWith('…')).toBe(true);
          if (placed) {
            for (const word of placed[0].words) expect(shown).not.toContain(word);
            // Well within the part that is shown (a redaction may cut the text before it, never lengthen it much).
            if (path.indexOf(placed[0].text) + placed[0].text.length < MAX_LOGGED_PATH / 2)
              expect(shown).toContain('[redacted]');
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("the paths that once held every request: 16,000 × 'a', %61 × 5,300, /api/ + a long path, 8,100 characters", () => {
    for (const path of [
      `/${'a'.repeat(16_000)}`,
      `/${'%61'.repeat(5_300)}`,
      `/api/${'a'.repeat(15_995)}`,
      `/${'a'.repeat(8_099)}`,
      `/${'@'.repeat(16_000)}`,
      `/${'\uff20.'.repeat(8_000)}`,
    ]) {
      const { result: shown, inputs } = regexInputsDuring(() => scrubPath(path));
      expect(longestInput(inputs)).toBeLessThanOrEqual(SCANNED_PATH);
      expect(shown).toBe(`${shown.slice(0, MAX_LOGGED_PATH)}…`);
    }
  });
});

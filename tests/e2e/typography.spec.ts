import { expect, openHydrated, test } from './fixtures';
import { brokenRuns, oneLetterLineEnds } from './line-breaks';

/**
 * The line-break checks find what they look for. They run on every page in
 * every-page.spec.ts: no line of Czech text ends with a one-letter preposition or
 * conjunction (k s v z o u a i), and no range, time, abbreviation or phone number
 * breaks across lines, in the copy and the content alike (src/i18n/typography.ts).
 */
test.describe('the line-break checks at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

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

  test('the check finds a range, an abbreviation and a phone number broken across lines (it works)', async ({
    page,
  }) => {
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

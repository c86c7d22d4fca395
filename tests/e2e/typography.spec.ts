import { expect, openHydrated, testOnOnePage as test } from './fixtures';
import { axeViolations } from './axe';
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

/**
 * axe as every page and admin screen runs it (axe.ts: only the violations' nodes are gathered)
 * still reports what it finds: faint text, an image without a text alternative, a button without a name.
 */
test('the axe check finds faint text, an image without alt and a nameless button (it works)', async ({ page }) => {
  await openHydrated(page, '/');
  await page.evaluate(() => {
    // Styles through the CSSOM: the page's policy refuses style attributes in markup.
    const faint = document.createElement('p');
    faint.id = 'axe-probe-faint';
    faint.textContent = 'Polední menu';
    faint.style.color = '#eee';
    faint.style.background = '#fff';
    const image = document.createElement('img');
    image.id = 'axe-probe-img';
    image.width = 10;
    image.height = 10;
    image.src = '/favicon.ico';
    const button = document.createElement('button');
    button.id = 'axe-probe-button';
    button.type = 'button';
    const probe = document.createElement('section');
    probe.append(faint, image, button);
    document.querySelector('main')?.append(probe);
  });
  const found = await axeViolations(page);
  expect(found.find((line) => line.startsWith('color-contrast '))).toContain('#axe-probe-faint');
  expect(found.find((line) => line.startsWith('image-alt '))).toContain('#axe-probe-img');
  expect(found.find((line) => line.startsWith('button-name '))).toContain('#axe-probe-button');
});

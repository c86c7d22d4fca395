/**
 * Every page's checks, on one load of the page per width: every page of the route table and
 * the page for an unknown path, in both languages, at 390 px and 1440 px. A page load costs
 * more than most checks, so the checks share it; each is a soft expectation whose message
 * names the check, the page and the width, and a failing one lets the others run.
 *
 * - hydration: the page hydrates with its language and one visible h1, and nothing is logged
 *   (the console guard, fixtures.ts) until the network is idle, late effects included;
 * - axe: no violations, and with the header's disclosure open: the phone's menu panel on the
 *   Czech home page, the desktop "Menu" dropdown on the English one;
 * - lining figures: wherever digits are set in the display face (Playfair Display: headings,
 *   the 404, dates, prices, the home page's facts) they are lining figures: old-style ones made
 *   "404" read as "4o4";
 * - clipped text: no text is cut by its box (an ellipsis, or one line clipped at its edge: the home
 *   page's lunch brief cut its dishes' names on a phone); a long name wraps (clipped-text.ts);
 * - tap targets, at 390 px: every link and button outside running text is at least 44 px tall
 *   (tap-targets.ts), the open menu panel too; and without JavaScript, every page;
 * - the Call and Book bar, at 390 px, on every page of the route table: both buttons at the bottom
 *   of the screen, and the footer, scrolled to its end, ends above them (the home page's first
 *   screen and the bar's other states: home-first-screen.spec.ts);
 * - storage (privacy notice): no cookie, nothing in web storage but the router's scroll positions
 *   (stored.ts; after client-side navigation and a sent form: privacy.spec.ts);
 * - line breaks, at 390 px (line-breaks.ts): no line of Czech text ends with a one-letter
 *   preposition or conjunction, and no range, time, abbreviation or phone number breaks across
 *   lines, first as laid out, then with every block that holds such a run narrowed to its
 *   narrowest. The narrowing changes the layout: it runs last.
 *
 * The checks' own tests (they find what they look for) are in typography.spec.ts.
 */
import type { Page } from '@playwright/test';
import { nav as csNav } from '../../src/i18n/cs/common';
import { nav as enNav } from '../../src/i18n/en/common';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { axeViolations } from './axe';
import { clippedTexts } from './clipped-text';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';
import { brokenRuns, oneLetterLineEnds, type BrokenRun } from './line-breaks';
import { displayDigits } from './numerals';
import { expectNothingStored } from './stored';
import { smallTargets } from './tap-targets';

const languages = ['cs', 'en'] as const;
type Lang = (typeof languages)[number];
const navWords = { cs: csNav, en: enNav };

/** A path no page has: the page for an unknown path (its 404 is the browser's one console line). */
const MISSING = '/tahle-stranka-neni';
/** Every page of the route table and the page for an unknown address, in one language. */
const urlsIn = (lang: Lang) => [...Object.values(pagePaths), MISSING].map((path) => localizePath(path, lang));
const urls = languages.flatMap(urlsIn);
const langOf = (url: string): Lang => (url === '/en' || url.startsWith('/en/') ? 'en' : 'cs');

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const describeRuns = (runs: BrokenRun[]) => runs.map(({ run, context }) => `"${run}" breaks in …${context}…`);

/** A page's height may end in a fraction of a pixel, the page scrolls by whole ones: the last fraction may stay below. */
const SUBPIXEL = 1;

/** The top and bottom of an element in the viewport (its bounding box; the page scrolled as it is). */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  return found ? { top: found.y, bottom: found.y + found.height } : null;
}

/** Call and Book stay at the bottom of a phone's screen, and the footer, scrolled to its end, ends above them. */
async function expectCallAndBook(page: Page, where: string, height: number) {
  await expect.soft(page.locator('.call-book__call'), `Call ${where}`).toBeVisible();
  await expect.soft(page.locator('.call-book__book'), `Book ${where}`).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect
    .poll(
      () =>
        page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
      { message: `scrolled to the end ${where}` },
    )
    .toBe(true);
  const bar = await box(page, '.call-book');
  const footer = await box(page, '.site-footer');
  expect.soft(bar?.bottom, `the bar at the bottom of the screen ${where}`).toBe(height);
  expect
    .soft(footer && bar && footer.bottom <= bar.top + SUBPIXEL, `the footer ends above the bar ${where}`)
    .toBe(true);
  await expect
    .soft(page.locator('.site-footer__privacy'), `the footer's last link ${where}`)
    .toBeInViewport({ ratio: 1 });
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect.soft(await axeViolations(page), `axe ${where}`).toEqual([]);
}

/** Opens the phone's menu panel by its name in the page's language, checks it, closes it again. */
async function withMenuPanelOpen(page: Page, lang: Lang, check: () => Promise<void>) {
  await page.getByRole('button', { name: navWords[lang].openMenu }).click();
  await expect(page.locator('#mobile-nav')).toBeVisible();
  await check();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-nav')).toBeHidden();
}

for (const viewport of viewports) {
  const phone = viewport.name === 'phone';

  test.describe(`every page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const url of urls) {
      const lang = langOf(url);
      const missing = url.endsWith(MISSING);

      test.describe(url, () => {
        if (missing) test.use({ allowConsole: [/status of 404/] });

        test(
          phone
            ? 'hydration, axe, lining figures, clipped text, storage, tap targets, Call and Book, line breaks'
            : 'hydration, axe, lining figures, clipped text, storage',
          async ({ page, context }) => {
            const where = `on ${url} at ${viewport.width} px`;
            await openHydrated(page, url);
            await page.evaluate(() => document.fonts.ready);

            await expect.soft(page.locator('html'), `language ${where}`).toHaveAttribute('lang', lang);
            await expect.soft(page.locator('h1'), `one h1 ${where}`).toHaveCount(1);
            await expect.soft(page.locator('h1'), `the h1 visible ${where}`).toBeVisible();

            await expectNoAxeViolations(page, where);

            const digits = await displayDigits(page);
            expect
              .soft(
                digits.filter((item) => !item.lining),
                `old-style figures in the display face ${where}`,
              )
              .toEqual([]);
            // The pages where the issue saw them: the check reads something there. The About page's
            // seat counts are display type all year (the feast's dates only in its season).
            if (missing)
              expect
                .soft(
                  digits.map((item) => item.text),
                  `the 404 in the display face ${where}`,
                )
                .toContain('404');
            if (url.endsWith('/o-restauraci-ballon'))
              expect.soft(digits.length, `digits in the display face ${where}`).toBeGreaterThan(0);

            expect.soft(await clippedTexts(page), `text cut by its box ${where}`).toEqual([]);

            if (phone) {
              expect.soft(await smallTargets(page), `tap targets ${where}`).toEqual([]);
              if (lang === 'cs') {
                const ends = await oneLetterLineEnds(page);
                expect
                  .soft(
                    ends.map(({ word, context }) => `"${word}" ends a line in …${context}…`),
                    `one-letter words at a line's end ${where}`,
                  )
                  .toEqual([]);
              }
              expect
                .soft(describeRuns(await brokenRuns(page, ['cs', 'en'])), `runs broken as laid out ${where}`)
                .toEqual([]);
            }

            // Let late effects (lazy images, timers) run before the console guard judges.
            await page.waitForLoadState('networkidle');
            await expectNothingStored(page, context, `loading ${url}`, true);

            if (phone && url === localizePath(pagePaths.home, lang)) {
              await withMenuPanelOpen(page, lang, async () => {
                if (lang === 'cs') await expectNoAxeViolations(page, `with the menu panel open ${where}`);
                expect.soft(await smallTargets(page), `tap targets in the open menu panel ${where}`).toEqual([]);
              });
            }
            if (!phone && url === localizePath(pagePaths.home, 'en')) {
              const button = page.locator('.nav-dropdown__button');
              await button.click();
              await expect(button).toHaveAttribute('aria-expanded', 'true');
              await expect(page.locator('.nav-dropdown__list')).toBeVisible();
              await expectNoAxeViolations(page, `with the menu dropdown open ${where}`);
            }

            if (phone && !missing) await expectCallAndBook(page, where, viewport.height);

            // Last: it narrows the blocks that hold a run.
            if (phone)
              expect
                .soft(describeRuns(await brokenRuns(page, ['cs', 'en'], true)), `runs broken when narrowed ${where}`)
                .toEqual([]);
          },
        );
      });
    }
  });
}

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

/**
 * A hungry guest on a phone: the home page's first screen answers
 * whether it is open (or when it opens), what is for lunch today (when published)
 * and how to call or book; Call and Book stay at the bottom of a phone's screen
 * without covering the footer or moving anything (on every page: every-page.spec.ts,
 * on the page load the other per-page checks share), never in print, and the
 * desktop header shows the phone instead. In the same page loads, the hero's text stays readable
 * over an all-white and an all-black photo (hero-contrast.ts), its booking a filled button.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { pickLunch } from '../../src/lunch/pick-lunch';
import { publishedLunchDays } from '../../src/lunch/published-days';
import { contentFiles } from '../../src/content/schema';
import { addDays, pragueDate } from '../../src/content/time';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';
import { expectHeroReadableOverAnyPhoto, routePlainHero } from './hero-contrast';

// The content the server under test reads (playwright.config.ts: the sample with lunch from today on).
const contentDir = process.env.E2E_CONTENT_DIR ?? path.resolve('content');
const yamlOf = (file: string): unknown => parse(readFileSync(path.join(contentDir, file), 'utf8'));
const hours = contentFiles.hours.schema.parse(yamlOf(contentFiles.hours.file));
const menu = contentFiles.dailyMenu.schema.parse(yamlOf(contentFiles.dailyMenu.file));
const phone = contentFiles.venue.schema.parse(yamlOf(contentFiles.venue.file)).phones.restaurant;

/** Whether the home page shows a lunch now: today's until its serving time ends, then tomorrow's (pick-lunch.ts). */
function lunchShown(): boolean {
  const now = new Date();
  const today = pragueDate(now);
  return pickLunch(publishedLunchDays(menu, 'cs', today, addDays(today, 1)), hours, now) !== null;
}

const phoneViewport = { width: 390, height: 844 };
/** A page's height may end in a fraction of a pixel, the page scrolls by whole ones: the last fraction may stay below. */
const SUBPIXEL = 1;

/** The top and bottom of an element in the viewport (its bounding box; the page scrolled as it is). */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  expect(found, `${selector} is rendered`).not.toBeNull();
  return { top: found!.y, bottom: found!.y + found!.height };
}

/**
 * The cumulative layout shift so far (the buffered layout-shift entries, those without recent
 * input), and each shift in words: when, how much, whether the web fonts were in by then, and what
 * moved from where to where, for the failure's message (a shift seen once under load in CI did not
 * show again alone: the next one names its cause).
 */
function layoutShift(page: Page): Promise<{ total: number; shifts: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        let total = 0;
        const shifts: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const named = (node: Node | null) =>
          node instanceof Element
            ? `<${node.tagName.toLowerCase()}${node.className ? ` class="${String(node.className)}"` : ''}>`
            : `"${(node?.textContent ?? '').trim().slice(0, 40)}"`;
        const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            const moved = entry.sources.map(
              (source) => `${named(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
            );
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in the observer's first callback, before the next frame's.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total, shifts })));
      }),
  );
}

test.describe('on a phone, 390 × 844', () => {
  test.use({ viewport: phoneViewport });

  for (const url of ['/', '/en']) {
    test(`the first screen of ${url} answers open?, lunch? and how to call or book; its hero reads over any photo`, async ({
      page,
    }) => {
      await routePlainHero(page);
      await openHydrated(page, url);
      const bar = await box(page, '.call-book');
      expect(bar.bottom).toBe(phoneViewport.height);
      // Open now or when it opens next, above the bar.
      await expect(page.locator('.home-status__headline')).toHaveText(
        /^(Otevřeno do|Otevíráme|Dnes zavřeno|Zavřeno|Open now|Opens at|Closed)/,
      );
      const status = await box(page, '.home-status');
      expect(status.top).toBeGreaterThanOrEqual(0);
      expect(status.bottom).toBeLessThanOrEqual(bar.top);
      // Today's lunch in brief (the e2e content publishes it), linking the daily menu.
      if (lunchShown()) {
        const lunch = await box(page, '.lunch-brief');
        expect(lunch.bottom).toBeLessThanOrEqual(bar.top);
        await expect(page.locator('.lunch-brief__dish .lunch-brief__price').first()).toHaveText(
          url === '/' ? /^\d{1,3}(\s\d{3})*\sKč$/ : /^\d{1,3}(,\d{3})*\sCZK$/,
        );
        await expect(page.locator('.lunch-brief__more')).toHaveAttribute(
          'href',
          localizePath(pagePaths.dailyMenu, url === '/' ? 'cs' : 'en'),
        );
      } else {
        await expect(page.locator('.lunch-brief')).toHaveCount(0);
      }
      // Call and Book, each one tap away (where Book leads is the content's: the partner or the table request).
      const call = page.locator('.call-book__call');
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`);
      await expect(page.locator('.call-book__book')).toBeVisible();
      await expect(page.locator('.call-book__book')).toHaveAttribute('href', /\S/);
      for (const selector of ['.call-book__call', '.call-book__book']) {
        const tap = await box(page, selector);
        expect(tap.top).toBeGreaterThanOrEqual(bar.top);
        expect(tap.bottom).toBeLessThanOrEqual(phoneViewport.height);
      }
      // Getting here, one tap away: the street and its link in the first screen, a 44 px target, leading to
      // the directions (the address, the trams, the maps that navigate: home-first-screen.test.tsx).
      const where = await box(page, '.home-hero__where a');
      expect(where.top).toBeGreaterThanOrEqual(0);
      expect(where.bottom).toBeLessThanOrEqual(bar.top);
      expect(where.bottom - where.top).toBeGreaterThanOrEqual(44);
      await expectHeroReadableOverAnyPhoto(page, url === '/' ? 'Rezervovat stůl' : 'Book a table');
      await page.locator('.home-hero__where a').click();
      await expect(page.locator('#cesta h2')).toBeInViewport();
      await expect(page.locator('#cesta [data-map="mapy"]')).toBeInViewport();
    });

    test(`${url} does not shift while it loads, its fonts swap and the clock moves on (CLS ≤ 0.01)`, async ({
      page,
    }) => {
      await openHydrated(page, url);
      // The client loader marks the swap to the web fonts done (server/document/client-loader.ts).
      await page.locator('html.fonts').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      const { total, shifts } = await layoutShift(page);
      expect(total, shifts.join('\n')).toBeLessThanOrEqual(0.01);
    });
  }

  test('the bar steps aside while a text field has the focus (the keyboard needs the room)', async ({ page }) => {
    await openHydrated(page, '/kontakt');
    await expect(page.locator('.call-book')).toBeVisible();
    await page.locator('form input[type="email"]').first().focus();
    await expect(page.locator('.call-book')).toBeHidden();
    await page.locator('form input[type="email"]').first().blur();
    await expect(page.locator('.call-book')).toBeVisible();
  });

  test('the bar is not printed, and the page reserves no room for it on paper', async ({ page }) => {
    await openHydrated(page, '/en');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.call-book')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});

test.describe('on a desktop, 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('no bar: the header shows the phone number as a link, and a filled Book a table beside it; the hero reads over any photo', async ({
    page,
  }) => {
    await routePlainHero(page);
    for (const url of ['/', '/en/kontakt']) {
      await openHydrated(page, url);
      const call = page.locator('.site-header .call-book__call');
      await expect(call).toBeVisible();
      await expect(call).toContainText(phone);
      await expect(call).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`);
      // The issue of the bookings: a filled "Rezervovat stůl" in the desktop header, to the booking form.
      const book = page.locator('.site-header .call-book__book');
      await expect(book).toBeVisible();
      await expect(book).toHaveAttribute('href', url === '/' ? '/kontakt#rezervace' : '/en/kontakt#rezervace');
      expect(await page.locator('.call-book').evaluate((element) => getComputedStyle(element).position)).toBe('static');
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
      if (url === '/') await expectHeroReadableOverAnyPhoto(page, 'Rezervovat stůl');
    }
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ viewport: phoneViewport, javaScriptEnabled: false });

  test('the first screen answers the three questions and the bar works', async ({ page }) => {
    await page.goto('/');
    const bar = await box(page, '.call-book');
    expect(bar.bottom).toBe(phoneViewport.height);
    expect((await box(page, '.home-status')).bottom).toBeLessThanOrEqual(bar.top);
    if (lunchShown()) expect((await box(page, '.lunch-brief')).bottom).toBeLessThanOrEqual(bar.top);
    await expect(page.locator('.call-book__call')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.locator('.call-book__book')).toHaveAttribute('href', /\S/);
    // The header is not sticky without JavaScript (site-header.css): the bar stays fixed all the same.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    expect((await box(page, '.site-footer')).bottom).toBeLessThanOrEqual(
      (await box(page, '.call-book')).top + SUBPIXEL,
    );
  });
});

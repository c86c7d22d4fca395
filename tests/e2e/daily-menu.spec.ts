/**
 * The daily menu page in the browser, on the test content whose lunch days are
 * today and the four days after it (playwright.config.ts: the last one a draft).
 * What the page shows first depends on the time of the run (today's lunch until
 * its serving ends, then the next day): the tests accept either state and check
 * what holds in both. On a phone the browser's clock is today's noon instead: lunch comes first,
 * its soup and first main course with their prices in the first screen. Console errors fail every
 * test (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { pragueInstant } from '../../src/content/time';
import { axeViolations } from './axe';
import { expect, openHydrated, test as testWithClock, testOnOnePage as test } from './fixtures';

const lunchDates = JSON.parse(process.env.E2E_LUNCH_DATES ?? '[]') as string[];
const [today, tomorrow] = lunchDates;
const draft = lunchDates.at(-1);

/** The top and bottom of the first element `selector` finds, in the viewport. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return { top: found!.y, bottom: found!.y + found!.height };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width === 390;
  // On a phone the browser's clock is today's noon (lunch served: the page moves to it after hydration).
  (phone ? testWithClock : test)(
    `/denni-menu shows a published day with numbered mains and prices, and no draft, axe clean at ${viewport.width} px${phone ? ', today’s first dishes in the first screen' : ''}`,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      if (phone) await page.clock.setFixedTime(pragueInstant(today!, '12:00'));
      await openHydrated(page, '/denni-menu');
      if (phone) {
        // Lunch first: the soup and the first main course with their prices above the Call and Book bar.
        const todays = `.lunch-menu__today #menu-${today}`;
        await expect(page.locator(todays)).toBeVisible();
        const bar = await box(page, '.call-book');
        for (const [what, selector] of [
          ['the soup', `${todays} .lunch-day__group:first-of-type .price-list__row:first-child .price-list__name`],
          ['its price', `${todays} .lunch-day__group:first-of-type .price-list__row:first-child .price-list__price`],
          [
            'the first main',
            `${todays} .lunch-day__group:nth-of-type(2) .price-list__row:first-child .price-list__name`,
          ],
          ['its price', `${todays} .lunch-day__group:nth-of-type(2) .price-list__row:first-child .price-list__price`],
        ]) {
          const found = await box(page, selector!);
          expect.soft(found.top, `${what} in the first screen`).toBeGreaterThanOrEqual(0);
          expect.soft(found.bottom, `${what} above the bar`).toBeLessThanOrEqual(bar.top);
        }
      }
      await expect(page.getByRole('heading', { level: 2, name: 'Dnešní menu' })).toBeVisible();
      // Today's menu while it is served, else "lunch is over" and tomorrow's.
      const day = page.locator(`#menu-${today}, #menu-${tomorrow}`).first();
      await expect(day).toBeVisible();
      await expect(day.locator('.price-list__price').first()).toHaveText(/^\d+\s+Kč$/);
      await expect(day.getByText(/^Menu 1: /)).toBeVisible();
      await expect(page.locator(`#menu-${draft}`)).toHaveCount(0);
      await expect(page.locator('.allergen-legend li')).toHaveCount(14);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    },
  );
}

test('/en/denni-menu writes its prices in CZK and its dates month first, as the server did', async ({ page }) => {
  await openHydrated(page, '/en/denni-menu');
  const day = page.locator(`#menu-${today}, #menu-${tomorrow}`).first();
  await expect(day.locator('.price-list__price').first()).toHaveText(/^\d{1,3}(,\d{3})*\s+CZK$/);
  const [year, month, date] = (await day.getAttribute('id'))!.replace('menu-', '').split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const monthName = new Date(Date.UTC(year, month - 1, date)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  await expect(day.locator('.lunch-day__title')).toHaveText(
    new RegExp(`^[A-Z][a-z]+day, ${monthName}\\s${date},\\s${year}$`),
  );
});

test('/en/denni-menu links its Atom feed from the head, and the feed answers in English', async ({ page, request }) => {
  await openHydrated(page, '/en/denni-menu');
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect(new URL(href!).pathname).toBe('/en/denni-menu.atom');
  const feed = await request.get('/en/denni-menu.atom');
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain(`tag:`);
  expect(xml).toContain(`:en:${today}</id>`);
  expect(xml).not.toContain(`:en:${draft}</id>`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s page has the whole menu and the legend', async ({ page }) => {
    await page.goto('/denni-menu');
    await expect(page.locator(`#menu-${today}, #menu-${tomorrow}`).first()).toBeVisible();
    await expect(page.locator('.lunch-day .price-list__row').first()).toBeVisible();
    await expect(page.locator('.allergen-legend li')).toHaveCount(14);
    await expect(page.getByRole('link', { name: 'Sledovat denní menu ve čtečce (Atom)' })).toHaveAttribute(
      'href',
      '/denni-menu.atom',
    );
  });
});

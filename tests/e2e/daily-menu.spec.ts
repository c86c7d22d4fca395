/**
 * The daily menu page in the browser, on the test content whose lunch days are
 * today and the four days after it (playwright.config.ts: the last one a draft).
 * What the page shows first depends on the time of the run (today's lunch until
 * its serving ends, then the next day): the tests accept either state and check
 * what holds in both. Console errors fail every test (fixtures.ts).
 */
import { axeViolations } from './axe';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

const lunchDates = JSON.parse(process.env.E2E_LUNCH_DATES ?? '[]') as string[];
const [today, tomorrow] = lunchDates;
const draft = lunchDates.at(-1);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`/denni-menu shows a published day with numbered mains and prices, and no draft, axe clean at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, '/denni-menu');
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
  });
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

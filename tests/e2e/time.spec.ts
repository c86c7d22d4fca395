import { expect, test } from './fixtures';

// The test content closes the restaurant on E2E_CLOSED_DATE, a day or more from now,
// with a notice for that day (playwright.config.ts). The server renders each page for
// its own clock (today: the restaurant's usual state); the browser's clock is moved
// to noon on the closed day. The page must hydrate with the server's moment (no
// mismatch: the console guard fails on any error) and then show the browser's.
const closedDate = process.env.E2E_CLOSED_DATE as string;

const cases = [
  { url: '/kontakt', status: /^Dnes\szavřeno\s–\sInventura$/, notice: 'Dnes máme kvůli inventuře zavřeno.' },
  { url: '/en/kontakt', status: /^Closed\stoday\s–\sStocktaking$/, notice: 'We are closed today for stocktaking.' },
  { url: '/', status: /^Dnes\szavřeno\s–\sInventura$/, notice: 'Dnes máme kvůli inventuře zavřeno.' },
];

test.describe('a page at a time boundary', () => {
  for (const { url, status, notice } of cases) {
    test(`${url}: the server's moment, hydrated without a mismatch, then the browser's (a closed day)`, async ({
      page,
    }) => {
      expect(closedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.clock.setFixedTime(new Date(`${closedDate}T11:00:00Z`));
      const response = await page.goto(url);
      const html = (await response?.text()) ?? '';
      // Rendered on the server for today: neither the closed day's state nor its notice
      // (the notice is in the serialized data, for the browser to show on its day).
      expect(html).toContain('opening-hours__status');
      expect(html).not.toMatch(/Dnes\szavřeno\s–\sInventura|Closed\stoday\s–\sStocktaking/);
      expect(html).toMatch(/<div class="site-notices" role="status"[^>]*><\/div>/);

      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.locator('.opening-hours__status').first()).toHaveText(status);
      const region = page.getByRole('status').filter({ hasText: notice });
      await expect(region).toHaveCount(1);
      await page.waitForLoadState('networkidle');
    });
  }
});

import { expect, test } from './fixtures';

// Against React's development build (the project `development`, playwright.config.ts), where StrictMode
// runs every effect twice: the 404 page still logs its path once per navigation.
test.use({ allowConsole: [/status of 404/] });

test('the 404 page logs the missing path once per navigation under StrictMode', async ({ page }) => {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info' && message.text().startsWith('404:')) lines.push(message.text());
  });
  const response = await page.goto('/en/nothing-here');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => lines).toEqual(['404: /en/nothing-here']);

  await page.evaluate(() => {
    window.history.pushState(null, '', '/en/nothing-else');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  await expect(page).toHaveURL('/en/nothing-else');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => lines).toEqual(['404: /en/nothing-here', '404: /en/nothing-else']);
});

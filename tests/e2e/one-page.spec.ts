import { expect, testOnOnePage as test } from './fixtures';

/**
 * The worker's one page (testOnOnePage, fixtures.ts) refuses what would outlast a test on it, so
 * that no later test runs on a clock, a script, a route or headers an earlier one left behind.
 */
test('the worker’s one page refuses the clock, init scripts, routes of the context and extra headers', async ({
  page,
  context,
}) => {
  expect(() => page.clock.install()).toThrow(/outlast this test/);
  expect(() => page.clock.setFixedTime(new Date())).toThrow(/outlast this test/);
  expect(() => page.addInitScript(() => {})).toThrow(/outlast this test/);
  expect(() => context.addInitScript(() => {})).toThrow(/outlast this test/);
  expect(() => context.route('**/*', (route) => route.continue())).toThrow(/outlast this test/);
  expect(() => page.setExtraHTTPHeaders({ 'X-Test': '1' })).toThrow(/outlast this test/);
  expect(() => context.grantPermissions(['geolocation'])).toThrow(/outlast this test/);
  // A route of the page is cleared after the test: allowed.
  await page.route('**/nothing', (route) => route.abort());
});

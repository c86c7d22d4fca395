import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentCopyWithLinks } from '../../scripts/content-copy.mjs';
import { startBuiltServer, startServer, type RunningServer } from '../support/built-server';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

/**
 * The embedded menus: a third party's page must not start loading before
 * our own first paint, so the server writes the frame's address in `data-src` and
 * the page's loader gives it `src` after that paint; without JavaScript the frame in
 * <noscript> shows the menu.
 */
const stub = '<!doctype html><html lang="cs"><title>Menu</title><main><p>Polévka dne</p></main></html>';
const testLinks = {
  dailyMenu: 'https://menu.example.com/daily',
  foodMenu: 'https://menu.example.com/food',
  menuProvider: { name: 'Menu Example', url: 'https://menu.example.com/' },
};

// The browser tests' content has no menu frames (they would load a third party on
// every page): this file runs its own production server with the two menus set.
// A page shows its frame only without a menu of our own (the rule of both menu pages): this
// content has no food menu sections (`sections: []`, how the owner says "none").
// One server for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'default' });
let server: RunningServer;
let dir: string;
let origin: string;
/** The built server beside the development client (scripts/build-development-client.mjs). */
const developmentEntry = path.resolve('dist/development/server/index.js');

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ballon-menu-frames-'));
  // Lunch days only in the past: nothing of our own to show from today on, so the daily menu page
  // shows the frame (decision 0014: our own content first, the frame only without it).
  const content = contentCopyWithLinks(path.join(dir, 'content'), testLinks, undefined, ['2020-01-06', '2020-01-07']);
  writeFileSync(
    path.join(content, 'food-menu.yaml'),
    '# No menu of our own: the page embeds links.foodMenu.\nsections: []\n',
  );
  server = await startBuiltServer({ DATA_DIR: path.join(dir, 'data'), CONTENT_DIR: content });
  origin = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await page.route('https://menu.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: stub }),
  );
});

test('the server writes the frame without an address, and one frame shows it after the first paint', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${origin}/denni-menu`)).text();
  const deferred = /<iframe[^>]*embedded-frame__iframe--deferred[^>]*>/.exec(html)?.[0] ?? '';
  expect(deferred).toContain(`data-src="${testLinks.dailyMenu}"`);
  expect(deferred).not.toMatch(/\ssrc=/);

  const frameStarted = page.waitForRequest(testLinks.dailyMenu);
  await page.goto(`${origin}/denni-menu`);
  await frameStarted;
  // By the time the frame was asked for, the page had painted.
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  await openHydrated(page, `${origin}/denni-menu`);
  const frame = page.locator('iframe.embedded-frame__iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', testLinks.dailyMenu);
  await expect(frame).toBeVisible();
  await frame.scrollIntoViewIfNeeded(); // loading="lazy": it loads near the viewport
  await expect(page.frameLocator('iframe.embedded-frame__iframe').getByText('Polévka dne')).toBeVisible();
});

test('a frame rendered after a client-side navigation loads at once', async ({ page }) => {
  await openHydrated(page, `${origin}/en`);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // The header's link (inside the dropdown): clicked as the router sees any click on it.
  const link = page.locator('a[href="/en/jidelni-listek"]').first();
  await link.evaluate((element: HTMLAnchorElement) => element.click());
  await expect(page).toHaveURL(`${origin}/en/jidelni-listek`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food Menu');
  expect(await page.evaluate(() => 'samePage' in window), 'a client-side navigation, not a page load').toBe(true);
  const frame = page.locator('iframe.embedded-frame__iframe');
  await expect(frame).toHaveAttribute('src', testLinks.foodMenu);
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe.embedded-frame__iframe').getByText('Polévka dne')).toBeVisible();
});

test("hydrates without a warning in React's development build (the loader gave the frame its src before React compared it)", async ({
  page,
}) => {
  // This content on the built server beside the client built in development mode (built by the
  // development project's web server, which Playwright starts before any test).
  const development = await startServer({
    args: [developmentEntry],
    cwd: process.cwd(),
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(dir, 'data-development'),
      CONTENT_DIR: path.join(dir, 'content'),
    },
  });
  try {
    for (const pagePath of ['/denni-menu', '/en/jidelni-listek']) {
      await openHydrated(page, `http://127.0.0.1:${development.port}${pagePath}`);
      await expect(page.locator('iframe.embedded-frame__iframe')).toHaveCount(1);
      await expect(page.locator('iframe.embedded-frame__iframe')).toHaveAttribute(
        'src',
        /^https:\/\/menu\.example\.com\//,
      );
    }
  } finally {
    development.child.kill('SIGTERM');
    await development.exited;
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the frame in <noscript> shows the menu and the empty one is hidden', async ({ page }) => {
    await page.goto(`${origin}/jidelni-listek`);
    const frames = page.locator('iframe.embedded-frame__iframe');
    await expect(frames).toHaveCount(2);
    await expect(page.locator('iframe.embedded-frame__iframe--deferred')).toBeHidden();
    const shown = page.locator('iframe.embedded-frame__iframe:not(.embedded-frame__iframe--deferred)');
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('src', testLinks.foodMenu);
    await shown.scrollIntoViewIfNeeded();
    await expect(
      page
        .frameLocator('iframe.embedded-frame__iframe:not(.embedded-frame__iframe--deferred)')
        .getByText('Polévka dne'),
    ).toBeVisible();
  });
});

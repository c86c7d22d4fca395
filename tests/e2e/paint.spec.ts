/**
 * The first paint, in the browser: the CSS comes inline (no stylesheet
 * request, none blocked by the CSP), the web fonts are fetched only after the first
 * paint and then replace the fallbacks, and the photo that is the largest paint is
 * fetched once, in the variant the head preloads.
 */
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

// Lighthouse's phone.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

test('the CSS is inline: no stylesheet is requested and the page is styled', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await openHydrated(page, '/en/kontakt');
  expect(stylesheets).toEqual([]);
  expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.locator('head style').count()).toBe(1);
  // Styled by it (tokens.css: the page background), which the CSP would have blocked without its hash.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 248, 243)');
});

test('the web fonts are fetched after the first paint, then replace the fallbacks', async ({ page }) => {
  await openHydrated(page, '/');
  await page.evaluate(() => document.fonts.ready);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    loaded: document.fonts.check('1em "Source Sans 3"') && document.fonts.check('600 1em "Playfair Display"'),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.fonts.length).toBeGreaterThan(0);
  for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.paint!);
  expect(timing.body).toMatch(/^"?Source Sans 3"?,/);
  expect(timing.heading).toMatch(/^"?Playfair Display"?,/);
  expect(timing.loaded).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the web fonts apply at once', async ({ page }) => {
    await page.goto('/');
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
      /^"?Source Sans 3"?,/,
    );
  });
});

for (const url of ['/', '/en/o-restauraci-ballon']) {
  test(`the largest paint's photo on ${url} is fetched once, the variant the head preloads`, async ({ page }) => {
    const photos: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/photos/')) photos.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, url);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    const srcset = (await preload.getAttribute('imagesrcset')) ?? '';
    const img = page.locator('img[fetchpriority="high"]');
    await expect(img).toHaveCount(1);
    await img.evaluate((element: HTMLImageElement) => element.decode());
    const shown = new URL(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
    expect(shown).toMatch(/\.avif$/);
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[0])).toContain(shown);
    expect(photos.filter((photo) => photo === shown)).toHaveLength(1);
    // No other variant of the same photo was fetched (the preload named the one the <picture> shows).
    const stem = shown.replace(/-\d+w\.[^/]+$/, '-');
    expect(photos.filter((photo) => photo.startsWith(stem))).toEqual([shown]);
  });
}

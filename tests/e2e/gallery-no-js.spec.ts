import type { Page, Request } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, testOnOnePage as test } from './fixtures';

/**
 * The gallery without JavaScript: a thumbnail opens its photo large within /galerie, a
 * `:target` overlay (`#foto-lounge-3`, the address the viewer uses with JavaScript), with its caption
 * and counter, previous and next (wrapping) and a link back to the thumbnail's place in the grid.
 */
const cases = [
  {
    lang: 'cs',
    url: '/galerie',
    close: 'Zavřít prohlížeč',
    previous: 'Předchozí fotografie',
    next: 'Další fotografie',
    position: 'Fotografie 3 z 13',
    fullSize: 'Fotografie v plné velikosti',
  },
  {
    lang: 'en',
    url: '/en/galerie',
    close: 'Close the viewer',
    previous: 'Previous photo',
    next: 'Next photo',
    position: 'Photo 3 of 13',
    fullSize: 'Full-size photo',
  },
] as const;

/** The width of a photo variant a request asks for (`/assets/photos/lounge-03-1600w.<hash>.avif` → 1600), or null. */
function variantWidth(request: Request): number | null {
  const match = /\/assets\/photos\/[a-z]+-\d+-(\d+)w\.[0-9a-f]+\.(?:avif|webp|jpg)$/.exec(request.url());
  return match?.[1] ? Number(match[1]) : null;
}

/** Every photo variant the page has asked for so far, as its width. */
function photoWidths(page: Page): number[] {
  const widths: number[] = [];
  page.on('request', (request) => {
    const width = variantWidth(request);
    if (width !== null) widths.push(width);
  });
  return widths;
}

test.describe('gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  for (const { lang, url, close, previous, next, position, fullSize } of cases) {
    test(`a thumbnail shows its photo large in the page, with caption, previous, next and the way back (${lang})`, async ({
      page,
    }) => {
      const widths = photoWidths(page);
      await page.goto(url);
      await page.waitForLoadState('load');
      // The 29 large photos wait in the page unseen: none of them is fetched before it is opened
      // (thumbnails are 270 px wide here, so their variants are the 480 w ones).
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.filter((width) => width > 480)).toEqual([]);

      const thumbnail = page.locator('[data-photo-id="lounge-03"]');
      const caption = await thumbnail.locator('img').getAttribute('alt');
      const overlay = page.locator('#foto-lounge-3');
      await expect(overlay).toBeHidden();

      await thumbnail.click();
      await expect(page).toHaveURL(new RegExp(`${url}#foto-lounge-3$`));
      await expect(overlay).toBeVisible();
      // Scripting off, the overlay shows the thumbnail's own file (fetched already, nothing more
      // to wait for) and links to the full-size photo.
      const shown = (locator: typeof thumbnail) =>
        locator.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc);
      await expect.poll(() => shown(overlay)).toBe(await shown(thumbnail));
      expect(widths.filter((width) => width > 480)).toEqual([]);
      const full = overlay.getByRole('link', { name: fullSize });
      await expect(full).toBeVisible();
      const response = await page.request.get((await full.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      await expect(overlay.locator('figcaption .viewer__counter')).toHaveText('3 / 13');
      await expect(overlay.locator('figcaption .viewer__caption-text')).toHaveText(caption ?? '');
      await expect(overlay).toHaveAccessibleName(`${position}: ${caption}`);
      await expect(overlay.locator('img')).toBeInViewport();
      // One overlay at a time, above the page, which does not scroll under it.
      await expect(page.locator('figure:visible')).toHaveCount(1);
      await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');

      await overlay.getByRole('link', { name: next }).click();
      const fourth = page.locator('#foto-lounge-4');
      await expect(fourth).toBeVisible();
      await expect(overlay).toBeHidden();
      await expect(fourth.locator('.viewer__counter')).toHaveText('4 / 13');

      for (const shown of [3, 2, 1]) {
        await page
          .locator(`#foto-lounge-${shown + 1}`)
          .getByRole('link', { name: previous })
          .click();
        await expect(page.locator(`#foto-lounge-${shown} .viewer__counter`)).toHaveText(`${shown} / 13`);
      }
      await page.locator('#foto-lounge-1').getByRole('link', { name: previous }).click();
      const last = page.locator('#foto-lounge-13');
      await expect(last.locator('.viewer__counter')).toHaveText('13 / 13');
      await last.getByRole('link', { name: next }).click();
      await expect(page.locator('#foto-lounge-1 .viewer__counter')).toHaveText('1 / 13');

      await page.locator('#foto-lounge-1').getByRole('link', { name: close }).click();
      await expect(page).toHaveURL(new RegExp(`${url}#nahled-lounge-1$`));
      await expect(page.locator('figure:visible')).toHaveCount(0);
      await expect(page.locator('[data-photo-id="lounge-01"]')).toBeInViewport();
      await expect(page.locator('html')).not.toHaveCSS('overflow-y', 'hidden');
    });
  }
});

test.describe('gallery without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const { lang, url, close } of cases) {
    test(`the photo fits the screen and its links are 44 px (${lang})`, async ({ page }) => {
      await page.goto(`${url}#foto-restaurant-8`);
      const overlay = page.locator('#foto-restaurant-8');
      await expect(overlay).toBeVisible();
      await expect(overlay.locator('.viewer__counter')).toHaveText('8 / 8');
      const box = await overlay.locator('img').boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
      expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= 844).toBe(true);
      for (const link of await overlay.getByRole('link').all()) {
        const size = await link.boundingBox();
        expect(size?.width).toBeGreaterThanOrEqual(44);
        expect(size?.height).toBeGreaterThanOrEqual(44);
      }
      await overlay.getByRole('link', { name: close }).click();
      await expect(overlay).toBeHidden();
      await expect(page.locator('[data-photo-id="restaurant-08"]')).toBeInViewport();
    });
  }
});

test.describe('gallery whose JavaScript never arrives', () => {
  // Scripting is on, so images wait until they are shown (loading="lazy"); the page is never hydrated.
  test.use({ viewport: { width: 1440, height: 900 }, allowConsole: [/Failed to load resource/] });

  test('a thumbnail opens its overlay, which fetches its large photo only then', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    const widths = photoWidths(page);
    await page.goto('/en/galerie');
    await page.waitForLoadState('load');
    expect(widths.filter((width) => width > 480)).toEqual([]);

    const large = page.waitForRequest(
      (request) => request.url().includes('/cafe-02-') && (variantWidth(request) ?? 0) >= 1200,
    );
    await page.locator('[data-photo-id="cafe-02"]').click();
    const overlay = page.locator('#foto-cafe-2');
    await expect(overlay).toBeVisible();
    await large;
    await expect(overlay.locator('.viewer__counter')).toHaveText('2 / 8');
    // The thumbnail's file is not shown here, so no link to a full-size one either.
    await expect(overlay.getByRole('link', { name: 'Full-size photo' })).toBeHidden();
    expect(widths.filter((width) => width > 480)).toHaveLength(1);
  });

  // Axe runs in the page, and with scripting off its timers never fire: the overlay is checked
  // here, in the same server markup, at both widths and in both languages.
  for (const { lang, url } of cases) {
    for (const width of [390, 1440]) {
      test(`an open overlay has no axe violations (${lang}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.route(/\.js$/, (route) => route.abort());
        await page.goto(`${url}#foto-lounge-13`);
        await expect(page.locator('#foto-lounge-13')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

const cases = [
  {
    lang: 'cs',
    url: '/galerie',
    close: 'Zavřít prohlížeč',
    third: { position: 'Fotografie 3 z 13', caption: 'Slavnostně prostřené dlouhé stoly pro svatební hostinu' },
    fourth: { position: 'Fotografie 4 z 13', caption: 'Soukromý bar salonku s lahvemi na policích' },
  },
  {
    lang: 'en',
    url: '/en/galerie',
    close: 'Close the viewer',
    third: { position: 'Photo 3 of 13', caption: 'Long tables festively set for a wedding banquet' },
    fourth: { position: 'Photo 4 of 13', caption: "The lounge's private bar with bottles on the shelves" },
  },
] as const;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const { lang, url, close, third, fourth } of cases) {
  test.describe(`gallery viewer (${lang})`, () => {
    test('counts, wraps, traps focus, closes with Escape and returns focus to the thumbnail', async ({ page }) => {
      await openHydrated(page, url);
      await expect(page.locator('[data-photo-id^="lounge-"]')).toHaveCount(13);
      await expect(page.locator('[data-photo-id^="cafe-"]')).toHaveCount(8);
      await expect(page.locator('[data-photo-id^="restaurant-"]')).toHaveCount(8);

      const thumbnail = page.locator('[data-photo-id="lounge-03"]');
      await thumbnail.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const counter = dialog.locator('.viewer__counter');
      await expect(counter).toHaveText('3 / 13');

      for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText('1 / 13');
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText('13 / 13');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText('3 / 13');

      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }

      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 600);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(thumbnail).toBeFocused();
    });

    test('the buttons move and close, and Back closes the viewer without leaving the page', async ({ page }) => {
      await openHydrated(page, url);
      await page.locator('[data-photo-id="cafe-08"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.viewer__counter')).toHaveText('8 / 8');
      await dialog.locator('.viewer__nav--next').click();
      await expect(dialog.locator('.viewer__counter')).toHaveText('1 / 8');
      await dialog.locator('.viewer__nav--prev').click();
      await expect(dialog.locator('.viewer__counter')).toHaveText('8 / 8');
      for (const button of await dialog.locator('button').all()) {
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
      }

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(url);

      await page.locator('[data-photo-id="restaurant-02"]').click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: close }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('[data-photo-id="restaurant-02"]')).toBeFocused();
    });

    test("shows the photo's caption with the counter, read once and announced as the photo changes", async ({
      page,
    }) => {
      await openHydrated(page, url);
      await page.locator('[data-photo-id="lounge-03"]').click();
      const dialog = page.getByRole('dialog');
      const caption = dialog.locator('.viewer__caption');
      await expect(caption.locator('.viewer__counter')).toHaveText('3 / 13');
      await expect(caption.locator('.viewer__caption-text')).toHaveText(third.caption);
      await expect(caption.locator('.viewer__caption-text')).toBeVisible();
      // The dialog is described by its caption: opening it says which photo and what it shows.
      await expect(dialog).toHaveAccessibleDescription(`${third.position}: ${third.caption}`);
      // The caption is the alt text here (the sample has no captions of its own): the image
      // beside it has an empty alt, so that a screen reader reads the description once.
      await expect(dialog.locator('img')).toHaveAttribute('alt', '');

      await page.keyboard.press('ArrowRight');
      await expect(caption.locator('.viewer__counter')).toHaveText('4 / 13');
      await expect(caption.locator('.viewer__caption-text')).toHaveText(fourth.caption);
      // A polite live region, read whole: the position in words (the visible counter is hidden from
      // screen readers, which would read "4 slash 13"), then the caption.
      await expect(caption).toHaveAttribute('aria-live', 'polite');
      await expect(caption).toHaveAttribute('aria-atomic', 'true');
      await expect(caption.locator('.viewer__counter')).toHaveAttribute('aria-hidden', 'true');
      await expect(dialog).toHaveAccessibleDescription(`${fourth.position}: ${fourth.caption}`);
    });

    test('takes over from the no-JavaScript photos: one viewer, also for an address with a photo in it', async ({
      page,
    }) => {
      await openHydrated(page, `${url}#foto-lounge-5`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.viewer__counter')).toHaveText('5 / 13');
      // The server's :target overlays are gone once the page is hydrated: nothing shows twice.
      await expect(page.locator('#foto-lounge-5')).toHaveCount(0);
      await expect(page.locator('figure:visible')).toHaveCount(0);
      await dialog.getByRole('button', { name: close }).click();
      await expect(dialog).toBeHidden();
      await page.locator('[data-photo-id="cafe-02"]').click();
      await expect(dialog.locator('.viewer__counter')).toHaveText('2 / 8');
      await expect(page).toHaveURL(new RegExp(`${url}#foto-cafe-2$`));
    });

    test('has no axe violations with the viewer closed and open', async ({ page }) => {
      await openHydrated(page, url);
      await expectNoAxeViolations(page);
      await page.locator('[data-photo-id="lounge-01"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('photos on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('swipe moves between photos', async ({ page }) => {
    await openHydrated(page, '/galerie');
    await page.locator('[data-photo-id="lounge-05"]').click();
    const stage = page.locator('.viewer__stage');
    const counter = page.locator('.viewer__counter');
    await expect(counter).toHaveText('5 / 13');
    const swipe = async (fromX: number, toX: number) => {
      await stage.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: fromX, clientY: 400 }],
        changedTouches: [{ identifier: 1, clientX: fromX, clientY: 400 }],
      });
      await stage.dispatchEvent('touchend', {
        touches: [],
        changedTouches: [{ identifier: 1, clientX: toX, clientY: 400 }],
      });
    };
    await swipe(300, 60);
    await expect(counter).toHaveText('6 / 13');
    await swipe(60, 300);
    await swipe(60, 300);
    await expect(counter).toHaveText('4 / 13');
  });
});

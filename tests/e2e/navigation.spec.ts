import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

test.describe('language toggle', () => {
  test('round-trips /kontakt ↔ /en/kontakt, keeping the hash', async ({ page }) => {
    await openHydrated(page, '/kontakt#formular');
    await page.getByRole('link', { name: /^EN/ }).click();
    await expect(page).toHaveURL('/en/kontakt#formular');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Contact/);

    await page.getByRole('link', { name: /^CZ/ }).click();
    await expect(page).toHaveURL('/kontakt#formular');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page).toHaveTitle(/^Kontakt/);
  });
});

test.describe('client-side navigation', () => {
  test('updates title, canonical and alternates', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Hlavní navigace' }).first().getByRole('link', { name: 'Galerie' }).click();
    await expect(page).toHaveURL('/galerie');
    await expect(page).toHaveTitle('Galerie | Restaurace Ballon');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/galerie$/);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/galerie$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('through a legacy address lands on its target and leaves no entry for it in the history', async ({ page }) => {
    await openHydrated(page, '/');
    const lengthBefore = await page.evaluate(() => history.length);
    await navigateInApp(page, '/menu?from=old-link');
    await expect(page).toHaveURL('/jidelni-listek?from=old-link');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jídelní lístek');
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);

    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, lists the nine pages and closes when one is chosen', async ({ page }) => {
    await openHydrated(page, '/en');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator('#mobile-nav');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('list').getByRole('link')).toHaveCount(9);
    await expect(menu.getByRole('link', { name: /Facebook/ })).toBeVisible();

    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL('/en/galerie');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with Escape and returns focus to the button', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Otevřít navigaci' }).click();
    await expect(page.locator('#mobile-nav')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-nav')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Otevřít navigaci' })).toBeFocused();
  });
});

test.describe('Menu dropdown', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('works with the keyboard', async ({ page }) => {
    await openHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    const list = page.getByRole('list', { name: 'Nabídka jídel a nápojů' });
    await button.focus();
    await expect(list).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(list).toBeVisible();
    await page.keyboard.press('Space');
    await expect(list).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await expect(list.getByRole('link', { name: 'Denní menu' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Jídelní lístek' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('link', { name: 'Svatomartinské hody' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(list.getByRole('link', { name: 'Denní menu' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(list.getByRole('link', { name: 'Svatomartinské hody' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/svatomartinske-hody');
    await expect(list).toBeHidden();
  });

  test('opens on hover', async ({ page }) => {
    await openHydrated(page, '/en');
    await page.getByRole('button', { name: 'Menu' }).hover();
    await expect(page.getByRole('list', { name: 'Food and drink menus' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(page.getByRole('list', { name: 'Food and drink menus' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone layout shows every page link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/kontakt');
    await expect(page.locator('#mobile-nav').getByRole('list').getByRole('link')).toHaveCount(9);
    await expect(page.locator('#mobile-nav')).toBeVisible();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Nápojový lístek' }).click();
    await expect(page).toHaveURL('/napojovy-listek');
  });

  test('the desktop dropdown opens on keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Daily Menu' }).first()).toBeFocused();
    await expect(page.getByRole('link', { name: 'Daily Menu' }).first()).toBeVisible();
  });

  test('the language toggle is a plain link', async ({ page }) => {
    await page.goto('/en/galerie');
    await page.getByRole('link', { name: /^CZ/ }).click();
    await expect(page).toHaveURL('/galerie');
  });
});

/**
 * Navigates with the app's own router, as an in-app link would. The router is
 * found through React's fiber tree (test-only; the app exposes nothing).
 */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    type Fiber = { memoizedProps?: { router?: { navigate: (to: string) => Promise<void> } }; child?: Fiber; sibling?: Fiber };
    const root = document.getElementById('root') as unknown as Record<string, Fiber>;
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const queue: Fiber[] = key ? [root[key] as Fiber] : [];
    while (queue.length > 0) {
      const fiber = queue.shift() as Fiber;
      const router = fiber.memoizedProps?.router;
      if (router) return router.navigate(target);
      if (fiber.child) queue.push(fiber.child);
      if (fiber.sibling) queue.push(fiber.sibling);
    }
    throw new Error('router not found');
  }, to);
}

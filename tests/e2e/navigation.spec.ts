import type { Page } from '@playwright/test';
import { expect, openHydrated, test, testOnOnePage } from './fixtures';

testOnOnePage.describe('language toggle', () => {
  testOnOnePage('round-trips /kontakt ↔ /en/kontakt, keeping the hash', async ({ page }) => {
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

testOnOnePage.describe('client-side navigation', () => {
  // The root once scrolled smoothly (CSS `scroll-behavior`), and the router's scroll to the top
  // follows it: a phone showed the next page at the old page's depth, then scrolled up through it.
  testOnOnePage(
    "a link followed from the page's end opens the next page at its top, in every frame",
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openHydrated(page, '/');
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      // Every frame from the click on: the heading shown and how far the page is scrolled.
      await page.evaluate(() => {
        const frames: [string, number][] = [];
        Object.assign(window, { scrollFrames: frames });
        const record = () => {
          frames.push([document.querySelector('h1')?.textContent ?? '', Math.round(window.scrollY)]);
          if (frames.length < 120) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      await page.locator('footer a[href="/ochrana-osobnich-udaju"]').click();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Ochrana osobních údajů');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { scrollFrames: unknown[] }).scrollFrames.length))
        .toBe(120);
      const frames = await page.evaluate(
        () => (window as unknown as { scrollFrames: [string, number][] }).scrollFrames,
      );
      const shown = frames.filter(([text]) => text === 'Ochrana osobních údajů');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter(([, scrolled]) => scrolled !== 0)).toEqual([]);
    },
  );

  testOnOnePage('updates title, canonical and alternates', async ({ page }) => {
    await openHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .first()
      .getByRole('link', { name: 'Galerie' })
      .click();
    await expect(page).toHaveURL('/galerie');
    await expect(page).toHaveTitle('Galerie | Restaurace Ballon');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/galerie$/);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/galerie$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  // A fresh tab: it counts the history's entries, which the worker's one page keeps from test to test.
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

testOnOnePage.describe('mobile menu', () => {
  testOnOnePage.use({ viewport: { width: 390, height: 844 } });

  testOnOnePage('opens, lists the nine pages and closes when one is chosen', async ({ page }) => {
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

  // Page text once showed faintly through the open panel.
  for (const url of ['/', '/en/kontakt']) {
    testOnOnePage(`the open panel is opaque: no page text shows through it (${url})`, async ({ page }) => {
      await openHydrated(page, url);
      // At the page's end the footer's light text lies under the panel.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('.menu-toggle').click();
      const panel = page.locator('#mobile-nav');
      await expect(panel).toBeVisible();

      // From the panel up, the first background painted is fully opaque, and nothing on the way is translucent.
      const layers = await panel.evaluate((element) => {
        const found: { background: string; opacity: string; backdrop: string }[] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          found.push({ background: style.backgroundColor, opacity: style.opacity, backdrop: style.backdropFilter });
          if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') break;
        }
        return found;
      });
      const alpha = (color: string) => Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(color)?.[1] ?? 1);
      expect(alpha(layers.at(-1)?.background ?? 'rgba(0, 0, 0, 0)'), JSON.stringify(layers)).toBe(1);
      expect(
        layers.every((layer) => layer.opacity === '1' && layer.backdrop === 'none'),
        JSON.stringify(layers),
      ).toBe(true);

      // And what the guest sees: the panel looks the same with the page under it hidden.
      const withPage = await panel.screenshot();
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('main, footer'))
          element.style.visibility = 'hidden';
      });
      expect((await panel.screenshot()).equals(withPage), 'the panel shows the page under it').toBe(true);
    });
  }

  testOnOnePage('closes with Escape and returns focus to the button', async ({ page }) => {
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

  test('a click while hover has it open pins it: it stays open when the mouse leaves, until a click outside', async ({
    page,
  }) => {
    // The page's timers run on Playwright's clock, so that "stays open" can be checked after the
    // hover's close delay has certainly passed, without waiting for real time.
    await page.clock.install();
    await openHydrated(page, '/en');
    const button = page.getByRole('button', { name: 'Menu' });
    const list = page.getByRole('list', { name: 'Food and drink menus' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(2000);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });

  test('a click on the pinned menu closes it, and a click before hover opened it opens it', async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, '/en');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(2000);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Away and back: a click within the hover's delay opens the menu at once, and pinned.
    await page.getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(2000);
    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(2000);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('closes when focus leaves it, and with Escape', async ({ page }) => {
    await openHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    const list = page.getByRole('list', { name: 'Nabídka jídel a nápojů' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    for (let link = 0; link < 4; link++) await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Svatomartinské hody' })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    // Pinned by the mouse, the mouse gone elsewhere: Escape closes it too.
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('Menu dropdown by touch', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a tap toggles it and a tap outside closes it', async ({ page }) => {
    await openHydrated(page, '/en');
    const button = page.getByRole('button', { name: 'Menu' });
    const list = page.getByRole('list', { name: 'Food and drink menus' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    await button.tap();
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.tap();
    await list.getByRole('link', { name: 'Drink Menu' }).tap();
    await expect(page).toHaveURL('/en/napojovy-listek');
    await expect(list).toBeHidden();
  });
});

testOnOnePage.describe('without JavaScript', () => {
  testOnOnePage.use({ javaScriptEnabled: false });

  testOnOnePage('the phone layout shows every page link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/kontakt');
    await expect(page.locator('#mobile-nav').getByRole('list').getByRole('link')).toHaveCount(9);
    await expect(page.locator('#mobile-nav')).toBeVisible();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Nápojový lístek' }).click();
    await expect(page).toHaveURL('/napojovy-listek');
  });

  testOnOnePage('the desktop dropdown opens on keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Daily Menu' }).first()).toBeFocused();
    await expect(page.getByRole('link', { name: 'Daily Menu' }).first()).toBeVisible();
  });

  testOnOnePage('the language toggle is a plain link', async ({ page }) => {
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
    type Fiber = {
      memoizedProps?: { router?: { navigate: (to: string) => Promise<void> } };
      child?: Fiber;
      sibling?: Fiber;
    };
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

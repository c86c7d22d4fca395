import { axeViolations } from './axe';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

// Chromium notes every non-2xx document in the console.
test.use({ allowConsole: [/status of 404/] });

/** The info lines the page writes from now on (the console guard fails on any other info line). */
function infoLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'info') lines.push(message.text());
  });
  return lines;
}

/** The documents the browser requests from now on (a client-side navigation requests none). */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** A navigation by the router, as the browser's back and forward buttons make one: no document is loaded. */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

test.describe('the page for an unknown path', () => {
  test('a client-side navigation to it logs the missing path once, at info level', async ({ page }) => {
    await openHydrated(page, '/en/kontakt');
    const infos = infoLines(page);
    const documents = documentRequests(page);
    await clientNavigate(page, '/en/whatever?from=test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('heading', { level: 2, name: 'Oops! Stránka nebyla nalezena' })).toBeVisible();
    // The line comes from the page's effect, after it is shown: waited for, then the count.
    await expect.poll(() => infos).toEqual(['404: /en/whatever']);
    expect(documents).toEqual([]);

    // Another missing path while the page is shown: its own line.
    await clientNavigate(page, '/en/elsewhere');
    await expect(page).toHaveURL('/en/elsewhere');
    await expect.poll(() => infos).toEqual(['404: /en/whatever', '404: /en/elsewhere']);
  });

  test('loaded directly: 404, both languages, one line after hydration, and again when shown again', async ({
    page,
  }) => {
    const infos = infoLines(page);
    const response = await page.goto('/kontakt/nic');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Oops! Stránka nebyla nalezena$/);
    const english = page.locator('main [lang="en"]');
    await expect(english.getByRole('heading', { level: 2 })).toHaveText('Page not found');
    await expect(english).toContainText('The page you are looking for does not exist or has moved.');
    await expect(english.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect.poll(() => infos).toEqual(['404: /kontakt/nic']);

    // Home and back: the router shows the 404 again (no document), and says so once more.
    await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
    await expect(page).toHaveURL('/');
    const documents = documentRequests(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Oops! Stránka nebyla nalezena$/);
    await expect.poll(() => infos).toEqual(['404: /kontakt/nic', '404: /kontakt/nic']);
    expect(documents).toEqual([]);
  });

  test('its language switch leads to the other language’s home page, which exists', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const toggle = page.getByRole('banner').getByRole('link', { name: /^CZ/ });
    await expect(toggle).toHaveAttribute('href', '/');
    expect((await page.request.get('/')).status()).toBe(200);
    await toggle.click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/nenalezena/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is the same bilingual page, and its language switch leads to a page that exists', async ({ page }) => {
      const infos = infoLines(page);
      const response = await page.goto('/en/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.locator('main [lang="cs"]').getByRole('heading', { level: 2 })).toHaveText(
        /^Oops! Stránka nebyla nalezena$/,
      );
      await page.getByRole('banner').getByRole('link', { name: /^CZ/ }).click();
      await expect(page).toHaveURL('/');
      expect((await page.request.get('/')).status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
      // Nothing runs, nothing is logged.
      expect(infos).toEqual([]);
    });

    test('the server’s static 404 (a path that is ours in no spelling) is bilingual too', async ({ page }) => {
      const response = await page.goto('/en/neco%2Fjineho');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.locator('[lang="cs"]').getByRole('heading', { level: 2 })).toHaveText(
        /^Oops! Stránka nebyla nalezena$/,
      );
      await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
      await expect(page).toHaveURL('/');
    });
  });
});

test.describe('axe', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      // The app's 404 page is checked with every page (every-page.spec.ts); this is the server's own.
      test('finds nothing on the 404 at /neco%2Fjineho', async ({ page }) => {
        await page.goto('/neco%2Fjineho');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});

test.describe('no nonce in production (0012)', () => {
  test('no csp-nonce meta and no element with a nonce: the page is the same bytes for everyone', async ({ page }) => {
    await openHydrated(page, '/');
    const found = await page.evaluate(() => ({
      meta: document.querySelectorAll('meta[property="csp-nonce"]').length,
      nonced: [...document.querySelectorAll<HTMLElement>('script, style, link')].filter(
        (element) => element.nonce !== '',
      ).length,
    }));
    expect(found).toEqual({ meta: 0, nonced: 0 });
  });
});

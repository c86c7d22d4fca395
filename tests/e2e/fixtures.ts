import { test as base, expect, type Page } from '@playwright/test';

export interface Options {
  /** Console messages this test expects (e.g. the browser's note about a 404 document). */
  allowConsole: RegExp[];
}

/**
 * Every browser test fails on any console error or warning and any uncaught
 * page error: hydration mismatches, React warnings, CSP violations, 404s of
 * assets. A test that expects one says so with `test.use({ allowConsole })`.
 */
export const test = base.extend<Options & { consoleGuard: void }>({
  allowConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (allowConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`console.${message.type()}: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'console errors, warnings or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

import { test as base, expect, type Page } from '@playwright/test';

export interface Options {
  /** Console messages this test expects (e.g. the browser's note about a 404 document). */
  allowConsole: RegExp[];
}

/**
 * The one line the site itself writes to the console: the page for an unknown
 * path logs the missing path at info level (src/pages/not-found.tsx).
 */
const NOT_FOUND_LINE = /^404: \/\S*$/;

/**
 * What React's development build writes on every page (the development server
 * only: tests/e2e/*.dev.spec.ts); never in the production build.
 */
const DEVELOPMENT_NOTES = [/^%cDownload the React DevTools /];

/**
 * Every browser test fails on any console error or warning and any uncaught
 * page error: hydration mismatches, React warnings, CSP violations, 404s of
 * assets; and on any info or log line but the 404 page's (NOT_FOUND_LINE). A
 * test that expects more says so with `test.use({ allowConsole })`.
 */
export const test = base.extend<Options & { consoleGuard: void }>({
  allowConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        const text = message.text();
        if (type === 'info' || type === 'log') {
          if (NOT_FOUND_LINE.test(text) || DEVELOPMENT_NOTES.some((pattern) => pattern.test(text))) return;
        } else if (type !== 'error' && type !== 'warning') return;
        if (allowConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`console.${type}: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'console errors, warnings, stray log lines or page errors').toEqual([]);
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

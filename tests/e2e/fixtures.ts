import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

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
 * What React's development build writes on every page (the development client only:
 * tests/e2e/*.dev.spec.ts and `npm run dev`); never in the production build.
 */
const DEVELOPMENT_NOTES = [/^%cDownload the React DevTools /];

/**
 * Watches a page for what every browser test fails on: any console error or warning and any
 * uncaught page error (hydration mismatches, React warnings, CSP violations, 404s of assets), and
 * any info or log line but the 404 page's (NOT_FOUND_LINE). A test that expects more says so with
 * `test.use({ allowConsole })`. Returns what it saw, and a function that stops watching.
 */
export function watchConsole(page: Page, allowConsole: RegExp[]): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    const text = message.text();
    if (type === 'info' || type === 'log') {
      if (NOT_FOUND_LINE.test(text) || DEVELOPMENT_NOTES.some((pattern) => pattern.test(text))) return;
    } else if (type !== 'error' && type !== 'warning') return;
    if (allowConsole.some((pattern) => pattern.test(text))) return;
    problems.push(`console.${type}: ${text} (${message.location().url})`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

export const CONSOLE_CHECK = 'console errors, warnings, stray log lines or page errors';

/** Every browser test's `page` is watched (watchConsole); a test that never asks for one opens none. */
export const test = base.extend<Options>({
  allowConsole: [[], { option: true }],
  page: async ({ page, allowConsole }, provide) => {
    const watch = watchConsole(page, allowConsole);
    await provide(page);
    watch.stop();
    expect(watch.problems, CONSOLE_CHECK).toEqual([]);
  },
});

/** What would outlast a test on a page the next test gets too: the clock, init scripts, exposed functions. */
function refuseLastingChanges(page: Page): Page {
  const refuse = (what: string) => () => {
    throw new Error(`${what} would outlast this test on the worker's one page (testOnOnePage): use test`);
  };
  for (const method of [
    'install',
    'setFixedTime',
    'setSystemTime',
    'fastForward',
    'runFor',
    'pauseAt',
    'resume',
  ] as const)
    page.clock[method] = refuse(`page.clock.${method}`);
  page.addInitScript = refuse('page.addInitScript');
  page.exposeFunction = refuse('page.exposeFunction');
  page.exposeBinding = refuse('page.exposeBinding');
  page.setExtraHTTPHeaders = refuse('page.setExtraHTTPHeaders');
  page.context().route = refuse('context.route');
  page.context().routeFromHAR = refuse('context.routeFromHAR');
  page.context().setGeolocation = refuse('context.setGeolocation');
  page.context().addInitScript = refuse('context.addInitScript');
  page.context().exposeFunction = refuse('context.exposeFunction');
  page.context().grantPermissions = refuse('context.grantPermissions');
  page.context().setOffline = refuse('context.setOffline');
  page.context().setExtraHTTPHeaders = refuse('context.setExtraHTTPHeaders');
  return page;
}

/** The context options a test may set that the worker's pages are opened with: one page per set of them. */
interface PageOptions {
  javaScriptEnabled: boolean;
  hasTouch: boolean;
  isMobile: boolean;
  offline: boolean;
  locale?: string;
  timezoneId?: string;
}

/**
 * `test`, with one page per worker (one per set of PageOptions) that its tests navigate in turn,
 * for the specs whose tests each open their own URL and change nothing but the document: a fresh
 * browser context per test starts a renderer and fetches every asset again, which cost three times
 * what a navigation does (docs/development.md). Each test gets the page at its own viewport, watched
 * as `test`'s is; afterwards the tabs it opened are closed, its routes, media emulation, cookies
 * and web storage cleared, and it is left on about:blank. What would outlast a test there (the
 * clock, init scripts) is refused: a test that needs it uses `test`; so does a test that counts the
 * tab's history entries (the page keeps them from test to test, up to the browser's 50).
 */
export const testOnOnePage = test.extend<object, { workerPages: (options: PageOptions) => Promise<Page> }>({
  workerPages: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const pages = new Map<string, Promise<Page>>();
      await provide((options) => {
        const key = JSON.stringify(options);
        let page = pages.get(key);
        if (!page) {
          page = browser
            .newContext({ baseURL, userAgent, deviceScaleFactor, ...options })
            .then(async (context) => refuseLastingChanges(await context.newPage()));
          pages.set(key, page);
        }
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  page: async (
    { workerPages, viewport, javaScriptEnabled, hasTouch, isMobile, offline, locale, timezoneId, allowConsole },
    provide,
  ) => {
    const page = await workerPages({
      javaScriptEnabled: javaScriptEnabled ?? true,
      hasTouch: hasTouch ?? false,
      isMobile: isMobile ?? false,
      offline: offline ?? false,
      locale,
      timezoneId,
    });
    if (viewport) await page.setViewportSize(viewport);
    const watch = watchConsole(page, allowConsole);
    await provide(page);
    watch.stop();
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    await page.context().clearCookies();
    if (page.url().startsWith('http'))
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await page.goto('about:blank');
    expect(watch.problems, CONSOLE_CHECK).toEqual([]);
  },
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
});

export { expect };

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

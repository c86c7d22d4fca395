import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The one thing the notice says the site keeps in the browser: react-router's scroll positions, for this tab only. */
export const SCROLL_POSITIONS = 'react-router-scroll-positions';

/**
 * What the browser keeps for the site: no cookie (any domain, HttpOnly too), an
 * empty document.cookie and local storage, and in the tab's session storage at
 * most the scroll positions, each a key and a number of pixels.
 */
export async function expectNothingStored(page: Page, context: BrowserContext, where: string, soft = false) {
  const check = soft ? expect.soft : expect;
  check(await context.cookies(), `cookies after ${where}`).toEqual([]);
  const stored = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
  }));
  check(
    { ...stored, session: Object.keys(stored.session) },
    `document.cookie and web storage after ${where}`,
  ).toMatchObject({ cookie: '', local: [] });
  check(
    Object.keys(stored.session).filter((key) => key !== SCROLL_POSITIONS),
    `session storage after ${where}`,
  ).toEqual([]);
  const positions = stored.session[SCROLL_POSITIONS];
  if (positions)
    check(
      Object.values(JSON.parse(positions) as Record<string, unknown>).every((value) => typeof value === 'number'),
      positions,
    ).toBe(true);
}

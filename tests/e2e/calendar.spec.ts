import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

/**
 * The feast page's "add to calendar" link downloads the shown edition's .ics
 * file: without JavaScript, and after a client-side navigation (the router must
 * not take the link for a page of its own).
 */

const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

async function downloadBy(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), link(page, name).click()]);
  return download;
}

async function expectCalendar(download: Download, fileName: RegExp): Promise<void> {
  expect(download.suggestedFilename()).toMatch(fileName);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Prague\r\n');
  expect(text).toContain('BEGIN:VEVENT\r\n');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the feast page downloads its calendar file', async ({ page }) => {
    await page.goto('/svatomartinske-hody');
    const href = await link(page, 'Přidat do kalendáře (.ics)').getAttribute('href');
    expect(href).toMatch(/^\/svatomartinske-hody\/\d{4}\.ics$/);
    await expectCalendar(await downloadBy(page, 'Přidat do kalendáře (.ics)'), /^svatomartinske-hody-\d{4}\.ics$/);
    await expect(page).toHaveURL('/svatomartinske-hody');
  });
});

test.describe('with JavaScript', () => {
  test('after a client-side navigation to the English feast page, the link still downloads the file', async ({
    page,
  }) => {
    await openHydrated(page, '/en');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await navigation.getByRole('button', { name: /^Menu/ }).click();
    await navigation.getByRole('link', { name: "St. Martin's Feast" }).click();
    await expect(page).toHaveURL('/en/svatomartinske-hody');
    const href = await link(page, 'Add to calendar (.ics)').getAttribute('href');
    expect(href).toMatch(/^\/en\/svatomartinske-hody\/\d{4}\.ics$/);
    await expectCalendar(await downloadBy(page, 'Add to calendar (.ics)'), /^st-martins-feast-\d{4}\.ics$/);
    // The page stays as it was: no navigation, no error page.
    await expect(page).toHaveURL('/en/svatomartinske-hody');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("St. Martin's Feast");
  });
});

import type { Page } from '@playwright/test';
import { signedIn as test } from './admin-support';
import { expect, openHydrated } from './fixtures';
import { ownerSteps } from './owner-steps';

/**
 * The owners' most common edit. "Closed today" with a reason in both languages
 * makes the public home page say so in Czech and English (the content reloads live: the
 * test waits for the state); restoring the previous version of the hours from the history
 * makes it say what it said before, in at most four taps from the first screen on a phone
 * (the owner's budget for it). The admin server's content is its own (playwright.config.ts), so no other spec
 * sees this day closed.
 */
const reason = { cs: 'Technická porucha', en: 'Technical fault' };

/** The public page's "today" line (the footer's opening hours), read after hydration. */
async function todayLine(page: Page, url: string): Promise<string> {
  await openHydrated(page, url);
  return ((await page.locator('.opening-hours__status').first().textContent()) ?? '').replace(/\s+/g, ' ');
}

test.use({ viewport: { width: 390, height: 844 } });

test('"Closed today" with a reason shows on the public home page in both languages; restoring the previous hours undoes it', async ({
  page,
  owner,
}) => {
  const before = { cs: await todayLine(page, '/'), en: await todayLine(page, '/en') };
  expect(before.cs).not.toContain(reason.cs);

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Dnes zavřeno', exact: true }).click();
  await page.getByLabel('Důvod česky').fill(reason.cs);
  await page.getByLabel('Důvod anglicky').fill(reason.en);
  await page.getByRole('button', { name: 'Potvrdit: dnes zavřeno' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uloženo. Web hostům ukazuje dnešní výjimku.' }),
  ).toBeVisible();

  // Live: the next page a guest opens says it (each poll is a new page load).
  await expect.poll(() => todayLine(page, '/'), { timeout: 20_000 }).toBe(`Dnes zavřeno – ${reason.cs}`);
  await expect.poll(() => todayLine(page, '/en'), { timeout: 20_000 }).toBe(`Closed today – ${reason.en}`);

  // The history of the hours: the newest version is this save, by this owner; the one
  // before it is the file as it was. Restoring that one (after a confirmation saying what
  // it changes) is a new version.
  await page.goto('/admin/history/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Historie: Otevírací doba' })).toBeVisible();
  const versions = page.locator('.admin-versions > li');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(owner);
  await expect(versions.nth(1)).toContainText('podoba z doby před úpravami ve správě webu');
  // The newest version's changes in words: today's date, closed.
  await versions.first().getByRole('button', { name: 'Zobrazit změny' }).click();
  await expect(versions.first().locator('.admin-changes li')).toHaveText([
    /^Otevírací doba, \d{1,2}\. \p{L}+: zavřeno$/u,
  ]);
  // The hours' editor lists today's exception among the coming ones, newest first.
  await page.goto('/admin/content/hours');
  const exceptionDays = page.locator('.admin-list > ol > li > fieldset > legend');
  await expect(exceptionDays.last()).toHaveText(/^\p{L}+ \d{1,2}\. \p{L}+ \d{4} · Technická porucha$/u);
  const days = await exceptionDays.allTextContents();
  expect(days.length).toBeGreaterThan(1);

  // Restoring yesterday's hours as the owner does it from the first screen, counted: it asks
  // first and says what it would do (today's exception goes).
  await page.goto('/admin');
  const steps = ownerSteps();
  await steps.tap('the content', page.getByRole('navigation').getByRole('link', { name: 'Obsah webu' }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Otevírací doba');
  await steps.tap('the history', page.getByRole('link', { name: 'Historie změn' }));
  await expect(versions).toHaveCount(2);
  await steps.tap('restore', versions.nth(1).getByRole('button', { name: 'Obnovit tuto verzi' }));
  const confirm = versions.nth(1).getByRole('region', { name: 'Obnovit tuto verzi?' });
  await expect(confirm.locator('.admin-changes li')).toHaveText([
    /^Otevírací doba, \d{1,2}\. \p{L}+: výjimka odebrána$/u,
  ]);
  await expect(versions).toHaveCount(2);
  await steps.tap('yes', confirm.getByRole('button', { name: 'Ano, obnovit' }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Obnoveno. Obnovení se uložilo jako nová verze.' }),
  ).toBeVisible();
  await expect(versions).toHaveCount(3);
  expect(steps.steps.length, `restore yesterday's hours: ${steps.steps.join(', ')}`).toBeLessThanOrEqual(4);

  await expect.poll(() => todayLine(page, '/'), { timeout: 20_000 }).toBe(before.cs);
  await expect.poll(() => todayLine(page, '/en'), { timeout: 20_000 }).toBe(before.en);
});

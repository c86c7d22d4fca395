import type { Page } from '@playwright/test';
import { signedIn as test } from './admin-support';
import { expect, openHydrated } from './fixtures';

/**
 * The owners' most common edit. "Closed today" with a reason in both languages
 * makes the public home page say so in Czech and English (the content reloads live: the
 * test waits for the state); restoring the previous version of the hours from the history
 * makes it say what it said before. The admin server's content is its own
 * (playwright.config.ts), so no other spec sees this day closed.
 */
const reason = { cs: 'Technická porucha', en: 'Technical fault' };

/** The public page's "today" line (the footer's opening hours), read after hydration. */
async function todayLine(page: Page, url: string): Promise<string> {
  await openHydrated(page, url);
  return ((await page.locator('.opening-hours__status').first().textContent()) ?? '').replace(/\s+/g, ' ');
}

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
  // before it is the file as it was. Restoring that one is a new version.
  await page.goto('/admin/history/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Historie: Otevírací doba' })).toBeVisible();
  const versions = page.locator('.admin-versions > li');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(owner);
  await expect(versions.nth(1)).toContainText('podoba z doby před úpravami ve správě webu');
  await versions.nth(1).getByRole('button', { name: 'Zobrazit změny' }).click();
  // The diff says what the restore would do: today's exception is a line it removes.
  const diff = versions.nth(1).getByRole('region', { name: 'Rozdíl oproti dnešní podobě' });
  await expect(diff.getByRole('listitem').filter({ hasText: reason.cs })).toContainText(
    `na webu dnes, obnovení odebere: `,
  );
  await versions.nth(1).getByRole('button', { name: 'Obnovit tuto verzi' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Obnoveno. Obnovení se uložilo jako nová verze.' }),
  ).toBeVisible();
  await expect(versions).toHaveCount(3);

  await expect.poll(() => todayLine(page, '/'), { timeout: 20_000 }).toBe(before.cs);
  await expect.poll(() => todayLine(page, '/en'), { timeout: 20_000 }).toBe(before.en);
});

import type { Page } from '@playwright/test';
import { signedIn as test } from './admin-support';
import { expect } from './fixtures';

/**
 * A sample value that happens to be right leaves the launch checklist when
 * the owner says so. The venue editor lists the fields still marked `# SAMPLE`; ticking one and
 * saving drops its marker (the value stays as it was), and the checklist lets it go.
 */
async function checklistPaths(page: Page): Promise<string[]> {
  const answer = await page.request.get('/admin/api/checklist');
  const { items } = (await answer.json()) as { items: { path?: (string | number)[] }[] };
  return items.map((item) => (item.path ?? []).join('.'));
}

test('ticking a sample value as right and saving takes it off the launch checklist, its value unchanged', async ({
  page,
}) => {
  expect(await checklistPaths(page)).toContain('operator.ico');

  await page.goto('/admin/content/venue');
  const samples = page.getByRole('group', { name: 'Ukázkové hodnoty k ověření' });
  const ico = samples.getByRole('checkbox', { name: /IČO: údaj platí/ });
  await expect(ico).toBeVisible();
  await ico.check();
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uloženo' })).toBeVisible();
  await expect(samples.getByRole('checkbox', { name: /IČO: údaj platí/ })).toHaveCount(0);

  expect(await checklistPaths(page)).not.toContain('operator.ico');
  const venue = (await (await page.request.get('/admin/api/content/venue')).json()) as {
    data: { operator: { ico: string } };
  };
  expect(venue.data.operator.ico).toBe('00000000');
});

import type { Page } from '@playwright/test';
import { signedIn as test } from './admin-support';
import { expect } from './fixtures';

/**
 * The launch checklist as the owner reads it on a phone (grouped by page, folded, each item
 * with its value and a link to its field); and a sample value that happens to be right leaves it when
 * the owner says so. The venue editor lists the fields still marked `# SAMPLE`; ticking one and
 * saving drops its marker (the value stays as it was), and the checklist lets it go.
 */
async function checklistPaths(page: Page): Promise<string[]> {
  const answer = await page.request.get('/admin/api/checklist');
  const { items } = (await answer.json()) as { items: { path?: (string | number)[] }[] };
  return items.map((item) => (item.path ?? []).join('.'));
}

test.use({ viewport: { width: 390, height: 844 } });

test('the launch checklist, by page, folded: an item’s value and its link to the field; ticking it as right takes it off', async ({
  page,
}) => {
  expect(await checklistPaths(page)).toContain('operator.ico');

  // By the public page where each value shows, each page folded with its count: the whole
  // list fits a few phone screens (it was 96 items over 7,111 px here, 8,595 px on a phone).
  await page.goto('/admin');
  const checklist = page.getByRole('region', { name: /^Před spuštěním zbývá/ });
  const summaries = checklist.locator('summary');
  await expect(summaries.first()).toBeVisible();
  const groups = await summaries.allTextContents();
  expect(groups.map((group) => group.replace(/: \d+$/, ''))).toEqual([
    'Úvod',
    'Denní menu',
    'Jídelní lístek',
    'Nápojový lístek',
    'Svatomartinské hody',
    'O restauraci',
    'Galerie',
    'Kontakt',
    'Ochrana osobních údajů',
    'Nastavení webu',
  ]);
  expect((await checklist.boundingBox())!.height).toBeLessThan(1500);
  // Both menu pages show our own menus: no item says they show nothing.
  await expect(checklist).not.toContainText('neukazuje žádné menu');

  // Kontakt, unfolded: the IČO with its value now, and "Opravit" opens that field in the editor.
  await summaries.filter({ hasText: /^Kontakt: \d+$/ }).click();
  const icoItem = checklist.getByRole('listitem').filter({ hasText: /^Provozovatel, IČO/ });
  await expect(icoItem).toContainText('Nyní: 00000000');
  await icoItem.getByRole('link', { name: /^Opravit\s*: Provozovatel, IČO$/ }).click();
  await expect(page).toHaveURL(/\/admin\/content\/venue#f-operator-ico$/);
  await expect(page.locator('#f-operator-ico')).toBeFocused();

  // The editor's list of sample values, folded under its count.
  await page
    .locator('.admin-samples > summary')
    .filter({ hasText: /^Ukázkové hodnoty k ověření: \d+$/ })
    .click();
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

  // The drinks' sample values to confirm are told apart: each names its own place.
  await page.goto('/admin/content/drinks');
  await page.locator('.admin-samples > summary').click();
  const boxes = samples.getByRole('checkbox');
  await expect(boxes).toHaveCount(5);
  const names = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  );
  // The three categories' lists of drinks, once each named only "Kategorie › Položky", now by their names ("Teplé nápoje – Položky").
  expect(new Set(names).size).toBe(5);
});

import type { APIRequestContext } from '@playwright/test';
import { signedIn as test } from './admin-support';
import { expect } from './fixtures';

/**
 * The owner edits food-menu.yaml in the admin's generic editor like
 * any content file: sections and dishes added, reordered and removed, saved, and the
 * food menu page shows the result.
 */
interface FoodMenu {
  sections: { id: string; title: { cs: string }; items: { id: string; name: { cs: string }; price: number }[] }[];
}

async function foodMenu(request: APIRequestContext): Promise<FoodMenu> {
  return ((await (await request.get('/admin/api/content/foodMenu')).json()) as { data: FoodMenu }).data;
}

test('sections and dishes are added, reordered and removed, and the page shows them', async ({ page }) => {
  const before = await foodMenu(page.request);
  const [first, second] = before.sections;
  if (!first || !second) throw new Error('the sample food menu has two sections or more');

  await page.goto('/admin/content/foodMenu');
  // The second section moves up (the first one's tools: down).
  await page
    .locator(`.admin-list-tools[aria-label="${first.title.cs}"]`)
    .getByRole('button', { name: 'Posunout níž' })
    .click();
  await expect(page.locator('input[name="sections.0.title.cs"]')).toHaveValue(second.title.cs);
  // No id is shown or asked for: a new item's is made from its name when it is saved.
  await expect(page.locator('input[name$=".id"]')).toHaveCount(0);

  // In the section now first, its first dish goes, and its last one moves to the top.
  const dishes = page.locator('#f-sections-0-items');
  await dishes
    .locator(`.admin-list-tools[aria-label="${second.items[0]!.name.cs}"]`)
    .getByRole('button', { name: `Odebrat: ${second.items[0]!.name.cs}` })
    .click();
  const count = second.items.length - 1;
  const moved = second.items.at(-1)!.name.cs;
  for (let position = count; position > 1; position -= 1) {
    await dishes
      .locator(`.admin-list-tools[aria-label="${moved}"]`)
      .getByRole('button', { name: 'Posunout výš' })
      .click();
  }
  await expect(page.locator('input[name="sections.0.items.0.name.cs"]')).toHaveValue(moved);

  // A dish added to it.
  await dishes.getByRole('button', { name: 'Přidat položku: Položky' }).last().click();
  await page.locator(`input[name="sections.0.items.${count}.name.cs"]`).fill('Smažené žampiony');
  await page.locator(`input[name="sections.0.items.${count}.name.en"]`).fill('Fried mushrooms');
  await page.locator(`input[name="sections.0.items.${count}.price"]`).fill('209');

  // A new section, last, with one dish.
  const last = before.sections.length;
  await page.getByRole('button', { name: 'Přidat položku: Oddíly jídelního lístku' }).click();
  await page.locator(`input[name="sections.${last}.title.cs"]`).fill('Přílohy');
  await page.locator(`input[name="sections.${last}.title.en"]`).fill('Side dishes');
  await page.locator(`#f-sections-${last}-items`).getByRole('button', { name: 'Přidat položku: Položky' }).click();
  await page.locator(`input[name="sections.${last}.items.0.name.cs"]`).fill('Hranolky');
  await page.locator(`input[name="sections.${last}.items.0.name.en"]`).fill('Chips');
  await page.locator(`input[name="sections.${last}.items.0.price"]`).fill('59');

  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uloženo' })).toBeVisible();

  const after = await foodMenu(page.request);
  expect(after.sections.map((section) => section.id)).toEqual([
    second.id,
    first.id,
    ...before.sections.slice(2).map((section) => section.id),
    'prilohy',
  ]);
  expect(after.sections[0]!.items.map((item) => item.id)).toEqual([
    second.items.at(-1)!.id,
    ...second.items.slice(1, -1).map((item) => item.id),
    'smazene-zampiony',
  ]);
  expect(after.sections.at(-1)!.items).toEqual([{ id: 'hranolky', name: { cs: 'Hranolky', en: 'Chips' }, price: 59 }]);

  // The page shows the edit (the content reloads within seconds: wait for the state).
  await expect(async () => {
    await page.goto('/jidelni-listek');
    await expect(page.locator('.food-section').first()).toHaveAttribute('id', second.id);
  }).toPass();
  await expect(page.getByText('Smažené žampiony')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Přílohy' })).toBeVisible();
  await expect(page.getByText(second.items[0]!.name.cs, { exact: true })).toHaveCount(0);
});

/**
 * The food menu of our own: the guest's allergen and diet filter works
 * without JavaScript (checkboxes and CSS), and with JavaScript each change is
 * announced; empty sections hide and "no dish matches" offers a reset; the page's
 * structured data describes the menu; axe finds nothing with the filter in use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { dishShown, type FoodFilter } from '../../src/components/menus/food-filter';
import type { DietTag } from '../../src/content/schema';
import { axeViolations } from './axe';
import { smallTargets } from './tap-targets';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

interface Dish {
  id: string;
  allergens?: number[];
  diet?: DietTag[];
}
/** The browser tests' content is a copy of content/: the same dishes. */
const menu = parse(readFileSync(path.resolve('content/food-menu.yaml'), 'utf8')) as {
  sections: { id: string; items: Dish[] }[];
};
const dishes = menu.sections.flatMap((section) => section.items);
const asShown = (dish: Dish) => ({ allergens: dish.allergens ?? [], diet: dish.diet ?? [] });

/** The ids of the dishes a filter leaves, and of the sections that keep one. */
function expected(filter: FoodFilter) {
  return {
    dishes: dishes.filter((dish) => dishShown(asShown(dish), filter)).length,
    sections: menu.sections
      .filter((section) => section.items.some((dish) => dishShown(asShown(dish), filter)))
      .map((section) => section.id),
  };
}

async function visibleSections(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (const section of await page.locator('.food-section').all())
    if (await section.isVisible()) ids.push((await section.getAttribute('id')) ?? '');
  return ids;
}

async function expectShown(page: Page, filter: FoodFilter) {
  const want = expected(filter);
  await expect(page.locator('.food-item:visible')).toHaveCount(want.dishes);
  expect(await visibleSections(page)).toEqual(want.sections);
}

const box = (page: Page, name: RegExp): Locator => page.getByRole('checkbox', { name });

/** A guest taps a choice's label; the choices are folded until the summary is tapped (as a guest would first). */
async function choose(page: Page, id: string) {
  const details = page.locator('.food-filter__details');
  if ((await details.getAttribute('open')) === null) await page.locator('.food-filter__summary').click();
  await page.locator(`label[for="${id}"]`).click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('hiding allergens and choosing diets filters the dishes, hides empty sections, and resets', async ({ page }) => {
    await page.goto('/jidelni-listek');
    await expect(page.locator('.food-item')).toHaveCount(dishes.length);
    await expectShown(page, { without: [], only: [] });
    await expect(page.getByText(/Filtr vychází z.našeho značení alergenů/)).toBeVisible();

    // A guest taps the labels (the boxes themselves are visually hidden).
    await choose(page, 'food-without-1');
    await expect(box(page, /Skrýt jídla s alergenem 1 Obiloviny/)).toBeChecked();
    await expectShown(page, { without: [1], only: [] });
    await choose(page, 'food-without-7');
    await expectShown(page, { without: [1, 7], only: [] });
    // Vegetarian includes the vegan dishes.
    await choose(page, 'food-only-vegetarian');
    await expectShown(page, { without: [1, 7], only: ['vegetarian'] });
    expect(expected({ without: [1, 7], only: ['vegetarian'] }).dishes).toBeGreaterThan(0);
    await expect(page.locator('.food-menu__none')).toBeHidden();

    await page.getByRole('button', { name: 'Zrušit výběr' }).first().click();
    await expectShown(page, { without: [], only: [] });
    await choose(page, 'food-only-gluten-free');
    await choose(page, 'food-only-vegan');
    await expectShown(page, { without: [], only: ['gluten-free', 'vegan'] });

    // The count is the server's (of no choice yet): a changed choice puts the button that submits it in its place.
    const count = page.locator('.food-filter__count');
    await expect(count).toBeHidden();
    await expect(page.getByRole('link', { name: 'Zobrazit jídla' })).toBeHidden();
    await page.getByRole('button', { name: 'Zobrazit jídla' }).click();
    await expect(page).toHaveURL(/\/jidelni-listek\?only=vegan&only=gluten-free#food-dishes$/);
    const vegan = expected({ without: [], only: ['gluten-free', 'vegan'] }).dishes;
    await expectShown(page, { without: [], only: ['gluten-free', 'vegan'] });
    await expect(count).toHaveText(`Zobrazená jídla: ${vegan} z ${dishes.length}`);
    await expect(page.getByRole('link', { name: 'Zobrazit jídla' })).toHaveAttribute('href', '#food-dishes');
    await expect(page.getByRole('button', { name: 'Zobrazit jídla' })).toBeHidden();
    // Its reset is the page without the choice.
    await page.getByRole('link', { name: 'Zrušit výběr' }).first().click();
    await expect(page).toHaveURL(/\/jidelni-listek#food-filter$/);
    await expect(count).toHaveText(`Zobrazená jídla: ${dishes.length} z ${dishes.length}`);
  });

  test('when no dish is left, the page says so and its button resets the filter', async ({ page }) => {
    // The sample has no choice that leaves nothing (three vegan dishes have no allergen at all): these
    // three are served with allergen 14, so that hiding 1 and 14 among the vegan dishes leaves none.
    await page.route('**/en/jidelni-listek', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replaceAll('data-allergens=""', 'data-allergens="14"'),
      });
    });
    await page.goto('/en/jidelni-listek');
    for (const id of ['food-only-vegan', 'food-without-1', 'food-without-14']) await choose(page, id);
    await expect(page.locator('.food-item:visible')).toHaveCount(0);
    await expect(page.locator('.food-section:visible')).toHaveCount(0);
    const none = page.locator('.food-menu__none');
    await expect(none).toBeVisible();
    await expect(none).toContainText('No dish matches your choice.');
    await none.getByRole('button', { name: 'Clear filters' }).click();
    await expect(none).toBeHidden();
    await expect(page.locator('.food-item:visible')).toHaveCount(dishes.length);
    await expect(box(page, /Show only vegan dishes/)).not.toBeChecked();
  });
});

test('on a phone the filter is folded: dishes in the first screen, its boxes out of the tab order until it is opened, and "chosen" said while folded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/jidelni-listek');
  const details = page.locator('.food-filter__details');
  await expect(details).not.toHaveAttribute('open');
  const first = await page.locator('.food-item').first().boundingBox();
  expect(first && first.y + first.height, 'the first dish ends within the first screen').toBeLessThanOrEqual(844);
  await expect(box(page, /Skrýt jídla s alergenem 1 /)).toBeHidden();
  await choose(page, 'food-without-1');
  await page.locator('.food-filter__summary').click();
  await expect(details).not.toHaveAttribute('open');
  await expect(page.locator('.food-filter__active')).toBeVisible();
  // Folded, the box is out of the tab order and the accessibility tree, and stays checked.
  await expect(page.locator('#food-without-1')).toBeChecked();
  await expect(page.locator('.food-item:visible')).toHaveCount(expected({ without: [1], only: [] }).dishes);

  // Open: compact chips, two or three a row, each a whole tap target; the count in view beside the link to the dishes.
  await page.locator('.food-filter__summary').click();
  for (const list of await page.locator('.food-filter__chips').all()) {
    const tops = await list
      .locator('.food-filter__chip')
      .evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(
      rows.slice(0, -1).every((n) => n >= 2 && n <= 3),
      `chips a row: ${rows.join(', ')}`,
    ).toBe(true);
    expect(rows.at(-1)).toBeLessThanOrEqual(3);
  }
  expect(await smallTargets(page)).toEqual([]);
  const count = page.locator('.food-filter__count');
  await expect(count).toHaveText(`Zobrazená jídla: ${expected({ without: [1], only: [] }).dishes} z ${dishes.length}`);
  // Ticking the last choice, the guest sees what it did: the count and the link are in the same screen.
  await page.locator('label[for="food-only-gluten-free"]').click();
  const link = page.getByRole('link', { name: 'Zobrazit jídla' });
  expect(await page.evaluate(() => scrollY), 'the page stays where the guest tapped').toBeGreaterThan(0);
  await expect(count).toHaveText(
    `Zobrazená jídla: ${expected({ without: [1], only: ['gluten-free'] }).dishes} z ${dishes.length}`,
  );
  await expect(count).toBeInViewport();
  await expect(link).toBeInViewport();
  // Ticking a chip at the top of the open filter, the count and the link stay in view above the Call
  // and Book bar (not under it, as they were before they kept to the screen's bottom).
  await page.locator('label[for="food-without-3"]').scrollIntoViewIfNeeded();
  await page.locator('label[for="food-without-3"]').click();
  const bar = await page.locator('.call-book').boundingBox();
  for (const shown of [count, link]) {
    const at = await shown.boundingBox();
    expect(at && bar && at.y >= 0 && at.y + at.height <= bar.y, 'above the Call and Book bar').toBe(true);
  }
  await link.click();
  await expect(page.locator('.food-section:visible').first()).toBeInViewport();
});

test('with JavaScript, each change is announced in a polite live region, the count on screen', async ({ page }) => {
  await openHydrated(page, '/jidelni-listek');
  const status = page.getByRole('status').filter({ hasText: /Zobrazená jídla|žádné jídlo/ });
  await choose(page, 'food-without-1');
  // The one live region that says it, on screen; no button to submit (the count follows the choice).
  await expect(
    page.locator('[role="status"], [role="alert"], [aria-live]').filter({ hasText: /Zobrazená/ }),
  ).toHaveCount(1);
  await expect(status).toBeVisible();
  await expect(page.locator('.food-filter__submit')).toHaveCount(0);
  const one = expected({ without: [1], only: [] });
  await expect(status).toHaveText(`Zobrazená jídla: ${one.dishes} z ${dishes.length}`);
  await expect(page.locator('.food-item:visible')).toHaveCount(one.dishes);
  await choose(page, 'food-only-vegan');
  await expect(status).toHaveText(
    `Zobrazená jídla: ${expected({ without: [1], only: ['vegan'] }).dishes} z ${dishes.length}`,
  );
  await page.getByRole('button', { name: 'Zrušit výběr' }).first().click();
  await expect(status).toHaveText(`Zobrazená jídla: ${dishes.length} z ${dishes.length}`);
  await expect(page.locator('.food-item:visible')).toHaveCount(dishes.length);
});

test('the structured data describes the menu: a Menu of MenuSections of MenuItems with offers', async ({ page }) => {
  await page.goto('/en/jidelni-listek');
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const graph = (JSON.parse(json ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
  const restaurant = graph.find((node) => node['@type'] === 'Restaurant') as { hasMenu: Record<string, unknown> };
  const food = restaurant.hasMenu as {
    '@type': string;
    name: string;
    url: string;
    hasMenuSection: { '@type': string; name: string; hasMenuItem: Record<string, unknown>[] }[];
  };
  expect(food['@type']).toBe('Menu');
  expect(food.name).toBe('Food Menu');
  expect(food.url).toMatch(/\/en\/jidelni-listek$/);
  expect(food.hasMenuSection.map((section) => section['@type'])).toEqual(menu.sections.map(() => 'MenuSection'));
  const items = food.hasMenuSection.flatMap((section) => section.hasMenuItem);
  expect(items).toHaveLength(dishes.length);
  for (const item of items)
    expect(item).toMatchObject({ '@type': 'MenuItem', offers: { '@type': 'Offer', priceCurrency: 'CZK' } });
  expect(items.find((item) => String(item.name).startsWith('Vegetable and chickpea curry'))).toMatchObject({
    suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet'],
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`axe finds nothing at ${viewport.width} px with the filter in use`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, '/jidelni-listek');
    await choose(page, 'food-without-7');
    await choose(page, 'food-only-vegetarian');
    await expect(page.locator('.food-item:visible')).toHaveCount(
      expected({ without: [7], only: ['vegetarian'] }).dishes,
    );
    expect(await axeViolations(page), 'with the filter in use').toEqual([]);
    // Focus shows on the label of the (visually hidden) box.
    await box(page, /Skrýt jídla s alergenem 8/).focus();
    await page.keyboard.press('Space');
    await expect(box(page, /Skrýt jídla s alergenem 8/)).toBeChecked();
    expect(await axeViolations(page), 'after a keyboard toggle').toEqual([]);
  });
}

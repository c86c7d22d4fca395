import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { inTheWalksOtherLanguages, signedIn as test } from './admin-support';
import { axeViolations } from './axe';
import { expect } from './fixtures';
import { ownerSteps } from './owner-steps';

/**
 * The menus edited as menus (the food menu, the drinks, the feast's editions) on a phone: folded
 * cards, dish rows, a search, named allergen chips; the owner's steps counted as every task's are
 * (owner-steps.ts), and the public pages show what was saved.
 */
interface Dish {
  id: string;
  name: { cs: string; en: string };
  price: number | [number, number];
  allergens?: number[];
  diet?: string[];
  soldOut?: string;
}
interface Group {
  id: string;
  title: { cs: string; en: string };
  items: Dish[];
}

async function read<T>(request: APIRequestContext, file: string): Promise<T> {
  return ((await (await request.get(`/admin/api/content/${file}`)).json()) as { data: T }).data;
}

/** The text of a public page of the admin server (its content reloads within seconds: callers poll). */
async function publicText(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path);
  return (await answer.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Uložit', exact: true });
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Uloženo' })).toBeVisible();

test.use({
  viewport: { width: 390, height: 844 },
  // A save that meets another one (this file's merge tests) is merged and saved again: the browser
  // notes the first answer, a 409, in its console.
  allowConsole: [/status of 409\b/],
  // The files these tests save, held: a save by another spec meanwhile (the sold-out screen's, in
  // admin-lunch.spec.ts) would be merged and the editor drawn afresh, its open dish folded.
  writes: ['drinks', 'foodMenu'],
});
// One after another: the tests here save the same two files, and each expects what it saved.
test.describe.configure({ mode: 'default' });

test('with every section folded, each menu editor is a phone screen or three tall', async ({ page }) => {
  for (const file of ['foodMenu', 'drinks', 'events']) {
    await page.goto(`/admin/content/${file}`);
    await expect(page.getByRole('searchbox').first()).toBeVisible();
    await expect(page.locator('.admin-menu-toggle[aria-expanded="true"]')).toHaveCount(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${file}: ${height} px folded`).toBeLessThanOrEqual(2532);
  }
});

test('a drink’s price: searched without diacritics, opened, typed, saved in four taps, and on the page', async ({
  page,
}) => {
  await page.goto('/admin/content/drinks');
  const steps = ownerSteps();
  await steps.fill('"Hledat v lístku"', page.getByRole('searchbox', { name: 'Hledat v lístku' }), 'lezak');
  const row = page.getByRole('button', { name: /^Točený prémiový ležák/ });
  // The hit says its price and its category, and its allergen by name for a screen reader.
  await expect(row).toContainText('55');
  await expect(row).toContainText('Pivo a cider');
  await expect(row).toHaveAccessibleName(/1 Lepek/);
  await steps.tap('the drink', row);
  const dish = page.getByRole('group', { name: 'Točený prémiový ležák' });
  await steps.fill('its price', dish.getByRole('textbox', { name: 'Cena (Kč)' }), '59');
  // Its allergen is a named chip, ticked.
  await expect(dish.getByRole('checkbox', { name: '1 Lepek' })).toBeChecked();
  // The page scrolled as the steps needed, no more than a phone screen. (Measured before the save: the
  // save bar sticks to the screen's bottom, and the test's tap on it scrolls to where the bar would
  // sit unstuck, which a finger's tap does not.)
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'scrolled no more than one phone screen').toBeLessThanOrEqual(844);
  await expect(saveButton(page)).toBeInViewport();
  await steps.tap('"Uložit"', saveButton(page));
  await saved(page);
  expect(steps.steps.length, steps.steps.join(', ')).toBeLessThanOrEqual(4);

  const drinks = await read<{ categories: Group[] }>(page.request, 'drinks');
  expect(
    drinks.categories.flatMap((category) => category.items).find((drink) => drink.id === 'draft-premium')?.price,
  ).toBe(59);
  await expect
    .poll(async () => /Točený prémiový ležák[^|]{0,80}?59\sKč/.test(await publicText(page, '/napojovy-listek')))
    .toBe(true);
});

test('a new dish with three allergens and a diet tag in nine taps, its id made from its name', async ({ page }) => {
  await page.goto('/admin/content/foodMenu');
  const steps = ownerSteps();
  await steps.tap('the soups', page.getByRole('button', { name: /^Polévky/ }));
  await steps.tap('"Přidat jídlo"', page.getByRole('button', { name: 'Přidat jídlo' }));
  const dish = page.getByRole('group', { name: 'Nové jídlo' });
  // The new dish opens with its Czech name ready to type.
  await expect(dish.getByRole('textbox', { name: 'Česky' })).toBeFocused();
  await page.keyboard.type('Zelná polévka');
  const open = page.getByRole('group', { name: 'Zelná polévka' });
  await steps.fill('the English name', open.getByRole('textbox', { name: 'Anglicky' }), 'Cabbage soup');
  await steps.fill('the price', open.getByRole('textbox', { name: 'Cena (Kč)' }), '89');
  for (const allergen of ['1 Lepek', '3 Vejce', '7 Mléko'])
    await steps.tap(allergen, open.getByRole('checkbox', { name: allergen }));
  await steps.tap('"Vegetariánské"', open.getByRole('checkbox', { name: 'Vegetariánské' }));
  await steps.tap('"Uložit"', saveButton(page));
  await saved(page);
  expect(steps.steps.length, steps.steps.join(', ')).toBeLessThanOrEqual(9);

  const menu = await read<{ sections: Group[] }>(page.request, 'foodMenu');
  const soups = menu.sections.find((section) => section.title.cs === 'Polévky')!;
  expect(soups.items.at(-1)).toEqual({
    id: 'zelna-polevka',
    name: { cs: 'Zelná polévka', en: 'Cabbage soup' },
    price: 89,
    allergens: [1, 3, 7],
    diet: ['vegetarian'],
  });
  // The row, closed, says the name and the price.
  await open.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page.getByRole('button', { name: /^Zelná polévka/ })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Zelná polévka/ })).toContainText('89');
  // An optional part added and removed: the focus goes to its first field, then back to the button that adds it.
  await page.getByRole('button', { name: /^Zelná polévka/ }).click();
  await open.getByRole('button', { name: 'Přidat: Popis' }).click();
  await expect(open.getByRole('textbox', { name: 'Česky' }).nth(1)).toBeFocused();
  await open.getByRole('button', { name: 'Odebrat: Popis' }).click();
  await expect(open.getByRole('button', { name: 'Přidat: Popis' })).toBeFocused();
});

/** Another owner's (or the sold-out screen's) save of the food menu, made while the editor has its edit. */
async function savedMeanwhile(page: Page, change: (data: { sections: Group[] }) => unknown): Promise<void> {
  const current = await page.request.get('/admin/api/content/foodMenu');
  const { version, data } = (await current.json()) as { version: string; data: { sections: Group[] } };
  change(data);
  const put = await page.request.put('/admin/api/content/foodMenu', {
    headers: { Origin: new URL(page.url()).origin, 'If-Match': version },
    data: { data },
  });
  expect(put.status()).toBe(200);
}

/** The editor's word that its save went in with another one made meanwhile. */
const savedTogether = (page: Page) =>
  expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Uloženo. Mezitím tu někdo uložil jiné změny; zůstaly, spolu s vašimi.' }),
  ).toBeVisible();

/** Drags a row's handle onto the upper half of another row: it takes that row's place (a finger or a mouse: pointer events). */
async function drag(page: Page, handle: Locator, onto: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.25, { steps: 8 });
  await page.mouse.up();
}

test('sections and dishes dragged, moved by keys and buttons, duplicated, removed and put back; the page follows', async ({
  page,
}) => {
  const before = await read<{ sections: Group[] }>(page.request, 'foodMenu');
  const [first, second, third] = before.sections;
  if (!first || !second || !third) throw new Error('the sample food menu has three sections or more');
  await page.goto('/admin/content/foodMenu');
  // No id is shown or asked for.
  await expect(page.locator('input[name$=".id"]')).toHaveCount(0);

  // The second section dragged above the first (its handle), the third moved up by its handle's arrow key.
  await drag(
    page,
    page.getByRole('button', { name: `Posunout: ${second.title.cs}` }),
    page.locator('.admin-menu-group').first(),
  );
  await expect(page.locator('.admin-menu-group .admin-menu-title').first()).toHaveText(second.title.cs);
  const thirdHandle = page.getByRole('button', { name: `Posunout: ${third.title.cs}` });
  await thirdHandle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.admin-menu-group > .admin-menu-head .admin-menu-title')).toHaveText([
    second.title.cs,
    third.title.cs,
    first.title.cs,
    ...before.sections.slice(3).map((section) => section.title.cs),
  ]);
  await expect(thirdHandle).toBeFocused();
  // (Said to a screen reader.)
  await expect(
    page.getByRole('status').filter({ hasText: `${third.title.cs}: 2. místo z ${before.sections.length}.` }),
  ).toHaveCount(1);

  // In the section now first: its first dish removed, then put back; its last dish dragged to the top.
  await page.getByRole('button', { name: new RegExp(`^${second.title.cs}`) }).click();
  const section = page.locator('.admin-menu-group').first();
  const [gone, ...rest] = second.items;
  await section.getByRole('button', { name: new RegExp(`^${gone!.name.cs}`) }).click();
  await section
    .getByRole('group', { name: gone!.name.cs })
    .getByRole('button', { name: new RegExp(`^Odebrat\\s*: ${gone!.name.cs}$`) })
    .click();
  await expect(section.getByText(`Odebráno: ${gone!.name.cs}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vrátit zpět' })).toBeFocused();
  await page.getByRole('button', { name: 'Vrátit zpět' }).click();
  await expect(section.locator('.admin-menu-dish .admin-menu-title')).toHaveText(
    second.items.map((dish) => dish.name.cs),
  );
  await section.getByRole('button', { name: new RegExp(`^${gone!.name.cs}`) }).click();
  await section
    .getByRole('group', { name: gone!.name.cs })
    .getByRole('button', { name: new RegExp(`^Odebrat\\s*: ${gone!.name.cs}$`) })
    .click();
  const last = rest.at(-1)!;
  await drag(
    page,
    section.getByRole('button', { name: `Posunout: ${last.name.cs}` }),
    section.locator('.admin-menu-dish').first(),
  );
  await expect(section.locator('.admin-menu-dish .admin-menu-title').first()).toHaveText(last.name.cs);

  // The dish now second, duplicated (the copy opens below it, its names marked as a copy's), renamed,
  // moved down by its button (the focus stays on that button, in the moved row).
  const dup = rest[0]!;
  await section.getByRole('button', { name: new RegExp(`^${dup.name.cs}`) }).click();
  const open = section.getByRole('group', { name: dup.name.cs });
  await open.getByRole('button', { name: 'Duplikovat' }).click();
  const copyName = page.locator(`input[name="sections.0.items.2.name.cs"]`);
  await expect(copyName).toBeFocused();
  await expect(copyName).toHaveValue(`${dup.name.cs} (kopie)`);
  await expect(page.locator(`input[name="sections.0.items.2.name.en"]`)).toHaveValue(`${dup.name.en} (copy)`);
  await copyName.fill(`${dup.name.cs} s chlebem`);
  await page.locator(`input[name="sections.0.items.2.name.en"]`).fill(`${dup.name.en} with bread`);
  await section
    .getByRole('group', { name: `${dup.name.cs} s chlebem` })
    .getByRole('button', { name: 'Posunout níž' })
    .click();
  await expect(page.locator('#f-sections-0-items-3-down')).toBeFocused();
  await expect(section.getByRole('group', { name: `${dup.name.cs} s chlebem` })).toHaveAttribute(
    'id',
    'f-sections-0-items-3-body',
  );

  await saveButton(page).click();
  await saved(page);
  const after = await read<{ sections: Group[] }>(page.request, 'foodMenu');
  expect(after.sections.map((each) => each.id)).toEqual([
    second.id,
    third.id,
    first.id,
    ...before.sections.slice(3).map((each) => each.id),
  ]);
  const copyId = after.sections[0]!.items[3]!.id;
  expect(after.sections[0]!.items.map((dish) => dish.id)).toEqual([
    last.id,
    dup.id,
    ...rest
      .slice(1, -1)
      .slice(0, 1)
      .map((dish) => dish.id),
    copyId,
    ...rest.slice(2, -1).map((dish) => dish.id),
  ]);
  expect(copyId).not.toBe(dup.id);
  expect(after.sections[0]!.items[3]).toMatchObject({ name: { cs: `${dup.name.cs} s chlebem` }, price: dup.price });

  await expect
    .poll(async () => {
      const text = await publicText(page, '/jidelni-listek');
      return (
        text.indexOf(second.title.cs) < text.indexOf(third.title.cs) &&
        text.includes(`${dup.name.cs} s chlebem`) &&
        !text.includes(gone!.name.cs)
      );
    })
    .toBe(true);
});

test('a new section named by typing; next year’s feast from the last edition, removed and put back', async ({
  page,
}) => {
  await page.goto('/admin/content/drinks');
  await page.getByRole('button', { name: 'Přidat kategorii' }).click();
  const title = page.getByRole('textbox', { name: 'Česky' }).last();
  await expect(title).toBeFocused();
  await page.keyboard.type('Koktejly');
  await expect(title).toHaveValue('Koktejly');
  await expect(title).toBeFocused();

  await page.goto('/admin/content/events');
  const editions = page.locator('.admin-edition');
  await expect(editions.first()).toBeVisible();
  const count = await editions.count();
  const lastStart = await page.locator(`input[name="feast.editions.${count - 1}.start"]`).inputValue();
  await page.getByRole('button', { name: /^Připravit další ročník/ }).click();
  await expect(editions).toHaveCount(count + 1);
  const start = page.locator(`input[name="feast.editions.${count}.start"]`);
  await expect(start).toBeFocused();
  await expect(start).toHaveValue(`${Number(lastStart.slice(0, 4)) + 1}${lastStart.slice(4)}`);
  // Its menu came with it: the same groups, folded.
  await expect(editions.last().locator('.admin-menu-group')).toHaveCount(
    await editions
      .nth(count - 1)
      .locator('.admin-menu-group')
      .count(),
  );
  await editions
    .last()
    .getByRole('button', { name: /^Odebrat ročník/ })
    .click();
  await expect(editions).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Vrátit zpět' })).toBeFocused();
  await page.getByRole('button', { name: 'Vrátit zpět' }).click();
  await expect(editions).toHaveCount(count + 1);
});

test('links into folds: a past feast edition’s dish field, a whole drink row', async ({ page }) => {
  await page.goto('/admin/content/events#f-feast-editions-0-menu-0-items-0-price');
  await expect(page.locator('#f-feast-editions-0-menu-0-items-0-price')).toBeFocused();
  await page.goto('/admin/content/drinks#f-categories-1-items-2');
  await expect(page.locator('#f-categories-1-items-2-toggle')).toBeFocused();
  await expect(page.locator('#f-categories-1-items-2-toggle')).toHaveAttribute('aria-expanded', 'true');
});

test('two new dishes of one name, added at once in two sections: both kept, each with its own id', async ({ page }) => {
  await page.goto('/admin/content/foodMenu');
  const menu = await read<{ sections: Group[] }>(page.request, 'foodMenu');
  const [here, there] = [menu.sections.at(-1)!, menu.sections.at(-2)!];
  await page.getByRole('button', { name: new RegExp(`^${here.title.cs}`) }).click();
  await page.getByRole('button', { name: 'Přidat jídlo' }).click();
  await page.keyboard.type('Lívance');
  const mine = page.getByRole('group', { name: 'Lívance' });
  await mine.getByRole('textbox', { name: 'Anglicky' }).fill('Pancakes');
  await mine.getByRole('textbox', { name: 'Cena (Kč)' }).fill('89');
  // Meanwhile, another owner adds a dish of the same name to another section, and saves.
  await savedMeanwhile(page, (data) =>
    data.sections.at(-2)!.items.push({ id: 'livance', name: { cs: 'Lívance', en: 'Pancakes' }, price: 95 }),
  );

  await saveButton(page).click();
  await savedTogether(page);
  const after = await read<{ sections: Group[] }>(page.request, 'foodMenu');
  expect(after.sections.find((section) => section.id === there.id)!.items.at(-1)).toMatchObject({
    id: 'livance',
    price: 95,
  });
  expect(after.sections.find((section) => section.id === here.id)!.items.at(-1)).toMatchObject({
    id: 'livance-2',
    price: 89,
  });
});

test('a dish moved while someone marks it sold out: saved together, the mark on that dish, and said', async ({
  page,
}) => {
  await page.goto('/admin/content/foodMenu');
  const first = (await read<{ sections: Group[] }>(page.request, 'foodMenu')).sections[0]!;
  const [a, b] = first.items;
  await page.getByRole('button', { name: new RegExp(`^${first.title.cs}`) }).click();
  const handle = page.getByRole('button', { name: `Posunout: ${a!.name.cs}` });
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: `Posunout: ${a!.name.cs}` })).toBeFocused();
  // Meanwhile, the sold-out screen (another phone) marks the dish, at its old place.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  await savedMeanwhile(page, (data) => (data.sections[0]!.items[0]!.soldOut = today));

  await saveButton(page).click();
  await savedTogether(page);
  const after = (
    await read<{ sections: (Group & { items: (Dish & { soldOut?: string })[] })[] }>(page.request, 'foodMenu')
  ).sections[0]!;
  expect(after.items.slice(0, 2).map((dish) => [dish.id, dish.soldOut])).toEqual([
    [b!.id, undefined],
    [a!.id, today],
  ]);
  // Back on offer, as the sold-out screen's test (admin-lunch.spec.ts) expects every dish to be.
  await savedMeanwhile(page, (data) => {
    for (const section of data.sections) for (const dish of section.items) delete dish.soldOut;
  });
});

test.describe('a refused save', () => {
  // (The refused save's 422 is noted by the browser in its console.)
  test.use({ allowConsole: [/status of 422\b/] });

  test('a link to a field inside a folded menu opens its card and row; a refused save opens what it names', async ({
    page,
  }) => {
    await page.goto('/admin/content/foodMenu#f-sections-1-items-0-price');
    const price = page.locator('#f-sections-1-items-0-price');
    await expect(price).toBeFocused();
    await price.fill('');
    // Folded again, then saved: refused, and the card and the row open beside the message.
    await page.locator('.admin-menu-group > .admin-menu-head .admin-menu-toggle').nth(1).click();
    await expect(price).toHaveCount(0);
    await saveButton(page).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#admin-errors a')).toHaveCount(1);
    await expect(page.locator('#admin-errors a')).toHaveAttribute('href', '#f-sections-1-items-0-price');
  });
});

test('the open editors have no axe violations, in the languages the walk does not check them in', async ({ page }) => {
  await inTheWalksOtherLanguages(page, async (width, lang) => {
    for (const file of ['foodMenu', 'drinks', 'events']) {
      await page.goto(`/admin/content/${file}`);
      // (The feast's past edition is folded: the first group and dish in sight.)
      await page.locator('.admin-menu-group .admin-menu-toggle').filter({ visible: true }).first().click();
      await page.locator('.admin-menu-dish-toggle').filter({ visible: true }).first().click();
      await expect(page.locator('.admin-menu-dish .admin-chip').first()).toBeVisible();
      expect(await axeViolations(page), `${file} at ${width} px in ${lang}`).toEqual([]);
    }
  });
});

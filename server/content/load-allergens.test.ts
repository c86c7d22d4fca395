/**
 * The allergen numbers of the menus (EU 1169/2011, Annex II: 1–14): what the
 * schema accepts, what it refuses with a message an operator can act on, and
 * the sample content's numbers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentProblems, copySample, edit, removeDir, sampleDir } from './content-fixture.test-support';
import { formatContentError, loadContent } from './load';

let dir: string;
beforeEach(() => {
  dir = copySample();
});
afterEach(() => removeDir(dir));

const problems = () => contentProblems(dir);

const tea = '{ id: tea, name: { cs: Čaj, en: Tea }, price: 35 }';
const withAllergens = (list: string) => `{ id: tea, name: { cs: Čaj, en: Tea }, price: 35, allergens: ${list} }`;
const at = 'categories[1].items[2].allergens';

describe('allergen numbers', () => {
  it('accepts numbers 1–14, each once, from the lowest', async () => {
    edit(dir, 'drinks.yaml', tea, withAllergens('[1, 7, 14]'));
    const result = await loadContent(dir);
    expect(result.ok ? result.snapshot.content.drinks.categories[1]!.items[2]!.allergens : result.errors.map(formatContentError)).toEqual([1, 7, 14]);
  });

  it.each([
    ['[3, 1]', 'not [3, 1]'],
    ['[1, 3, 3]', 'not [1, 3, 3]'],
  ])('refuses %s: out of order or twice', async (list, shown) => {
    const line = edit(dir, 'drinks.yaml', tea, withAllergens(list));
    expect(await problems()).toEqual([`drinks.yaml:${line} ${at}: expected each allergen number once, from the lowest, like [1, 3, 7], ${shown}`]);
  });

  it.each([
    ['[0]', `${at}[0]`],
    ['[15]', `${at}[0]`],
    ['[1, 2.5]', `${at}[1]`],
    ["[1, '7']", `${at}[1]`],
  ])('refuses %s: not a number 1–14', async (list, field) => {
    const line = edit(dir, 'drinks.yaml', tea, withAllergens(list));
    expect(await problems()).toEqual([`drinks.yaml:${line} ${field}: expected allergen numbers 1–14`]);
  });

  it('refuses numbers written as a text', async () => {
    const line = edit(dir, 'drinks.yaml', tea, withAllergens("'1, 7'"));
    expect(await problems()).toEqual([`drinks.yaml:${line} ${at}: expected a list of allergen numbers 1–14, like [1, 3, 7]`]);
  });

  it('checks a feast dish the same way', async () => {
    const line = edit(dir, 'events.yaml', 'allergens: [1, 3, 9]', 'allergens: [9, 3, 1]');
    expect(await problems()).toEqual([`events.yaml:${line} feast.editions[0].menu[0].items[1].allergens: expected each allergen number once, from the lowest, like [1, 3, 7], not [9, 3, 1]`]);
  });
});

describe('the sample menus’ allergens (SAMPLE: the kitchen to confirm)', async () => {
  const loaded = await loadContent(sampleDir);
  if (!loaded.ok) throw new Error('the sample content is invalid');
  const { drinks, events } = loaded.snapshot.content;
  const drink = (id: string) => drinks.categories.flatMap((category) => category.items).find((item) => item.id === id);

  it('marks beer with cereals (1), wine and cider with sulphites (12), and water with none', () => {
    for (const id of ['draft-premium', 'draft-standard', 'bottled', 'non-alcoholic']) expect(drink(id)?.allergens, id).toEqual([1]);
    for (const id of ['cider', 'house-wine', 'sparkling']) expect(drink(id)?.allergens, id).toEqual([12]);
    expect(drink('water')?.allergens).toBeUndefined();
  });

  it('gives every dish of the coming feast its allergens', () => {
    const next = events.feast.editions.at(-1)!;
    const dishes = next.menu.flatMap((group) => group.items);
    expect(dishes.filter((dish) => !dish.allergens?.length).map((dish) => dish.id)).toEqual([]);
    expect(dishes.find((dish) => dish.id === 'goose-broth')?.allergens).toEqual([1, 3, 9]);
  });
});

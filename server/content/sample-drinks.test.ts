import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DrinkItem } from '../../src/content/schema';
import { loadContent } from './load';

type Price = DrinkItem['price'];

// The sample content (content/drinks.yaml) carries the spec's drinks and prices.
const loaded = await loadContent(path.resolve(import.meta.dirname, '../../content'));
if (!loaded.ok) throw new Error('the sample content is invalid');
const drinkCategories = loaded.snapshot.content.drinks.categories;

/** Spec section 9, "Drink prices (CZK)": id → [litres or none, price]. */
const spec: ReadonlyArray<[id: string, volume: number | undefined, price: Price]> = [
  ['cola', 0.33, 35],
  ['water', 0.33, 25],
  ['juice', 0.2, 30],
  ['espresso', undefined, 35],
  ['cappuccino', undefined, 45],
  ['tea', undefined, 35],
  ['draft-premium', 0.5, 55],
  ['draft-standard', 0.5, 45],
  ['bottled', 0.33, 40],
  ['non-alcoholic', 0.5, 35],
  ['cider', 0.33, 45],
  ['aperitifs', 0.04, [45, 50]],
  ['vodka', 0.04, [50, 55]],
  ['rum', 0.04, [50, 55]],
  ['gin', 0.04, [55, 65]],
  ['tequila', 0.04, [60, 65]],
  ['metaxa', 0.04, 60],
  ['cognac', 0.04, 75],
  ['whisky', 0.04, [65, 70]],
  ['czech-spirits', 0.04, [45, 50]],
  ['liqueurs', 0.04, [50, 55]],
  ['house-wine', 0.2, 40],
  ['sparkling', 0.1, 60],
];

const items: DrinkItem[] = drinkCategories.flatMap((category) => [...category.items]);
const byId = new Map(items.map((item) => [item.id, item]));
const lowest = (price: Price) => (typeof price === 'number' ? price : price[0]);
const highest = (price: Price) => (typeof price === 'number' ? price : price[1]);

describe('the sample drinks menu (spec section 9)', () => {
  it.each(spec)('lists %s at %s l for %j CZK', (id, volume, price) => {
    const item = byId.get(id);
    expect(item, id).toBeDefined();
    expect(item?.volume).toBe(volume);
    expect(item?.price).toEqual(price);
  });

  it('lists exactly the drinks of the spec, each once', () => {
    expect(items.map((item) => item.id).sort()).toEqual(spec.map(([id]) => id).sort());
  });

  it('has two different draught beers at 0.5 l, for 55 and 45 CZK', () => {
    const draught = items.filter((item) => item.id.startsWith('draft-'));
    expect(draught.map((item) => [item.volume, item.price])).toEqual([
      [0.5, 55],
      [0.5, 45],
    ]);
    expect(new Set(draught.map((item) => item.name.cs)).size).toBe(2);
  });

  it('pours every spirit at 0.04 l, priced 45–75 CZK overall', () => {
    const spirits = drinkCategories.find((category) => category.id === 'spirits')?.items ?? [];
    expect(spirits.every((item) => item.volume === 0.04)).toBe(true);
    expect(Math.min(...spirits.map((item) => lowest(item.price)))).toBe(45);
    expect(Math.max(...spirits.map((item) => highest(item.price)))).toBe(75);
  });

  it('names every drink in Czech and English, and keeps every range ordered', () => {
    for (const item of items) {
      expect(item.name.cs.trim(), item.id).not.toBe('');
      expect(item.name.en.trim(), item.id).not.toBe('');
      expect(lowest(item.price), item.id).toBeLessThanOrEqual(highest(item.price));
    }
  });
});

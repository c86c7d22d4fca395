import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Amount, MenuItem } from '../../src/content/schema';
import { loadContent } from './load';

// The sample content (content/events.yaml): the spec's feast is the first edition,
// and the next edition keeps its menu and prices.
const loaded = await loadContent(path.resolve(import.meta.dirname, '../../content'));
if (!loaded.ok) throw new Error('the sample content is invalid');
const editions = loaded.snapshot.content.events.feast.editions;

/** Spec section 9, "Feast prices (CZK)": id → [weight or volume or none, price]. */
const spec: ReadonlyArray<[id: string, amount: Amount | undefined, price: number]> = [
  ['goose-liver', undefined, 159],
  ['goose-broth', { litres: 0.3 }, 109],
  ['goose-whole', { grams: 4200, approx: true }, 2599],
  ['goose-half', undefined, 1299],
  ['goose-quarter', undefined, 649],
  ['goose-leg', { grams: 480 }, 559],
  ['duck-leg', { grams: 440 }, 419],
  ['potato-pancake', { grams: 250 }, 329],
  ['wine-bottle', { litres: 0.7 }, 369],
  ['wine-carafe', { litres: 0.25 }, 139],
  ['wine-glass', { litres: 0.1 }, 69],
];

describe.each(editions.map((edition) => [edition.start, edition] as const))('St. Martin’s feast menu of the edition from %s (spec section 9)', (_start, edition) => {
  const feastGroups = edition.menu;
  const items: MenuItem[] = feastGroups.flatMap((group) => [...group.items]);
  const byId = new Map(items.map((item) => [item.id, item]));

  it.each(spec)('lists %s (%j) for %i CZK', (id, amount, price) => {
    const item = byId.get(id);
    expect(item, id).toBeDefined();
    expect(item?.amount).toEqual(amount);
    expect(item?.price).toBe(price);
  });

  it('lists exactly the dishes of the spec, each once', () => {
    expect(items.map((item) => item.id).sort()).toEqual(spec.map(([id]) => id).sort());
  });

  it('keeps St. Martin’s wine in one group, in its three sizes', () => {
    const wine = feastGroups.find((group) => group.id === 'wine')?.items ?? [];
    expect(wine.map((item) => item.id)).toEqual(['wine-bottle', 'wine-carafe', 'wine-glass']);
  });


});

describe('the feast editions', () => {
  it('start with the spec’s: 8–11 November 2025', () => {
    expect(editions[0]).toMatchObject({ start: '2025-11-08', end: '2025-11-11' });
  });

  it('list a next edition after today (the sample stays current for a year)', () => {
    expect(editions.some((edition) => edition.start > '2026-11-23')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cs } from '../i18n/cs';
import { en } from '../i18n/en';
import { feastGroups, formatAmount, type Amount, type FeastItem } from './feast';

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

const items: FeastItem[] = feastGroups.flatMap((group) => [...group.items]);
const byId = new Map(items.map((item) => [item.id, item]));

describe('St. Martin’s feast menu (spec section 9)', () => {
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

  it('writes weights and volumes the way each language does', () => {
    expect(formatAmount({ grams: 4200, approx: true }, 'cs')).toBe('cca\u00a04,2\u00a0kg');
    expect(formatAmount({ grams: 4200, approx: true }, 'en')).toBe('approx.\u00a04.2\u00a0kg');
    expect(formatAmount({ grams: 480 }, 'cs')).toBe('480\u00a0g');
    expect(formatAmount({ litres: 0.25 }, 'cs')).toBe('0,25\u00a0l');
    expect(formatAmount({ litres: 0.25 }, 'en')).toBe('0.25\u00a0l');
  });

  it('names the feast dates of the spec in both languages', () => {
    expect(cs.feast.dates).toBe('8.–11. listopadu 2025');
    expect(en.feast.dates).toBe('November 8–11, 2025');
  });
});

import { describe, expect, it } from 'vitest';
import { publishedLunchDays } from './published-days';
import type { DailyMenu } from '../content/schema';

const dish = (cs: string, price: number) => ({ name: { cs, en: `${cs} (en)` }, price });
const menu: DailyMenu = {
  serving: { from: '11:00', until: '14:00' },
  days: [
    { date: '2026-11-25', published: true, soups: [dish('Vývar', 45)], mains: [dish('Guláš', 185)] },
    { date: '2026-11-26', published: false, soups: [], mains: [dish('Koncept', 1)] },
    {
      date: '2026-11-27',
      published: true,
      serving: { from: '11:30', until: '13:30' },
      soups: [],
      mains: [{ ...dish('Řízek', 179), amount: { grams: 150 }, allergens: [1, 3], diet: ['vegetarian'] }],
    },
  ],
};

describe('publishedLunchDays', () => {
  it('selects only published days in the range, never a draft', () => {
    expect(publishedLunchDays(menu, 'cs', '2026-11-25', '2026-11-27').map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-27',
    ]);
    expect(publishedLunchDays(menu, 'cs', '2026-11-26', '2026-11-26')).toEqual([]);
  });

  it('gives a day its own serving time, else the usual one, and the dishes in the language', () => {
    const [first, second] = publishedLunchDays(menu, 'en', '2026-11-25', '2026-11-30');
    expect(first?.serving).toEqual({ from: '11:00', until: '14:00' });
    expect(second?.serving).toEqual({ from: '11:30', until: '13:30' });
    expect(second?.mains[0]).toEqual({
      name: 'Řízek (en)',
      amount: '150\u00a0g',
      price: 179,
      allergens: [1, 3],
      diet: ['vegetarian'],
      soldOut: null,
    });
  });
});

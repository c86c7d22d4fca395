import { describe, expect, it } from 'vitest';
import { searchable } from '../i18n/searchable';
import { foodDishes, lunchDishes, withSoldOut } from './sold-out-dishes';

const TODAY = '2026-12-02';
const lunch = {
  serving: { from: '11:00', until: '14:00' },
  days: [
    { date: '2026-12-01', published: true, mains: [{ name: { cs: 'Guláš', en: 'Goulash' }, price: 175 }] },
    {
      date: TODAY,
      published: true,
      soups: [{ name: { cs: 'Vývar', en: 'Broth' }, price: 45 }],
      mains: [
        { name: { cs: 'Svíčková', en: 'Sirloin' }, price: 189, soldOut: TODAY },
        { name: { cs: 'Řízek', en: 'Schnitzel' }, price: 179, soldOut: '2026-12-01' },
      ],
    },
  ],
};
const food = {
  sections: [
    {
      id: 'hlavni',
      title: { cs: 'Hlavní jídla', en: 'Main courses' },
      items: [{ id: 'kachna', name: { cs: 'Kachna', en: 'Duck' }, price: 289 }],
    },
  ],
};

describe('the sold-out screen’s dishes', () => {
  it('lists today’s lunch, soups then mains, sold out only when marked today', () => {
    expect(lunchDishes(lunch, TODAY, 'cs').map(({ name, group, soldOut }) => [name, group, soldOut])).toEqual([
      ['Vývar', 'soups', false],
      ['Svíčková', 'mains', true],
      ['Řízek', 'mains', false],
    ]);
    expect(lunchDishes(lunch, '2026-12-05', 'en')).toEqual([]);
    expect(lunchDishes('not a menu', TODAY, 'cs')).toEqual([]);
  });

  it('lists the food menu by section, in the admin’s language', () => {
    expect(foodDishes(food, TODAY, 'en')).toEqual([
      {
        place: { file: 'foodMenu', id: 'kachna' },
        name: 'Duck',
        names: { cs: 'Kachna', en: 'Duck' },
        group: 'Main courses',
        soldOut: false,
      },
    ]);
  });

  it('marks the dish at its place today and takes the mark back, changing nothing else', () => {
    const place = { file: 'dailyMenu', date: TODAY, course: 'mains', index: 1 } as const;
    const names = { cs: 'Řízek', en: 'Schnitzel' };
    const marked = withSoldOut(lunch, place, names, TODAY, true)!;
    const day = (marked.days as typeof lunch.days)[1]!;
    expect(day.mains![1]).toEqual({ name: names, price: 179, soldOut: TODAY });
    expect(lunch.days[1]!.mains[1]).toHaveProperty('soldOut', '2026-12-01');
    const back = withSoldOut(marked, place, names, TODAY, false)!;
    expect((back.days as typeof lunch.days)[1]!.mains[1]).toEqual({ name: names, price: 179 });
    const duck = withSoldOut(food, { file: 'foodMenu', id: 'kachna' }, { cs: 'Kachna', en: 'Duck' }, TODAY, true)!;
    expect(duck).toEqual({
      sections: [{ ...food.sections[0], items: [{ ...food.sections[0]!.items[0], soldOut: TODAY }] }],
    });
  });

  it('changes nothing when the place holds another dish or none (the menu changed meanwhile)', () => {
    const place = { file: 'dailyMenu', date: TODAY, course: 'mains', index: 0 } as const;
    expect(withSoldOut(lunch, place, { cs: 'Řízek', en: 'Schnitzel' }, TODAY, true)).toBeNull();
    expect(withSoldOut(lunch, { ...place, index: 5 }, { cs: 'Svíčková', en: 'Sirloin' }, TODAY, true)).toBeNull();
    expect(withSoldOut(food, { file: 'foodMenu', id: 'husa' }, { cs: 'Husa', en: 'Goose' }, TODAY, true)).toBeNull();
  });

  it('finds a dish without its diacritics', () => {
    expect(searchable('Svíčková na smetaně')).toContain(searchable('svickova'));
  });
});

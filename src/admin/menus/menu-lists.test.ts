import { describe, expect, it } from 'vitest';
import { fragmentId } from '../content/paths';
import {
  dishFieldKey,
  duplicateOf,
  errorsUnder,
  findDishes,
  inserted,
  isMenuList,
  moved,
  nextEdition,
  placeOfField,
  priceText,
} from './menu-lists';

const drinks = [
  {
    id: 'soft',
    title: { cs: 'Nealko', en: 'Soft drinks' },
    items: [
      { id: 'cola', name: { cs: 'Cola', en: 'Cola' }, price: 35 },
      { id: 'water', name: { cs: 'Minerální voda', en: 'Mineral water' }, price: 25 },
    ],
  },
  {
    id: 'hot',
    title: { cs: 'Teplé nápoje', en: 'Hot drinks' },
    items: [{ id: 'tea', name: { cs: 'Čaj', en: 'Tea' }, price: [35, 40] }, 'not a drink'],
  },
];

describe('the menu editor’s lists', () => {
  it('knows where each file’s menus are, and a dish’s fields in them', () => {
    expect(isMenuList('foodMenu', ['sections'])).toBe(true);
    expect(isMenuList('drinks', ['categories'])).toBe(true);
    expect(isMenuList('events', ['feast', 'editions', 1, 'menu'])).toBe(true);
    expect(isMenuList('events', ['feast', 'editions', 'x', 'menu'])).toBe(false);
    expect(isMenuList('foodMenu', ['categories'])).toBe(false);
    expect(dishFieldKey('foodMenu', ['sections', 2, 'items', 4, 'allergens'])).toBe('allergens');
    expect(dishFieldKey('events', ['feast', 'editions', 0, 'menu', 1, 'items', 0, 'diet'])).toBe('diet');
    // A group's own field, and a field under a dish's field, are not a dish's.
    expect(dishFieldKey('foodMenu', ['sections', 2, 'title'])).toBeNull();
    expect(dishFieldKey('foodMenu', ['sections', 2, 'items', 4, 'name', 'cs'])).toBeNull();
    expect(dishFieldKey('drinks', ['sections', 2, 'items', 4, 'price'])).toBeNull();
  });

  it('finds a dish by either name, without diacritics or case, in menu order, and nothing for blank', () => {
    expect(findDishes(drinks, 'MINERALNI', 'cs')).toEqual([
      { group: 0, dish: 1, name: 'Minerální voda', groupTitle: 'Nealko' },
    ]);
    expect(findDishes(drinks, 'tea', 'cs')).toEqual([{ group: 1, dish: 0, name: 'Čaj', groupTitle: 'Teplé nápoje' }]);
    expect(findDishes(drinks, 'a', 'en').map((hit) => hit.name)).toEqual(['Cola', 'Mineral water', 'Tea']);
    expect(findDishes(drinks, '   ', 'cs')).toEqual([]);
    expect(findDishes('hand-edited', 'cola', 'cs')).toEqual([]);
  });

  it('says a price’s number as the menu does, a range with a dash, nothing while none is written', () => {
    expect(priceText(1290, 'cs')).toBe('1\u00a0290');
    expect(priceText(1290, 'en')).toBe('1,290');
    expect(priceText([45, 50], 'cs')).toBe('45–50');
    expect(priceText(null, 'cs')).toBe('');
    expect(priceText('35', 'cs')).toBe('');
    expect(priceText([45], 'cs')).toBe('45');
    expect(priceText([], 'cs')).toBe('');
  });

  it('moves, puts back and duplicates without touching the original', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moved(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(list, 1, 9)).toEqual(list);
    expect(inserted(['a', 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
    expect(inserted(['a'], 5, 'b')).toEqual(['a', 'b']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
    const dish = { id: 'cola', name: { cs: 'Cola', en: 'Cola' }, price: 35, allergens: [1], soldOut: '2026-11-29' };
    const copy = duplicateOf(dish, { cs: '(kopie)', en: '(copy)' });
    // A new id is made from the name at save; the copy is not sold out, and its names say it is a copy.
    expect(copy).toEqual({ id: '', name: { cs: 'Cola (kopie)', en: 'Cola (copy)' }, price: 35, allergens: [1] });
    (copy.allergens as number[]).push(7);
    expect(dish.allergens).toEqual([1]);
  });

  it('finds the group and the dish of a link’s field, and only in its own menu', () => {
    expect(placeOfField('f-sections', 'f-sections-2-items-4-price')).toEqual({ group: 2, dish: 4 });
    expect(placeOfField('f-sections', 'f-sections-2-title-cs')).toEqual({ group: 2, dish: null });
    expect(placeOfField('f-sections', 'f-sections-2-items')).toEqual({ group: 2, dish: null });
    expect(placeOfField('f-sections', 'f-sections-12')).toEqual({ group: 12, dish: null });
    expect(placeOfField('f-feast-editions-0-menu', 'f-feast-editions-1-menu-0-items-0-price')).toBeNull();
    expect(placeOfField('f-sections', 'f-sectionsx-1')).toBeNull();
  });

  it('tells whether an error is at a path or under it', () => {
    const errors = new Map([
      ['sections.1.items.0.price', ['Cena chybí.']],
      ['sections.10', ['x']],
    ]);
    expect(errorsUnder(errors, ['sections', 1])).toBe(true);
    expect(errorsUnder(errors, ['sections', 1, 'items', 0])).toBe(true);
    expect(errorsUnder(errors, ['sections', 1, 'items', 1])).toBe(false);
    expect(errorsUnder(errors, ['sections', 10])).toBe(true);
    expect(errorsUnder(errors, ['sections', 0])).toBe(false);
  });
});

describe('a link’s fragment', () => {
  it('names an element id, percent-decoded, and a broken encoding as written (never an error)', () => {
    expect(fragmentId('#f-sections-1-items-0-price')).toBe('f-sections-1-items-0-price');
    expect(fragmentId('#f-%C5%BE')).toBe('f-ž');
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(fragmentId('')).toBe('');
  });
});

describe('next year’s feast', () => {
  it('is the last edition with every date a year on and its menu as it is', () => {
    const edition = {
      start: '2026-11-08',
      end: '2026-11-11',
      banner: { from: '2026-10-15', until: '2026-11-11' },
      menu: [{ id: 'g', note: { cs: '2026-01-01' }, items: [] }],
    };
    expect(nextEdition(edition)).toEqual({
      start: '2027-11-08',
      end: '2027-11-11',
      banner: { from: '2027-10-15', until: '2027-11-11' },
      menu: edition.menu,
    });
    expect(nextEdition({ start: '2028-02-29' })).toEqual({ start: '2029-02-28' });
  });
});

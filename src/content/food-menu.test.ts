import { describe, expect, it } from 'vitest';
import { contentFiles } from './schema';
import { foodColumnBreak } from './food-columns';
import { foodSections } from './food-menu';
import { selectPage } from '../select';
import type { ContentView } from './content-view';

const NBSP = '\u00a0';
const menu = contentFiles.foodMenu.schema.parse({
  sections: [
    {
      id: 'polevky',
      title: { cs: 'Polévky', en: 'Soups' },
      note: { cs: 'K polévce pečivo', en: 'Bread with every soup' },
      items: [
        { id: 'kulajda', name: { cs: 'Kulajda s vejcem', en: 'Kulajda' }, amount: { litres: 0.3 }, price: 79, allergens: [3, 7], diet: ['vegetarian', 'gluten-free'] },
        { id: 'vyvar', name: { cs: 'Hovězí vývar', en: 'Beef broth' }, description: { cs: 'S nudlemi', en: 'With noodles' }, price: 69 },
      ],
    },
  ],
});

describe('the food menu as its page shows it', () => {
  it('gives each text in the page\'s language, typeset, amounts formatted, absent lists empty', () => {
    const [cs] = foodSections(menu, 'cs');
    expect(cs).toEqual({
      id: 'polevky',
      title: 'Polévky',
      note: `K${NBSP}polévce pečivo`,
      items: [
        { id: 'kulajda', name: `Kulajda s${NBSP}vejcem`, description: null, amount: `0,3${NBSP}l`, price: 79, allergens: [3, 7], diet: ['vegetarian', 'gluten-free'], soldOut: null },
        { id: 'vyvar', name: 'Hovězí vývar', description: `S${NBSP}nudlemi`, amount: null, price: 69, allergens: [], diet: [], soldOut: null },
      ],
    });
    expect(foodSections(menu, 'en')[0]?.items[0]?.amount).toBe(`0.3${NBSP}l`);
  });

  it('takes no sections (the owner\'s "no menu of our own") and none written at all', () => {
    expect(contentFiles.foodMenu.schema.parse({ sections: [] })).toEqual({ sections: [] });
    expect(contentFiles.foodMenu.schema.parse({})).toEqual({ sections: [] });
    expect(contentFiles.foodMenu.schema.safeParse({ sections: [{ id: 'a', title: { cs: 'A', en: 'A' }, items: [] }] }).success).toBe(false);
  });

  it('is the food menu page\'s data (selectPage)', () => {
    const view = { content: { foodMenu: menu }, photos: {}, version: 'v' } as unknown as ContentView;
    expect(selectPage('foodMenu', view, 'en', new Date('2026-11-26T12:00:00Z'))).toEqual({
      sections: foodSections(menu, 'en'),
      columnBreak: foodColumnBreak(foodSections(menu, 'en')),
    });
  });
});

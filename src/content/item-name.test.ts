import { describe, expect, it } from 'vitest';
import { contentFiles } from './schema';
import { itemName, namedMessage, nameOnPath, slugOf, withIds } from './item-name';

describe('an id made from the name', () => {
  it('is the Czech name without diacritics, lower-case, words joined by dashes', () => {
    expect(slugOf('Smažené žampiony')).toBe('smazene-zampiony');
    expect(slugOf('  Pivo 0,5 l (čepované)!')).toBe('pivo-0-5-l-cepovane');
    expect(slugOf('Ř'.repeat(80))).toHaveLength(60);
    expect(slugOf('—')).toBe('');
  });

  it('is given to a new item when saved, unique in the file, and kept when the item is renamed', () => {
    const menu = {
      sections: [
        { id: 'polevky', title: { cs: 'Polévky', en: 'Soups' }, items: [{ id: 'kulajda', name: { cs: 'Kulajda', en: 'Dill soup' } }] },
        {
          id: '',
          title: { cs: 'Přílohy', en: 'Sides' },
          items: [
            { id: '', name: { cs: 'Kulajda', en: 'Dill soup' } },
            { id: '', name: { cs: '', en: 'Chips' } },
            { id: '', name: { cs: '', en: '' } },
            { id: '', name: { cs: '', en: '' } },
          ],
        },
      ],
    };
    const saved = withIds(menu) as typeof menu;
    expect(saved.sections[1]!.id).toBe('prilohy');
    expect(saved.sections[1]!.items.map((item) => item.id)).toEqual(['kulajda-2', 'chips', 'polozka', 'polozka-2']);
    // Renamed and saved again: the ids stay (links to a section keep working).
    saved.sections[1]!.title.cs = 'Přílohy a omáčky';
    saved.sections[0]!.items[0]!.name.cs = 'Kulajda s vejcem';
    const again = withIds(saved) as typeof menu;
    expect(again.sections.map((section) => section.id)).toEqual(['polevky', 'prilohy']);
    expect(again.sections[0]!.items[0]!.id).toBe('kulajda');
    // A choice that is an id (a lounge arrangement's shape) is no text to make: left as it is.
    expect(withIds({ arrangements: [{ id: 'U', capacity: 40 }] })).toEqual({ arrangements: [{ id: 'U', capacity: 40 }] });
  });

  it('is one the schema takes: a long name cut without a dash at the end, a name the page uses for itself given `menu-`', () => {
    const long = 'Domácí limonáda z čerstvých citronů, limetek a máty s ledy a sodou';
    const item = (cs: string) => ({ id: '', name: { cs, en: cs }, price: 65 });
    const menu = {
      sections: [
        { id: '', title: { cs: 'Main', en: 'Main' }, items: [item(long), item(long), item(long)] },
        { id: '', title: { cs: 'Food specials', en: 'Food specials' }, items: [item('Guláš')] },
      ],
    };
    const saved = withIds(menu) as { sections: { id: string; items: { id: string }[] }[] };
    const ids = saved.sections.flatMap((section) => [section.id, ...section.items.map((entry) => entry.id)]);
    expect(ids.every((id) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)), ids.join(' ')).toBe(true);
    expect(saved.sections.map((section) => section.id)).toEqual(['menu-main', 'menu-food-specials']);
    expect(contentFiles.foodMenu.schema.safeParse(saved).success).toBe(true);
  });
});

describe('an item named as the owner sees it', () => {
  it('by its date, its name (a drink with its volume), a photo by its description; null while empty', () => {
    expect(itemName({ date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' } }, 'cs')).toBe('24. prosince');
    expect(itemName({ date: '2026-12-24' }, 'en')).toBe('December 24');
    expect(itemName({ id: 'cola', name: { cs: 'Cola', en: 'Cola' }, volume: 0.33 }, 'cs')).toBe('Cola 0,33 l');
    expect(itemName({ id: 'cola', name: { cs: 'Cola', en: 'Cola' }, volume: 0.33 }, 'en')).toBe('Cola 0.33 l');
    expect(itemName({ name: { cs: 'Kulajda', en: '' } }, 'en')).toBe('Kulajda');
    expect(itemName({ file: 'lounge/01.jpg', alt: { cs: 'Salonek s dlouhým stolem', en: 'The lounge' } }, 'cs')).toBe('Salonek s dlouhým stolem');
    expect(itemName({ id: '', name: { cs: '', en: '' } }, 'cs')).toBeNull();
  });

  it('in front of a message about it, the innermost named item on the path', () => {
    const data = { days: [{ date: '2031-03-03', mains: [{ name: { cs: 'Svíčková', en: 'Sirloin' }, price: 1.5 }] }] };
    expect(nameOnPath(data, ['days', 0, 'mains', 0, 'price'], 'cs')).toBe('Svíčková');
    expect(nameOnPath(data, ['days', 0, 'mains'], 'cs')).toBe('3. března');
    expect(nameOnPath(data, ['days', 5, 'mains'], 'cs')).toBeNull();
    // A new item without a name yet is not named by the list it is in; a value in a list of values is its item's.
    const drinks = { categories: [{ title: { cs: 'Nealko', en: 'Soft drinks' }, items: [{ name: { cs: '', en: '' }, price: 35, allergens: [1, 7] }, { name: { cs: 'Cola', en: 'Cola' }, allergens: [1, 7] }] }] };
    expect(nameOnPath(drinks, ['categories', 0, 'items', 0, 'name', 'cs'], 'cs')).toBeNull();
    expect(nameOnPath(drinks, ['categories', 0, 'items', 1, 'allergens', 1], 'cs')).toBe('Cola');
    expect(nameOnPath(drinks, ['categories', 0, 'items'], 'cs')).toBe('Nealko');
    expect(namedMessage('Svíčková', 'Cena musí být celé číslo.')).toBe('Svíčková: cena musí být celé číslo.');
    expect(namedMessage('Adresa', 'IČO má 8 číslic.')).toBe('Adresa: IČO má 8 číslic.');
    expect(namedMessage(null, 'Cena musí být celé číslo.')).toBe('Cena musí být celé číslo.');
  });
});

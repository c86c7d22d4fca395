/**
 * A version's changes in words, from the data of two versions (server/admin/content/changes.ts)
 * to the admin's sentences (src/admin/history/change-words.ts), for each kind of content file
 * in both languages: items by their visible names and dates, prices as the site writes them,
 * never ids, keys, paths or file names.
 */
import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../server/admin/content/changes';
import type { ContentSubject } from '../../src/content/schema';
import { changeText, summaryText } from '../../src/admin/history/change-words';
import { adminMessages, wordAt, type AdminLang } from '../../src/admin/i18n/i18n';
import { fill, lookup, type MessageKey } from '../../src/admin/i18n/messages';
import '../../src/admin/i18n/english.test-support';

const wordsOf = (lang: AdminLang) => ({
  lang,
  t: (key: MessageKey, values?: Record<string, string | number>) => fill(wordAt(lang, key) ?? key, values),
  label: (key: string) => lookup(adminMessages[lang], `fields.${key}`) ?? key,
});

/** The sentences from `before` to `after`, no-break spaces as spaces. */
function sentences(subject: ContentSubject, before: unknown, after: unknown, lang: AdminLang): string[] {
  const summary = describeChanges(subject, before, after, { limit: 100 });
  if ('unreadable' in summary) throw new Error('unreadable');
  return summary.changes.map((change) => changeText(change, wordsOf(lang)).replace(/\u00a0/g, ' '));
}

const copy = <T>(value: T): T => structuredClone(value);
const year = new Date().getFullYear();

const cola = { id: 'cola-033', name: { cs: 'Cola 0,33 l', en: 'Cola 0.33 l' }, volume: 0.33, price: 35 };
const tonic = { id: 'tonic', name: { cs: 'Tonik', en: 'Tonic' }, price: 45, allergens: [12] };
const drinks = { categories: [{ id: 'nealko', title: { cs: 'Nealko', en: 'Soft drinks' }, items: [cola, tonic] }] };

const soup = { name: { cs: 'Gulášová', en: 'Goulash soup' }, price: 59 };
const main = { name: { cs: 'Svíčková', en: 'Beef sirloin in cream sauce' }, price: 159, allergens: [1, 3, 7] };
const daily = {
  serving: { from: '11:00', until: '14:00' },
  days: [{ date: '2026-12-01', published: false, soups: [soup], mains: [main] }],
};

describe('a version’s changes in words', () => {
  it('the drinks: a price, an added, a renamed and a reordered drink', () => {
    const after = copy(drinks);
    after.categories[0]!.items[0]!.price = 39;
    expect(sentences('drinks', drinks, after, 'cs')).toEqual(['Cola 0,33 l: cena 35 Kč → 39 Kč']);
    expect(sentences('drinks', drinks, after, 'en')).toEqual(['Cola 0.33 l: price 35 CZK → 39 CZK']);

    const more = copy(drinks);
    const category = more.categories[0]!;
    category.items = [
      { ...tonic, name: { cs: 'Tonic water', en: 'Tonic water' } },
      cola,
      { id: 'kofola', name: { cs: 'Kofola', en: 'Kofola' }, price: 40 } as typeof cola,
    ];
    expect(sentences('drinks', drinks, more, 'cs')).toEqual([
      'Nealko: přidán nápoj „Kofola“',
      'Nealko: změněno pořadí nápojů',
      'Tonik: přejmenováno na „Tonic water“',
    ]);
    expect(sentences('drinks', drinks, more, 'en')).toEqual([
      'Soft drinks: drink added “Kofola”',
      'Soft drinks: drinks reordered',
      'Tonic: renamed to “Tonic water”',
    ]);
  });

  it('a dish sold out today, and back on offer', () => {
    const sold = copy(daily);
    (sold.days[0]!.mains[0] as Record<string, unknown>).soldOut = '2026-12-01';
    expect(sentences('dailyMenu', daily, sold, 'cs')).toEqual([
      'Denní menu, út 1. 12., Svíčková: vyprodáno 1. 12. 2026',
    ]);
    expect(sentences('dailyMenu', daily, sold, 'en')).toEqual([
      'Lunch menu, Tue, Dec 1, Beef sirloin in cream sauce: sold out on Dec 1, 2026',
    ]);
    expect(sentences('dailyMenu', sold, daily, 'cs')).toEqual(['Denní menu, út 1. 12., Svíčková: zpět v nabídce']);
    expect(sentences('dailyMenu', sold, daily, 'en')).toEqual([
      'Lunch menu, Tue, Dec 1, Beef sirloin in cream sauce: back on offer',
    ]);
  });

  it('a copied dish: its mark said only when it goes from a dish renamed since the copy', () => {
    const marked = copy(daily);
    const dish = marked.days[0]!.mains[0] as Record<string, unknown>;
    // Marked when copied (its name then): silent; gone from the same name (nothing checked): silent.
    dish.copiedFrom = structuredClone(dish.name);
    expect(sentences('dailyMenu', daily, marked, 'cs')).toEqual([]);
    expect(sentences('dailyMenu', marked, daily, 'cs')).toEqual([]);
    // Renamed since the copy, then checked: said.
    dish.copiedFrom = { cs: 'Guláš', en: 'Goulash' };
    expect(sentences('dailyMenu', marked, daily, 'cs')).toEqual([
      'Denní menu, út 1. 12., Svíčková: alergeny zkontrolovány',
    ]);
    expect(sentences('dailyMenu', marked, daily, 'en')).toEqual([
      'Lunch menu, Tue, Dec 1, Beef sirloin in cream sauce: allergens checked',
    ]);
  });

  it('the lunch menu: a day published, a soup added and removed, a dish’s price', () => {
    const after = copy(daily);
    const day = after.days[0]!;
    day.published = true;
    day.soups = [{ name: { cs: 'Česnečka', en: 'Garlic soup' }, price: 55 }];
    day.mains[0]!.price = 169;
    // (A soup gone and another come at its place: the same soup renamed, as the lunch editor writes it.)
    expect(sentences('dailyMenu', daily, after, 'cs')).toEqual([
      'Denní menu, út 1. 12.: zveřejněno',
      'Denní menu, út 1. 12., Gulášová: přejmenováno na „Česnečka“',
      'Denní menu, út 1. 12., Gulášová: cena 59 Kč → 55 Kč',
      'Denní menu, út 1. 12., Svíčková: cena 159 Kč → 169 Kč',
    ]);
    expect(sentences('dailyMenu', daily, after, 'en')[0]).toBe('Lunch menu, Tue, Dec 1: published');

    const added = copy(daily);
    added.days[0]!.soups.push({ name: { cs: 'Kulajda', en: 'Kulajda' }, price: 65 });
    added.days.push({ date: '2026-12-02', published: true, soups: [], mains: [main] });
    expect(sentences('dailyMenu', daily, added, 'cs')).toEqual([
      'Denní menu, st 2. 12.: přidáno a zveřejněno',
      'Denní menu, út 1. 12.: přidána polévka „Kulajda“',
    ]);
    expect(sentences('dailyMenu', added, daily, 'en')).toEqual([
      'Lunch menu, Wed, Dec 2: removed',
      'Lunch menu, Tue, Dec 1: soup removed “Kulajda”',
    ]);
  });

  it('the opening hours: a closed day, a weekday’s hours, an exception gone', () => {
    const hours = {
      regular: { monday: { opens: '11:00', closes: '22:00' }, tuesday: 'closed' },
      exceptions: [{ date: `${year}-01-01`, name: { cs: 'Nový rok', en: 'New Year' }, closed: true }],
    };
    const after = copy(hours) as { regular: Record<string, unknown>; exceptions: unknown[] };
    after.regular.monday = 'closed';
    after.exceptions = [{ date: `${year}-12-24`, name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true }];
    expect(sentences('hours', hours, after, 'cs')).toEqual([
      'Otevírací doba, pondělí: 11:00–22:00 → zavřeno',
      'Otevírací doba, 1. ledna: výjimka odebrána',
      'Otevírací doba, 24. prosince: zavřeno',
    ]);
    expect(sentences('hours', hours, after, 'en')).toEqual([
      'Opening hours, Monday: 11:00–22:00 → closed',
      'Opening hours, January 1: exception removed',
      'Opening hours, December 24: closed',
    ]);

    const shorter = copy(after) as { exceptions: Record<string, unknown>[] };
    shorter.exceptions[0] = {
      date: `${year}-12-24`,
      name: { cs: 'Štědrý den', en: 'Christmas Eve' },
      opens: '11:00',
      closes: '14:00',
    };
    expect(sentences('hours', after, shorter, 'cs')).toEqual(['Otevírací doba, 24. prosince: zavřeno → 11:00–14:00']);
  });

  it('the photos: by their description or as a photo of their section, never by file', () => {
    const photo = (file: string, cs: string, en: string) => ({ file, alt: { cs, en } });
    const before = {
      pages: { hero: photo('hero.jpg', 'Sál', 'The hall') },
      gallery: { restaurant: [photo('gallery/sal.jpg', 'Sál', 'The hall')] },
      welcomeCards: ['hero.jpg', 'gallery/sal.jpg'],
    };
    const after = copy(before);
    after.gallery.restaurant.push(photo('gallery/terasa-2.webp', 'Terasa v létě', 'The terrace in summer'));
    after.pages.hero.file = 'gallery/terasa-2.webp';
    expect(sentences('photos', before, after, 'cs')).toEqual([
      'Fotografie stránek, hlavní fotografie: vyměněna fotografie',
      'Galerie Restaurace: přidána fotografie „Terasa v létě“',
    ]);
    expect(sentences('photos', before, after, 'en')).toEqual([
      'Page photos, main photo: photo replaced',
      'Restaurant gallery: photo added “The terrace in summer”',
    ]);
    for (const lang of ['cs', 'en'] as const)
      expect(sentences('photos', before, after, lang).join(' ')).not.toMatch(/\.(jpe?g|webp)|gallery\/|terasa-2/);
  });

  it('any other field: its label, from what to what; a text in one language says which', () => {
    const venue = { address: { street: 'Vítězná 1', postalCode: '160 00' }, email: 'a@example.cz' };
    const after = { address: { street: 'Vítězná 2', postalCode: '160 00' }, email: 'b@example.cz' };
    expect(sentences('venue', venue, after, 'cs')).toEqual([
      'Adresa, ulice a číslo změněno z „Vítězná 1“ na „Vítězná 2“',
      'E-mail změněno z „a@example.cz“ na „b@example.cz“',
    ]);
    expect(sentences('venue', venue, after, 'en')[0]).toBe(
      'Address, street and number changed from “Vítězná 1” to “Vítězná 2”',
    );

    const food = {
      sections: [
        {
          id: 'hlavni',
          title: { cs: 'Hlavní jídla', en: 'Mains' },
          items: [{ ...main, id: 'svickova', description: { cs: 'S knedlíkem', en: 'With dumplings' } }],
        },
      ],
    };
    const described = copy(food);
    described.sections[0]!.items[0]!.description.en = 'With bread dumplings';
    expect(sentences('foodMenu', food, described, 'cs')).toEqual([
      'Svíčková: popis (anglicky) změněno z „With dumplings“ na „With bread dumplings“',
    ]);
    expect(sentences('foodMenu', food, described, 'en')).toEqual([
      'Beef sirloin in cream sauce: description (in English) changed from “With dumplings” to “With bread dumplings”',
    ]);
    // Only the other language's name: said as that field, not as a rename.
    const renamed = copy(food);
    renamed.sections[0]!.items[0]!.name.en = 'Sirloin';
    expect(sentences('foodMenu', food, renamed, 'cs')).toEqual([
      'Svíčková: název (anglicky) změněno z „Beef sirloin in cream sauce“ na „Sirloin“',
    ]);
    expect(sentences('foodMenu', food, renamed, 'en')).toEqual(['Beef sirloin in cream sauce: renamed to “Sirloin”']);
  });

  it('a version whose data cannot be read says so; a long list is counted', () => {
    expect(describeChanges('drinks', null, drinks, { limit: 10 })).toEqual({ unreadable: 'before' });
    expect(describeChanges('drinks', drinks, 'categories: [', { limit: 10 })).toEqual({ unreadable: 'after' });
    const many = copy(drinks);
    many.categories[0]!.items = Array.from({ length: 40 }, (_, n) => ({
      ...cola,
      id: `d${n}`,
      name: { cs: `Nápoj ${n}`, en: `Drink ${n}` },
    }));
    const summary = describeChanges('drinks', drinks, many, { limit: 3 });
    const text = summaryText(summary, wordsOf('cs'));
    expect(text).toEqual({
      sentences: [
        'Nealko: odebrán nápoj „Cola 0,33 l“',
        'Nealko: odebrán nápoj „Tonik“',
        'Nealko: přidán nápoj „Nápoj 0“',
      ],
      more: 39,
    });
  });

  it('a key a hand-edited file may hold that objects have too (valueOf, constructor, __proto__) is a field like any other', () => {
    // Found by the property test in history-bounds.test.ts: `valueOf` was taken for a list's rule.
    const before = { ...copy(drinks), other: { valueOf: [null], constructor: 'a' } };
    const after = { ...copy(drinks), other: {} };
    const summary = describeChanges('drinks', before, after, { limit: 10 });
    expect(summary).toMatchObject({ count: 2 });
    expect(describeChanges('drinks', before, copy(before), { limit: 10 })).toEqual({ changes: [], count: 0 });
    // `{}` and `{ toString: 1 }` differ, and `{ toString: 1 }` and `{ valueOf: 1 }` too.
    const parsed = JSON.parse('{"categories": [], "other": {"__proto__": [1], "toString": 1}}');
    expect(
      describeChanges('drinks', parsed, { categories: [], other: { valueOf: 1, toString: 1 } }, { limit: 10 }),
    ).toMatchObject({ count: 2 });
  });
});

describe('the other files in words', () => {
  it('the feast, the lounge, the links, the announcements and the lunch serving time', () => {
    const edition = (end: string, price: number, grams: number) => ({
      start: '2026-11-11',
      end,
      menu: [
        {
          id: 'husa',
          title: { cs: 'Husa', en: 'Goose' },
          items: [{ id: 'pecena-husa', name: { cs: 'Pečená husa', en: 'Roast goose' }, price, amount: { grams } }],
        },
      ],
    });
    expect(
      sentences(
        'events',
        { feast: { editions: [edition('2026-11-15', 450, 250)] } },
        { feast: { editions: [edition('2026-11-16', 490, 300)] } },
        'cs',
      ),
    ).toEqual([
      'Ročník 2026: poslední den změněno z „15. 11. 2026“ na „16. 11. 2026“',
      'Pečená husa: cena 450 Kč → 490 Kč',
      'Pečená husa: množství 250 g → 300 g',
    ]);
    expect(
      sentences(
        'lounge',
        { arrangements: [{ id: 'U', capacity: 30 }] },
        { arrangements: [{ id: 'U', capacity: 32 }] },
        'en',
      ),
    ).toEqual(['U-shape: capacity changed from “30” to “32”']);
    expect(
      sentences(
        'links',
        { social: 'https://a.example', foodMenu: null },
        { social: null, foodMenu: 'https://m.example' },
        'cs',
      ),
    ).toEqual(['Sociální síť odstraněno (bylo „https://a.example“)', 'Jídelní lístek doplněno: „https://m.example“']);
    const notice = { id: 'vanoce', from: '2026-12-20', until: '2026-12-26', text: { cs: 'Zavřeno', en: 'Closed' } };
    expect(sentences('announcements', { announcements: [] }, { announcements: [notice] }, 'cs')).toEqual([
      'Přidáno oznámení 20. 12. 2026 – 26. 12. 2026',
    ]);
    expect(sentences('announcements', { announcements: [notice] }, { announcements: [] }, 'en')).toEqual([
      'Announcement removed Dec 20, 2026 – Dec 26, 2026',
    ]);
    expect(
      sentences(
        'dailyMenu',
        { serving: { from: '11:00', until: '14:00' } },
        { serving: { from: '11:30', until: '14:00' } },
        'cs',
      ),
    ).toEqual(['Výdej obědů 11:00–14:00 → 11:30–14:00']);
  });
});

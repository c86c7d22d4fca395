/**
 * The allergens on the menus (EU 1169/2011): the numbered legend of all 14 on the
 * drinks and feast pages, each item's numbers shown as digits and read out as
 * names, nothing for an item without allergens, the food menu's dishes as its filter
 * reads them, and the line about asking the staff under the embedded menus of the
 * external provider.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageDataMap, SiteData } from '../content/page-data';
import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import { allergenNames } from '../components/menus/allergens';
import { getI18n } from '../i18n';
import { dataRoot, samplePages, sampleSite } from '../test-support/site-data';
import { DailyMenuPage } from './daily-menu';
import { DrinksPage } from './drinks';
import { FeastPage } from './feast';
import { FoodMenuPage } from './food-menu';

async function renderPage(
  page: PageKey,
  path: string,
  element: React.ReactNode,
  lang: Lang,
  data?: unknown,
  now?: Date,
  links: Partial<SiteData['links']> = {},
): Promise<string> {
  const site = sampleSite(lang);
  const handler = createStaticHandler([
    dataRoot({
      lang,
      now,
      site: { ...site, links: { ...site.links, ...links } },
      pages: [{ page, path, element, data }],
    }),
  ]);
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en' : ''}${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  // The typography pass may put no-break spaces into Czech text: compare with plain spaces.
  return html.replace(/<!-- -->/g, '').replace(/\u00a0|&nbsp;|&#xa0;/gi, ' ');
}

const drinksData = (lang: Lang): PageDataMap['drinks'] => {
  const items = samplePages(lang).drinks.categories[0]!.items;
  return {
    categories: [
      {
        id: 'sample',
        title: 'Sample',
        note: null,
        items: [
          { ...items[0]!, id: 'dumplings', allergens: [1, 3, 7] },
          { ...items[1]!, id: 'water', allergens: [] },
          { ...items[0]!, id: 'sulphites', allergens: [12] },
        ],
      },
    ],
  };
};

/** The `<dd>` of each item with allergens: the visible digits (hidden from screen readers) and the words read instead. */
function allergenCells(html: string): Array<{ shown: string; read: string }> {
  const cells = [
    ...html.matchAll(
      /<dd class="price-list__allergens"><span aria-hidden="true">([^<]*)<\/span><span class="visually-hidden">([^<]*)<\/span><\/dd>/g,
    ),
  ];
  return cells.map(([, shown, read]) => ({ shown: shown!, read: read! }));
}

/** The legend's entries as `number name (details)`. */
function legendEntries(html: string): string[] {
  const legend = html.match(/<section class="allergen-legend"[\s\S]*?<\/section>/)?.[0] ?? '';
  return [...legend.matchAll(/<li class="allergen-legend__item">([\s\S]*?)<\/li>/g)].map(([, item]) =>
    item!
      .replace(/<[^<>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('allergens on the drinks page', () => {
  it('show each item’s numbers, read as the allergens’ names, and nothing for an item without', async () => {
    const cs = await renderPage('drinks', '/napojovy-listek', <DrinksPage />, 'cs', drinksData('cs'));
    expect(allergenCells(cs)).toEqual([
      { shown: 'Alergeny: 1, 3, 7', read: 'Alergeny: obiloviny obsahující lepek, vejce a mléko' },
      { shown: 'Alergeny: 12', read: 'Alergeny: oxid siřičitý a siřičitany' },
    ]);
    const en = await renderPage('drinks', '/napojovy-listek', <DrinksPage />, 'en', drinksData('en'));
    expect(allergenCells(en)).toEqual([
      { shown: 'Allergens: 1, 3, 7', read: 'Allergens: cereals containing gluten, eggs, and milk' },
      { shown: 'Allergens: 12', read: 'Allergens: sulfur dioxide and sulfites' },
    ]);
    // Three items, two with allergens: the second row has no allergen cell.
    expect(cs.match(/class="price-list__row"/g)).toHaveLength(3);
    expect(cs).not.toMatch(/aria-label="Alergeny/);
  });

  it('list the 14 allergens in order with their official names, under a heading', async () => {
    const cs = await renderPage('drinks', '/napojovy-listek', <DrinksPage />, 'cs');
    expect(cs).toContain('<h2 id="allergen-legend-title" class="allergen-legend__title">Alergeny</h2>');
    expect(legendEntries(cs)).toEqual([
      '1 Obiloviny obsahující lepek (pšenice, špalda, khorasan, žito, ječmen, oves)',
      '2 Korýši',
      '3 Vejce',
      '4 Ryby',
      '5 Jádra podzemnice olejné (arašídy)',
      '6 Sójové boby',
      '7 Mléko (včetně laktózy)',
      '8 Skořápkové plody (mandle, lískové, vlašské, kešu, pekanové a para ořechy, pistácie, makadamie)',
      '9 Celer',
      '10 Hořčice',
      '11 Sezamová semena',
      '12 Oxid siřičitý a siřičitany',
      '13 Vlčí bob (lupina)',
      '14 Měkkýši',
    ]);
    const en = await renderPage('drinks', '/napojovy-listek', <DrinksPage />, 'en');
    expect(legendEntries(en).map((entry) => entry.replace(/ \(.*\)$/, ''))).toEqual([
      '1 Cereals containing gluten',
      '2 Crustaceans',
      '3 Eggs',
      '4 Fish',
      '5 Peanuts',
      '6 Soybeans',
      '7 Milk',
      '8 Tree nuts',
      '9 Celery',
      '10 Mustard',
      '11 Sesame seeds',
      '12 Sulfur dioxide and sulfites',
      '13 Lupin',
      '14 Mollusks',
    ]);
  });
});

describe('allergens on the feast page', () => {
  // The menu shows from the banner window on (src/content/feast-season.ts): a day of the 2027 feast.
  const during2027 = new Date('2027-11-12T11:00:00Z');
  const feastData = (lang: Lang): PageDataMap['feast'] => {
    const { photo, editions } = samplePages(lang).feast;
    return {
      photo,
      editions: editions.map((edition) => ({
        ...edition,
        menu: edition.menu.map((group) => ({
          ...group,
          items: group.items.map((item) => ({ ...item, allergens: group.id === 'wine' ? [12] : [1, 3, 7] })),
        })),
      })),
    };
  };

  it('show each dish’s allergens and the legend under the menu, as a heading of the menu', async () => {
    const cs = await renderPage('feast', '/svatomartinske-hody', <FeastPage />, 'cs', feastData('cs'), during2027);
    expect(allergenCells(cs).map((cell) => cell.read)).toEqual([
      'Alergeny: obiloviny obsahující lepek, vejce a mléko',
      'Alergeny: oxid siřičitý a siřičitany',
    ]);
    expect(cs).toContain('<h3 id="allergen-legend-title" class="allergen-legend__title">Alergeny</h3>');
    expect(legendEntries(cs)).toHaveLength(14);
    const en = await renderPage('feast', '/svatomartinske-hody', <FeastPage />, 'en', feastData('en'), during2027);
    expect(allergenCells(en).map((cell) => cell.shown)).toEqual(['Allergens: 1, 3, 7', 'Allergens: 12']);
    expect(legendEntries(en)).toHaveLength(14);
  });
});

describe('allergens on the food menu page', () => {
  it("show each dish’s allergens and diet tags, mark them for the filter, and the legend and the kitchen's note", async () => {
    const cs = await renderPage('foodMenu', '/jidelni-listek', <FoodMenuPage />, 'cs', samplePages('cs').foodMenu);
    expect(allergenCells(cs).map((cell) => cell.read)).toEqual([
      'Alergeny: obiloviny obsahující lepek, vejce a hořčice',
      'Alergeny: obiloviny obsahující lepek, vejce a mléko',
      'Alergeny: ryby a mléko',
    ]);
    expect(
      [...cs.matchAll(/class="price-list__row food-item" data-allergens="([^"]*)" data-diet="([^"]*)"/g)].map(
        ([, allergens, diet]) => `${allergens}|${diet}`,
      ),
    ).toEqual([
      '1 3 10|',
      // A vegan dish is vegetarian too.
      '|vegan gluten-free vegetarian',
      '1 3 7|vegetarian',
      '4 7|gluten-free',
    ]);
    expect(cs).toContain('<span class="food-item__tag">veganské</span><span class="food-item__tag">bez lepku</span>');
    expect(cs).toContain('Filtr vychází z našeho značení alergenů.');
    expect(cs).toContain('<h2 id="allergen-legend-title" class="allergen-legend__title">Alergeny</h2>');
    expect(legendEntries(cs)).toHaveLength(14);
    // Every box has its label, named on its own.
    expect(
      cs.match(/<input id="food-(without|only)-[a-z0-9-]+" class="food-filter__box visually-hidden" type="checkbox"/g),
    ).toHaveLength(17);
    expect(cs).toContain(
      '<label class="food-filter__chip" for="food-only-vegan"><span class="visually-hidden">Zobrazit jen </span>veganská<span class="visually-hidden"> jídla</span></label>',
    );
    const en = await renderPage('foodMenu', '/jidelni-listek', <FoodMenuPage />, 'en', samplePages('en').foodMenu);
    expect(allergenCells(en).map((cell) => cell.shown)).toEqual([
      'Allergens: 1, 3, 10',
      'Allergens: 1, 3, 7',
      'Allergens: 4, 7',
    ]);
    expect(en).toContain('The filter follows our allergen labels.');
  });
});

describe('the embedded menus of the external provider', () => {
  // The daily menu without a published day of its own and with the frame's address (decision 0014: only then the frame).
  const frame = { dailyMenu: 'https://menu.example.com/daily' };
  it.each([
    [
      'dailyMenu',
      '/denni-menu',
      <DailyMenuPage key="daily" />,
      { days: [], serving: { from: '11:00', until: '14:00' } },
      frame,
    ],
    // Without a menu of our own: the frame's page (or its notice).
    ['foodMenu', '/jidelni-listek', <FoodMenuPage key="food" />, { sections: [] }, {}],
  ] as const)('%s says the staff tell the allergens on request', async (page, path, element, data, links) => {
    expect(await renderPage(page, path, element, 'cs', data, undefined, links)).toContain(
      '<p class="menu-frame__allergens">Informace o alergenech vám na požádání sdělí obsluha.</p>',
    );
    expect(await renderPage(page, path, element, 'en', data, undefined, links)).toContain(
      '<p class="menu-frame__allergens">Our staff will tell you about allergens on request.</p>',
    );
  });
});

describe('an item’s allergens read aloud', () => {
  it('joins the names in the language asked for, one language after the other', () => {
    const names = (lang: Lang, allergens: number[]) => allergenNames(getI18n(lang).t, lang, allergens);
    // Each language's own list format, whichever was asked for first (each is made once and kept).
    expect(names('cs', [3, 7])).toBe('Alergeny: vejce a\u00a0mléko');
    expect(names('en', [3, 7])).toBe('Allergens: eggs and milk');
    expect(names('cs', [1, 3, 7])).toBe('Alergeny: obiloviny obsahující lepek, vejce a\u00a0mléko');
    expect(names('en', [1, 3, 7])).toBe('Allergens: cereals containing gluten, eggs, and milk');
  });
});

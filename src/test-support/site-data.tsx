/**
 * Loader data for rendering pages in unit tests, built here (never read from
 * content/): the layout's SiteData and each page's data, in the shapes of
 * src/content/page-data.ts, with the spec's facts and the sample's contacts.
 * `dataRoute` puts a page under a language root with both loaders, the way the
 * route table does, so useSiteData()/usePageData() work in a static router.
 */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ActionFunction, RouteObject } from 'react-router-dom';
import { LangContext } from '../lang-context';
import { NowProvider } from '../components/ui/now';
import { foodColumnBreak } from '../content/food-columns';
import { mapLinks } from '../content/map-links';
import { phoneLabels } from '../content/phone-labels';
import type {
  FeastEditionView,
  FoodItemView,
  FoodSectionView,
  LunchDayView,
  LunchDishView,
  MenuSectionView,
  PageDataMap,
  PhotoView,
  SiteData,
} from '../content/page-data';
import { getI18n } from '../i18n';
import { sampleLunchDays } from '../lunch/lunch-days.test-support';
import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import { pageRouteId, rootRouteId } from '../route-data';

/** A processed photo as the pipeline lists it. */
function samplePhoto(id: string, alt = `Photo ${id}`): PhotoView {
  return {
    id,
    alt,
    caption: null,
    width: 1600,
    height: 1067,
    hash: 'abcdef12',
    variants: { avif: [480, 960, 1600], webp: [480, 960, 1600], jpeg: [480, 960, 1600] },
  };
}

const week = { opens: '10:00', closes: '22:00' } as const;

/** Which number takes what in the sample: goose orders on the restaurant's. */
const sampleVenuePhoneFor = {
  reservations: 'restaurant',
  feastOrders: 'restaurant',
  eventEnquiries: 'events',
} as const;

export function sampleSite(lang: Lang, overrides: Partial<SiteData> = {}): SiteData {
  return {
    lang,
    version: 'test',
    venue: {
      name: lang === 'cs' ? 'Restaurace Ballon' : 'Ballon Restaurant',
      loungeName: 'Avion Lounge',
      operator: { name: 'Ballon Gastro s.r.o.', ico: '00000000', registeredAddress: 'Evropská 000, 160 00 Praha 6' },
      address: { street: 'Evropská 000', postalCode: '160 00', locality: 'Praha 6 – Vokovice', country: 'CZ' },
      geo: { latitude: 50.0985, longitude: 14.3433 },
      phones: { restaurant: '+420 000 000 001', events: '+420 000 000 002' },
      phoneFor: { ...sampleVenuePhoneFor },
      // As in the feast's season (the phone labels' test renders a day of the 2027 feast).
      phoneLabels: phoneLabels(getI18n(lang).t, sampleVenuePhoneFor, ['reservations', 'feastOrders', 'eventEnquiries']),
      email: 'info@example.com',
      cards: ['Visa', 'Mastercard'],
      cuisines: ['Czech', 'International'],
      priceRange: '$$',
    },
    hours: {
      regular: {
        monday: week,
        tuesday: week,
        wednesday: week,
        thursday: week,
        friday: week,
        saturday: week,
        sunday: week,
      },
      exceptions: [
        { date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true },
        { date: '2026-12-25', name: { cs: '1. svátek vánoční', en: 'Christmas Day' }, closed: true },
        { date: '2026-12-26', name: { cs: '2. svátek vánoční', en: "St. Stephen's Day" }, closed: true },
        { date: '2026-12-31', name: { cs: 'Silvestr', en: "New Year's Eve" }, opens: '10:00', closes: '18:00' },
        { date: '2027-01-01', name: { cs: 'Nový rok', en: "New Year's Day" }, closed: true },
      ],
    },
    announcements: [
      {
        id: 'christmas-2026',
        from: '2026-12-10',
        until: '2026-12-26',
        text:
          lang === 'cs'
            ? 'Od 24. do 26. prosince máme zavřeno. Krásné svátky!'
            : "We're closed December 24–26. Happy holidays!",
      },
    ],
    links: { dailyMenu: null, foodMenu: null, foodMenuPdf: null, menuSubscribe: null, social: null, reservation: null },
    images: [],
    share: {
      default: {
        url: '/assets/photos/hero-og.0123456789.jpg',
        alt: lang === 'cs' ? 'Hlavní sál restaurace' : 'The main dining room',
      },
      pages: {
        drinks: {
          url: '/assets/photos/restaurant-04-og.0123456789.jpg',
          alt: lang === 'cs' ? 'Čepované pivo' : 'A glass of draft beer',
        },
      },
    },
    ...overrides,
  };
}

const feastMenu = (lang: Lang): MenuSectionView[] => [
  {
    id: 'goose',
    title: lang === 'cs' ? 'Pečená husa na objednávku' : 'Roast goose to order',
    note: null,
    items: [
      {
        id: 'goose-whole',
        name: lang === 'cs' ? 'Celá husa' : 'Whole goose',
        description: null,
        amount: lang === 'cs' ? 'cca\u00a04,2\u00a0kg' : 'approx.\u00a04.2\u00a0kg',
        price: 2599,
        allergens: [],
      },
    ],
  },
  {
    id: 'wine',
    title: lang === 'cs' ? 'Svatomartinské víno' : "St. Martin's wine",
    note:
      lang === 'cs'
        ? 'Mladé víno, které se tradičně poprvé otevírá na svatého Martina.'
        : "Young wine, traditionally first opened on St. Martin's Day.",
    items: [
      {
        id: 'wine-glass',
        name: lang === 'cs' ? 'Sklenka' : 'Glass',
        description: null,
        amount: '0,1\u00a0l',
        price: 69,
        allergens: [],
      },
    ],
  },
];

/** The 2025 edition (the spec's) and the next one, 11–14 November 2027. */
function sampleEditions(lang: Lang): FeastEditionView[] {
  return [
    {
      start: '2025-11-08',
      end: '2025-11-11',
      banner: { from: '2025-10-15', until: '2025-11-11' },
      menu: feastMenu(lang),
      hasOpenDay: true,
    },
    {
      start: '2027-11-11',
      end: '2027-11-14',
      banner: { from: '2027-10-15', until: '2027-11-14' },
      menu: feastMenu(lang),
      hasOpenDay: true,
    },
  ];
}

/** A small food menu: a starter with gluten, a vegan soup, a vegetarian and a gluten-free main course. */
function sampleFoodMenu(lang: Lang): PageDataMap['foodMenu'] {
  const cs = lang === 'cs';
  const dish = (id: string, name: string, allergens: number[], diet: FoodItemView['diet']): FoodItemView => ({
    id,
    name,
    description: null,
    amount: null,
    price: 199,
    allergens,
    diet,
    soldOut: null,
  });
  const sections: FoodSectionView[] = [
    {
      id: 'starters',
      title: cs ? 'Předkrmy' : 'Starters',
      note: null,
      items: [dish('tartare', cs ? 'Tatarák' : 'Tartare', [1, 3, 10], [])],
    },
    {
      id: 'mains',
      title: cs ? 'Hlavní jídla' : 'Main courses',
      note: null,
      items: [
        dish('curry', cs ? 'Kari' : 'Curry', [], ['vegan', 'gluten-free']),
        dish('cheese', cs ? 'Smažený sýr' : 'Fried cheese', [1, 3, 7], ['vegetarian']),
        dish('salmon', cs ? 'Losos' : 'Salmon', [4, 7], ['gluten-free']),
      ],
    },
  ];
  return { sections, columnBreak: foodColumnBreak(sections) };
}

/** Published lunch on Monday 23 and Tuesday 24 November 2026 (sampleNow is the Monday's noon), served 11:00–14:00. */
export function sampleLunch(lang: Lang): LunchDayView[] {
  const dish = (cs: string, en: string, price: number): LunchDishView => ({
    name: lang === 'cs' ? cs : en,
    amount: null,
    price,
    allergens: [],
    diet: [],
    soldOut: null,
  });
  const serving = { from: '11:00', until: '14:00' };
  return [
    {
      date: '2026-11-23',
      serving,
      note: null,
      soups: [dish('Hovězí vývar s nudlemi', 'Beef broth with noodles', 45)],
      mains: [
        dish('Svíčková na smetaně, houskový knedlík', 'Beef sirloin in cream sauce with bread dumplings', 189),
        dish('Smažený sýr, hranolky', 'Fried cheese with chips', 169),
      ],
    },
    {
      date: '2026-11-24',
      serving,
      note: null,
      soups: [dish('Česnečka', 'Garlic soup', 42)],
      mains: [dish('Hovězí guláš, houskový knedlík', 'Beef goulash with bread dumplings', 185)],
    },
  ];
}

/** Each page's sample data (a page of the route table without data has none: its loader's is `{}`). */
export function samplePages(lang: Lang): PageDataMap & Partial<Record<PageKey, unknown>> {
  const seats = { restaurant: 120, cafe: 30, terrace: 40, lounge: 90, joined: 250 };
  const transport = {
    metro: { line: 'A', station: 'Nádraží Veleslavín', minutesOnFoot: 5 },
    tram: { stop: 'Nádraží Veleslavín', lines: [20, 26] },
  };
  const maps = mapLinks({ latitude: 50.0985, longitude: 14.3433 });
  const home: PageDataMap['home'] & { seats: typeof seats } = {
    hero: samplePhoto('hero'),
    cards: [samplePhoto('restaurant-02'), samplePhoto('lounge-13')],
    feast: sampleEditions(lang).map((edition) => ({ ...edition, menu: [] })),
    seats,
    transport,
    maps: { mapy: maps.mapy, google: maps.google },
    lunch: sampleLunch(lang),
  };
  return {
    home,
    dailyMenu: { days: sampleLunchDays(lang), serving: { from: '11:00', until: '14:00' } },
    foodMenu: sampleFoodMenu(lang),
    drinks: {
      categories: [
        {
          id: 'beer',
          title: lang === 'cs' ? 'Pivo a cider' : 'Beer and cider',
          note: null,
          items: [
            {
              id: 'pilsner',
              name: 'Pilsner Urquell',
              description: null,
              amount: lang === 'cs' ? '0,5\u00a0l' : '0.5\u00a0l',
              price: 65,
              allergens: [1],
            },
            {
              id: 'wine-house',
              name: lang === 'cs' ? 'Domácí víno' : 'House wine',
              description: null,
              amount: null,
              price: [45, 50],
              allergens: [],
            },
          ],
        },
      ],
    },
    feast: { photo: samplePhoto('feast'), editions: sampleEditions(lang) },
    about: { photo: samplePhoto('interior'), seats: { restaurant: 120, cafe: 30, terrace: 40 } },
    lounge: {
      photo: samplePhoto('lounge-01'),
      seats: 90,
      arrangements: [
        { id: 'U', capacity: 50, upTo: false },
        { id: 'T', capacity: 36, upTo: false },
        { id: 'I', capacity: 30, upTo: false },
        { id: 'bar', capacity: 40, upTo: true },
        { id: 'reception', capacity: 100, upTo: true },
        { id: 'combined', capacity: 250, upTo: true },
      ],
    },
    gallery: {
      sections: {
        lounge: [samplePhoto('lounge-01'), samplePhoto('lounge-02')],
        cafe: [samplePhoto('cafe-01')],
        restaurant: [samplePhoto('restaurant-01')],
      },
      seats: { lounge: 90, cafe: 30, restaurant: 120 },
    },
    contact: {
      transport,
      parking:
        lang === 'cs' ? 'Parkování zdarma přímo před restaurací' : 'Free parking right in front of the restaurant',
      maps,
      booking: sampleBookingSetup,
    },
    privacy: { serverLogDays: 14, bookingKeepDays: 30, menuProvider: null },
    myBooking: { booking: sampleBookingSetup },
  };
}

/** What content/bookings.yaml's sample offers the booking form. */
const sampleBookingSetup = {
  areas: [
    { area: 'restaurant' as const, season: null },
    { area: 'cafe' as const, season: null },
    { area: 'terrace' as const, season: { from: '2027-05-01', until: '2027-09-30' } },
  ],
  largestParty: 12,
  daysAhead: 90,
  confirmUpTo: 6,
  answerWithinHours: 24,
};

/** 2026-11-23 12:00 in Prague (a regular open day; no banner, no notice). */
export const sampleNow = new Date('2026-11-23T11:00:00Z');

/** The providers the layout gives a page: its language's messages and the clock. */
export function withPageContext(lang: Lang, element: ReactNode, now: Date = sampleNow): ReactNode {
  return (
    <NowProvider renderedAt={now.getTime()}>
      <I18nextProvider i18n={getI18n(lang)}>
        <LangContext.Provider value={lang}>{element}</LangContext.Provider>
      </I18nextProvider>
    </NowProvider>
  );
}

interface PageRoute {
  page: PageKey;
  /** The page's path without the language prefix, e.g. `/kontakt` (`/` for the home page). */
  path: string;
  element: ReactNode;
  action?: ActionFunction;
  /** The page's loader data; the sample's by default. */
  data?: unknown;
}

interface DataRootOptions {
  lang: Lang;
  pages: PageRoute[];
  site?: SiteData;
  now?: Date;
}

/** A language root (with the site's loader data) and its pages (each with its loader data), as the route table has them. */
export function dataRoot({ lang, pages, site, now }: DataRootOptions): RouteObject {
  return {
    id: rootRouteId(lang),
    path: lang === 'en' ? '/en' : '/',
    loader: () => site ?? sampleSite(lang),
    children: pages.map(({ page, path, element, action, data }): RouteObject => {
      const route = {
        id: pageRouteId(page, lang),
        loader: () => data ?? samplePages(lang)[page] ?? {},
        element: withPageContext(lang, element, now),
        ...(action ? { action } : {}),
      };
      return path === '/' ? { ...route, index: true } : { ...route, path: path.slice(1) };
    }),
  };
}

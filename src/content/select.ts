/**
 * From the validated content to what each loader returns (page-data.ts): only
 * what the page shows, texts in its language. Pure: the server calls it for a
 * render and for the JSON data route with the same snapshot, so both agree.
 */
import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import { formatAmount } from './format';
import { pragueDate } from './time';
import type { PageData, PageDataMap, PhotoView, SiteData, FeastEditionView, MenuSectionView } from './page-data';
import { photoIdOf, type PhotoEntry } from './photo-variants';
import { gallerySections, type FeastEdition, type PhotoSpec, type SiteContent } from './schema';

/** The content folder at one moment, with its processed photos. */
export interface ContentView {
  content: SiteContent;
  /** Processed photos by id (photo-variants.ts); a refused photo is absent. A page photo has its crops. */
  photos: Readonly<Record<string, PhotoEntry & { crops?: Readonly<Record<string, string>> }>>;
  /** Changes with any content or photo change. */
  version: string;
}


function photoView(view: ContentView, spec: PhotoSpec, lang: Lang): PhotoView | null {
  const id = photoIdOf(spec.file);
  const entry = view.photos[id];
  if (!entry) return null;
  const { width, height, hash, variants } = entry;
  return { id, width, height, hash, variants, alt: spec.alt[lang], caption: spec.caption?.[lang] ?? null };
}

function feastEditions(editions: readonly FeastEdition[], lang: Lang, today: string): FeastEditionView[] {
  // The editions that have not ended, and the last one that has (the page says it is over until the next is known).
  const lastEnded = editions.filter((edition) => edition.end < today).at(-1);
  return editions
    .filter((edition) => edition.end >= today || edition === lastEnded)
    .map((edition) => ({
      start: edition.start,
      end: edition.end,
      banner: { ...edition.banner },
      menu: edition.menu.map(
        (group): MenuSectionView => ({
          id: group.id,
          title: group.title[lang],
          note: group.note?.[lang] ?? null,
          items: group.items.map((item) => ({
            id: item.id,
            name: item.name[lang],
            description: item.description?.[lang] ?? null,
            amount: item.amount ? formatAmount(item.amount, lang) : null,
            price: item.price,
            allergens: item.allergens ?? [],
          })),
        }),
      ),
    }));
}

/** The layout's data for one language. */
export function selectSite(view: ContentView, lang: Lang, now: Date): SiteData {
  const { venue, hours, announcements, links, photos } = view.content;
  const today = pragueDate(now);
  const crops = view.photos[photoIdOf(photos.pages.hero.file)]?.crops;
  return {
    lang,
    version: view.version,
    venue: {
      name: venue.name[lang],
      loungeName: venue.loungeName,
      operator: { ...venue.operator },
      address: { ...venue.address },
      geo: { ...venue.geo },
      phones: { ...venue.phones },
      email: venue.email,
      cards: [...venue.cards],
      cuisines: [...venue.cuisines],
      priceRange: venue.priceRange,
    },
    hours: { regular: hours.regular, exceptions: hours.exceptions.filter((exception) => exception.date >= today) },
    announcements: announcements.announcements
      .filter((notice) => notice.until >= today)
      .map((notice) => ({ id: notice.id, from: notice.from, until: notice.until, text: notice.text[lang] })),
    links: {
      dailyMenu: links.dailyMenu,
      foodMenu: links.foodMenu,
      foodMenuPdf: links.foodMenuPdf,
      menuSubscribe: links.menuSubscribe,
      social: links.social,
      reservation: links.reservation,
    },
    // Google's recommendation for a business: 16:9, 4:3 and 1:1.
    images: crops ? ['16x9', '4x3', '1x1'].flatMap((name) => (crops[name] ? [crops[name]] : [])) : [],
  };
}

/** One page's data. */
export function selectPage<K extends PageKey>(page: K, view: ContentView, lang: Lang, now: Date): PageData<K> {
  return selectors[page](view, lang, pragueDate(now)) as PageData<K>;
}

const selectors: { [K in PageKey]: (view: ContentView, lang: Lang, today: string) => PageDataMap[K] } = {
  home: (view, lang, today) => ({
    hero: photoView(view, view.content.photos.pages.hero, lang),
    // Only what the banner needs: dates and window (no menu).
    feast: feastEditions(view.content.events.feast.editions, lang, today)
      .filter((edition) => edition.banner.until >= today)
      .map((edition) => ({ ...edition, menu: [] })),
    seats: { ...view.content.venue.seats },
    metro: { ...view.content.venue.transport.metro },
  }),
  dailyMenu: () => ({}),
  foodMenu: () => ({}),
  drinks: (view, lang) => ({
    categories: view.content.drinks.categories.map((category) => ({
      id: category.id,
      title: category.title[lang],
      note: null,
      items: category.items.map((item) => ({
        id: item.id,
        name: item.name[lang],
        description: null,
        amount: item.volume === undefined ? null : formatAmount({ litres: item.volume }, lang),
        price: item.price,
        allergens: item.allergens ?? [],
      })),
    })),
  }),
  feast: (view, lang, today) => ({
    photo: photoView(view, view.content.photos.pages.feast, lang),
    editions: feastEditions(view.content.events.feast.editions, lang, today),
  }),
  about: (view, lang) => {
    const { seats } = view.content.venue;
    return {
      photo: photoView(view, view.content.photos.pages.interior, lang),
      seats: { restaurant: seats.restaurant, cafe: seats.cafe, terrace: seats.terrace },
    };
  },
  lounge: (view, lang) => {
    const first = view.content.photos.gallery.lounge[0];
    return {
      photo: first ? photoView(view, first, lang) : null,
      seats: view.content.venue.seats.lounge,
      arrangements: view.content.lounge.arrangements.map((arrangement) => ({ ...arrangement })),
    };
  },
  gallery: (view, lang) => {
    const { seats } = view.content.venue;
    const sections = Object.fromEntries(
      gallerySections.map((section) => [
        section,
        view.content.photos.gallery[section].map((spec) => photoView(view, spec, lang)).filter((photo): photo is PhotoView => photo !== null),
      ]),
    ) as PageDataMap['gallery']['sections'];
    return { sections, seats: { lounge: seats.lounge, cafe: seats.cafe, restaurant: seats.restaurant } };
  },
  contact: (view, lang) => {
    const { transport, parking } = view.content.venue;
    return {
      transport: { metro: { ...transport.metro }, tram: { stop: transport.tram.stop, lines: [...transport.tram.lines] } },
      parking: parking[lang],
    };
  },
};

/**
 * From the validated content to what each loader returns (page-data.ts): only
 * what the page shows, texts in its language. Pure: the server calls it for a
 * render and for the JSON data route with the same snapshot, so both agree.
 * Above src/content: it composes every page's data from the content's rules and
 * the features' (src/lunch), so that src/content imports no feature.
 */
import type { Lang } from './lang';
import type { PageKey } from './page-ids';
import { typeset } from './i18n/typography';
import { foodColumnBreak } from './content/food-columns';
import { foodSections } from './content/food-menu';
import { formatAmount } from './content/format';
import { publishedLunchDays } from './lunch/data';
import { mapLinks } from './content/map-links';
import { addDays, hoursOn, pragueDate } from './content/time';
import type {
  BookingSetup,
  PageData,
  PageDataMap,
  PhotoView,
  ShareImage,
  SiteData,
  FeastEditionView,
  Transport,
  MenuSectionView,
} from './content/page-data';
import { namedRoles, phoneLabels } from './content/phone-labels';
import { getI18n } from './i18n';
import { photoIdOf } from './content/photo-variants';
import { gallerySections, type FeastEdition, type Hours, type Photos, type PhotoSpec } from './content/schema';
import type { ContentView } from './content/content-view';

/** The booking form's setup (page-data.ts `BookingSetup`): an area with a season only while its season meets the days bookable. */
function bookingSetup(view: ContentView, today: string): BookingSetup {
  const { areas, largestParty, daysAhead, confirmUpTo, answerWithinHours } = view.content.bookings;
  const last = addDays(today, daysAhead);
  return {
    areas: (['restaurant', 'cafe', 'terrace'] as const).flatMap((area) => {
      const given = areas[area];
      if (!given || (given.season && (given.season.until < today || given.season.from > last))) return [];
      return [{ area, season: given.season ? { ...given.season } : null }];
    }),
    largestParty,
    daysAhead,
    confirmUpTo,
    answerWithinHours,
  };
}

/** How far ahead the daily menu page looks for the next published lunch (a week off, and the week after). */
const LUNCH_DAYS_AHEAD = 13;

/**
 * A text of the content in the page's language, typeset for it (Czech no-break
 * spaces, en dashes: src/i18n/typography.ts). Every text a page shows is picked
 * here, so the server's render, the data route and the browser all carry the same characters.
 */
function text(localized: Readonly<Record<Lang, string>>, lang: Lang): string {
  return typeset(localized[lang], lang);
}

function photoView(view: ContentView, spec: PhotoSpec, lang: Lang): PhotoView | null {
  const id = photoIdOf(spec.file);
  const entry = view.photos[id];
  if (!entry) return null;
  const { width, height, hash, variants } = entry;
  return {
    id,
    width,
    height,
    hash,
    variants,
    alt: text(spec.alt, lang),
    caption: spec.caption ? text(spec.caption, lang) : null,
  };
}

/** The entry of photos.yaml a file refers to (welcome cards, share): the page photo or gallery photo with its id. */
function listedPhoto(photos: Photos, file: string): PhotoSpec | undefined {
  const id = photoIdOf(file);
  return [...Object.values(photos.pages), ...gallerySections.flatMap((section) => photos.gallery[section])].find(
    (spec) => photoIdOf(spec.file) === id,
  );
}

/** A shared photo's og image and description, or null when the pipeline has not made it. */
function shareImage(view: ContentView, spec: PhotoSpec | undefined, lang: Lang): ShareImage | null {
  const og = spec ? view.photos[photoIdOf(spec.file)]?.og : undefined;
  return spec && og ? { url: og, alt: spec.alt[lang] } : null;
}

function shareImages(view: ContentView, lang: Lang): SiteData['share'] {
  const { photos } = view.content;
  const pages: SiteData['share']['pages'] = {};
  for (const [page, file] of Object.entries(photos.share) as [PageKey, string | undefined][]) {
    const image = file ? shareImage(view, listedPhoto(photos, file), lang) : null;
    if (image) pages[page] = image;
  }
  return { default: shareImage(view, photos.pages.hero, lang), pages };
}

/** The metro and the tram to the restaurant, as the home and contact pages show them. */
function transportView(view: ContentView): Transport {
  const { metro, tram } = view.content.venue.transport;
  return { metro: { ...metro }, tram: { stop: tram.stop, lines: [...tram.lines] } };
}

/** Whether the restaurant opens on any day of an edition (a feast whose days are all closed has no calendar file). */
function hasOpenDay(edition: FeastEdition, hours: Hours): boolean {
  for (let day = edition.start; day <= edition.end; day = addDays(day, 1)) if (hoursOn(hours, day).open) return true;
  return false;
}

function feastEditions(editions: readonly FeastEdition[], hours: Hours, lang: Lang, today: string): FeastEditionView[] {
  // The editions that have not ended, and the last one that has (the page says it is over until the next is known).
  const lastEnded = editions.filter((edition) => edition.end < today).at(-1);
  return editions
    .filter((edition) => edition.end >= today || edition === lastEnded)
    .map((edition) => ({
      start: edition.start,
      end: edition.end,
      hasOpenDay: hasOpenDay(edition, hours),
      banner: { ...edition.banner },
      menu: edition.menu.map((group): MenuSectionView => ({
        id: group.id,
        title: text(group.title, lang),
        note: group.note ? text(group.note, lang) : null,
        items: group.items.map((item) => ({
          id: item.id,
          name: text(item.name, lang),
          description: item.description ? text(item.description, lang) : null,
          amount: item.amount ? formatAmount(item.amount, lang) : null,
          price: item.price,
          allergens: item.allergens ?? [],
        })),
      })),
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
      name: text(venue.name, lang),
      loungeName: venue.loungeName,
      operator: { ...venue.operator, registeredAddress: typeset(venue.operator.registeredAddress, lang) },
      address: {
        ...venue.address,
        postalCode: typeset(venue.address.postalCode, lang),
        locality: typeset(venue.address.locality, lang),
      },
      geo: { ...venue.geo },
      // Typeset: a number's groups joined by no-break spaces, so that it never breaks across lines wherever it is shown.
      phones: Object.fromEntries(
        Object.entries(venue.phones).map(([key, phone]) => [key, typeset(phone, lang)]),
      ) as typeof venue.phones,
      phoneFor: { ...venue.phoneFor },
      phoneLabels: phoneLabels(getI18n(lang).t, venue.phoneFor, namedRoles(view.content.events.feast.editions, today)),
      email: venue.email,
      cards: [...venue.cards],
      cuisines: [...venue.cuisines],
      priceRange: venue.priceRange,
    },
    hours: {
      regular: hours.regular,
      exceptions: hours.exceptions
        .filter((exception) => exception.date >= today)
        .map((exception) => ({
          ...exception,
          name: { cs: typeset(exception.name.cs, 'cs'), en: typeset(exception.name.en, 'en') },
        })),
    },
    announcements: announcements.announcements
      .filter((notice) => notice.until >= today)
      .map((notice) => ({ id: notice.id, from: notice.from, until: notice.until, text: text(notice.text, lang) })),
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
    share: shareImages(view, lang),
  };
}

/** One page's data: `{}` for a page that shows nothing of the content but the layout's. */
export function selectPage<K extends PageKey>(page: K, view: ContentView, lang: Lang, now: Date): PageData<K> {
  const select = Object.hasOwn(selectors, page) ? selectors[page as keyof PageDataMap] : undefined;
  return (select ? select(view, lang, pragueDate(now)) : {}) as PageData<K>;
}

const selectors: { [K in keyof PageDataMap]: (view: ContentView, lang: Lang, today: string) => PageDataMap[K] } = {
  home: (view, lang, today) => ({
    hero: photoView(view, view.content.photos.pages.hero, lang),
    cards: view.content.photos.welcomeCards.flatMap((file) => {
      const spec = listedPhoto(view.content.photos, file);
      const photo = spec ? photoView(view, spec, lang) : null;
      return photo ? [photo] : [];
    }),
    // Only what the banner needs: dates and window (no menu).
    feast: feastEditions(view.content.events.feast.editions, view.content.hours, lang, today)
      .filter((edition) => edition.banner.until >= today)
      .map((edition) => ({ ...edition, menu: [] })),
    seats: { ...view.content.venue.seats },
    transport: transportView(view),
    maps: (({ mapy, google }) => ({ mapy, google }))(mapLinks(view.content.venue.geo)),
    // Tomorrow's too: after today's serving time, and when the browser's clock passes midnight.
    lunch: publishedLunchDays(view.content.dailyMenu, lang, today, addDays(today, 1)),
  }),
  dailyMenu: (view, lang, today) => ({
    days: publishedLunchDays(view.content.dailyMenu, lang, today, addDays(today, LUNCH_DAYS_AHEAD)),
    serving: { ...view.content.dailyMenu.serving },
  }),
  foodMenu: (view, lang) => {
    const sections = foodSections(view.content.foodMenu, lang);
    return { sections, columnBreak: foodColumnBreak(sections) };
  },
  drinks: (view, lang) => ({
    categories: view.content.drinks.categories.map((category) => ({
      id: category.id,
      title: text(category.title, lang),
      note: null,
      items: category.items.map((item) => ({
        id: item.id,
        name: text(item.name, lang),
        description: null,
        amount: item.volume === undefined ? null : formatAmount({ litres: item.volume }, lang),
        price: item.price,
        allergens: item.allergens ?? [],
      })),
    })),
  }),
  feast: (view, lang, today) => ({
    photo: photoView(view, view.content.photos.pages.feast, lang),
    editions: feastEditions(view.content.events.feast.editions, view.content.hours, lang, today),
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
        view.content.photos.gallery[section]
          .map((spec) => photoView(view, spec, lang))
          .filter((photo): photo is PhotoView => photo !== null),
      ]),
    ) as PageDataMap['gallery']['sections'];
    return { sections, seats: { lounge: seats.lounge, cafe: seats.cafe, restaurant: seats.restaurant } };
  },
  contact: (view, lang, today) => {
    const { parking, geo } = view.content.venue;
    return {
      transport: transportView(view),
      parking: text(parking, lang),
      maps: mapLinks(geo),
      booking: bookingSetup(view, today),
    };
  },
  myBooking: (view, _lang, today) => ({ booking: bookingSetup(view, today) }),
  privacy: (view) => {
    const { venue, links } = view.content;
    // The provider is named only while a menu is embedded (the schema then requires it).
    const menus =
      links.dailyMenu && links.foodMenu ? 'both' : links.dailyMenu ? 'daily' : links.foodMenu ? 'food' : null;
    return {
      serverLogDays: venue.privacy.serverLogDays,
      bookingKeepDays: view.content.bookings.keepDays,
      menuProvider: menus && links.menuProvider ? { ...links.menuProvider, menus } : null,
    };
  },
};

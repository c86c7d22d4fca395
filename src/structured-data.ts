/**
 * The page's structured data (schema.org JSON-LD) from the same loader data the
 * page shows: the Restaurant (one @id in both languages), its menus and the feast
 * Event. Server only: crawlers read it from the server's HTML, and the browser's
 * bundle stays without it (see buildHead in head.ts).
 */
import { localizePath, type Lang } from './lang';
import type { PageDataMap, PhotoView, SiteData } from './content/page-data';
import { photoFallbackUrl } from './content/photo-variants';
import type { DietTag, Hours, Weekday } from './content/schema';
import { formatDateRange, hoursOn, pragueDate, pragueInstant } from './content/time';
import { feastSeason } from './content/feast-season';
import { monthNames } from './content/hours-text';
import { absoluteUrl, restaurantId, type HeadInput } from './head';
import { plainText } from './i18n/typography';
import { bookingAnchor, pagePaths } from './page-ids';
import { lunchMenuParts, lunchState } from './lunch/data';

// ── Structured data (schema.org, JSON-LD) ─────────────────────────────────────

const schemaDays: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The regular week: one specification per distinct opening span (closed days are left out). */
function openingHours(hours: Hours) {
  const spans = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const [day, name] of Object.entries(schemaDays) as [Weekday, string][]) {
    const span = hours.regular[day];
    if (span === 'closed') continue;
    const key = `${span.opens}-${span.closes}`;
    const entry = spans.get(key) ?? { opens: span.opens, closes: span.closes, days: [] };
    entry.days.push(name);
    spans.set(key, entry);
  }
  return [...spans.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes: closes === '24:00' ? '23:59' : closes,
  }));
}

/** The listed exceptions still ahead (the site data keeps only those): closed = opens and closes 00:00. */
function specialOpeningHours(hours: Hours, today: string) {
  return hours.exceptions
    .filter((exception) => exception.date >= today)
    .map((exception) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.date,
      validThrough: exception.date,
      ...('opens' in exception
        ? { opens: exception.opens, closes: exception.closes === '24:00' ? '23:59' : exception.closes }
        : { opens: '00:00', closes: '00:00' }),
    }));
}

/** `2027-11-11` + `10:00` → `2027-11-11T10:00:00+01:00` (Prague's offset on that day and time). */
export function pragueDateTime(date: string, time: string): string {
  const instant = pragueInstant(date, time);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute) - instant.getTime()) / 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  const local = time === '24:00' ? '23:59:59' : `${time}:00`;
  return `${date}T${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** A dish sold out today (its `soldOut` is today's Prague date) is offered as such until midnight. */
const soldOutOffer = { availability: 'https://schema.org/SoldOut' } as const;

function offerOf(price: number | readonly [number, number], soldOut: boolean) {
  const availability = soldOut ? soldOutOffer : {};
  if (typeof price === 'number') return { '@type': 'Offer', price, priceCurrency: 'CZK', ...availability };
  // A range: the lower price as the offer's price (what a guest pays at least), the range as its specification.
  return {
    '@type': 'Offer',
    price: price[0],
    priceCurrency: 'CZK',
    priceSpecification: { '@type': 'PriceSpecification', minPrice: price[0], maxPrice: price[1], priceCurrency: 'CZK' },
    ...availability,
  };
}

const dietUrls: Record<DietTag, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

/** A line of any of our menus: the drinks', the feast's, the food menu's or a day's lunch. */
interface MenuLd {
  title: string;
  note: string | null;
  items: readonly {
    name: string;
    description?: string | null;
    amount: string | null;
    price: number | readonly [number, number];
    diet?: readonly DietTag[];
    /** The Prague date it sold out on (lunch dishes and the food menu's). */
    soldOut?: string | null;
  }[];
}

/** A schema.org Menu of sections and items with offers; `extra` adds the menu's own properties (a lunch menu's date). */
function menuOf(
  name: string,
  url: string,
  lang: Lang,
  sections: readonly MenuLd[],
  today: string,
  extra: Record<string, unknown> = {},
) {
  return {
    '@type': 'Menu',
    name,
    url,
    inLanguage: lang,
    ...extra,
    hasMenuSection: sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.title,
      ...(section.note ? { description: section.note } : {}),
      hasMenuItem: section.items.map((item) => ({
        '@type': 'MenuItem',
        name: item.amount ? `${item.name} (${item.amount})` : item.name,
        ...(item.description ? { description: item.description } : {}),
        ...(item.diet && item.diet.length > 0 ? { suitableForDiet: item.diet.map((tag) => dietUrls[tag]) } : {}),
        offers: offerOf(item.price, item.soldOut === today),
      })),
    })),
  };
}

function photoUrl(siteUrl: string, photo: PhotoView | null | undefined): string | null {
  return photo ? absoluteUrl(siteUrl, photoFallbackUrl(photo)) : null;
}

export function structuredData(input: HeadInput, site: SiteData) {
  const { page, lang, siteUrl, t, now } = input;
  const id = restaurantId(siteUrl);
  const pageUrl = (key: keyof typeof pagePaths) => absoluteUrl(siteUrl, localizePath(pagePaths[key], lang));
  const { venue } = site;
  const address = {
    '@type': 'PostalAddress',
    streetAddress: venue.address.street,
    postalCode: venue.address.postalCode,
    addressLocality: venue.address.locality,
    addressCountry: venue.address.country,
  };
  const images =
    site.images.length > 0
      ? site.images.map((path) => absoluteUrl(siteUrl, path))
      : [absoluteUrl(siteUrl, '/og-image.jpg')];
  const menus: unknown[] = [pageUrl('foodMenu')];
  const graph: unknown[] = [];

  if (page === 'dailyMenu') {
    // The day the page shows in full (today's while served, else the next published one): only published days reach it.
    const shown = lunchState((input.pageData as PageDataMap['dailyMenu'] | null)?.days ?? [], site.hours, now).shown;
    if (shown) {
      const lunch = lunchMenuParts(shown, pageUrl('dailyMenu'), lang, t);
      menus.push(menuOf(lunch.name, lunch.url, lang, lunch.sections, pragueDate(now), lunch.extra));
    }
  }
  if (page === 'foodMenu') {
    // Our own food menu, when there is one, in place of its page's address (the frame's menu is not ours to describe).
    const food = input.pageData as PageDataMap['foodMenu'] | null;
    if (food?.sections && food.sections.length > 0)
      menus[0] = menuOf(t('foodMenu.title'), pageUrl('foodMenu'), lang, food.sections, pragueDate(now));
  }
  if (page === 'drinks') {
    const drinks = input.pageData as PageDataMap['drinks'] | null;
    if (drinks?.categories)
      menus.push(menuOf(t('drinks.title'), pageUrl('drinks'), lang, drinks.categories, pragueDate(now)));
  }
  if (page === 'feast') {
    const feast = input.pageData as PageDataMap['feast'] | null;
    // The edition running or to come (even before its banner window): an Event search engines may list early.
    const season = feastSeason(feast?.editions ?? [], pragueDate(now));
    const edition = season.kind === 'between' ? season.next : season.edition;
    // Its menu and prices only once on offer: between editions the page shows the last one's for
    // reference, which is no offer, and the next one's prices are not published yet.
    const onOffer = season.kind !== 'between';
    if (edition) {
      const url = pageUrl('feast');
      if (onOffer) menus.push(menuOf(t('feast.menu.title'), url, lang, edition.menu, pragueDate(now)));
      const opensOn = hoursOn(site.hours, edition.start).open;
      const closesOn = hoursOn(site.hours, edition.end).open;
      const prices = edition.menu.flatMap((section) =>
        section.items.map((item) => (typeof item.price === 'number' ? item.price : item.price[0])),
      );
      const dates = formatDateRange(edition.start, edition.end, lang, monthNames(t));
      const image = photoUrl(siteUrl, feast?.photo);
      graph.push({
        '@type': 'Event',
        '@id': `${absoluteUrl(siteUrl, pagePaths.feast)}#feast-${edition.start.slice(0, 4)}`,
        name: `${t('feast.title')} ${edition.start.slice(0, 4)}`,
        description: t('meta.pages.feast.description', { dates }),
        startDate: opensOn ? pragueDateTime(edition.start, opensOn.opens) : edition.start,
        endDate: closesOn ? pragueDateTime(edition.end, closesOn.closes) : edition.end,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        url,
        inLanguage: lang,
        image: image ? [image, ...images] : images,
        location: { '@type': 'Restaurant', '@id': id, name: venue.name, address },
        organizer: {
          '@type': 'Restaurant',
          '@id': id,
          name: venue.name,
          url: absoluteUrl(siteUrl, localizePath('/', lang)),
        },
        ...(onOffer && prices.length > 0
          ? {
              offers: {
                '@type': 'Offer',
                url,
                price: Math.min(...prices),
                priceCurrency: 'CZK',
                availability: 'https://schema.org/InStock',
                validFrom: pragueDateTime(edition.banner.from, '00:00'),
              },
            }
          : {}),
      });
    }
  }

  const restaurant = {
    '@type': 'Restaurant',
    '@id': id,
    name: venue.name,
    url: absoluteUrl(siteUrl, localizePath('/', lang)),
    telephone: venue.phones.restaurant,
    email: venue.email,
    image: images,
    address,
    geo: { '@type': 'GeoCoordinates', latitude: venue.geo.latitude, longitude: venue.geo.longitude },
    openingHoursSpecification: openingHours(site.hours),
    specialOpeningHoursSpecification: specialOpeningHours(site.hours, pragueDate(now)),
    servesCuisine: [...venue.cuisines],
    priceRange: venue.priceRange,
    paymentAccepted: venue.cards.join(', '),
    acceptsReservations: true,
    hasMenu: menus.length === 1 ? menus[0] : menus,
    // Where a table is booked: our own form (the contact page's #rezervace), or the partner links.yaml names.
    potentialAction: {
      '@type': 'ReserveAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate:
          site.links.reservation ?? absoluteUrl(siteUrl, `${localizePath(pagePaths.contact, lang)}#${bookingAnchor}`),
        inLanguage: lang,
        actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
      },
      result: { '@type': 'FoodEstablishmentReservation', name: plainText(t('common.bookTable')) },
    },
  };
  return plainData({ '@context': 'https://schema.org', '@graph': [restaurant, ...graph] });
}

/** Every text of the structured data as plain text: the pages' no-break spaces (typography) are for people, not crawlers. */
function plainData<T>(value: T): T {
  if (typeof value === 'string') return plainText(value) as T;
  if (Array.isArray(value)) return value.map(plainData) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, plainData(child)])) as T;
  return value;
}

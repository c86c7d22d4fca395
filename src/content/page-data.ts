/**
 * What the route loaders return: the site-wide data of the layout (root loader,
 * per language) and each page's own data. Built on the server from the content
 * folder (src/select.ts), serialized into the HTML for hydration, and
 * fetched as JSON (`/_data/…`) on client-side navigation. Types only: no fact
 * lives in the browser's bundle.
 *
 * Texts are already in the page's language, except where the browser needs the
 * raw dates to decide what shows at this moment (hours, feast editions, notices):
 * those keep their own shape from the schema and are read with the clock (time.ts).
 */
import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import type { ArrangementId, DietTag, Hours, GallerySection, PhoneLine, ServingTime } from './schema';
import type { MapService } from './map-links';
import type { PhotoEntry } from './photo-variants';

/** What a guest phones for: each is taken by one of the two numbers. */
export type PhoneRole = 'reservations' | 'feastOrders' | 'eventEnquiries';

/** A photo as a page shows it: its variants and its words in the page's language.
 * (A page photo the pipeline refused is null: the page shows none.) */
export interface PhotoView extends PhotoEntry {
  id: string;
  alt: string;
  caption: string | null;
}

/** The picture a shared link to a page shows (og:image): a 1200×630 JPEG, site-relative, and what it shows in the page's language. */
export interface ShareImage {
  url: string;
  alt: string;
}

/** A priced line of a menu, in the page's language. */
interface MenuLine {
  id: string;
  name: string;
  description: string | null;
  /** Already formatted: `0,5 l`, `480 g`, `cca 4,2 kg`. */
  amount: string | null;
  /** Whole crowns, or a [min, max] range. */
  price: number | readonly [number, number];
  allergens: readonly number[];
}

export interface MenuSectionView {
  id: string;
  title: string;
  note: string | null;
  items: MenuLine[];
}

/** One edition of the feast: its dates (Prague, both included), banner window and menu. */
export interface FeastEditionView {
  start: string;
  end: string;
  banner: { from: string; until: string };
  menu: MenuSectionView[];
  /** Whether any of its days is open (hours.yaml): only then is there a calendar file to offer. */
  hasOpenDay: boolean;
}

/** A dish of a lunch menu (soup or main course), in the page's language. */
export interface LunchDishView {
  name: string;
  /** Already formatted: `0,3 l`, `150 g`. */
  amount: string | null;
  price: number;
  allergens: readonly number[];
  diet: readonly DietTag[];
  /** The Prague date it sold out on (marked sold out on that date only), or null. */
  soldOut: string | null;
}

/** One published day of the daily lunch menu (daily-menu.yaml), in the page's language. */
export interface LunchDayView {
  /** Its Prague date, YYYY-MM-DD. */
  date: string;
  /** When lunch is served that day (its own serving time, or the usual one). */
  serving: ServingTime;
  note: string | null;
  soups: LunchDishView[];
  /** Numbered 1, 2, 3… in this order. */
  mains: LunchDishView[];
}

/** A dish of the food menu (food-menu.yaml), in the page's language. */
export interface FoodItemView {
  id: string;
  name: string;
  description: string | null;
  amount: string | null;
  price: number;
  allergens: readonly number[];
  diet: readonly DietTag[];
  /** The Prague date it sold out on (marked sold out on that date only), or null. */
  soldOut: string | null;
}

export interface FoodSectionView {
  id: string;
  title: string;
  note: string | null;
  items: FoodItemView[];
}

/**
 * Where the food menu's second column starts on a wide screen (food-columns.ts): the section's index
 * and its dish's. `item` 0: the section starts the column whole; above 0: the section goes on there,
 * under its title again.
 */
export interface FoodColumnBreak {
  section: number;
  item: number;
}

export interface AnnouncementView {
  id: string;
  from: string;
  until: string;
  text: string;
}

/** The layout's data: footer, header, notices, structured data. */
export interface SiteData {
  lang: Lang;
  /** Changes whenever the content folder changes (part of every cache key). */
  version: string;
  venue: {
    name: string;
    loungeName: string;
    operator: { name: string; ico: string; registeredAddress: string };
    address: { street: string; postalCode: string; locality: string; country: string };
    geo: { latitude: number; longitude: number };
    phones: Record<PhoneLine, string>;
    /** Which number takes what (venue.yaml `phoneFor`): src/components/ui/phone-roles.ts labels them. */
    phoneFor: Record<PhoneRole, PhoneLine>;
    /**
     * Each number's label at the render's moment (src/content/phone-labels.ts): goose orders only
     * in the feast's season, so that the footer does not take them in July. Composed by the server
     * (src/select.ts): the browser shows it as it is, never works the season out with its own
     * clock (the hydration agrees), and no season code ships with the layout.
     */
    phoneLabels: Record<PhoneLine, string>;
    email: string;
    cards: string[];
    cuisines: string[];
    priceRange: string;
  };
  /** The week and its exceptions (the clock decides what "now" is). */
  hours: Hours;
  /** Notices that have not ended yet (the clock decides which show). */
  announcements: AnnouncementView[];
  links: {
    dailyMenu: string | null;
    foodMenu: string | null;
    foodMenuPdf: string | null;
    menuSubscribe: string | null;
    social: string | null;
    reservation: string | null;
  };
  /** The business's pictures for structured data (16:9, 4:3, 1:1), site-relative. */
  images: string[];
  /**
   * The picture a shared link shows: a page's own (`pages`, only those photos.yaml
   * names and the pipeline made), else `default` (the hero's; also the 404's), null
   * when even that is missing.
   */
  share: { default: ShareImage | null; pages: Partial<Record<PageKey, ShareImage>> };
}

/** The public transport to the restaurant (venue.yaml `transport`): the metro and the tram. */
export interface Transport {
  metro: { line: string; station: string; minutesOnFoot: number };
  tram: { stop: string; lines: number[] };
}

/** The data of each page that shows some of the content (a page without an entry gets `{}`). */
export interface PageDataMap {
  home: {
    hero: PhotoView | null;
    /** The welcome section's decorative cards (those the pipeline made). */
    cards: PhotoView[];
    feast: FeastEditionView[];
    seats: { restaurant: number; cafe: number; terrace: number; lounge: number; joined: number };
    /** Getting here (the welcome's directions): the public transport, and the map services that navigate there. */
    transport: Transport;
    /** The address in Mapy.cz and Google Maps, at the content's geo position (map-links.ts; built here, not in the bundle). */
    maps: Pick<Record<MapService, string>, 'mapy' | 'google'>;
    /** Today's and tomorrow's published lunch (the clock picks which shows: src/lunch/pick-lunch.ts). */
    lunch: LunchDayView[];
  };
  /**
   * The published lunch days from today on, two weeks ahead (never a draft: lunch.ts), and
   * the usual serving time (after it, an open weekday without a published lunch is over).
   */
  dailyMenu: { days: LunchDayView[]; serving: ServingTime };
  /**
   * The food menu's sections (food-menu.yaml); none when the owner keeps no menu of our own (the page falls back).
   * `columnBreak`: where its two columns part on a wide screen (food-columns.ts), null with nothing to part.
   */
  foodMenu: { sections: FoodSectionView[]; columnBreak: FoodColumnBreak | null };
  drinks: { categories: MenuSectionView[] };
  feast: { photo: PhotoView | null; editions: FeastEditionView[] };
  about: { photo: PhotoView | null; seats: { restaurant: number; cafe: number; terrace: number } };
  lounge: {
    photo: PhotoView | null;
    seats: number;
    arrangements: { id: ArrangementId; capacity: number; upTo: boolean }[];
  };
  gallery: {
    sections: Record<GallerySection, PhotoView[]>;
    seats: { lounge: number; cafe: number; restaurant: number };
  };
  contact: {
    transport: Transport;
    parking: string;
    /** The address in each map service, at the content's geo position (map-links.ts; built here, not in the bundle). */
    maps: Record<MapService, string>;
    /** What the booking form offers (bookings.yaml). */
    booking: BookingSetup;
  };
  myBooking: {
    booking: BookingSetup;
  };
  privacy: {
    /** Days the web server's request logs are kept (venue.yaml `privacy.serverLogDays`). */
    serverLogDays: number;
    /** Days a table booking is kept after its day (bookings.yaml `keepDays`). */
    bookingKeepDays: number;
    /** Who runs the embedded menus, and which of them are embedded (links.yaml); null when none is. */
    menuProvider: { name: string; url: string; menus: 'both' | 'daily' | 'food' } | null;
  };
}

/** What the table booking's form offers and says (bookings.yaml): the rest is the server's. */
export interface BookingSetup {
  /** The areas guests may book online, in the order "anywhere" fills them, each with its season if it has one. */
  areas: { area: 'restaurant' | 'cafe' | 'terrace'; season: { from: string; until: string } | null }[];
  largestParty: number;
  daysAhead: number;
  confirmUpTo: number;
  answerWithinHours: number;
}

/** A page's data: what src/select.ts selects for it, nothing (`{}`) for a page it has no selector for. */
export type PageData<K extends PageKey = PageKey> = K extends keyof PageDataMap ? PageDataMap[K] : Record<string, never>;

/**
 * The pages of the site: one line each, the data of the route table
 * (src/routes.tsx builds react-router's routes from it). A leaf module (it imports
 * nothing of the app), so that the route table, the head, the layout and the
 * server can all depend on it without a cycle.
 *
 * A line is all a page needs besides its module and its messages; the rest follows
 * from its id, `fooBar` say:
 * - its module `src/pages/foo-bar.tsx` exports its component `FooBarPage`
 *   (src/page-modules.ts loads it; the server preloads its chunk, found in Vite's
 *   manifest under the same path);
 * - its messages `src/i18n/cs/foo-bar.ts` and `src/i18n/en/foo-bar.ts` export the
 *   namespace `fooBar`, loaded with the page (src/i18n/page-messages.ts), its head's
 *   title, description and keywords under `fooBar.head` (src/head.ts; the first ten
 *   pages keep theirs in meta.ts);
 * - its route ids, its data route and its loader's data (`{}` unless
 *   src/select.ts selects some), its canonical URL and alternates, its
 *   place in the sitemap, its share picture's key in photos.yaml, its metrics
 *   label, its first-load budget (a default one until it has its own).
 * The steps, and what is optional: docs/development.md, "Where a new piece goes".
 */

/**
 * Where the header links a page: `logo` (the logo, and first in the mobile menu),
 * `menu` (the Menu dropdown), `top` (the bar). Every page with a place is in the
 * mobile menu, in the table's order; its label is `nav.<id>` of the core messages
 * (src/i18n/<lang>/common.ts), which every page shows. A page without one is linked
 * from elsewhere (the privacy notice: the footer and the forms).
 */
export type NavPlace = 'logo' | 'menu' | 'top';

/** One line of the table. `path` is language-neutral: the page exists at it and under `/en`. */
export interface PageEntry {
  path: string;
  nav?: NavPlace;
  /**
   * One guest's own page (a booking, opened by the link in their e-mail): not in the
   * sitemap, `noindex`, sent with `Referrer-Policy: no-referrer`, never kept by the page cache.
   */
  own?: true;
}

export const pageTable = {
  home: { path: '/', nav: 'logo' },
  dailyMenu: { path: '/denni-menu', nav: 'menu' },
  foodMenu: { path: '/jidelni-listek', nav: 'menu' },
  drinks: { path: '/napojovy-listek', nav: 'menu' },
  feast: { path: '/svatomartinske-hody', nav: 'menu' },
  about: { path: '/o-restauraci-ballon', nav: 'top' },
  lounge: { path: '/konferencni-prostory-salonek', nav: 'top' },
  gallery: { path: '/galerie', nav: 'top' },
  contact: { path: '/kontakt', nav: 'top' },
  privacy: { path: '/ochrana-osobnich-udaju' },
  myBooking: { path: '/moje-rezervace', own: true },
} as const satisfies Record<string, PageEntry>;

/** One of the pages. */
export type PageKey = keyof typeof pageTable;

/** What a route shows: one of the pages, or the page for an unknown path. */
export type PageId = PageKey | 'notFound';

/** Whether a page is one guest's own (see `PageEntry.own`). */
export const isOwnPage = (page: PageKey): boolean => (pageTable[page] as PageEntry).own === true;

/** The pages in the table's order. */
export const pageKeys = Object.keys(pageTable) as PageKey[];

/** Each page's language-neutral path. */
export const pagePaths = Object.fromEntries(pageKeys.map((page) => [page, pageTable[page].path])) as {
  readonly [K in PageKey]: (typeof pageTable)[K]['path'];
};

/** The name of a page's (or a namespace's) files: its id in kebab case (`dailyMenu` → `daily-menu`). */
export function fileNameOf(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The handle every route of ours carries, read by the layout and the head. */
export interface RouteHandle {
  page?: PageId;
}

/**
 * Anchors the spec fixes for its contact and lounge forms. Its keys are the site's enquiry
 * forms, the ones whose posts the server takes, written only here: the schemas, the post
 * states and the server's intake derive theirs.
 */
export const formAnchors = { lounge: 'inquiry-form', contact: 'formular' } as const;
export type FormId = keyof typeof formAnchors;

/**
 * Where every "Book a table" leads on the contact page: the table booking (src/bookings).
 * The retired table request had the same anchor; a link kept from then still lands there.
 */
export const bookingAnchor = 'rezervace';

/**
 * Forms the site no longer has whose enquiries may still be kept: the table request, which
 * the booking replaced. Nothing takes a new one; the ones kept before stay readable (the
 * server's queue, the owner's inbox, the day's book) until MAIL_KEEP_DAYS.
 */
const retiredForms = ['table'] as const;

/** Every form a kept enquiry may name: today's and the retired ones. */
export const keptForms: readonly KeptFormId[] = [...(Object.keys(formAnchors) as FormId[]), ...retiredForms];
export type KeptFormId = FormId | (typeof retiredForms)[number];

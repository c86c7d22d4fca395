/**
 * The pages of the site, their ids and their language-neutral paths: a leaf
 * module (it imports nothing of the app), so that the route table, the head,
 * the layout and the server can all depend on it without a cycle.
 */

/**
 * Language-neutral paths of the pages (each exists as is and under `/en`): the
 * nine of the navigation, and the privacy notice, linked from the footer and the forms.
 */
export const pagePaths = {
  home: '/',
  dailyMenu: '/denni-menu',
  foodMenu: '/jidelni-listek',
  drinks: '/napojovy-listek',
  feast: '/svatomartinske-hody',
  about: '/o-restauraci-ballon',
  lounge: '/konferencni-prostory-salonek',
  gallery: '/galerie',
  contact: '/kontakt',
  privacy: '/ochrana-osobnich-udaju',
} as const;

/** One of the pages. */
export type PageKey = keyof typeof pagePaths;

/** What a route shows: one of the pages, or the page for an unknown path. */
export type PageId = PageKey | 'notFound';

/** The handle every route of ours carries, read by the layout and the head. */
export interface RouteHandle {
  page?: PageId;
}

/** Anchors the spec fixes for the two forms. */
export const formAnchors = { lounge: 'inquiry-form', contact: 'formular' } as const;

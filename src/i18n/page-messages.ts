import type { Lang } from '../lang';
import { fileNameOf, type PageKey } from '../page-ids';
import type { PageMessages } from './cs';
import { addPageMessages } from './instances';

type Namespace = keyof PageMessages;

/**
 * Every namespace of the messages that is not in the language's core, as a chunk
 * of its own per language: `src/i18n/<lang>/<namespace>.ts`, keyed by its path from
 * the project's root, which is how Vite's build manifest names the chunk (the server
 * preloads it with the page). Not the core (core.ts and the common.ts it is made
 * of), the server's own (index.ts, its bundle of both languages; api.ts, the API's
 * errors), the 404's lines (not-found.ts, in the 404 page's chunk) or the owner's
 * admin's (admin-api.ts and admin-content.ts, its server's answers; content-errors.ts,
 * the content schemas' messages) or a booking's e-mails' (booking-email.ts, the server's
 * words) or the lunch menu by e-mail's pages' and morning e-mail's (subscription.ts, lunch-email.ts, the server's too):
 * each file the glob takes is a chunk in the site's
 * lazy map, so a file left in costs every public page its name and loader
 * (tests/budget/admin-apart.test.ts lists what may be there).
 */
const files = import.meta.glob<Partial<PageMessages>>([
  '/src/i18n/*/*.ts',
  '!/src/i18n/*/index.ts',
  '!/src/i18n/*/core.ts',
  '!/src/i18n/*/common.ts',
  '!/src/i18n/*/api.ts',
  '!/src/i18n/*/not-found.ts',
  '!/src/i18n/*/admin-api.ts',
  '!/src/i18n/*/admin-content.ts',
  '!/src/i18n/*/content-errors.ts',
  '!/src/i18n/*/booking-email.ts',
  '!/src/i18n/*/subscription.ts',
  '!/src/i18n/*/lunch-email.ts',
]);

const fileKey = (lang: Lang, namespace: Namespace) => `/src/i18n/${lang}/${fileNameOf(namespace)}.ts`;

/**
 * The messages each page shows beyond the language's core (the layout's), loaded
 * with the page (its route's `lazy`) instead of with every page: its own namespace
 * (its id), and those it shares with other pages: the forms' labels and messages
 * on the two form pages, the allergen legend on the drinks and feast pages. They
 * were in every page's language chunk; a page now fetches only its own
 * (docs/performance.md). The server has them all from the start (src/i18n/index.ts),
 * but for a page whose namespace only its route loads (src/i18n/cs/index.ts, PageNamespaces).
 */
const sharedNamespaces: Partial<Record<PageKey, readonly Namespace[]>> = {
  dailyMenu: ['allergens'],
  foodMenu: ['allergens'],
  drinks: ['allergens'],
  feast: ['allergens'],
  lounge: ['forms'],
  contact: ['forms', 'booking'],
  myBooking: ['booking'],
};

const namespacesOf = (page: PageKey): Namespace[] => [page, ...(sharedNamespaces[page] ?? [])];

async function load(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  // A module's exports are its namespace: `export const dailyMenu = {…}` is `{ dailyMenu: {…} }`.
  const loaded = await Promise.all(namespaces.map((namespace) => files[fileKey(lang, namespace)]!()));
  for (const messages of loaded) addPageMessages(lang, messages);
}

/**
 * The chunks of a page's own messages in a language, as Vite's build manifest
 * names their modules (the server preloads them with the page).
 */
export function pageMessageFiles(page: PageKey, lang: Lang): string[] {
  return namespacesOf(page).map((namespace) => fileKey(lang, namespace).slice(1));
}

/** Makes a page's own messages usable in its language. */
export function loadPageMessages(page: PageKey, lang: Lang): Promise<void> {
  return load(lang, namespacesOf(page));
}

/**
 * Makes the head's titles and descriptions usable in a language: the browser
 * needs them only to update the head after a client-side navigation (the server
 * wrote the first page's), so they are not part of the first load.
 */
export function loadHeadMessages(lang: Lang): Promise<void> {
  return load(lang, ['meta']);
}

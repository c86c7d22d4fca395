import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import type { PageMessages } from './cs';
import { addPageMessages } from './instances';

type Namespace = keyof PageMessages;

type Load = () => Promise<Partial<PageMessages>>;

/**
 * Each namespace of the page messages as a chunk of its own per language (the
 * import paths must be written out for the bundler to split them).
 */
const modules: Record<Lang, Record<Namespace, Load>> = {
  cs: {
    meta: () => import('./cs/meta').then((m) => ({ meta: m.meta })),
    home: () => import('./cs/home').then((m) => ({ home: m.home })),
    dailyMenu: () => import('./cs/daily-menu').then((m) => ({ dailyMenu: m.dailyMenu })),
    foodMenu: () => import('./cs/food-menu').then((m) => ({ foodMenu: m.foodMenu })),
    drinks: () => import('./cs/drinks').then((m) => ({ drinks: m.drinks })),
    feast: () => import('./cs/feast').then((m) => ({ feast: m.feast })),
    allergens: () => import('./cs/allergens').then((m) => ({ allergens: m.allergens })),
    about: () => import('./cs/about').then((m) => ({ about: m.about })),
    lounge: () => import('./cs/lounge').then((m) => ({ lounge: m.lounge })),
    gallery: () => import('./cs/gallery').then((m) => ({ gallery: m.gallery })),
    contact: () => import('./cs/contact').then((m) => ({ contact: m.contact })),
    forms: () => import('./cs/forms').then((m) => ({ forms: m.forms })),
    privacy: () => import('./cs/privacy').then((m) => ({ privacy: m.privacy })),
  },
  en: {
    meta: () => import('./en/meta').then((m) => ({ meta: m.meta })),
    home: () => import('./en/home').then((m) => ({ home: m.home })),
    dailyMenu: () => import('./en/daily-menu').then((m) => ({ dailyMenu: m.dailyMenu })),
    foodMenu: () => import('./en/food-menu').then((m) => ({ foodMenu: m.foodMenu })),
    drinks: () => import('./en/drinks').then((m) => ({ drinks: m.drinks })),
    feast: () => import('./en/feast').then((m) => ({ feast: m.feast })),
    allergens: () => import('./en/allergens').then((m) => ({ allergens: m.allergens })),
    about: () => import('./en/about').then((m) => ({ about: m.about })),
    lounge: () => import('./en/lounge').then((m) => ({ lounge: m.lounge })),
    gallery: () => import('./en/gallery').then((m) => ({ gallery: m.gallery })),
    contact: () => import('./en/contact').then((m) => ({ contact: m.contact })),
    forms: () => import('./en/forms').then((m) => ({ forms: m.forms })),
    privacy: () => import('./en/privacy').then((m) => ({ privacy: m.privacy })),
  },
};

/**
 * The messages each page shows beyond the language's core (the layout's), loaded
 * with the page (its route's `lazy`) instead of with every page: a page's own
 * copy, the forms' labels and messages on the two form pages, the allergen
 * legend on the drinks and feast pages, the privacy notice. They were in every
 * page's language chunk; a page now fetches only its own (docs/performance.md).
 * The server has them all from the start (src/i18n/index.ts).
 */
const pageNamespaces: Record<PageKey, readonly Namespace[]> = {
  home: ['home'],
  dailyMenu: ['dailyMenu'],
  foodMenu: ['foodMenu'],
  drinks: ['drinks', 'allergens'],
  feast: ['feast', 'allergens'],
  about: ['about'],
  lounge: ['lounge', 'forms'],
  gallery: ['gallery'],
  contact: ['contact', 'forms'],
  privacy: ['privacy'],
};

async function load(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  const loaded = await Promise.all(namespaces.map((namespace) => modules[lang][namespace]()));
  for (const messages of loaded) addPageMessages(lang, messages);
}

/**
 * Each namespace's file name in src/i18n/<lang>/. Only the server reads it (the
 * browser's bundle drops what only pageMessageFiles uses).
 */
const namespaceFiles: Record<Namespace, string> = {
  meta: 'meta',
  home: 'home',
  dailyMenu: 'daily-menu',
  foodMenu: 'food-menu',
  drinks: 'drinks',
  feast: 'feast',
  allergens: 'allergens',
  about: 'about',
  lounge: 'lounge',
  gallery: 'gallery',
  contact: 'contact',
  forms: 'forms',
  privacy: 'privacy',
};

/**
 * The chunks of a page's own messages in a language, as Vite's build manifest
 * names their modules (the server preloads them with the page).
 */
export function pageMessageFiles(page: PageKey, lang: Lang): string[] {
  return pageNamespaces[page].map((namespace) => `src/i18n/${lang}/${namespaceFiles[namespace]}.ts`);
}

/** Makes a page's own messages usable in its language. */
export function loadPageMessages(page: PageKey, lang: Lang): Promise<void> {
  return load(lang, pageNamespaces[page]);
}

/**
 * Makes the head's titles and descriptions usable in a language: the browser
 * needs them only to update the head after a client-side navigation (the server
 * wrote the first page's), so they are not part of the first load.
 */
export function loadHeadMessages(lang: Lang): Promise<void> {
  return load(lang, ['meta']);
}

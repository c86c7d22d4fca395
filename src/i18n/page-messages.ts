import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import type { PageMessages } from './cs';
import { addPageMessages } from './instances';

interface PageMessageModule {
  /** The module's path as Vite's build manifest names it: the server preloads that chunk with the page. */
  file: string;
  load(): Promise<Partial<PageMessages>>;
}

const allergens: Record<Lang, PageMessageModule> = {
  cs: { file: 'src/i18n/cs/allergens.ts', load: () => import('./cs/allergens').then((module) => ({ allergens: module.allergens })) },
  en: { file: 'src/i18n/en/allergens.ts', load: () => import('./en/allergens').then((module) => ({ allergens: module.allergens })) },
};

/**
 * Messages only some pages show, as chunks of their own per language, loaded
 * with the page (its route's `lazy`) instead of with every page: the privacy
 * notice's 2.5–2.7 kB gzip and the allergen legend's 0.4–0.5 kB would otherwise
 * be in every page's language chunk. The server has them all from the start
 * (src/i18n/index.ts).
 */
const pageMessageModules: Partial<Record<PageKey, Record<Lang, PageMessageModule>>> = {
  drinks: allergens,
  feast: allergens,
  privacy: {
    cs: { file: 'src/i18n/cs/privacy.ts', load: () => import('./cs/privacy').then((module) => ({ privacy: module.privacy })) },
    en: { file: 'src/i18n/en/privacy.ts', load: () => import('./en/privacy').then((module) => ({ privacy: module.privacy })) },
  },
};

/** The chunks of a page's own messages in a language (for the server's preloads). */
export function pageMessageFiles(page: PageKey, lang: Lang): string[] {
  const module = pageMessageModules[page]?.[lang];
  return module ? [module.file] : [];
}

/** Makes a page's own messages usable in its language (a no-op for most pages). */
export async function loadPageMessages(page: PageKey, lang: Lang): Promise<void> {
  const module = pageMessageModules[page]?.[lang];
  if (module) addPageMessages(lang, await module.load());
}

import type { Lang } from '../lang';
import type { CoreMessages } from './cs';
import { isLanguageRegistered, registerLanguage } from './instances';

/**
 * Each language's core messages (what the layout shows) as a module of its own,
 * so that the browser downloads only the language it shows; a page's own
 * messages come with the page (page-messages.ts). `file` is the module's path as Vite's build manifest
 * names it: the server preloads that chunk with the page.
 */
export const languageModules: Record<Lang, { file: string; load(): Promise<CoreMessages> }> = {
  cs: { file: 'src/i18n/cs/core.ts', load: () => import('./cs/core').then((module) => module.core) },
  en: { file: 'src/i18n/en/core.ts', load: () => import('./en/core').then((module) => module.core) },
};

/** Makes `getI18n(lang)` usable: loads the language's messages unless they are here already. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (isLanguageRegistered(lang)) return;
  registerLanguage(lang, await languageModules[lang].load());
}

import type { Lang } from '../lang';
import type { CoreMessages } from './cs';
import { isLanguageRegistered, registerLanguage } from './instances';

/**
 * Each language's messages as a module of its own, so that the browser downloads
 * only the language it shows. `file` is the module's path as Vite's build manifest
 * names it: the server preloads that chunk with the page.
 */
export const languageModules: Record<Lang, { file: string; load(): Promise<CoreMessages> }> = {
  cs: { file: 'src/i18n/cs/index.ts', load: () => import('./cs').then((module) => module.cs) },
  en: { file: 'src/i18n/en/index.ts', load: () => import('./en').then((module) => module.en) },
};

/** Makes `getI18n(lang)` usable: loads the language's messages unless they are here already. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (isLanguageRegistered(lang)) return;
  registerLanguage(lang, await languageModules[lang].load());
}

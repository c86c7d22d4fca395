import i18next, { type i18n } from 'i18next';
import type { Lang } from '../lang';
import type { Messages } from './cs';

const instances = new Map<Lang, i18n>();

/**
 * Creates the i18next instance of one language, synchronously, from its bundled
 * messages (no flash of untranslated text, nothing to await once the messages
 * are here). The instances are never switched to another language, so sharing
 * one per language between requests is as safe as one per request.
 */
export function registerLanguage(lang: Lang, messages: Messages): i18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(lang, instance);
  return instance;
}

export function isLanguageRegistered(lang: Lang): boolean {
  return instances.has(lang);
}

/**
 * The i18next instance of a language. Its messages must be registered first: the
 * server bundles both languages (src/i18n/index.ts); the browser loads the one it
 * shows before hydrating and any other before navigating to it (load-language.ts).
 */
export function getI18n(lang: Lang): i18n {
  const instance = instances.get(lang);
  if (!instance) throw new Error(`i18n: the ${lang} messages are not loaded`);
  return instance;
}

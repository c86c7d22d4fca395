import i18next, { type i18n, type PostProcessorModule } from 'i18next';
import type { Lang } from '../lang';
import type { CoreMessages, PageMessages } from './cs';
import { typeset } from './typography';

const instances = new Map<Lang, i18n>();

/** Page messages that arrived before their language was registered (a page and its language load in parallel). */
const waiting = new Map<Lang, Partial<PageMessages>[]>();

/**
 * The language's typography (typography.ts) applied to every text `t` returns,
 * after interpolation, so the values put into a message are covered too. The
 * name carries the language: i18next keeps post-processors by name.
 */
function typographyOf(lang: Lang): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: `typography-${lang}`,
    // Always a string here; the guard keeps anything else (an object i18next might pass) as it is.
    process: (value: string) => (typeof value === 'string' ? typeset(value, lang) : value),
  };
}

/**
 * Creates the i18next instance of one language, synchronously, from its bundled
 * messages (no flash of untranslated text, nothing to await once the messages
 * are here). The instances are never switched to another language, so sharing
 * one per language between requests is as safe as one per request. Every text
 * comes out typeset for its language (Czech no-break spaces, en dashes); a text
 * for a machine (a title, a meta tag, an e-mail) goes through `plainText`.
 */
export function registerLanguage(lang: Lang, messages: CoreMessages | (CoreMessages & PageMessages)): i18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const typography = typographyOf(lang);
  const instance = i18next.createInstance().use(typography);
  void instance.init({
    postProcess: [typography.name],
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(lang, instance);
  for (const extra of waiting.get(lang) ?? []) instance.addResourceBundle(lang, 'translation', extra, true, true);
  waiting.delete(lang);
  return instance;
}

/** Adds messages only some pages use (page-messages.ts) to a language, now or once it is registered. */
export function addPageMessages(lang: Lang, messages: Partial<PageMessages>): void {
  const instance = instances.get(lang);
  if (instance) instance.addResourceBundle(lang, 'translation', messages, true, true);
  else waiting.set(lang, [...(waiting.get(lang) ?? []), messages]);
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

import i18next, { type i18n } from 'i18next';
import type { Lang } from '../lang';
import { cs } from './cs';
import { en } from './en';

export type { Messages } from './cs';

const resources = { cs, en } as const;
const instances = new Map<Lang, i18n>();

/**
 * One initialised i18next instance per language, created synchronously from
 * the bundled resources (no flash of untranslated text, nothing to await before
 * hydration). The instances are never switched to another language, so sharing
 * one per language between requests is as safe as one per request.
 */
export function getI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: resources[lang] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof cs };
  }
}

import type { Lang } from '../lang';
import { cs, type Messages, type PageNamespaces } from './cs';
import { allergens as csAllergens } from './cs/allergens';
import { privacy as csPrivacy } from './cs/privacy';
import { en } from './en';
import { allergens as enAllergens } from './en/allergens';
import { privacy as enPrivacy } from './en/privacy';
import { getI18n, registerLanguage } from './instances';

export { getI18n };

// The server (and the tests) have both languages at hand from the start, but the
// namespaces of pages that their route loads (PageNamespaces, cs/index.ts). The
// browser never imports this module: it loads one language (load-language.ts),
// and a page's own messages with the page (page-messages.ts).
const bundled: Record<Lang, Omit<Messages, keyof PageNamespaces>> = {
  cs: { ...cs, allergens: csAllergens, privacy: csPrivacy },
  en: { ...en, allergens: enAllergens, privacy: enPrivacy },
};
for (const lang of ['cs', 'en'] as const) registerLanguage(lang, bundled[lang]);

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof cs & { allergens: typeof csAllergens; privacy: typeof csPrivacy } & PageNamespaces;
    };
  }
}

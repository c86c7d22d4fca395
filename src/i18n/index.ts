import type { Lang } from '../lang';
import { cs, type Messages } from './cs';
import { en } from './en';
import { getI18n, registerLanguage } from './instances';

export { getI18n };

// The server (and the tests) have both languages at hand from the start. The
// browser never imports this module: it loads one language (load-language.ts).
const bundled: Record<Lang, Messages> = { cs, en };
for (const lang of ['cs', 'en'] as const) registerLanguage(lang, bundled[lang]);

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof cs };
  }
}

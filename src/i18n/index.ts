import type { Lang } from '../lang';
import { api as csApi } from './cs/api';
import { cs, type Messages } from './cs';
import { en } from './en';
import { api as enApi } from './en/api';
import { getI18n, registerLanguage } from './instances';

export { getI18n };

/** The server's messages: the site's, plus the API's own (never sent to the browser). */
type ServerMessages = Messages & { api: typeof csApi };

// The server (and the tests) have both languages at hand from the start. The
// browser never imports this module: it loads one language (load-language.ts).
const bundled: Record<Lang, ServerMessages> = { cs: { ...cs, api: csApi }, en: { ...en, api: enApi } };
for (const lang of ['cs', 'en'] as const) registerLanguage(lang, bundled[lang]);

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof cs & { api: typeof csApi } };
  }
}

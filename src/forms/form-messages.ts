import type { Lang } from '../lang';
import { getI18n } from '../i18n/instances';

/**
 * A text of the `forms` namespace (or the booking's: `booking`) as written (no typography: it goes into field
 * messages and e-mail subjects as is). The catalogue is the language's i18next
 * instance, not an import of cs/en forms.ts: an import would put both languages'
 * form messages into whatever chunk uses this, while the browser gets its one
 * language's with the form page (src/i18n/page-messages.ts) and the server has
 * both from the start (src/i18n/index.ts). Undefined when there is no such text.
 */
export function formText(lang: Lang, key: `forms.${string}` | `booking.${string}`): string | undefined {
  const text: unknown = getI18n(lang).getResource(lang, 'translation', key);
  return typeof text === 'string' ? text : undefined;
}

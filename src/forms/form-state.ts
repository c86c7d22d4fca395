import { localizePath, type Lang } from '../lang';
import { formAnchors, pagePaths, type FormId } from '../page-ids';
import type { FieldErrors } from './field-errors';

/**
 * What the page shows after a form post without JavaScript:
 * - idle: a fresh form
 * - sent: the success where the form was, until a new message is begun (what the page shows for the success marker)
 * - invalid: the entered values and the errors under the fields (HTTP 422)
 * - rate-limited: the entered values and a "too many messages" notice (HTTP 429)
 * - failed: the entered values and the send-failure notice (HTTP 500/503, message not stored)
 * - unconfirmed: the entered values and a notice that the message may have arrived and
 *   is safe to send again (HTTP 504: the store could not confirm it in time)
 */
export type FormStatus = 'idle' | 'sent' | 'invalid' | 'rate-limited' | 'failed' | 'unconfirmed';

export interface FormState<Values> {
  /** The values as posted; the hidden idempotency key too, so a retry keeps it. */
  values: Partial<Values> & { idempotencyKey?: string };
  /** Localized messages per field (`localizeFieldErrors(error, lang)`). */
  errors: FieldErrors;
  status: FormStatus;
  /** Which form was posted (the contact page has two); missing in a state made before there were two. */
  form?: FormId;
}

/**
 * The success marker of Post/Redirect/Get: after a successful post without
 * JavaScript the server answers 303 to `sentLocation(form, lang)`, e.g.
 * `/kontakt?odeslano=1#formular`, and the page shows the success notice.
 */
const SENT_PARAM = 'odeslano';
/** The spec's marker for its two forms. */
const SENT_VALUES: Readonly<Record<FormId, string>> = { contact: '1', lounge: '1' };

const formPages = { contact: pagePaths.contact, lounge: pagePaths.lounge } as const;

/** The page a form lives on, in a language: `/kontakt`, `/en/konferencni-prostory-salonek`. */
function formPagePath(form: FormId, lang: Lang): string {
  return localizePath(formPages[form], lang);
}

/** Where the form posts (its own page, at its anchor). */
export function formActionUrl(form: FormId, lang: Lang): string {
  return `${formPagePath(form, lang)}#${formAnchors[form]}`;
}

/** Where the server redirects (303) after a successful post without JavaScript. */
export function sentLocation(form: FormId, lang: Lang): string {
  return `${formPagePath(form, lang)}?${SENT_PARAM}=${SENT_VALUES[form]}#${formAnchors[form]}`;
}

/** True when a query string (`?odeslano=1`) carries a form's success marker. */
export function hasSentMarker(search: string, form: FormId): boolean {
  return new URLSearchParams(search).get(SENT_PARAM) === SENT_VALUES[form];
}

/** The query string without the success marker (`?a=1&odeslano=1` → `?a=1`). */
export function withoutSentMarker(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SENT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

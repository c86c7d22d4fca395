import type { Request, Response } from 'express';
import { ENQUIRY_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { getI18n } from '../../src/i18n';
import { apiMessages } from '../../src/i18n/api-messages';
import { plainText } from '../../src/i18n/typography';
import type { FieldErrors } from '../../src/forms/field-errors';
import { langFromAcceptLanguage, langFromBody, type Lang } from '../../src/lang';

/** The `error.code` values of the JSON API. */
export type ApiErrorCode =
  | 'validation'
  | 'bad_request'
  | 'duplicate_field'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'cross_site'
  | 'idempotency_conflict'
  | 'unavailable'
  | 'unconfirmed'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal';

/** A message with the body limit as the messages say it: `16 kB`. */
export const withBodyLimit = (message: string, limitBytes = ENQUIRY_BODY_LIMIT_BYTES) =>
  message.replace('{{limit}}', `${limitBytes / 1024} kB`);

/**
 * The message of an API error, from the i18n resources (`api.errors.*`; the rate limit's is the forms' own notice,
 * in plain text: the JSON carries no typography's no-break spaces).
 */
function apiErrorMessage(code: ApiErrorCode, lang: Lang): string {
  if (code === 'rate_limited') return plainText(getI18n(lang).t('forms.rateLimited.text'));
  return withBodyLimit(apiMessages[lang].errors[code]);
}

/** The language of an API answer that has no body to tell it (see src/lang.ts). */
export function headerLang(req: Request): Lang {
  return langFromAcceptLanguage(req.get('accept-language'));
}

/**
 * The language of an API answer to a post whose body may be read: the body's own `lang` (the form's
 * page), else the header's. The limit's 429 is answered once the body is read: a guest on the English
 * page whose browser prefers Czech gets it in English.
 */
export function postLang(req: Request): Lang {
  const lang = (req.body as { lang?: unknown } | undefined)?.lang;
  return typeof lang === 'string' ? langFromBody(req.body) : headerLang(req);
}

/** One field's problem in the admin's content editor: where in the file's data (keys and list indexes), and what. */
export interface PathFieldError {
  path: (string | number)[];
  message: string;
}

/**
 * The one JSON error of the public API and the admin, answered as `{ error: JsonError }` with
 * nothing else at the top level (server/http/README.md, "The JSON error answer").
 */
export interface JsonError {
  /** For code: `validation`, `not_found`, `read_only`, … */
  code: string;
  /** For people, in the asker's language; never empty. */
  message: string;
  /** The public forms' messages by field name (`{ email: [...] }`), or the content editor's by path (`[{ path, message }]`). */
  fields?: FieldErrors | PathFieldError[];
  /** With `read_only` only: why editing is off (`read-only`, `symlink`, …: server/admin/content/README.md). */
  why?: string;
  /** With `conflict` only: the file's current version. */
  version?: string;
  /** With `booking_full` only (the admin's day's book): the day's nearest free times, `HH:MM`, also named in `message`. */
  nearest?: string[];
}

/**
 * Sends the one JSON error shape; each caller looks up its own words. The public API's
 * answers are `no-store`, the admin's `private, no-store`.
 */
export function sendJsonError(
  res: Response,
  status: number,
  error: JsonError,
  cacheControl: 'no-store' | 'private, no-store' = 'no-store',
): void {
  const { code, message, fields, why, version, nearest } = error;
  // Picked one by one: nothing but these keys is ever sent (JSON leaves out the undefined ones).
  res
    .status(status)
    .set('Cache-Control', cacheControl)
    .json({ error: { code, message, fields, why, version, nearest } });
}

/** A public API error, in the words of `api.errors.*`. */
export function sendApiError(
  res: Response,
  status: number,
  code: ApiErrorCode,
  lang: Lang,
  fields?: FieldErrors,
): void {
  sendJsonError(res, status, { code, message: apiErrorMessage(code, lang), fields });
}

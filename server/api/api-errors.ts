import type { Request, Response } from 'express';
import { getI18n } from '../../src/i18n';
import type { FieldErrors } from '../../src/forms/field-errors';
import type { Lang } from '../../src/lang';

/** The `error.code` values of the JSON API. */
export type ApiErrorCode =
  | 'validation'
  | 'bad_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal';

/** Texts of the API's own errors (field messages come from the forms' catalogue). */
const messages: Record<Lang, Record<Exclude<ApiErrorCode, 'rate_limited'>, string>> = {
  cs: {
    validation: 'Formulář obsahuje chyby. Opravte prosím označená pole.',
    bad_request: 'Požadavek nelze přečíst: tělo musí být platný JSON.',
    payload_too_large: 'Požadavek je příliš velký (nejvýše 16 kB).',
    unsupported_media_type: 'Požadavek musí být JSON (Content-Type: application/json).',
    unavailable: 'Zprávu se teď nepodařilo přijmout. Zkuste to prosím znovu, nebo nám zavolejte.',
    not_found: 'Tato adresa API neexistuje.',
    method_not_allowed: 'Tato metoda není u této adresy podporována.',
    internal: 'Nastala neočekávaná chyba. Zkuste to prosím znovu.',
  },
  en: {
    validation: 'The form has errors. Please correct the marked fields.',
    bad_request: 'The request cannot be read: the body must be valid JSON.',
    payload_too_large: 'The request is too large (16 KB at most).',
    unsupported_media_type: 'The request must be JSON (Content-Type: application/json).',
    unavailable: 'Your message could not be accepted right now. Please try again, or give us a call.',
    not_found: 'There is no such API address.',
    method_not_allowed: 'This method is not supported at this address.',
    internal: 'An unexpected error occurred. Please try again.',
  },
};

export function apiErrorMessage(code: ApiErrorCode, lang: Lang): string {
  return code === 'rate_limited' ? getI18n(lang).t('forms.rateLimited.text') : messages[lang][code];
}

/** The language a request prefers when it has no body to tell (Accept-Language), Czech by default. */
export function langOfRequest(req: Request): Lang {
  return req.acceptsLanguages('cs', 'en') === 'en' ? 'en' : 'cs';
}

export function sendApiError(res: Response, status: number, code: ApiErrorCode, lang: Lang, fields?: FieldErrors): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error: { code, message: apiErrorMessage(code, lang), ...(fields ? { fields } : {}) } });
}

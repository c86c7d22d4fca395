import type { Request, Response } from 'express';
import { getI18n } from '../../src/i18n';
import type { FieldErrors } from '../../src/forms/field-errors';
import { langFromAcceptLanguage, type Lang } from '../../src/lang';

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

/** The message of an API error, from the i18n resources (`api.errors.*`; the limit's is the forms' own notice). */
function apiErrorMessage(code: ApiErrorCode, lang: Lang): string {
  const { t } = getI18n(lang);
  return code === 'rate_limited' ? t('forms.rateLimited.text') : t(`api.errors.${code}`);
}

/** The language of an API answer that has no body to tell it (see src/lang.ts). */
export function headerLang(req: Request): Lang {
  return langFromAcceptLanguage(req.get('accept-language'));
}

export function sendApiError(res: Response, status: number, code: ApiErrorCode, lang: Lang, fields?: FieldErrors): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error: { code, message: apiErrorMessage(code, lang), ...(fields ? { fields } : {}) } });
}

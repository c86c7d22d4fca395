import type { Request, Response } from 'express';
import { sendJsonError, type JsonError } from '../http/api-errors';
import { adminApiMessages } from '../../src/i18n/admin-api-messages';
import { langFromAcceptLanguage, type Lang } from '../../src/lang';

export type AdminErrorCode = keyof (typeof adminApiMessages)['cs']['errors'];

/** The admin's language: the Accept-Language the admin client sets (Czech by default). */
export function adminLang(req: Request): Lang {
  return langFromAcceptLanguage(req.get('accept-language'));
}

/** Any admin JSON error (the content editor's and the upload's too): the one shape, words looked up by the caller. */
export function sendAdminJsonError(res: Response, status: number, error: JsonError): void {
  // Whoever answered before (the same-origin check says `no-store`), an admin answer is kept by no cache.
  sendJsonError(res, status, error, 'private, no-store');
}

/** An admin API error in the words of `src/i18n/{cs,en}/admin-api.ts`, in the admin's language. */
export function sendAdminError(req: Request, res: Response, status: number, code: AdminErrorCode): void {
  sendAdminJsonError(res, status, { code, message: adminApiMessages[adminLang(req)].errors[code] });
}

import type { Request, Response } from 'express';
import { adminApiMessages } from '../../src/i18n/admin-api-messages';
import { langFromAcceptLanguage, type Lang } from '../../src/lang';

export type AdminErrorCode = keyof (typeof adminApiMessages)['cs']['errors'];

/** The admin's language: the Accept-Language the admin client sets (Czech by default). */
export function adminLang(req: Request): Lang {
  return langFromAcceptLanguage(req.get('accept-language'));
}

/** An admin API error: `{ error: code, message }`, the message in the admin's language. */
export function sendAdminError(req: Request, res: Response, status: number, code: AdminErrorCode): void {
  // Whoever answered before (the same-origin check says `no-store`), an admin answer is kept by no cache.
  res.status(status).set('Cache-Control', 'private, no-store').json({ error: code, message: adminApiMessages[adminLang(req)].errors[code] });
}

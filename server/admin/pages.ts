import { Router, type Request, type Response } from 'express';
import { adminApiMessages } from '../../src/i18n/admin-api-messages';
import { renderNoticePage } from '../http/notice-page';
import { adminLang } from './api-errors';
import type { ShellPage } from './shell';

/** The admin's pages (the client routes them); each is the same shell. */
const SIGNED_IN_PAGES = [
  '/',
  '/lunch',
  '/lunch/:date',
  '/content/:file',
  '/history/:file',
  '/photos',
  '/inbox',
  '/owners',
  '/audit',
  '/sold-out',
  '/bookings',
  '/visits',
  '/subscribers',
];
/** Pages that need no session: signing in, and opening an invitation. */
const OPEN_PAGES = ['/sign-in', '/invitation'];

export interface AdminPageParts {
  shell: (req: Request, res: Response, page: ShellPage) => Promise<void>;
  signedIn: (req: Request) => Promise<boolean>;
}

/** The pages: the shell, or without a session a 303 to sign-in; anything else under /admin a 404 notice. */
export function adminPages({ shell, signedIn }: AdminPageParts): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get(OPEN_PAGES, async (req, res) => shell(req, res, { signedIn: await signedIn(req) }));
  router.get(SIGNED_IN_PAGES, async (req, res) => {
    if (!(await signedIn(req))) {
      res.redirect(303, '/admin/sign-in');
      return;
    }
    await shell(req, res, { signedIn: true });
  });
  router.use((req, res) => {
    const lang = adminLang(req);
    const words = adminApiMessages[lang];
    res
      .status(404)
      .type('html')
      .send(renderNoticePage(lang, words.notFound, '/admin'));
  });
  return router;
}

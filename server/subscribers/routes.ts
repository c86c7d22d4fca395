/**
 * The lunch menu by e-mail's HTTP side, Czech paths and `/en/…` (the page's language is the
 * path's; the e-mails' is the form's `lang`):
 *
 * - `POST /denni-menu/odber`: the subscribe card's plain form (same origin, the forms' body limit,
 *   urlencoded). Valid: the record and its owed confirmation e-mail are stored in one step, the
 *   letter queued (awaited), then 303 → `GET /denni-menu/odber`, the "check your inbox" page, the
 *   same answer for a new, a pending, a confirmed address and one past its per-address limit, so
 *   nobody learns who is on the list. Invalid: 422 and the form again with its errors and values.
 *   Too many from one client: 429. Not storable: 503.
 * - `GET /denni-menu/odber/potvrzeni?t=`: the page with the button; `POST` (same origin) confirms.
 * - `GET /denni-menu/odber/odhlaseni?t=`: the page with the button; `POST` unsubscribes, without
 *   the same-origin check: it is also RFC 8058's one-click POST (`List-Unsubscribe=One-Click`,
 *   urlencoded or multipart, at most 1 kB), authenticated by the token (in the query, or the
 *   button's field). 200 whether the record was still there or not (idempotent), `no-store`.
 *
 * A link that leads nowhere (tampered, of another purpose, forgotten) is one page that says so
 * and links the form (404); its posts count against the client's refused posts. No answer and no
 * log line names the address.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { apiMessages } from '../../src/i18n/api-messages';
import { FORM_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { emailField } from '../../src/forms/fields';
import { langFromPath, localizePath, type Lang } from '../../src/lang';
import { withBodyLimit } from '../http/api-errors';
import { readFormBody } from '../http/form-body';
import { renderNoticePage } from '../http/notice-page';
import { sameOriginOnly } from '../http/same-origin';
import { setRetryAfter } from '../rate-limit/client';
import { recordFailure } from '../runtime/request-logging';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, type SubscriptionDesk } from './desk';
import type { SubscribeLimiter } from './limiter';
import type { OwedLetters } from './owed-letters';
import { buttonPage, cardPath, confirmedPage, formPage, noticePage, SUBSCRIBE_PATH, type FormErrors } from './pages';
import { inboxKeyOf, type Subscriber } from './subscriber';

export interface SubscriberRouteDeps {
  desk: SubscriptionDesk;
  letters: OwedLetters;
  limiter: SubscribeLimiter;
  siteUrl: string;
  logger: Logger;
  /** A post accepted or refused (the visits' counter may listen); must not throw. */
  onPost?: (outcome: 'accepted' | 'refused') => void;
}

/** The one-click POST's body: its one field, or the button's token. */
const ONE_CLICK_LIMIT_BYTES = 1024;

const both = (path: string) => [path, localizePath(path, 'en')];
const langOf = (req: Request): Lang => langFromPath(req.path);

function send(res: Response, status: number, html: string): void {
  res.status(status).set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').type('html').send(html);
}

export function subscriberRoutes(deps: SubscriberRouteDeps): Router {
  const { desk, letters, limiter } = deps;
  const router = Router();

  // A post from another site, or a body the form cannot read: the refused post's page, nothing stored or counted.
  const crossSite = sameOriginOnly(
    deps.siteUrl,
    deps.logger,
    (req, res) => {
      const words = apiMessages[langOf(req)];
      send(
        res,
        403,
        renderNoticePage(
          langOf(req),
          { title: words.refusedPage.title, text: words.errors.cross_site, back: words.refusedPage.back },
          cardPath(langOf(req)),
        ),
      );
    },
    // The pages are sent with no-referrer (a link's token stays out of Referer): their own posts say
    // `Origin: null`, and Sec-Fetch-Site vouches for them, as on the guest's booking page.
    { nullOriginIfSameOrigin: true },
  );
  const formBody = readFormBody(
    async (req, res, refusal) => {
      const words = apiMessages[langOf(req)];
      const text = withBodyLimit(words.refusedPage.reasons[refusal.reason], FORM_BODY_LIMIT_BYTES);
      send(res, refusal.status, renderNoticePage(langOf(req), { ...words.refusedPage, text }, cardPath(langOf(req))));
    },
    { formOnly: true, parameterLimit: 10 },
  );

  /** The store or the counts are away: 503, on the request's log line (not the address). */
  const unavailable = (res: Response, req: Request, error: unknown) => {
    recordFailure(res, error, 'subscribers: the store or the limits could not be reached', true);
    send(res, 503, noticePage(langOf(req), 'unavailable'));
  };
  const limited = (res: Response, req: Request, resetTime: Date | undefined, windowMs: number) => {
    setRetryAfter(res, resetTime, windowMs);
    deps.onPost?.('refused');
    send(res, 429, noticePage(langOf(req), 'limited'));
  };

  /** Refuses a client whose refused posts reached their limit before anything is read. */
  const refusedTooOften: RequestHandler = async (req, res, next) => {
    try {
      const check = await limiter.refusedTooOften(req);
      if (check.kind === 'limited') return limited(res, req, check.resetTime, check.windowMs);
    } catch (error) {
      return unavailable(res, req, error);
    }
    next();
  };

  router.get(both(SUBSCRIBE_PATH), (req, res) => send(res, 200, noticePage(langOf(req), 'sent')));

  router.post(both(SUBSCRIBE_PATH), crossSite, refusedTooOften, formBody, async (req, res) => {
    const lang = langOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const sent = () => res.redirect(303, localizePath(SUBSCRIBE_PATH, lang));
    try {
      // A bot that filled the honeypot is told what a person is, and nothing is stored or sent.
      if (field('website') !== '') return sent();
      const email = emailField().safeParse(field('email'));
      const mailLang: Lang = field('lang') === 'en' ? 'en' : field('lang') === 'cs' ? 'cs' : lang;
      const errors: FormErrors = {};
      if (!email.success) errors.email = true;
      if (field('consent') !== 'on') errors.consent = true;
      if (!email.success || errors.consent) {
        await limiter.refusedPost(req);
        deps.onPost?.('refused');
        send(
          res,
          422,
          formPage(lang, { email: field('email').slice(0, 300), lang: mailLang, consent: !errors.consent }, errors),
        );
        return;
      }
      const check = await limiter.post(req);
      if (check.kind === 'limited') return limited(res, req, check.resetTime, check.windowMs);
      deps.onPost?.('accepted');
      // Past the address's limit: the same page, nothing stored, nothing sent.
      if (!(await limiter.letterAllowed(inboxKeyOf(email.data)))) return sent();
      const { subscriber, letterOwed } = await desk.subscribe(email.data, mailLang);
      if (letterOwed) {
        // The owed mark is stored with the record: a queue that is away now gets it on the minute's pass.
        await letters.queueOne(subscriber.id).catch(() => void letters.kick());
      }
      sent();
    } catch (error) {
      unavailable(res, req, error);
    }
  });

  const tokenOf = (req: Request): string => {
    const fromBody = (req.body as Record<string, unknown> | undefined)?.t;
    if (typeof fromBody === 'string') return fromBody;
    return typeof req.query.t === 'string' ? req.query.t : '';
  };

  /** The subscriber's unsubscribe page as a path (the same site), in the subscriber's language; the page around it is in its own. */
  const unsubscribePath = async (subscriber: Subscriber) => {
    const unsubscribe = new URL(await desk.linkFor('unsubscribe', subscriber));
    return `${unsubscribe.pathname}${unsubscribe.search}`;
  };

  /**
   * A link's GET: the page with the button; for a confirmation link already used, the page that
   * says so; for an unsubscribe link whose record is gone, the page that says the address is off
   * the list; or the page that says the link leads nowhere. A GET never changes anything.
   */
  const linkPage =
    (purpose: 'confirm' | 'unsubscribe', path: string): RequestHandler =>
    async (req, res) => {
      const lang = langOf(req);
      try {
        const found = await desk.lookup(purpose, req.query.t);
        // A confirmation link opened again after confirming: it says so (and links the way out), nothing to press.
        if (purpose === 'confirm' && found.kind === 'valid' && found.subscriber.state === 'confirmed')
          return send(res, 200, confirmedPage(lang, await unsubscribePath(found.subscriber), 'alreadyConfirmed'));
        // An unsubscribe link whose record is already gone: the address is off the list, as the button would say (200).
        if (purpose === 'unsubscribe' && found.kind === 'gone') return send(res, 200, noticePage(lang, 'unsubscribed'));
        if (found.kind === 'valid') send(res, 200, buttonPage(lang, purpose, path, req.query.t as string));
        else send(res, 404, noticePage(lang, 'tokenInvalid'));
      } catch (error) {
        unavailable(res, req, error);
      }
    };

  router.get(both(CONFIRM_PATH), linkPage('confirm', CONFIRM_PATH));
  router.get(both(UNSUBSCRIBE_PATH), linkPage('unsubscribe', UNSUBSCRIBE_PATH));

  router.post(both(CONFIRM_PATH), crossSite, refusedTooOften, formBody, async (req, res) => {
    try {
      const confirmed = await desk.confirm(tokenOf(req));
      if (confirmed) return send(res, 200, confirmedPage(langOf(req), await unsubscribePath(confirmed)));
      await limiter.refusedPost(req);
      send(res, 404, noticePage(langOf(req), 'tokenInvalid'));
    } catch (error) {
      unavailable(res, req, error);
    }
  });

  // RFC 8058: a mail provider's POST from anywhere, with no cookie; the token authenticates it.
  const oneClickBody = express.raw({ type: () => true, limit: ONE_CLICK_LIMIT_BYTES });
  router.post(
    both(UNSUBSCRIBE_PATH),
    refusedTooOften,
    (req, res, next) =>
      oneClickBody(req, res, (error?: unknown) => {
        if (error) {
          const status = (error as { status?: number }).status;
          const words = apiMessages[langOf(req)];
          const reason = status === 413 ? 'too_large' : 'unreadable';
          const text = withBodyLimit(words.refusedPage.reasons[reason], ONE_CLICK_LIMIT_BYTES);
          return send(
            res,
            status && status >= 400 && status < 500 ? status : 400,
            renderNoticePage(langOf(req), { ...words.refusedPage, text }, cardPath(langOf(req))),
          );
        }
        // The button's urlencoded field `t`; a multipart or one-click body carries the token in the query only.
        const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
        req.body = req.is('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : {};
        next();
      }),
    async (req, res) => {
      try {
        if ((await desk.unsubscribe(tokenOf(req))) === 'done')
          return send(res, 200, noticePage(langOf(req), 'unsubscribed'));
        await limiter.refusedPost(req);
        send(res, 404, noticePage(langOf(req), 'tokenInvalid'));
      } catch (error) {
        unavailable(res, req, error);
      }
    },
  );

  return router;
}

/**
 * The bookings' HTTP side:
 *
 * - `GET /api/bookings/times?date&party&area&lang[&t]`: a day's free times for a party (the
 *   JavaScript form asks as the guest picks); 400 with the form's messages for a bad question.
 *   With a manage link's token `t` (the guest's page, changing the booking), the booking's own
 *   seats count as free: a guest moving within a full evening is offered their time's neighbours.
 * - `GET /api/bookings/mine?t=`: the booking a manage link's token leads to (the guest's page,
 *   reached by a client-side navigation); 404 when none.
 * - `POST /moje-rezervace` (and `/en/…`): the booking page's forms (book, change, cancel), without or with JavaScript:
 *   refused from another site (403), its body read (the forms' limit), counted per client, then the page's
 *   route action (src/bookings/booking-action.ts) with this request's desk.
 * - The guest's page is sent with `Referrer-Policy: no-referrer` (its address holds the token).
 *
 * Every refusal is the house's JSON error (server/http/api-errors.ts) or the page in the
 * guest's language; the store's outage is 503 (nothing booked), never a stack trace.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { FORM_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { timesQuerySchema, type BookingPort, type GuestBooking } from '../../src/bookings/data';
import { localizeFieldErrors } from '../../src/forms/field-errors';
import type { FormActionContext } from '../../src/forms/form-action';
import { langFromPath, localizePath, type Lang } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { sendApiError } from '../http/api-errors';
import { sameOriginOnly } from '../http/same-origin';
import { clientKey } from '../rate-limit/client';
import { recordFailure } from '../runtime/request-logging';
import { booking as bookingCs } from '../../src/i18n/cs/booking';
import { addPageMessages } from '../../src/i18n/instances';
import { booking as bookingEn } from '../../src/i18n/en/booking';
import { TOKEN } from './booking';
import type { BookingDesk } from './desk';
import { type DeskContent } from './desk';
import { BookingWriteUnknown } from './redis-store';
import { BookingStoreUnavailable } from './store';

/** The booking page in both languages. */
const bookingPagePaths = (['cs', 'en'] as const).map((lang) => localizePath(pagePaths.myBooking, lang));

export interface BookingRouteDeps {
  desk: BookingDesk;
  content: () => DeskContent;
  siteUrl: string;
  logger: Logger;
  /** The counts' store (Redis with REDIS_URL); in memory without. */
  limitStore?: (prefix: string) => Store;
}

/** Renders the page of a request with the form action's context (server/document/render.ts). */
export type RenderBookingPage = (
  req: Request,
  res: Response,
  next: (error?: unknown) => void,
  form?: FormActionContext,
) => Promise<void>;

const langOf = (req: Request): Lang => (req.query.lang === 'en' ? 'en' : 'cs');
const isStoreFailure = (error: unknown) =>
  error instanceof BookingStoreUnavailable || error instanceof BookingWriteUnknown;

/** The desk bound to one request: its client, the content and the clock at that moment. */
export function bookingPortFor(deps: BookingRouteDeps, req: Request, res: Response): BookingPort {
  const { desk } = deps;
  const recorded = <T>(work: () => Promise<T>, fallback: (error: unknown) => T) =>
    work().catch((error: unknown) => {
      if (!isStoreFailure(error)) throw error;
      recordFailure(res, error, 'the bookings store could not be reached', true);
      return fallback(error);
    });
  return {
    times: (query, token) =>
      recorded(
        () => desk.times(deps.content(), query, token),
        () => ({ kind: 'times', times: [], sittingMinutes: 0 }),
      ),
    book: (input) =>
      recorded(
        // The client as the limits count it (an IPv6 client by its /56: one subscriber has 2^72 addresses).
        () => desk.book(deps.content(), input, clientKey(req)),
        (error) => ({ kind: error instanceof BookingWriteUnknown ? 'unconfirmed' : 'notStored' }),
      ),
    // A store that cannot be read is not "no such booking": the page says it cannot check now.
    mine: (token) =>
      recorded<GuestBooking | null | { unavailable: true }>(
        async () => (await desk.mine(deps.content().bookings, token))?.view ?? null,
        () => ({ unavailable: true }),
      ),
    cancel: (token) =>
      recorded(
        () => desk.cancel(deps.content().bookings, token),
        () => ({ kind: 'notFound' }),
      ),
    change: (token, input) =>
      recorded(
        () => desk.change(deps.content(), token, input, clientKey(req)),
        (error) => ({ kind: error instanceof BookingWriteUnknown ? 'unconfirmed' : 'notStored' }),
      ),
  };
}

export function bookingRoutes(deps: BookingRouteDeps) {
  // The booking form's words answer the API's questions too, before any booking page was rendered.
  for (const lang of ['cs', 'en'] as const) addPageMessages(lang, { booking: words[lang] });
  const limiter = (prefix: string, limit: number, windowMs: number): RequestHandler =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: clientKey,
      // A count that cannot be read (Redis away) lets the request through: the desk, on the same
      // Redis, then answers 503 in words itself (nothing booked), never a 500.
      passOnStoreError: true,
      ...(deps.limitStore ? { store: deps.limitStore(prefix) } : {}),
      handler: (req, res) => sendApiError(res, 429, 'rate_limited', langOf(req)),
    });

  const api = Router({ caseSensitive: true, strict: true });
  api.get('/bookings/times', limiter('ballon:rl:booking-times:', 120, 60_000), async (req, res, next) => {
    const lang = langOf(req);
    const text = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
    const query = timesQuerySchema.safeParse({ date: text('date'), party: text('party'), area: text('area') || 'any' });
    if (!query.success) {
      sendApiError(res, 400, 'validation', lang, localizeFieldErrors(query.error, lang));
      return;
    }
    // A guest changing their booking passes its link's token: its own seats are free to it.
    const token = typeof req.query.t === 'string' && TOKEN.test(req.query.t) ? req.query.t : undefined;
    if (token) res.set('Referrer-Policy', 'no-referrer');
    try {
      const answer = await deps.desk.times(deps.content(), { ...query.data, party: Number(query.data.party) }, token);
      res.set('Cache-Control', 'no-store').json({ answer });
    } catch (error) {
      if (!isStoreFailure(error)) return next(error);
      recordFailure(res, error, 'the bookings store could not be reached', true);
      sendApiError(res, 503, 'unavailable', lang);
    }
  });
  api.get('/bookings/mine', limiter('ballon:rl:booking-mine:', 60, 60_000), async (req, res, next) => {
    const lang = langOf(req);
    const token = typeof req.query.t === 'string' ? req.query.t : '';
    res.set('Referrer-Policy', 'no-referrer');
    if (!TOKEN.test(token)) {
      sendApiError(res, 404, 'not_found', lang);
      return;
    }
    try {
      const found = await deps.desk.mine(deps.content().bookings, token);
      if (!found) sendApiError(res, 404, 'not_found', lang);
      else res.set('Cache-Control', 'private, no-store').json({ booking: found.view });
    } catch (error) {
      if (!isStoreFailure(error)) return next(error);
      recordFailure(res, error, 'the bookings store could not be reached', true);
      sendApiError(res, 503, 'unavailable', lang);
    }
  });

  /** The guest's page: never kept by a cache or passed on as a referrer (the token is in its address). */
  const pageHeaders: RequestHandler = (_req, res, next) => {
    res.set('Referrer-Policy', 'no-referrer');
    next();
  };

  const pages = (render: RenderBookingPage): Router => {
    const router = Router({ caseSensitive: true, strict: true });
    router.get(bookingPagePaths, pageHeaders);
    router.post(
      bookingPagePaths,
      pageHeaders,
      (_req, res, next) => {
        res.set('Cache-Control', 'private, no-store');
        next();
      },
      // The page is sent with no-referrer: its own posts say `Origin: null`, and Sec-Fetch-Site vouches for them.
      sameOriginOnly(
        deps.siteUrl,
        deps.logger,
        (req, res) => {
          res
            .status(403)
            .type('text/plain; charset=utf-8')
            .send(refusedText(langFromPath(req.path)));
        },
        { nullOriginIfSameOrigin: true },
      ),
      express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT_BYTES, parameterLimit: 40 }),
      rateLimit({
        windowMs: 10 * 60_000,
        limit: 30,
        keyGenerator: clientKey,
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        passOnStoreError: true,
        ...(deps.limitStore ? { store: deps.limitStore('ballon:rl:booking-post:') } : {}),
        handler: (req, res) =>
          res
            .status(429)
            .type('text/plain; charset=utf-8')
            .send(limitedText(langFromPath(req.path))),
      }),
      // The page's action finds this request's desk in its context (the renderer's `bookingsFor`).
      (req, res, next) => void render(req, res, next, { submit: async () => ({ status: 'unavailable' }) }),
    );
    return router;
  };

  return { api, pages };
}

const words = { cs: bookingCs, en: bookingEn };
const refusedText = (lang: Lang) => words[lang].refused;
const limitedText = (lang: Lang) => words[lang].tooMany;

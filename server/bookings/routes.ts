/**
 * The bookings' HTTP side:
 *
 * - `GET /api/bookings/times?date&party&area&lang[&t]`: a day's free times for a party (the
 *   JavaScript form asks as the guest picks); 400 with the form's messages for a bad question.
 *   With a manage link's token `t` (the guest's page, changing the booking), the booking's own
 *   seats count as free: a guest moving within a full evening is offered their time's neighbours.
 * - `GET /api/bookings/mine?t=`: the booking a manage link's token leads to (the guest's page,
 *   reached by a client-side navigation); 404 when none.
 * - `POST /moje-rezervace` (and `/en/…`): the booking page's forms (book, change, cancel), without
 *   or with JavaScript: refused from another site (403), its body read (a form only, the forms'
 *   limit: else 415 or 413), counted per client (the bookings; apart from them, and looser, the no-JS
 *   look-ups of a day's free times), then the page's route action (src/bookings/booking-action.ts)
 *   with this request's desk. Each refusal before the action is a page in the page's language, or
 *   the JSON error to a client that asks for JSON (server/http/form-body.ts, shared with the
 *   enquiry forms' body).
 * - The guest's page is sent with `Referrer-Policy: no-referrer` (its address holds the token).
 *
 * Every refusal is the house's JSON error (server/http/api-errors.ts) or the page in the
 * guest's language; the store's outage is 503 (nothing booked), never a stack trace.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { FORM_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { timesQuerySchema, type BookingPort, type GuestBooking } from '../../src/bookings/data';
import { localizeFieldErrors } from '../../src/forms/field-errors';
import type { FormActionContext } from '../../src/forms/form-action';
import { langFromPath, localizePath, type Lang } from '../../src/lang';
import { apiMessages } from '../../src/i18n/api-messages';
import { pagePaths } from '../../src/page-ids';
import { sendApiError, withBodyLimit, type ApiErrorCode } from '../http/api-errors';
import { bodyRefusalCode, readFormBody, sendFormRefusal, type BodyRefusalReason } from '../http/form-body';
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
  /** The page's posts a client may make in ten minutes: bookings, and apart from them no-JS look-ups (POST_LIMITS without). */
  postLimits?: PostLimits;
}

export interface PostLimits {
  bookings: number;
  lookUps: number;
}

/**
 * The page's posts a client may make in ten minutes: 30 bookings (a guest correcting a form, a family booking
 * twice); apart from them, 120 no-JS look-ups of a day's free times (the first of the two posts): a guest flicking
 * through days without JavaScript asks once a day tried, and is never kept from booking by it.
 */
const POST_LIMITS: PostLimits = { bookings: 30, lookUps: 120 };

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

  /**
   * A booking post refused before the page's action: the page (or the JSON error, to a client that asked for JSON)
   * in the page's language, saying why, with a link back to the booking page.
   */
  const refuse = (req: Request, res: Response, status: number, code: ApiErrorCode, why: RefusalWords) => {
    const lang = langFromPath(req.path);
    const { title, back, reasons } = apiMessages[lang].bookingRefusal;
    const text =
      why === 'refused' || why === 'tooMany' ? words[lang][why] : withBodyLimit(reasons[why], FORM_BODY_LIMIT_BYTES);
    sendFormRefusal(req, res, status, {
      lang,
      code,
      words: { title, back, text },
      backPath: localizePath(pagePaths.myBooking, lang),
    });
  };
  const postLimits = deps.postLimits ?? POST_LIMITS;
  /** The posts' limit per client over ten minutes, on the posts `skip` leaves in. */
  const postLimiter = (prefix: string, limit: number, skip: (req: Request) => boolean): RequestHandler =>
    rateLimit({
      windowMs: 10 * 60_000,
      limit,
      keyGenerator: clientKey,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      passOnStoreError: true,
      skip,
      ...(deps.limitStore ? { store: deps.limitStore(prefix) } : {}),
      handler: (req, res) => refuse(req, res, 429, 'rate_limited', 'tooMany'),
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
      sameOriginOnly(deps.siteUrl, deps.logger, (req, res) => refuse(req, res, 403, 'cross_site', 'refused'), {
        nullOriginIfSameOrigin: true,
      }),
      // Only the form's own body: too large, another type or encoding, too many fields → the refusal's page or JSON.
      readFormBody(
        async (req, res, { status, reason }) => {
          refuse(req, res, status, bodyRefusalCode(reason), reason);
        },
        { parameterLimit: 40, formOnly: true },
      ),
      // Counted per client: the bookings, and apart from them (looser) the no-JS look-ups of a day's free times, so
      // that a guest trying several days is never kept from booking.
      postLimiter('ballon:rl:booking-post:', postLimits.bookings, (req) => isLookUp(req)),
      postLimiter('ballon:rl:booking-lookup:', postLimits.lookUps, (req) => !isLookUp(req)),
      // The page's action finds this request's desk in its context (the renderer's `bookingsFor`).
      (req, res, next) => void render(req, res, next, { submit: async () => ({ status: 'unavailable' }) }),
    );
    return router;
  };

  return { api, pages };
}

const words = { cs: bookingCs, en: bookingEn };

/** What a refused post is told: why its body was refused, or the booking page's own words (another site, too many). */
type RefusalWords = BodyRefusalReason | 'refused' | 'tooMany';

/** A post of a first step (day and party → the free times, for a booking or a change), which books nothing. */
const LOOK_UPS: readonly unknown[] = ['times', 'changeTimes'];
const isLookUp = (req: Request) => LOOK_UPS.includes((req.body as { intent?: unknown } | undefined)?.intent);

import type { Request, RequestHandler, Response } from 'express';
import {
  MemoryStore,
  rateLimit,
  type AugmentedRequest,
  type Options,
  type RateLimitRequestHandler,
  type Store,
} from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { langFromBody } from '../../src/lang';
import { recordFailure } from '../runtime/request-logging';
import { postLang, sendApiError } from '../http/api-errors';
import { clientAddress, clientKey, setRetryAfter } from '../rate-limit/client';

/** How a route answers a refused post (limited, or the counts unreadable); the JSON answer is the default. */
type LimitResponder = (req: Request, res: Response) => void;

/** How one route answers: the no-JS form posts render a page with a notice (429, 503). */
export interface LimitResponders {
  limited?: LimitResponder;
  unavailable?: LimitResponder;
}

/**
 * What a post that passed the limiter came to; only a stored enquiry keeps its
 * count. 'not-stored': nothing was stored and the client did nothing wrong (a
 * replay of an enquiry already queued, the queue unavailable).
 */
export type LimitOutcome = 'stored' | 'invalid' | 'not-stored';

/**
 * The two counts, behind express-rate-limit's Store interface (increment,
 * decrement, get, resetKey), so that they can live elsewhere than in this
 * process (rate-limit-redis, one prefix per store). `get` is required.
 */
export interface CountStores {
  /** Stored enquiries per client and window. */
  accepted: Store;
  /** Refused posts per client and window. */
  invalid: Store;
}

export interface EnquiryLimiterOptions {
  limits: Config['contact'];
  logger: Logger;
  /** Default: this process's memory. */
  stores?: CountStores;
}

/**
 * The enquiry limiter, one instance shared by the JSON API and the no-JS form
 * posts. `guard` runs once the body is read: it refuses a client whose refused
 * posts reached `invalidRateLimit`, then reserves one of its `rateLimit` messages
 * (express-rate-limit: 429 with the draft-8 `RateLimit` headers and `Retry-After`).
 * The route then calls `settle` with what became of the post: only a stored
 * message keeps the reservation, an invalid post moves to the invalid count.
 * The count follows the outcome, never the connection: a client that hangs up
 * right after its body is counted like one that waits for the answer.
 */
export class EnquiryLimiter {
  private readonly accepted: RateLimitRequestHandler;
  private readonly stores: CountStores;
  private readonly settled = new WeakMap<Request, LimitOutcome>();
  /** How the route of a request being refused answers (given to `guard` or `recordInvalid`). */
  private readonly responders = new WeakMap<Request, LimitResponders>();

  constructor(private readonly options: EnquiryLimiterOptions) {
    const { limits, logger } = options;
    this.stores = options.stores ?? { accepted: new MemoryStore(), invalid: new MemoryStore() };
    // rateLimit() initialises the accepted store; the invalid one is used directly.
    void this.stores.invalid.init?.({ windowMs: limits.rateWindowMs } as Options);
    this.accepted = rateLimit({
      windowMs: limits.rateWindowMs,
      limit: limits.rateLimit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: 'contact',
      store: this.stores.accepted,
      keyGenerator: clientKey,
      logger: {
        error: (error, message) => logger.error({ err: error }, message ?? 'rate limiter error'),
        warn: (error, message) => logger.warn({ err: error }, message ?? 'rate limiter warning'),
      },
      handler: (req, res) => this.refuse(req, res, 'accepted'),
    });
  }

  /**
   * The check a route places once the body is read; `responders` say how this route
   * answers a refusal (default: the JSON API's 429 and 503).
   */
  guard(responders: LimitResponders = {}): RequestHandler {
    const { limits, logger } = this.options;
    return async (req, res, next) => {
      this.responders.set(req, responders);
      if (clientAddress(req) === '') {
        (req.log ?? logger).info(
          { path: req.path },
          'contact message dropped: the client reset the connection before its address was read',
        );
        res.status(400).end();
        return;
      }
      try {
        const invalid = await this.stores.invalid.get?.(clientKey(req));
        if (invalid && invalid.totalHits >= limits.invalidRateLimit) {
          setRetryAfter(res, invalid.resetTime, limits.rateWindowMs);
          this.refuse(req, res, 'invalid');
          return;
        }
      } catch (error) {
        this.unavailable(req, res, error);
        return;
      }
      // express-rate-limit passes a store's failure to `next` (passOnStoreError is off: no count, no message).
      await this.accepted(req, res, (error?: unknown) => (error ? this.unavailable(req, res, error) : next()));
    };
  }

  /**
   * Settles the reservation `guard` made for this request. Called once the
   * outcome is known; a later call with 'stored' (a message stored after all)
   * counts it again.
   */
  async settle(req: Request, outcome: LimitOutcome): Promise<void> {
    const info = (req as AugmentedRequest)['rateLimit'];
    const before = this.settled.get(req);
    if (!info || before === outcome || before === 'stored') return;
    this.settled.set(req, outcome);
    try {
      if (before !== undefined) {
        if (outcome === 'stored') await this.stores.accepted.increment(info.key);
        return;
      }
      // A reservation from a window that has ended is gone with it.
      const current = !info.resetTime || info.resetTime.getTime() > Date.now();
      if (outcome !== 'stored' && current) await this.stores.accepted.decrement(info.key);
      if (outcome === 'invalid') await this.stores.invalid.increment(info.key);
    } catch (error) {
      // Only a shared store fails (Redis gone after the post was counted): its outage is logged where it is watched.
      (req.log ?? this.options.logger).warn(
        { err: error, outcome },
        'rate limit store failed: a count was not updated',
      );
    }
  }

  /**
   * Counts a post refused before `guard` (unreadable, too large, wrong type).
   * True when that used up the client's refused posts: the 429 is answered here
   * (with `responders.limited`, default the JSON API's).
   */
  async recordInvalid(req: Request, res: Response, responders: LimitResponders = {}): Promise<boolean> {
    this.responders.set(req, responders);
    let counted;
    try {
      counted = await this.stores.invalid.increment(clientKey(req));
    } catch {
      // The shared store is unreachable (its outage is logged once): the refusal is answered, uncounted.
      return false;
    }
    const { totalHits, resetTime } = counted;
    if (totalHits <= this.options.limits.invalidRateLimit) return false;
    setRetryAfter(res, resetTime, this.options.limits.rateWindowMs);
    this.refuse(req, res, 'invalid');
    return true;
  }

  /**
   * The counts cannot be read or written (a shared store, Redis, is unreachable):
   * nothing is stored, 503. A warning per post (the `reported` failure), not an
   * error: the outage has its own error line (server/redis/redis-outage.ts).
   */
  private unavailable(req: Request, res: Response, error: unknown) {
    recordFailure(res, error, 'contact message not accepted: the rate limit store is unavailable', true);
    const responder = this.responders.get(req)?.unavailable;
    if (responder) responder(req, res);
    else sendApiError(res, 503, 'unavailable', langFromBody(req.body));
  }

  private refuse(req: Request, res: Response, count: 'accepted' | 'invalid') {
    (req.log ?? this.options.logger).info({ path: req.path, count }, 'contact rate limit reached');
    const responder = this.responders.get(req)?.limited;
    if (responder) responder(req, res);
    else sendApiError(res, 429, 'rate_limited', postLang(req));
  }
}

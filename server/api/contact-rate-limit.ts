import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { headerLang, sendApiError } from './api-errors';

/** How a route answers a limited request; the JSON answer is the default. */
export type RateLimitedResponder = (req: Request, res: Response) => void;

const RESPONDER = 'contactRateLimitedResponder';

/**
 * Placed before the shared limiter on a route that answers differently when
 * limited (the no-JS form posts render a page with a notice, status 429).
 */
export function answerRateLimitedWith(responder: RateLimitedResponder): RequestHandler {
  return (_req, res, next) => {
    res.locals[RESPONDER] = responder;
    next();
  };
}

/**
 * The limiter for enquiries: `rateLimit` submissions per `rateWindowMs` per client
 * address (`req.ip`, which follows the app's 'trust proxy' = TRUST_PROXY). Create it
 * once and put the same instance on the JSON API and the no-JS form posts, so they
 * share one count. Requests answered with an error (4xx/5xx: validation, malformed,
 * limited) do not count: a visitor correcting a typo is not locked out, and they
 * send no mail. Answers 429 with the draft-8 `RateLimit`/`RateLimit-Policy` headers
 * and `Retry-After`.
 */
export function createContactRateLimiter(
  options: Config['contact'],
  logger: Logger,
): RateLimitRequestHandler {
  return rateLimit({
    windowMs: options.rateWindowMs,
    limit: options.rateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'contact',
    skipFailedRequests: true,
    logger: {
      error: (error, message) => logger.error({ err: error }, message ?? 'rate limiter error'),
      warn: (error, message) => logger.warn({ err: error }, message ?? 'rate limiter warning'),
    },
    handler(req, res) {
      (req.log ?? logger).info({ path: req.path }, 'contact rate limit reached');
      const responder = res.locals[RESPONDER] as RateLimitedResponder | undefined;
      if (responder) responder(req, res);
      else sendApiError(res, 429, 'rate_limited', headerLang(req));
    },
  });
}

import type { RequestHandler } from 'express';
import { MemoryStore, rateLimit, type AugmentedRequest, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { clientKey, setRetryAfter } from '../../rate-limit/client';
import { sendAdminError } from '../api-errors';

/** How many requests one client may make to one group of endpoints per window. */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/**
 * The default limits: a sign-in is two requests (options, verify), a registration two
 * more; 30 per 10 minutes is plenty for an owner and slows a guesser to a crawl.
 */
export const DEFAULT_ATTEMPTS: AttemptLimit = { limit: 30, windowMs: 10 * 60_000 };

/**
 * A per-client limit on the sign-in and invitation endpoints (server/rate-limit: the
 * client's address as TRUST_PROXY allows, IPv6 by its /56), counted in this process or,
 * with REDIS_URL, in Redis across replicas. A count that cannot be kept passes the error
 * on: the admin answers 503.
 */
export function attemptLimit(
  name: string,
  { limit, windowMs }: AttemptLimit,
  logger: Logger,
  store: Store = new MemoryStore(),
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    store,
    keyGenerator: clientKey,
    logger: {
      error: (error, message) => logger.error({ err: error }, message ?? 'rate limiter error'),
      warn: (error, message) => logger.warn({ err: error }, message ?? 'rate limiter warning'),
    },
    handler: (req, res) => {
      (req.log ?? logger).info({ path: req.path, limit: name }, 'admin rate limit reached');
      setRetryAfter(res, (req as AugmentedRequest)['rateLimit']?.resetTime, windowMs);
      sendAdminError(req, res, 429, 'rate_limited');
    },
  });
}

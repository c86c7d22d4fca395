import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type { Logger } from 'pino';
import { CONTACT_API_PATH, ENQUIRY_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { recordFailure } from '../runtime/request-logging';
import { headerLang, postLang, sendApiError } from '../http/api-errors';
import { clientAddress } from '../rate-limit/client';
import type { EnquiryLimiter } from './limiter';
import { outcomeOf, parseEnquiry, type AcceptEnquiry } from './accept';
import { DUPLICATE_FIELD, verifyJsonBody } from './duplicate-fields';
import { sameOriginOnly } from '../http/same-origin';

export interface ApiRouteDeps {
  accept: AcceptEnquiry;
  /** The enquiry limiter shared with the no-JS form posts. */
  limiter: EnquiryLimiter;
  /** SITE_URL: posts from any other origin are refused. */
  siteUrl: string;
  logger: Logger;
}

/** body-parser's error types → the API's answers. */
const parserErrors: Record<
  string,
  [number, 'bad_request' | 'payload_too_large' | 'unsupported_media_type' | 'duplicate_field']
> = {
  'entity.too.large': [413, 'payload_too_large'],
  'encoding.unsupported': [415, 'unsupported_media_type'],
  'charset.unsupported': [415, 'unsupported_media_type'],
  'entity.parse.failed': [400, 'bad_request'],
  [DUPLICATE_FIELD]: [400, 'duplicate_field'],
};

/**
 * The JSON API under /api: `POST /api/send-contact-email` (same origin only, JSON
 * only, UTF-8, 16 KB, no name twice in an object, limit, validate, queue) and JSON
 * answers for everything else under /api, errors included. 202 stored (or already
 * stored: the same id again), 400 invalid (or a field given twice), 403 from another site, 409 an idempotency key reused for another
 * message, 429 limited, 503 the outbox cannot store it (logged once, with its
 * request id, by recordFailure). Never a stack trace.
 */
export function apiRoute({ accept, limiter, siteUrl, logger }: ApiRouteDeps): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const path = CONTACT_API_PATH.replace(/^\/api/, '');

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  // A refused body counts toward the client's limit of refused posts (429 once used up).
  const requireJson: RequestHandler = async (req, res, next) => {
    if (req.is('application/json')) return next();
    if (!(await limiter.recordInvalid(req, res))) sendApiError(res, 415, 'unsupported_media_type', headerLang(req));
  };

  const readJson = express.json({
    limit: ENQUIRY_BODY_LIMIT_BYTES,
    strict: true,
    type: 'application/json',
    verify: verifyJsonBody,
  });
  // At the limit, a repeat of an enquiry already stored (a retry, a double click) is
  // answered as that enquiry; anything else is the 429.
  const limited = async (req: Request, res: Response) => {
    const parsed = parseEnquiry(req.body, req.log ?? logger);
    const replay = parsed.ok
      ? await accept(parsed.enquiry, { log: req.log ?? logger, clientAddress: clientAddress(req), replayOnly: true })
      : null;
    if (replay?.status !== 'queued') return sendApiError(res, 429, 'rate_limited', postLang(req));
    res.removeHeader('Retry-After');
    res.status(202).json({ data: { id: replay.id }, error: null });
  };
  router.post(
    path,
    sameOriginOnly(siteUrl, logger),
    requireJson,
    readJson,
    limiter.guard({ limited }),
    async (req, res) => {
      const parsed = parseEnquiry(req.body, req.log ?? logger);
      if (!parsed.ok) {
        await limiter.settle(req, 'invalid');
        sendApiError(res, 400, 'validation', parsed.lang, parsed.fields);
        return;
      }
      const result = await accept(parsed.enquiry, { log: req.log, clientAddress: clientAddress(req) });
      // Counted by what happened, whether or not the client still waits for the answer.
      await limiter.settle(req, outcomeOf(result));
      if (result.status === 'queued') res.status(202).json({ data: { id: result.id }, error: null });
      else if (result.status === 'conflict') sendApiError(res, 409, 'idempotency_conflict', result.lang);
      else if (result.status === 'limited') sendApiError(res, 429, 'rate_limited', result.lang);
      else if (result.status === 'unconfirmed') {
        recordFailure(res, result.failure.error, result.failure.message, result.failure.reported);
        sendApiError(res, 504, 'unconfirmed', result.lang);
      } else {
        recordFailure(res, result.failure.error, result.failure.message, result.failure.reported);
        sendApiError(res, 503, 'unavailable', result.lang);
      }
    },
  );

  router.all(path, (req, res) => {
    res.set('Allow', 'POST');
    sendApiError(res, 405, 'method_not_allowed', headerLang(req));
  });
  router.all('/{*rest}', (req, res) => sendApiError(res, 404, 'not_found', headerLang(req)));

  const onError: ErrorRequestHandler = async (error: { type?: unknown; status?: unknown }, req, res, _next) => {
    const known = typeof error.type === 'string' ? parserErrors[error.type] : undefined;
    const status = typeof error.status === 'number' ? error.status : 500;
    // An unreadable, oversized or aborted body of a post: a refused post.
    if (req.method === 'POST' && req.path === path && status < 500 && (await limiter.recordInvalid(req, res))) return;
    if (known) return sendApiError(res, known[0], known[1], headerLang(req));
    if (status >= 400 && status < 500) return sendApiError(res, status, 'bad_request', headerLang(req));
    recordFailure(res, error, 'api request failed');
    if (res.headersSent) return void res.end();
    sendApiError(res, 500, 'internal', headerLang(req));
  };
  router.use(onError);
  return router;
}

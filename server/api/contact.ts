import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { CONTACT_API_PATH } from '../../src/forms/contact-api';
import { recordFailure } from '../runtime/request-logging';
import { headerLang, sendApiError } from './api-errors';
import type { ContactSubmit } from './contact-submission';

/** The largest enquiry body the server reads: the JSON API's and the no-JS form posts' (its 413 message says 16 kB). */
export const ENQUIRY_BODY_LIMIT = '16kb';

export interface ContactApiDeps {
  submit: ContactSubmit;
  /** The shared enquiry limiter (see createContactRateLimiter). */
  limiter: RequestHandler;
}

const requireJson: RequestHandler = (req, res, next) => {
  if (req.is('application/json')) next();
  else sendApiError(res, 415, 'unsupported_media_type', headerLang(req));
};

/** body-parser's error types → the API's answers. */
const parserErrors: Record<string, [number, 'bad_request' | 'payload_too_large' | 'unsupported_media_type']> = {
  'entity.too.large': [413, 'payload_too_large'],
  'encoding.unsupported': [415, 'unsupported_media_type'],
  'charset.unsupported': [415, 'unsupported_media_type'],
  'entity.parse.failed': [400, 'bad_request'],
};

/**
 * The JSON API under /api: `POST /api/send-contact-email` (limit, JSON only,
 * 16 KB, validate, queue) and JSON answers for everything else under /api, errors
 * included. Never a stack trace; a 500 is logged once with its request id (recordFailure).
 */
export function createApiRouter({ submit, limiter }: ContactApiDeps): Router {
  const router = express.Router();
  const path = CONTACT_API_PATH.replace(/^\/api/, '');

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post(path, limiter, requireJson, express.json({ limit: ENQUIRY_BODY_LIMIT, strict: true, type: 'application/json' }), async (req, res) => {
    const result = await submit(req.body, req.log);
    if (result.status === 'queued') res.status(202).json({ data: { id: result.id }, error: null });
    else if (result.status === 'invalid') sendApiError(res, 400, 'validation', result.lang, result.fields);
    else {
      recordFailure(res, result.failure.error, result.failure.message);
      sendApiError(res, 500, 'unavailable', result.lang);
    }
  });

  router.all(path, (req, res) => {
    res.set('Allow', 'POST');
    sendApiError(res, 405, 'method_not_allowed', headerLang(req));
  });
  router.all('/{*rest}', (req, res) => sendApiError(res, 404, 'not_found', headerLang(req)));

  const onError: ErrorRequestHandler = (error: { type?: unknown; status?: unknown }, req, res, _next) => {
    const known = typeof error.type === 'string' ? parserErrors[error.type] : undefined;
    const status = typeof error.status === 'number' ? error.status : 500;
    if (known) return sendApiError(res, known[0], known[1], headerLang(req));
    if (status >= 400 && status < 500) return sendApiError(res, status, 'bad_request', headerLang(req));
    recordFailure(res, error, 'api request failed');
    if (res.headersSent) return void res.end();
    sendApiError(res, 500, 'internal', headerLang(req));
  };
  router.use(onError);
  return router;
}

import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { sendAdminError } from './api-errors';

/** An admin JSON body is small: a WebAuthn answer is a few kB. */
const BODY_LIMIT = '64kb';

/** Parses a JSON body; a request with a body of another type is 415 (no body at all is `{}`). */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT, strict: true });
  return (req, res, next) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (hasBody && !req.is('application/json')) return sendAdminError(req, res, 415, 'unsupported_media_type');
    parse(req, res, next);
  };
}

/** The body parser's refusals as the admin's JSON errors; anything else is the state unreachable: 503, never a 500. */
export function adminErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown } | null)?.status;
    const type = (error as { type?: unknown } | null)?.type;
    if (status === 413) return sendAdminError(req, res, 413, 'payload_too_large');
    if (type === 'encoding.unsupported' || type === 'charset.unsupported')
      return sendAdminError(req, res, 415, 'unsupported_media_type');
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendAdminError(req, res, 400, 'bad_request');
    (req.log ?? logger).warn({ err: error }, 'admin request failed: its state is unavailable');
    sendAdminError(req, res, 503, 'unavailable');
  };
}

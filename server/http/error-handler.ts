import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Request } from 'express';
import { langFromPath } from '../../src/lang';
import { headerLang, sendApiError } from '../api/api-errors';
import { renderErrorPage, renderNotFoundPage } from './error-page';
import { recordFailure } from '../runtime/request-logging';

/** Under /api in any letter case (`/API/…` is a 404 of the API's, answered in JSON). */
function isApi(req: Request): boolean {
  const path = req.path.toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The last handler: an error nothing else answered. A client error (a status
 * 400–499 on the error, e.g. a form body over the limit or a malformed URL) is
 * answered with that status (a 404 with the localized not-found page);
 * anything else is a 500: JSON `{ error }` under /api, the localized error
 * page for documents. Never a stack trace (the message only in development).
 * The 500 is logged once, by the request's completion line, with the error and
 * the request id (see recordFailure).
 */
export function createErrorHandler(options: { isDevelopment: boolean }): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const declared = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
    const clientError = typeof declared === 'number' && declared >= 400 && declared < 500;
    if (!clientError) recordFailure(res, error, 'request failed');
    if (res.headersSent) {
      // Part of the answer is out: all that is left is to end it.
      res.end();
      return;
    }
    const status = clientError ? declared : 500;
    if (isApi(req)) {
      sendApiError(res, status, status === 404 ? 'not_found' : clientError ? 'bad_request' : 'internal', headerLang(req));
    } else if (status === 404) {
      // A path that is ours in no spelling (canonical-url.ts): the localized page, `/EN/…` in English.
      res.status(404).set('Cache-Control', 'no-store').type('html').send(renderNotFoundPage(langFromPath(req.path.toLowerCase())));
    } else if (clientError) {
      res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(`${status} ${STATUS_CODES[status] ?? 'Bad Request'}`);
    } else {
      const detail = options.isDevelopment && error instanceof Error ? error.message : null;
      res.status(500).set('Cache-Control', 'no-store').type('html').send(renderErrorPage(langFromPath(req.path), detail));
    }
  };
}

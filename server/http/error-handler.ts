import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Request } from 'express';
import { langFromPath } from '../../src/lang';
import { headerLang, sendApiError } from './api-errors';
import { renderErrorPage, renderNotFoundPage } from './error-page';
import { recordFailure } from '../runtime/request-logging';
import { isOutOfDescriptors, type OutOfDescriptors } from '../lib/out-of-descriptors';

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
 * the request id (see recordFailure). A file that could not be opened for want of a
 * descriptor (EMFILE/ENFILE) is no fault of this request: 503 with Retry-After, a
 * warning line, and the process says it once (`onOutOfDescriptors`).
 */
export function createErrorHandler(options: {
  isDevelopment: boolean;
  onOutOfDescriptors?: OutOfDescriptors;
}): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const declared =
      (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
      (error as { statusCode?: unknown } | null)?.statusCode;
    const clientError = typeof declared === 'number' && declared >= 400 && declared < 500;
    const shortage = !clientError && isOutOfDescriptors(error);
    if (shortage) options.onOutOfDescriptors?.(error, 'request');
    if (!clientError)
      recordFailure(res, error, shortage ? 'request failed: no file descriptor free' : 'request failed', shortage);
    if (res.headersSent) {
      // Part of the answer is out: all that is left is to end it.
      res.end();
      return;
    }
    const status = clientError ? declared : shortage ? 503 : 500;
    if (shortage) res.set('Retry-After', '5');
    if (isApi(req)) {
      sendApiError(
        res,
        status,
        status === 404 ? 'not_found' : clientError ? 'bad_request' : shortage ? 'unavailable' : 'internal',
        headerLang(req),
      );
    } else if (status === 404) {
      // A path that is ours in no spelling (canonical-url.ts): the localized page, `/EN/…` in English.
      res
        .status(404)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderNotFoundPage(langFromPath(req.path.toLowerCase())));
    } else if (clientError) {
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send(`${status} ${STATUS_CODES[status] ?? 'Bad Request'}`);
    } else {
      const detail = options.isDevelopment && error instanceof Error ? error.message : null;
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderErrorPage(langFromPath(req.path), detail));
    }
  };
}

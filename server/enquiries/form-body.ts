import express, { type Request, type RequestHandler, type Response } from 'express';
import { FORM_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { DUPLICATE_FIELD, duplicateFieldError, repeatedFormField } from './duplicate-fields';
import type { RefusalReason } from './refused-page';

/** A body refused before the form reads it: the status and why, for the refused post's page. */
export interface BodyRefusal {
  status: number;
  reason: Exclude<RefusalReason, 'cross_site'>;
}

/**
 * What a visitor is told about an error of reading the body, or null for an error
 * that is ours (a 5xx: body-parser's `stream.encoding.set`, which only a bug
 * causes). Every client error is one: body-parser's types (entity.too.large and
 * parameters.too.many 413, charset.unsupported and encoding.unsupported 415,
 * entity.parse.failed, request.aborted, request.size.invalid, a bad gzip, deflate
 * or br stream, which has no type, 400) and ours, a field given twice (400).
 */
function bodyRefusal(error: unknown): BodyRefusal | null {
  const { status, type } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    type?: unknown;
  };
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  if (type === DUPLICATE_FIELD) return { status, reason: 'duplicate_field' };
  if (type === 'parameters.too.many') return { status, reason: 'too_many_fields' };
  if (status === 413) return { status, reason: 'too_large' };
  if (status === 415) return { status, reason: 'unsupported_encoding' };
  return { status, reason: 'unreadable' };
}

const parseForm = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT_BYTES });

/**
 * Reads a no-JS form post's urlencoded body (at most the enquiry limit, inflated,
 * in UTF-8 or ISO-8859-1) into `req.body`, a string per field. A body that cannot
 * be read, or gives a field twice, never reaches the form: `refuse` answers it
 * (and `req.body` is left empty, so that nothing of it is echoed); an error that
 * is not the client's goes on to the app's error handler.
 */
export function readFormBody(
  refuse: (req: Request, res: Response, refusal: BodyRefusal) => Promise<void>,
): RequestHandler {
  return (req, res, next) =>
    parseForm(req, res, (error?: unknown) => {
      const failure = error ?? (repeatedFormField(req.body) === null ? undefined : duplicateFieldError());
      if (failure === undefined) return next();
      req.body = undefined;
      const refusal = bodyRefusal(failure);
      if (refusal === null) return next(failure);
      refuse(req, res, refusal).catch(next);
    });
}

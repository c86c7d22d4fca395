import express, { type Request, type RequestHandler, type Response } from 'express';
import { FORM_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import type { apiMessages } from '../../src/i18n/api-messages';
import { sendJsonError, type ApiErrorCode } from './api-errors';
import { renderNoticePage } from './notice-page';

/**
 * Why a form post's body was refused before its form read it (the keys of the refused post's
 * words, but the retired table request's, which is the enquiry forms' refusal of a readable body).
 */
export type BodyRefusalReason = Exclude<keyof (typeof apiMessages)['cs']['refusedPage']['reasons'], 'table_request'>;

/** A body refused before the form reads it: the status and why, for the refused post's answer. */
export interface BodyRefusal {
  status: number;
  reason: BodyRefusalReason;
}

/**
 * What a visitor is told about an error of reading the body, or null for an error
 * that is ours (a 5xx: body-parser's `stream.encoding.set`, which only a bug
 * causes). Every client error is one: body-parser's types (entity.too.large and
 * parameters.too.many 413, charset.unsupported and encoding.unsupported 415,
 * entity.parse.failed, request.aborted, request.size.invalid, a bad gzip, deflate
 * or br stream, which has no type, 400) and a field given twice (400, `duplicateType`).
 */
function bodyRefusal(error: unknown, duplicateType?: string): BodyRefusal | null {
  const { status, type } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    type?: unknown;
  };
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  if (duplicateType !== undefined && type === duplicateType) return { status, reason: 'duplicate_field' };
  if (type === 'parameters.too.many') return { status, reason: 'too_many_fields' };
  if (status === 413) return { status, reason: 'too_large' };
  if (status === 415) return { status, reason: 'unsupported_encoding' };
  return { status, reason: 'unreadable' };
}

export interface FormBodyOptions {
  /** At most this many fields (body-parser's `parameters.too.many`, 413); its default 1000 without. */
  parameterLimit?: number;
  /**
   * A body that is not a form (`application/x-www-form-urlencoded`: another or no Content-Type)
   * is refused with 415 too; without this it is left unread and the form finds no fields.
   */
  formOnly?: boolean;
  /** A check of the fields once read, beside the parser's: the error it returns refuses the body. */
  check?: (body: unknown) => unknown;
  /** The error type `check` gives for a field given twice (`duplicate_field`). */
  duplicateType?: string;
}

/**
 * Reads a no-JS form post's urlencoded body (at most the forms' limit, inflated, in
 * UTF-8 or ISO-8859-1) into `req.body`, a string per field. A body that cannot be read
 * never reaches the form: `refuse` answers it (and `req.body` is left empty, so that
 * nothing of it is echoed); an error that is not the client's goes on to the app's
 * error handler.
 */
export function readFormBody(
  refuse: (req: Request, res: Response, refusal: BodyRefusal) => Promise<void>,
  options: FormBodyOptions = {},
): RequestHandler {
  const parseForm = express.urlencoded({
    extended: false,
    limit: FORM_BODY_LIMIT_BYTES,
    ...(options.parameterLimit === undefined ? {} : { parameterLimit: options.parameterLimit }),
  });
  return (req, res, next) => {
    if (options.formOnly && !req.is('application/x-www-form-urlencoded')) {
      refuse(req, res, { status: 415, reason: 'unsupported_encoding' }).catch(next);
      return;
    }
    parseForm(req, res, (error?: unknown) => {
      const failure = error ?? options.check?.(req.body) ?? undefined;
      if (failure === undefined) return next();
      req.body = undefined;
      const refusal = bodyRefusal(failure, options.duplicateType);
      if (refusal === null) return next(failure);
      refuse(req, res, refusal).catch(next);
    });
  };
}

/** The JSON API's code of a refused body. */
const jsonCodes: Record<BodyRefusalReason, ApiErrorCode> = {
  too_large: 'payload_too_large',
  too_many_fields: 'payload_too_large',
  unsupported_encoding: 'unsupported_media_type',
  unreadable: 'bad_request',
  duplicate_field: 'duplicate_field',
};

/**
 * A form post's refusal as the client asked for it: the JSON error (`code`, the words as
 * plain text) to a client that prefers JSON to HTML (`Accept`), else the notice page
 * (a heading, the words, a link back to the form) in the page's language. Nothing of the
 * post is echoed.
 */
export function sendFormRefusal(
  req: Request,
  res: Response,
  status: number,
  answer: {
    lang: 'cs' | 'en';
    code: ApiErrorCode;
    words: { title: string; text: string; back: string };
    backPath: string;
  },
): void {
  res.status(status);
  if (req.accepts(['html', 'json']) === 'json') {
    sendJsonError(res, status, { code: answer.code, message: answer.words.text });
    return;
  }
  res.type('html').send(renderNoticePage(answer.lang, answer.words, answer.backPath));
}

/** The JSON code of a body refusal. */
export const bodyRefusalCode = (reason: BodyRefusalReason): ApiErrorCode => jsonCodes[reason];

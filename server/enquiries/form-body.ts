import type { Request, RequestHandler, Response } from 'express';
import { readFormBody as readAnyFormBody, type BodyRefusal } from '../http/form-body';
import { DUPLICATE_FIELD, duplicateFieldError, repeatedFormField } from './duplicate-fields';

export type { BodyRefusal } from '../http/form-body';

/**
 * Reads a no-JS enquiry form's urlencoded body (server/http/form-body.ts: the forms'
 * limit, inflated, in UTF-8 or ISO-8859-1) into `req.body`, a string per field. A body
 * that cannot be read, or gives a field twice, never reaches the form: `refuse` answers
 * it (and `req.body` is left empty, so that nothing of it is echoed); an error that is
 * not the client's goes on to the app's error handler.
 */
export function readFormBody(
  refuse: (req: Request, res: Response, refusal: BodyRefusal) => Promise<void>,
): RequestHandler {
  return readAnyFormBody(refuse, {
    check: (body) => (repeatedFormField(body) === null ? undefined : duplicateFieldError()),
    duplicateType: DUPLICATE_FIELD,
  });
}

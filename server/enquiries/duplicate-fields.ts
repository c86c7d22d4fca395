import type { IncomingMessage, ServerResponse } from 'node:http';
import { findDuplicateJsonKey } from '../lib/duplicate-json-key';

/**
 * The error type of a body that gives a field twice, beside body-parser's own
 * (`entity.too.large`, `charset.unsupported`…): 400 on both enquiry paths. Which of
 * two values a field has would otherwise depend on the parser (JSON.parse keeps the
 * last, the form's `a,b`), so a post like that is refused and nothing is stored.
 */
export const DUPLICATE_FIELD = 'field.duplicate';

export function duplicateFieldError(): Error {
  return Object.assign(new Error('a field is given more than once'), {
    status: 400,
    statusCode: 400,
    expose: true,
    type: DUPLICATE_FIELD,
  });
}

/**
 * express.json's `verify`: the bytes of the body before JSON.parse reads them.
 * UTF-8 only (RFC 8259 §8.1; a browser's fetch sends nothing else), so that the
 * duplicate check reads exactly the text the parser reads; then no name twice in
 * any object, at any depth (findDuplicateJsonKey: one pass over the body, which
 * the body limit bounds).
 */
export function verifyJsonBody(_req: IncomingMessage, _res: ServerResponse, body: Buffer, encoding: string): void {
  if (encoding !== 'utf-8') {
    throw Object.assign(new Error(`unsupported charset "${encoding.slice(0, 40)}"`), {
      status: 415,
      statusCode: 415,
      expose: true,
      type: 'charset.unsupported',
    });
  }
  if (findDuplicateJsonKey(body.toString('utf8')) !== null) throw duplicateFieldError();
}

/**
 * The first field of a parsed urlencoded body that came more than once, or null.
 * express.urlencoded (body-parser 2, `extended: false`) parses with `qs` at depth 0:
 * brackets are part of a name (`a[b]` is a field of its own) and a repeated name
 * becomes an array of its values, which `URLSearchParams` would join into `a,b`.
 * So every field is a string, or it was given twice.
 */
export function repeatedFormField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const [name, value] of Object.entries(body)) if (typeof value !== 'string') return name;
  return null;
}

import { z } from 'zod/mini';
import { formAnchors, type FormId } from '../page-ids';
import { errorKey } from './field-errors';
import { emailField, fieldLimits, nameField, noControlCharsExceptWhitespace, subjectField } from './fields';

// Where every form posts its JSON, in a module of its own: send-message.ts needs it without the schema.
export { CONTACT_API_PATH } from './contact-api-path';

/** The largest JSON enquiry body the server reads: 16 KiB (a message of 5,000 characters is at most 15 KB of UTF-8). */
export const ENQUIRY_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The largest no-JS form post: the same fields, percent-encoded, take up to 9 bytes a
 * character (`%D0%B6` for a Cyrillic letter, three escapes for a Chinese one), so a
 * message of 5,000 characters in any script fits; a 16 KiB limit refused a Ukrainian
 * guest's long message that the JSON API took. Below the proxy's 64 KiB (deploy/nginx).
 */
export const FORM_BODY_LIMIT_BYTES = 60 * 1024;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]*$/;

/**
 * Which form an enquiry was sent from: an extension of the spec's call, so
 * that the owner's inbox can say it (the subject is typed by the guest and says nothing
 * reliable). A body without it is the contact form's, as every body before the extension
 * was. The forms are the keys of `formAnchors` (src/page-ids.ts): the ones the intake
 * takes today. The retired table request is not one (the booking replaced it): a body
 * naming it is invalid, as one naming any other unknown form; the enquiries it left are
 * read with `keptForms` (src/page-ids.ts).
 */
export const ENQUIRY_FORMS = Object.keys(formAnchors) as FormId[];

/** Whether a posted idempotency key has the form the API takes ('' is none). */
export function isIdempotencyKey(key: string): boolean {
  return key.length <= fieldLimits.idempotencyKey && IDEMPOTENCY_KEY.test(key);
}

/** The idempotency key: optional, up to 100 of [A-Za-z0-9_-]; '' counts as missing. */
function idempotencyKeyField() {
  return z.optional(
    z.pipe(
      z
        .string({ error: errorKey('idempotencyKeyInvalid') })
        .check(
          z.maxLength(fieldLimits.idempotencyKey, errorKey('idempotencyKeyInvalid')),
          z.regex(IDEMPOTENCY_KEY, errorKey('idempotencyKeyInvalid')),
        ),
      z.transform((key: string) => (key === '' ? undefined : key)),
    ),
  );
}

/**
 * The body of POST /api/send-contact-email:
 * `{ name, email, subject, message, website?, lang?, idempotencyKey?, form? }`.
 * Unknown fields are stripped. Messages are `forms.errors.*` keys: localize them
 * with `localizeFieldErrors(error, lang)` for the 400 answer.
 *
 * - name: trimmed, 1–100, no control characters
 * - email: trimmed, valid, at most 255
 * - subject: optional ('' when missing), trimmed, at most 200, no CR/LF or other control characters
 * - message: trimmed, 1–5000, no control characters other than tab/CR/LF
 * - website: the honeypot; any string (non-empty means a bot — the server decides what to do)
 * - lang: 'cs' | 'en'; missing or anything else becomes 'cs'
 * - idempotencyKey: optional, up to 100 of [A-Za-z0-9_-]; '' counts as missing
 * - form: optional, one of ENQUIRY_FORMS (missing: 'contact'); anything else is invalid
 */
export const contactApiSchema = z.object(
  {
    name: nameField(),
    email: emailField(),
    subject: subjectField(),
    message: z
      .string({ error: errorKey('messageRequired') })
      .check(
        z.trim(),
        z.minLength(1, errorKey('messageRequired')),
        z.maxLength(fieldLimits.apiMessage, errorKey('messageTooLongApi')),
        z.refine(noControlCharsExceptWhitespace, errorKey('messageInvalid')),
      ),
    website: z.optional(z.string({ error: errorKey('invalid') })),
    lang: z.catch(z.enum(['cs', 'en']), 'cs'),
    idempotencyKey: idempotencyKeyField(),
    form: z._default(z.enum(ENQUIRY_FORMS, { error: errorKey('invalid') }), 'contact'),
  },
  { error: errorKey('requestInvalid') },
);

/** What a client sends (input of the schema). */
export type ContactApiBody = z.input<typeof contactApiSchema>;

/**
 * A valid enquiry as posted, what the one parse at the boundary gives and the rest of
 * the path trusts: the API's parse of its JSON, or a form's own parse of its no-JS post
 * (whose schemas hold at least what this one does: src/forms/*-action.ts).
 */
export type ValidEnquiry = z.output<typeof contactApiSchema>;

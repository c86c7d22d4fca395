import { z } from 'zod/mini';
import { errorKey } from './field-errors';
import { fieldLimits } from './form-fields';

// The limits and the readers of posted data, without zod: the form pages' first load needs only those.
export { fieldLimits, textOf } from './form-fields';

/** C0/C1 control characters and the Unicode line/paragraph separators. */
const CONTROL_CHARS = /[\p{Cc}\u2028\u2029]/u;
const LINE_WHITESPACE = /[\t\r\n]/g;

const noControlChars = (value: string) => !CONTROL_CHARS.test(value);
/** Control characters other than tab, line feed and carriage return (allowed in a message). */
export const noControlCharsExceptWhitespace = (value: string) => !/\p{Cc}/u.test(value.replace(LINE_WHITESPACE, ''));

/** Name: trimmed, 1–100, no control characters. */
export function nameField() {
  return z
    .string({ error: errorKey('nameRequired') })
    .check(
      z.trim(),
      z.minLength(1, errorKey('nameRequired')),
      z.maxLength(fieldLimits.name, errorKey('nameTooLong')),
      z.refine(noControlChars, errorKey('nameInvalid')),
    );
}

/** E-mail: trimmed, a valid address, at most 255 characters. */
export function emailField() {
  return z
    .string({ error: errorKey('emailInvalid') })
    .check(
      z.trim(),
      z.email({ error: errorKey('emailInvalid') }),
      z.maxLength(fieldLimits.email, errorKey('emailTooLong')),
    );
}

/** Subject: optional (empty string when missing), trimmed, at most 200, no CR/LF or other control characters. */
export function subjectField() {
  return z._default(
    z
      .string({ error: errorKey('subjectInvalid') })
      .check(
        z.trim(),
        z.maxLength(fieldLimits.subject, errorKey('subjectTooLong')),
        z.refine(noControlChars, errorKey('subjectInvalid')),
      ),
    '',
  );
}

/** A consent checkbox that must be ticked. */
export function consentField(message: 'consentRequired' | 'contactConsentRequired') {
  return z.literal(true, { error: errorKey(message) });
}

import { z } from 'zod/mini';
import type { ValidEnquiry } from './contact-api';
import { errorKey } from './field-errors';
import { consentField, emailField, fieldLimits, nameField, subjectField } from './fields';
import type { SubmissionExtras } from './contact-values';

// The form's values and how they are read, without the schema (the form page's first load needs those only).
export { readContactForm, type ContactValues, type SubmissionExtras } from './contact-values';

/**
 * The contact form (spec section 5): name required ≤100, email valid ≤255,
 * subject optional ≤200, message required ≤1000, consent must be ticked.
 * Messages are `forms.errors.*` keys (see field-errors.ts).
 */
export const contactSchema = z.object({
  name: nameField(),
  email: emailField(),
  subject: subjectField(),
  message: z
    .string({ error: errorKey('messageRequired') })
    .check(
      z.trim(),
      z.minLength(1, errorKey('messageRequired')),
      z.maxLength(fieldLimits.message, errorKey('messageTooLong')),
    ),
  consent: consentField('contactConsentRequired'),
});

export type ContactData = z.output<typeof contactSchema>;

/** The JSON API body for a validated contact message (subject: as entered, or ''). */
export function contactApiBody(data: ContactData, extras: SubmissionExtras): ValidEnquiry {
  return {
    name: data.name,
    email: data.email,
    subject: data.subject,
    message: data.message,
    website: extras.website ?? '',
    lang: extras.lang,
    ...(extras.idempotencyKey ? { idempotencyKey: extras.idempotencyKey } : {}),
    form: 'contact',
  };
}

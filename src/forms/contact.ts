import { z } from 'zod/mini';
import type { Lang } from '../lang';
import type { ContactApiBody } from './contact-api';
import { errorKey } from './field-errors';
import { checkedOf, consentField, emailField, fieldLimits, nameField, subjectField, textOf } from './fields';

/**
 * The contact form (spec section 5): name required ≤100, email valid ≤255,
 * subject optional ≤200, message required ≤1000, consent must be ticked.
 * Messages are `forms.errors.*` keys (see field-errors.ts).
 */
export const contactSchema = z.object({
  name: nameField(),
  email: emailField(),
  subject: subjectField(),
  message: z.string({ error: errorKey('messageRequired') }).check(
    z.trim(),
    z.minLength(1, errorKey('messageRequired')),
    z.maxLength(fieldLimits.message, errorKey('messageTooLong')),
  ),
  consent: consentField('contactConsentRequired'),
});

export type ContactData = z.output<typeof contactSchema>;

/** The form's raw values, as typed (also what a 422 re-render gets back). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** Field order on the page (the first invalid one gets the focus). */
export const contactFields = ['name', 'email', 'subject', 'message', 'consent'] as const;

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '', consent: false };

/** The form's values from a urlencoded post or the browser's FormData. */
export function readContactForm(form: FormData | URLSearchParams): ContactValues {
  return {
    name: textOf(form, 'name'),
    email: textOf(form, 'email'),
    subject: textOf(form, 'subject'),
    message: textOf(form, 'message'),
    consent: checkedOf(form, 'consent'),
  };
}

export interface SubmissionExtras {
  lang: Lang;
  /** The honeypot's value as posted. */
  website?: string;
  idempotencyKey?: string;
}

/** The JSON API body for a validated contact message (subject: as entered, or ''). */
export function contactApiBody(data: ContactData, extras: SubmissionExtras): ContactApiBody {
  return {
    name: data.name,
    email: data.email,
    subject: data.subject,
    message: data.message,
    website: extras.website ?? '',
    lang: extras.lang,
    ...(extras.idempotencyKey ? { idempotencyKey: extras.idempotencyKey } : {}),
  };
}

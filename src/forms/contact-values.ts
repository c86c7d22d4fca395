import type { Lang } from '../lang';
import { checkedOf, textOf } from './form-fields';

/** The form's raw values, as typed (also what a 422 re-render gets back). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** Field order on the page (the error summary lists the invalid ones in it). */
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
  /**
   * When this message was first sent with its key, on a retry after an unknown outcome: a table
   * request is judged as of then (the server answers a stored one as itself, the lead time passed or not).
   */
  at?: Date;
}

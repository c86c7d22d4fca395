import { contactApiBody, contactSchema, type ContactValues, type SubmissionExtras } from '../../forms/contact';
import type { Prepared } from './use-enquiry-form';

/**
 * The contact form's check in the browser: the shared schema (zod mini, decision
 * 0004) and the API body. A chunk of its own that the form loads when the visitor
 * first focuses it (contact-form.tsx): the schemas are not needed to show the
 * page or to make it interactive, only to check what was typed.
 */
export function prepareContact(values: ContactValues, extras: SubmissionExtras): Prepared {
  const result = contactSchema.safeParse(values);
  return result.success ? { ok: true, body: contactApiBody(result.data, extras) } : { ok: false, error: result.error };
}

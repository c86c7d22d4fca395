import type { ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { contactApiBody, contactSchema, readContactForm } from './contact';
import { enquiryRules, handleFormPost, postedKey } from './form-action';
import { tableAction } from './table-action';

/** The contact form's no-JS post: its fields, the posted key, and what the API's parse holds beyond them. */
const contactPostSchema = z
  .object({ ...contactSchema.shape, idempotencyKey: postedKey() })
  .check(enquiryRules((data) => [data.message]));

/**
 * The route action of the contact page (no-JavaScript post), of its contact form or
 * its table request. Needs a
 * `FormActionContext` as the request context; see form-action.ts.
 */
export async function contactAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  // The page's second form, the table request, posts here too and says so (a hidden `form`).
  if ((await request.clone().formData()).get('form') === 'table') return tableAction(args);
  return handleFormPost(
    {
      id: 'contact',
      read: readContactForm,
      validate: (posted) => contactPostSchema.safeParse(posted),
      toBody: contactApiBody,
    },
    request,
    context,
  );
}

import type { ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { contactApiBody, contactSchema, readContactForm } from './contact';
import { enquiryRules, handleFormPost, postedKey } from './form-action';

/** The contact form's no-JS post: its fields, the posted key, and what the API's parse holds beyond them. */
const contactPostSchema = z
  .object({ ...contactSchema.shape, idempotencyKey: postedKey() })
  .check(enquiryRules((data) => [data.message]));

/**
 * The route action of the contact page's form (no-JavaScript post). Needs a
 * `FormActionContext` as the request context; see form-action.ts. A post of the retired
 * table request never gets here: the server refuses it first (server/enquiries/form-post.ts).
 */
export function contactAction({ request, context }: ActionFunctionArgs) {
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

import type { ActionFunctionArgs } from 'react-router-dom';
import { contactApiBody, contactSchema, readContactForm } from './contact';
import { handleFormPost } from './form-action';

/**
 * The route action of the contact page (no-JavaScript post). Needs a
 * `FormActionContext` as the request context; see form-action.ts.
 */
export function contactAction({ request, context }: ActionFunctionArgs) {
  return handleFormPost(
    {
      id: 'contact',
      read: readContactForm,
      validate: (values) => contactSchema.safeParse(values),
      toBody: contactApiBody,
    },
    request,
    context,
  );
}

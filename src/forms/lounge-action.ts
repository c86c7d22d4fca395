import type { ActionFunctionArgs } from 'react-router-dom';
import { loungeApiBody } from './compose-lounge-message';
import { handleFormPost } from './form-action';
import { createLoungeSchema, readLoungeForm } from './lounge';
import { pragueToday } from './prague-date';

/**
 * The route action of the lounge page (no-JavaScript post). Needs a
 * `FormActionContext` as the request context; see form-action.ts.
 */
export function loungeAction({ request, context }: ActionFunctionArgs) {
  return handleFormPost(
    {
      id: 'lounge',
      read: readLoungeForm,
      validate: (values, ctx) => createLoungeSchema(ctx.today ?? pragueToday()).safeParse(values),
      toBody: (data, extras, ctx) => loungeApiBody(data, extras, ctx.arrangementCapacities ?? {}),
    },
    request,
    context,
  );
}

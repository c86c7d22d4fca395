import type { ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { loungeApiBody } from './compose-lounge-message';
import { enquiryRules, handleFormPost, postedKey } from './form-action';
import { createLoungeSchema, readLoungeForm } from './lounge';
import { pragueToday } from './prague-date';

/** The lounge form's no-JS post: its fields, the posted key, and what the API's parse holds of the composed message. */
function loungePostSchema(today: string) {
  return z
    .object({ ...createLoungeSchema(today).shape, idempotencyKey: postedKey() })
    .check(
      enquiryRules((data) => [data.phone, data.eventType, data.numberOfGuests, data.tableArrangement, data.message]),
    );
}

/**
 * The route action of the lounge page (no-JavaScript post). Needs a
 * `FormActionContext` as the request context; see form-action.ts.
 */
export function loungeAction({ request, context }: ActionFunctionArgs) {
  return handleFormPost(
    {
      id: 'lounge',
      read: readLoungeForm,
      validate: (posted, ctx) => loungePostSchema(ctx.today ?? pragueToday()).safeParse(posted),
      toBody: (data, extras, ctx) => loungeApiBody(data, extras, ctx.arrangementCapacities ?? {}),
    },
    request,
    context,
  );
}

import type { ActionFunctionArgs } from 'react-router-dom';
import { langFromPath } from '../lang';
import { tableApiBody } from './compose-table-message';
import { enquiryRules, handleFormPost, postedKey, type FormActionContext } from './form-action';
import { parseTableRequest, readTableForm, type TableValues } from './table';
import { z } from 'zod/mini';

/** What the API's parse holds of the composed message and the key, checked once the request itself is valid. */
const enquiryChecks = z
  .object({ phone: z.string(), message: z.string(), idempotencyKey: postedKey() })
  .check(enquiryRules((data) => [data.phone, data.message]));

/**
 * The table request's no-JS post (it shares the contact page, and its post, with the
 * contact form: contact-action.ts hands it over by the posted `form`). The rules need
 * the content: the server passes `tableRules` and its `now` in the request context.
 */
export function tableAction({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return handleFormPost(
    {
      id: 'table',
      read: readTableForm,
      validate: (posted: TableValues & { idempotencyKey: string }, ctx: FormActionContext) => {
        if (!ctx.tableRules) throw new Error('table action: the server must pass tableRules in the request context');
        const parsed = parseTableRequest(posted, ctx.tableRules, ctx.now ?? new Date(), lang);
        if (!parsed.success) return parsed;
        const checks = enquiryChecks.safeParse(posted);
        return checks.success ? parsed : { success: false, error: checks.error };
      },
      toBody: tableApiBody,
    },
    request,
    context,
  );
}

import { data, redirect } from 'react-router-dom';
import { langFromPath, type Lang } from '../lang';
import { contactApiSchema, type ContactApiBody } from './contact-api';
import type { SubmissionExtras } from './contact';
import { localizeFieldErrors, type FieldErrors } from './field-errors';
import { textOf } from './fields';
import { sentLocation, type FormId, type FormState } from './form-state';

/**
 * What the server passes to the form routes' actions, as react-router's
 * request context: `handler.query(request, { requestContext })`.
 */
export interface FormActionContext {
  /**
   * Queue the message exactly as POST /api/send-contact-email does (honeypot,
   * idempotency key, outbox), e.g. the server's `createContactSubmission(...)`.
   * Resolve once it is durably stored. It could not be stored: reject, or resolve
   * `{ status: 'unavailable' }` (the page shows the send-failure notice, 503).
   * `{ status: 'unconfirmed' }`: it may be stored, not known (a notice to send it again, 504).
   * `{ status: 'invalid', fields }` re-renders the form with those errors (422).
   * Only `{ status: 'queued' }` reads as sent.
   */
  submit(body: ContactApiBody): Promise<unknown>;
  /**
   * True when the rate limiter refused this post: `submit` then only recognises a
   * message already stored (a double click that reached the limit): queued → sent,
   * anything else → 429 with a notice.
   */
  rateLimited?: boolean;
  /** Today in Prague (YYYY-MM-DD), for tests; defaults to the real date. */
  today?: string;
  /** The lounge's seated capacities (content/lounge.yaml), named in the composed enquiry. */
  arrangementCapacities?: Readonly<Partial<Record<'U' | 'T' | 'I', number>>>;
}

function isFormActionContext(value: unknown): value is FormActionContext {
  return typeof value === 'object' && value !== null && typeof (value as FormActionContext).submit === 'function';
}

interface FormDefinition<Values, Data> {
  id: FormId;
  read(form: FormData): Values;
  /** Validates the values: the data, or the zod issues. */
  validate(values: Values, context: FormActionContext): { success: true; data: Data } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  toBody(data: Data, extras: SubmissionExtras, context: FormActionContext): ContactApiBody;
}

/**
 * The shared no-JavaScript form post: validate with the form's schema, build the
 * same API body the browser would send, check it against the API schema too, hand
 * it to `submit`, then 303 to the success marker — or re-render the page (422/429/503)
 * with the values and errors as action data (`FormState`).
 */
export async function handleFormPost<Values, Data>(
  definition: FormDefinition<Values, Data>,
  request: Request,
  context: unknown,
) {
  if (!isFormActionContext(context)) throw new Error('form action: the server must pass { submit } as requestContext');
  const lang: Lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const values = definition.read(form);
  const idempotencyKey = textOf(form, 'idempotencyKey');
  const state = (status: FormState<Values>['status'], errors: FieldErrors = {}): FormState<Values> => ({
    values: { ...values, idempotencyKey },
    errors,
    status,
  });

  const limited = () => data(state('rate-limited'), { status: 429 });
  const parsed = definition.validate(values, context);
  if (!parsed.success) return context.rateLimited ? limited() : data(state('invalid', localizeFieldErrors(parsed.error, lang)), { status: 422 });

  const body = definition.toBody(parsed.data, { lang, website: textOf(form, 'website'), idempotencyKey }, context);
  const checked = contactApiSchema.safeParse(body);
  if (!checked.success) return context.rateLimited ? limited() : data(state('invalid', localizeFieldErrors(checked.error, lang)), { status: 422 });

  let outcome: unknown;
  try {
    outcome = await context.submit(body);
  } catch {
    return data(state('failed'), { status: 503 });
  }
  const { status, fields } = (typeof outcome === 'object' && outcome !== null ? outcome : {}) as {
    status?: unknown;
    fields?: FieldErrors;
  };
  if (status === 'queued') return redirect(sentLocation(definition.id, lang), 303);
  if (context.rateLimited) return limited();
  if (status === 'invalid') return data(state('invalid', fields ?? {}), { status: 422 });
  // May be stored: not 503 ("not stored"); sending it again is safe (the same body from the same client is recognised).
  if (status === 'unconfirmed') return data(state('unconfirmed'), { status: 504 });
  return data(state('failed'), { status: 503 });
}

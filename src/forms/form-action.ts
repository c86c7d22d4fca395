import { data, redirect } from 'react-router-dom';
import { z } from 'zod/mini';
import { langFromPath, type Lang } from '../lang';
import type { FormId } from '../page-ids';
import { isIdempotencyKey, type ValidEnquiry } from './contact-api';
import type { SubmissionExtras } from './contact';
import { errorKey, localizeFieldErrors, type FieldErrors } from './field-errors';
import { noControlCharsExceptWhitespace, textOf } from './fields';
import { sentLocation, type FormState } from './form-state';

/**
 * What the server passes to the form routes' actions, as react-router's
 * request context: `handler.query(request, { requestContext })`.
 */
export interface FormActionContext {
  /**
   * Queue the message exactly as POST /api/send-contact-email does (honeypot,
   * idempotency key, outbox), e.g. the server's `createAccept(...)`.
   * Resolve once it is durably stored. It could not be stored: reject, or resolve
   * `{ status: 'unavailable' }` (the page shows the send-failure notice, 503).
   * `{ status: 'unconfirmed' }`: it may be stored, not known (a notice to send it again, 504).
   * `{ status: 'invalid', fields }` re-renders the form with those errors (422).
   * Only `{ status: 'queued' }` reads as sent.
   */
  submit(enquiry: ValidEnquiry): Promise<unknown>;
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

/** The posted idempotency key beside a form's values: any text; enquiryRules checks it. */
type Posted<Values> = Values & { idempotencyKey: string };

interface FormDefinition<Values, Data> {
  id: FormId;
  read(form: FormData): Values;
  /**
   * The post's one parse: the form's schema with `postedKey()` and `enquiryRules(...)`,
   * so that what it accepts is a valid enquiry as the API's parse would take it.
   */
  validate(
    posted: Posted<Values>,
    context: FormActionContext,
  ):
    | { success: true; data: Data }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  toBody(data: Data, extras: SubmissionExtras, context: FormActionContext): ValidEnquiry;
}

/** The idempotency key as a form posts it: any text (checked by enquiryRules). */
export const postedKey = () => z._default(z.string(), '');

/**
 * What the API's parse holds beyond a form's own fields, checked in the form's one
 * parse once its fields are valid (the order the API's parse ran in, after the form's):
 * no control characters other than tab and line breaks in the texts composed into the
 * enquiry's message (`texts`), reported on `message`; the idempotency key's form.
 * The limits need no check: the form's own are within the API's (form-post-parse.test.ts).
 */
export function enquiryRules<Data extends { idempotencyKey: string }>(texts: (data: Data) => readonly string[]) {
  return z.check<Data>((payload) => {
    if (payload.issues.length > 0) return;
    if (!texts(payload.value).every(noControlCharsExceptWhitespace)) {
      payload.issues.push({
        code: 'custom',
        path: ['message'],
        message: errorKey('messageInvalid'),
        input: payload.value,
      });
    }
    if (!isIdempotencyKey(payload.value.idempotencyKey)) {
      payload.issues.push({
        code: 'custom',
        path: ['idempotencyKey'],
        message: errorKey('idempotencyKeyInvalid'),
        input: payload.value,
      });
    }
  });
}

/**
 * The shared no-JavaScript form post: one parse with the form's post schema, build the
 * same enquiry the browser's API post would be, hand it to `submit`, then 303 to the
 * success marker — or re-render the page (422/429/503) with the values and errors as
 * action data (`FormState`).
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
    form: definition.id,
  });

  const limited = () => data(state('rate-limited'), { status: 429 });
  const parsed = definition.validate({ ...values, idempotencyKey }, context);
  if (!parsed.success)
    return context.rateLimited
      ? limited()
      : data(state('invalid', localizeFieldErrors(parsed.error, lang)), { status: 422 });

  const enquiry = definition.toBody(parsed.data, { lang, website: textOf(form, 'website'), idempotencyKey }, context);
  let outcome: unknown;
  try {
    outcome = await context.submit(enquiry);
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

import { loungeApiBody, type ArrangementCapacities } from '../../forms/compose-lounge-message';
import type { SubmissionExtras } from '../../forms/contact';
import { createLoungeSchema, type LoungeValues } from '../../forms/lounge';
import { pragueToday } from '../../forms/prague-date';
import type { Prepared } from './use-enquiry-form';

/**
 * The lounge form's check in the browser: the shared schema (zod mini, decision
 * 0004) and the composed enquiry. A chunk of its own that the form loads when the
 * visitor first focuses it (lounge-form.tsx), like prepare-contact.ts.
 */
export function prepareLounge(
  values: LoungeValues,
  extras: SubmissionExtras,
  capacities: ArrangementCapacities,
): Prepared {
  const result = createLoungeSchema(pragueToday()).safeParse(values);
  return result.success
    ? { ok: true, body: loungeApiBody(result.data, extras, capacities) }
    : { ok: false, error: result.error };
}

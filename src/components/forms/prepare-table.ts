import { tableApiBody } from '../../forms/compose-table-message';
import type { SubmissionExtras } from '../../forms/contact-values';
import { parseTableRequest, type TableValues } from '../../forms/table';
import type { TableRules } from '../../forms/table-rules';
import type { Prepared } from './use-enquiry-form';

/**
 * The table request's check in the browser: the rules the server uses too
 * (table-rules.ts), against the hours and limits of the page's data, at this
 * moment, and the API body with its composed Czech block. A chunk of its own that
 * the form loads when the visitor first focuses it (table-form.tsx), like prepare-lounge.ts.
 */
export function prepareTable(values: TableValues, extras: SubmissionExtras, rules: TableRules): Prepared {
  const result = parseTableRequest(values, rules, extras.at ?? new Date(), extras.lang);
  return result.success ? { ok: true, body: tableApiBody(result.data, extras) } : { ok: false, error: result.error };
}

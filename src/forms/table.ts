import { z } from 'zod/mini';
import type { Lang } from '../lang';
import { pragueDate } from '../content/time';
import { errorKey, localizeFieldErrors, type FieldErrors } from './field-errors';
import { consentField, emailField, fieldLimits, nameField } from './fields';
import { tableFieldIssues, type TableFieldIssue } from './table-messages';
import { checkTableRequest, guestsOf, type TableRules } from './table-rules';
import { tableFields, type TableValues } from './table-values';

// The form's values and how they are read, without the schema (the form page's first load needs those only).
export { readTableForm, type TableValues } from './table-values';

/** An optional text field: trimmed, '' when missing, at most `max`. */
function optionalText(max: number, tooLong: Parameters<typeof errorKey>[0]) {
  return z._default(z.string({ error: errorKey('invalid') }).check(z.trim(), z.maxLength(max, errorKey(tooLong))), '');
}

/** A structured field as posted: any text (the table's rules judge it, with the content's hours). */
const posted = () => z._default(z.string({ error: errorKey('invalid') }).check(z.trim()), '');

/** The fields zod checks by itself; date, time and party size are the rules' (table-rules.ts). */
const tableSchema = z.object({
  date: posted(),
  time: posted(),
  guests: posted(),
  name: nameField(),
  email: emailField(),
  phone: optionalText(fieldLimits.phone, 'phoneTooLong'),
  // The note's own words (the lounge's `message` is its 'further requests').
  message: z._default(
    z
      .string({ error: errorKey('invalid') })
      .check(z.trim(), z.maxLength(fieldLimits.message, 'contact.table.errors.noteTooLong')),
    '',
  ),
  consent: consentField('consentRequired'),
});

/** A valid table request: the values trimmed, the party size a number. */
export type TableData = Omit<z.output<typeof tableSchema>, 'guests'> & { guests: number };

type Issue = { path: readonly PropertyKey[]; message: string; params?: Record<string, string> };
export type TableParse = { success: true; data: TableData } | { success: false; error: { issues: Issue[] } };

const fieldIndex = (issue: Issue) => tableFields.indexOf(issue.path[0] as (typeof tableFields)[number]);

/**
 * The table request's one parse: the shared fields with zod, date, time
 * and party size against the content's hours and limits at `now`, worded in `lang`,
 * every problem at once, in the page's field order. The browser's check, the no-JS
 * post and (for the structured fields) the API use it.
 */
export function parseTableRequest(values: Partial<TableValues>, rules: TableRules, now: Date, lang: Lang): TableParse {
  const fields = tableSchema.safeParse(values);
  const structured = { date: values.date ?? '', time: values.time ?? '', guests: values.guests ?? '' };
  const rulesIssues: TableFieldIssue[] = tableFieldIssues(
    checkTableRequest(structured, rules, now),
    lang,
    pragueDate(now),
  );
  const issues: Issue[] = [...(fields.success ? [] : fields.error.issues), ...rulesIssues];
  if (fields.success && issues.length === 0)
    return { success: true, data: { ...fields.data, guests: guestsOf(fields.data.guests) } };
  return { success: false, error: { issues: issues.sort((a, b) => fieldIndex(a) - fieldIndex(b)) } };
}

/**
 * The API's check of a table request's structured fields (server/enquiries): the same
 * rules at the server's `now`, as localized field errors; `{}` when the restaurant can take it.
 */
export function tableFieldErrors(
  table: { date: string; time: string; guests: number },
  rules: TableRules,
  now: Date,
  lang: Lang,
): FieldErrors {
  const structured = { date: table.date, time: table.time, guests: String(table.guests) };
  return localizeFieldErrors(tableFieldIssues(checkTableRequest(structured, rules, now), lang, pragueDate(now)), lang);
}

import { tableFieldErrors } from '../../src/forms/table';
import type { TableRules } from '../../src/forms/table-rules';
import type { TableCheck } from './accept';

/** What the table request is judged against, read from the content at each request (the feature may not import server/content). */
export interface TableContext {
  /** The hours and bookings.yaml's limits as the content is now (an edit counts at once). */
  tableRules(): TableRules;
  /** The clock (tests pin it). */
  now(): Date;
}

/**
 * The JSON API's check of a table request's structured fields: the rules the browser's
 * form and the no-JS post use (src/forms/table-rules.ts), at the server's moment, with
 * the content's hours and limits as they are now.
 */
export function tableCheckOf({ tableRules, now }: TableContext): TableCheck {
  return (table, lang) => tableFieldErrors(table, tableRules(), now(), lang);
}

import type { Enquiry } from '../api/contract';

/** Case and accents aside: "novakova" finds "Nováková". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Search by name or e-mail. */
export function matches(enquiry: Enquiry, query: string): boolean {
  const wanted = fold(query.trim());
  return wanted === '' || fold(enquiry.name).includes(wanted) || fold(enquiry.email).includes(wanted);
}

/** What the inbox shows: every enquiry newest first, or the table requests by the date they ask for. */
export type InboxView = 'all' | 'table';

/** The enquiries of a view: `table` keeps the table requests, the soonest date and time first. */
export function inView(enquiries: readonly Enquiry[], view: InboxView): Enquiry[] {
  if (view === 'all') return [...enquiries];
  const when = (enquiry: Enquiry) => (enquiry.table ? `${enquiry.table.date} ${enquiry.table.time}` : '');
  return enquiries
    .filter((enquiry) => enquiry.form === 'table')
    .sort((a, b) => when(a).localeCompare(when(b)) || a.receivedAt.localeCompare(b.receivedAt));
}

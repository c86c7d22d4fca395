/**
 * What the inbox needs of the enquiries, and what it answers of one. The admin may not
 * import server/enquiries (its dependency rule): the process hands it
 * `createEnquiries(…).openInbox`, whose `Inbox` fits `EnquiryInbox` as it is. The shapes
 * here are the part of it the admin reads.
 */
import type { EnquiryAnswer } from '../../../src/admin/api/contract';
import type { FormId } from '../../../src/page-ids';
import type { EnquiryStatus } from '../state/admin-state';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** What a table request asks for: the Prague date and time, and the party. */
interface TableRequested {
  date: string;
  time: string;
  guests: number;
}

/** One kept enquiry as the queue lists it (`InboxEntry` of server/enquiries/queue.ts). */
export interface KeptEnquiry {
  id: string;
  state: DeliveryState;
  reason: string | null;
  /** Null when the kept copy cannot be read (a corrupt record: `npm run mail` shows it). */
  enquiry: {
    name: string;
    email: string;
    subject: string;
    message: string;
    form?: FormId;
    table?: TableRequested | undefined;
  } | null;
}

/**
 * The queue's inbox (`Inbox` of server/enquiries/queue.ts): every kept enquiry in the
 * given states, a failed one queued again, one erased with every copy (in one step
 * against its delivery: a pending one is refused, `refusal: 'pending'`). Its refusals (an
 * unknown id, one in another state) are errors named `InboxError`; anything else is the
 * store failing (Redis down, DATA_DIR unusable).
 */
export interface EnquiryInbox {
  list(states: readonly DeliveryState[]): Promise<{ entries: KeptEnquiry[] }>;
  retry(id: string): Promise<void>;
  erase(id: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Every state: the inbox shows what is kept, whatever became of it (within MAIL_KEEP_DAYS). */
export const ALL_STATES: readonly DeliveryState[] = ['pending', 'delivered', 'failed'];

/**
 * An enquiry id: `20261122T100000000Z-0123456789ab`, the time it was accepted and 12 hex
 * digits (server/enquiries/enquiry.ts, ENQUIRY_ID). Checked before the inbox is asked, so
 * no other text ever reaches a file name or a Redis key.
 */
const ENQUIRY_ID = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-[0-9a-f]{12}$/;

export const isEnquiryId = (id: string): boolean => ENQUIRY_ID.test(id);

/** When the enquiry was accepted: its id says it (ISO). */
export function receivedAt(id: string): string {
  const [, y, mo, d, h, mi, s, ms] = ENQUIRY_ID.exec(id) ?? [];
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`;
}

/** Whether the inbox refused (the id is unknown, or the enquiry is in another state): not a fault of the store. */
export const isRefusal = (error: unknown): boolean => error instanceof Error && error.name === 'InboxError';

/** Whether the inbox refused because the enquiry is not delivered yet, or is being delivered right now. */
export const isPendingRefusal = (error: unknown): boolean =>
  isRefusal(error) && (error as { refusal?: unknown }).refusal === 'pending';

/** The delivery state in the API's words. */
const DELIVERY = { pending: 'queued', delivered: 'sent', failed: 'failed' } as const;

/** The answer for a readable kept enquiry; a record without `form` is the contact form's. */
export function answerOf(
  entry: KeptEnquiry & { enquiry: NonNullable<KeptEnquiry['enquiry']> },
  status: EnquiryStatus | undefined,
): EnquiryAnswer {
  const { name, email, subject, message, form = 'contact', table } = entry.enquiry;
  return {
    id: entry.id,
    form,
    receivedAt: receivedAt(entry.id),
    name,
    email,
    subject,
    message,
    delivery: DELIVERY[entry.state],
    reason: entry.state === 'failed' ? (entry.reason ?? '') : null,
    status: status ?? 'new',
    table: form === 'table' && table ? { date: table.date, time: table.time, guests: table.guests } : null,
  };
}

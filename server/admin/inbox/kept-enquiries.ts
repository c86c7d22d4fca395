/**
 * What the inbox needs of the enquiries, and what it answers of one. The admin may not
 * import server/enquiries (its dependency rule): the process hands it
 * `createEnquiries(…).openInbox`, whose `Inbox` fits `EnquiryInbox` as it is. The shapes
 * here are the part of it the admin reads.
 */
import type { DeliveryCause, EnquiryAnswer } from '../../../src/admin/api/contract';
import type { KeptFormId } from '../../../src/page-ids';
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
  /** The failure's line (its code first: `550 …`, `ECONNECTION …`): a failed one's, or a pending one's last try's. */
  reason: string | null;
  /** A pending one's next try (ISO), when the queue knows it. */
  nextAttemptAt?: string | null;
  /** A delivered one written as an `.eml` file on this server (SMTP_URL unset), in nobody's mailbox. */
  keptHere?: boolean;
  /** Null when the kept copy cannot be read (a corrupt record: `npm run mail` shows it). */
  enquiry: {
    name: string;
    email: string;
    subject: string;
    message: string;
    form?: KeptFormId;
    table?: TableRequested | undefined;
    /** A booking's e-mail the queue carries (server/bookings/mailer.ts): the guest's are not the inbox's. */
    letter?: { audience: 'guest' | 'restaurant' } | undefined;
  } | null;
}

/** A guest's booking e-mail in the queue: delivered like an enquiry, but no message to the restaurant. */
export const isGuestLetter = (entry: KeptEnquiry): boolean => entry.enquiry?.letter?.audience === 'guest';

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

/**
 * Why a delivery waits or failed, in kinds the owner's inbox says in words:
 * `unreachable` the mail server cannot be reached; `deferred` it refused for now (4xx);
 * `refused` it refused the message for good (5xx); `login` it refused our sign-in;
 * `settings` the mail settings are wrong (TLS, configuration); `storage` the message could
 * not be written on this server; `unreadable` the kept copy was damaged; `unknown` anything else.
 */
const CAUSE_OF_CODE: Record<string, DeliveryCause> = {
  EAUTH: 'login',
  ENOAUTH: 'login',
  EOAUTH2: 'login',
  ETLS: 'settings',
  EREQUIRETLS: 'settings',
  ECONFIG: 'settings',
  ECONNECTION: 'unreachable',
  ETIMEDOUT: 'unreachable',
  ESOCKET: 'unreachable',
  EDNS: 'unreachable',
  ECONNREFUSED: 'unreachable',
  ECONNRESET: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unreachable',
  EPROTOCOL: 'unreachable',
  EENVELOPE: 'refused',
  EMESSAGE: 'refused',
  ENOSPC: 'storage',
  EDQUOT: 'storage',
  EACCES: 'storage',
  EPERM: 'storage',
  EROFS: 'storage',
  EIO: 'storage',
};

/**
 * The kind of a failure from its line (the queue's `failureLine`: the mail server's
 * reply code or nodemailer's error code first). Null for no line.
 */
export function causeOf(reason: string | null): DeliveryCause | null {
  if (reason === null) return null;
  if (reason.startsWith('unreadable record')) return 'unreadable';
  const first = /^(\d{3}|E[A-Z0-9_]+)\b/.exec(reason)?.[1];
  if (!first) return 'unknown';
  if (/^\d{3}$/.test(first)) {
    const code = Number(first);
    if (code === 530 || code === 534 || code === 535) return 'login';
    if (code >= 500 && code !== 503) return 'refused';
    return 'deferred';
  }
  return CAUSE_OF_CODE[first] ?? 'unknown';
}

/** The answer for a readable kept enquiry; a record without `form` is the contact form's. */
export function answerOf(
  entry: KeptEnquiry & { enquiry: NonNullable<KeptEnquiry['enquiry']> },
  status: EnquiryStatus | undefined,
): EnquiryAnswer {
  const { name, email, subject, message, form = 'contact', table } = entry.enquiry;
  const reason =
    entry.state === 'failed' ? (entry.reason ?? '') : entry.state === 'pending' ? (entry.reason ?? null) : null;
  return {
    id: entry.id,
    form,
    receivedAt: receivedAt(entry.id),
    name,
    email,
    subject,
    message,
    delivery: DELIVERY[entry.state],
    reason,
    cause: causeOf(reason),
    nextAttemptAt: entry.state === 'pending' ? (entry.nextAttemptAt ?? null) : null,
    sentTo: entry.state === 'delivered' ? (entry.keptHere ? 'here' : 'mailbox') : null,
    status: status ?? 'new',
    table: form === 'table' && table ? { date: table.date, time: table.time, guests: table.guests } : null,
  };
}

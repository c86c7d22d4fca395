import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { keptForms, type KeptFormId } from '../../src/page-ids';
import type { DeliveryFailure } from '../mail/delivery-failure';
import type { MailDelivery } from '../mail/transport';

/**
 * An e-mail prepared whole by another feature (a table booking's: server/bookings/mailer.ts),
 * which the queue delivers as it is, with the same retries, claims and erasure as an enquiry:
 * to the guest (`audience: 'guest'`, `to`) or to the restaurant's MAIL_TO. A version that cannot
 * read it delivers the enquiry's own e-mail of the same texts to MAIL_TO instead (never nothing).
 */
const letterSchema = z.object({
  audience: z.enum(['guest', 'restaurant']),
  to: z.object({ name: z.string(), address: z.string() }).optional(),
  replyTo: z.object({ name: z.string(), address: z.string() }).optional(),
  messageId: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z.array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() })).max(4),
});
export type Letter = z.infer<typeof letterSchema>;

/**
 * What a guest sent, as validated: all a queue keeps of an enquiry. `form` (which form
 * it was sent from) came later: records kept before it have none, and read
 * as the contact form's (`formOf`); so does a form this version does not know (one a
 * newer replica wrote during a rolling update): a label never makes an enquiry unreadable,
 * which would set it aside unsent. The forms it may name are `keptForms`: today's and the
 * retired table request, whose kept requests the inbox and the day's book still show.
 */
const enquirySchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.enum(['cs', 'en']),
  form: z.enum(keptForms).optional().catch(undefined),
  /**
   * A table request's date, time and party size, kept beside the composed
   * message so that the owner's inbox can list the requests by date. Absent on every
   * other enquiry (and on every new one: the intake takes no table request now); a
   * value this version cannot read is dropped, never the enquiry.
   */
  table: z
    .object({ date: z.string().max(10), time: z.string().max(5), guests: z.number().int().min(0) })
    .optional()
    .catch(undefined),
  letter: letterSchema.optional().catch(undefined),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The form an enquiry was sent from; a record kept before the field existed is the contact form's. */
export const formOf = (enquiry: Pick<Enquiry, 'form'>): KeptFormId => enquiry.form ?? 'contact';

/** Outbox ids are file names: `20261122T020812123Z-1a2b3c4d5e6f` (sortable by time). */
export const ENQUIRY_ID = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;

const outboxRecordSchema = z.object({
  version: z.literal(1),
  id: z.string().regex(ENQUIRY_ID),
  createdAt: z.iso.datetime(),
  idempotencyKey: z.string().nullable(),
  /** The idempotency claim that points at this record, if any (claims/<claim>.json, or `ballon:claim:<claim>` in Redis). */
  claim: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** The enquiry, under the key outboxes and Redis jobs already written use (a stored format, kept). */
  submission: enquirySchema,
});
export type QueuedEnquiry = z.infer<typeof outboxRecordSchema>;

/** A delivered message, in outbox/sent. */
export interface SentEnquiry extends QueuedEnquiry {
  sentAt: string;
  delivery: MailDelivery;
}

/** A message the mail server refused for good, in outbox/failed. */
export interface FailedEnquiry extends Omit<QueuedEnquiry, 'submission'> {
  submission: Enquiry | null;
  failedAt: string;
  reason: DeliveryFailure;
}

/** Why a delivery failed, without personal data (server/mail's, shared with the lunch send). */
export type { DeliveryFailure };

/** When the message was accepted, read from its id (no file access): milliseconds since the epoch. */
export function enquiryIdTime(id: string): number {
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z/.exec(id) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms));
}

/** Two enquiries are the same when every field is equal (a missing form is the contact form). */
export function sameEnquiry(a: Enquiry, b: Enquiry): boolean {
  const sameTable =
    a.table?.date === b.table?.date && a.table?.time === b.table?.time && a.table?.guests === b.table?.guests;
  return (
    a.name === b.name &&
    a.email === b.email &&
    a.subject === b.subject &&
    a.message === b.message &&
    a.lang === b.lang &&
    formOf(a) === formOf(b) &&
    sameTable
  );
}

let lastStamp = '';
let sequence = 0;

/**
 * `<UTC time to the millisecond>-<12 hex digits>`. The outbox delivers in id order, so
 * ids of one process sort in the order they were made: within one millisecond the
 * first 4 hex digits count up (then 8 random ones), instead of 12 random digits that
 * put two enquiries of the same millisecond in either order.
 */
export function newEnquiryId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  sequence = stamp === lastStamp ? Math.min(sequence + 1, 0xffff) : 0;
  lastStamp = stamp;
  return `${stamp}-${sequence.toString(16).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

/**
 * An enquiry as a queue keeps it, accepted at `createdAt`: a new id, the client's key if
 * it gave one, and the name of the claim that points at it (by key or by fingerprint),
 * which an erasure removes with it.
 */
export function queuedEnquiry(
  enquiry: Enquiry,
  dedupe: Dedupe | null,
  createdAt: Date,
  claim: string | null = null,
): QueuedEnquiry {
  return {
    version: 1,
    id: newEnquiryId(createdAt),
    createdAt: createdAt.toISOString(),
    idempotencyKey: dedupe?.kind === 'key' ? dedupe.key : null,
    ...(claim ? { claim } : {}),
    submission: enquiry,
  };
}

/** Only the fields above, so a record read back from disk can be trusted. */
export function parseQueuedEnquiry(json: string): QueuedEnquiry | null {
  try {
    const parsed = outboxRecordSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * How an enquiry is recognised as one already stored:
 * - `key`: the client's idempotency key; the same key means the same message until retention;
 * - `fingerprint`: a hash of the client and the body (computed by the API), the same
 *   within `windowMs` of the first (a double click on the no-JS form).
 */
export type Dedupe = { kind: 'key'; key: string } | { kind: 'fingerprint'; key: string; windowMs: number };

/** The same idempotency key with a different message: nothing is stored. */
export class IdempotencyConflictError extends Error {
  override name = 'IdempotencyConflictError';
  readonly code = 'EIDEMPOTENCY_CONFLICT';

  constructor(readonly existingId: string) {
    super('this idempotency key was already used for a different message');
  }
}

/** The claim's file name (without `.json`): a hash, so no client text reaches the file system. */
export function claimName(dedupe: Dedupe): string {
  return createHash('sha256').update(`${dedupe.kind}\n${dedupe.key}`).digest('hex');
}

/** What a queue says of its pending enquiries, without I/O (from its last look). */
export interface QueueStats {
  pending: number;
  oldestPendingAgeSeconds: number | null;
}

import type { EventEmitter } from 'node:events';
import type { Dedupe, Enquiry, QueueStats } from './enquiry';

/**
 * Where accepted enquiries are kept until delivered: the file outbox (the embedded
 * default, file-queue/) or the Redis queue (REDIS_URL, redis-queue/). What accepting
 * an enquiry, /readyz and the metrics need of either.
 */
export interface EnquiryQueue {
  /**
   * Queues an enquiry; resolves once it is durably kept (on disk, or acknowledged by
   * Redis), rejects when it cannot be, and with IdempotencyConflictError when the
   * key already stands for another message.
   */
  enqueue(enquiry: Enquiry, dedupe: Dedupe | null): Promise<{ id: string; created: boolean }>;
  /** The id of the enquiry this one repeats, or null; stores nothing new. */
  replayOf(enquiry: Enquiry, dedupe: Dedupe): Promise<string | null>;
  /** Whether an enquiry could be kept at the last look (false during an outage, already logged where it is watched). */
  readonly writable: boolean;
  /** Pending count and oldest age, without I/O (from the last look). */
  stats(): QueueStats;
}

/**
 * The store could not confirm in time whether the message is kept: it may be, later.
 * The post is answered 504 "not confirmed, send it again" (never 503 "not stored"),
 * and the retry finds the first post by its key or fingerprint (decision 0013).
 */
export interface UnconfirmedStoreError {
  readonly unconfirmed: true;
}

export function isUnconfirmed(error: unknown): error is UnconfirmedStoreError {
  return typeof error === 'object' && error !== null && (error as Partial<UnconfirmedStoreError>).unconfirmed === true;
}

/** What delivers the queue's enquiries: started and stopped with the process; 'delivered', 'failed', 'retry' events. */
export interface DeliveryWorker extends EventEmitter {
  start(): void;
  /** Delivers promptly (after an enqueue). */
  kick(): void;
  stop(): Promise<void>;
}

/** Deliveries at once, and SMTP connections: enough for a backlog, few enough for any mail server. */
export const CONCURRENCY = 4;

/** Where an enquiry is: waiting for its delivery (or retrying), delivered, or refused for good. */
export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** One kept enquiry as the inbox lists it. */
export interface InboxEntry {
  id: string;
  state: DeliveryState;
  /** When it reached that state (ISO), when known. */
  at: string | null;
  /**
   * Why it failed (`failureLine`: the mail server's code and answer, without addresses): for a
   * failed one, and for a pending one whose last try failed (it waits for the next); null
   * otherwise, or when nothing was said.
   */
  reason: string | null;
  /** A pending one's next try (ISO), when known (the outbox: its deliverer notes it); null otherwise. */
  nextAttemptAt?: string | null;
  /** A delivered one written as an `.eml` file (SMTP_URL unset): kept on this server, not in any mailbox. */
  keptHere?: boolean;
  /** What the guest sent; null when the kept copy cannot be read (a corrupt file). */
  enquiry: Enquiry | null;
}

/**
 * A refusal the operator should read (an unknown id, an enquiry that cannot be retried…).
 * `refusal: 'pending'`: it is not delivered yet, or being delivered right now (the owner's
 * inbox answers that with its own words).
 */
export class InboxError extends Error {
  override name = 'InboxError';

  constructor(
    message: string,
    readonly refusal: 'pending' | null = null,
  ) {
    super(message);
  }
}

/**
 * What an inbox needs of a queue (the owner's, `npm run mail`): list the kept enquiries
 * with their delivery state, queue a failed one again, and erase one (a guest's
 * right to erasure: every copy the queue keeps, and its idempotency claim). Refusals
 * are `InboxError`s.
 */
export interface Inbox {
  /** The kept enquiries in these states, oldest first; and how many are pending. */
  list(states: readonly DeliveryState[]): Promise<{
    entries: InboxEntry[];
    pending: number;
    oldestPendingAgeSeconds: number | null;
    delivered: number | null;
  }>;
  /** Queues a failed enquiry again, with a fresh set of attempts. */
  retry(id: string): Promise<void>;
  /**
   * Deletes a delivered or failed enquiry with every copy the queue keeps, in one step
   * against its delivery: one pending or being delivered is refused (`refusal: 'pending'`)
   * and nothing is removed. Resolves to what was removed.
   */
  erase(id: string): Promise<string[]>;
  /** Who delivers what `retry` queues, in the operator's words. */
  readonly deliverer: string;
  /** The shared queue's name (Redis), said beside the pending count; null for the outbox on disk. */
  readonly queueName: string | null;
  close(): Promise<void>;
}

/** One backend: the queue, the worker that delivers from it, and its inbox. */
export interface EnquiryBackend {
  queue: EnquiryQueue;
  worker: DeliveryWorker;
}

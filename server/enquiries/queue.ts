import type { EventEmitter } from 'node:events';
import type { Dedupe } from './file-queue/claims';
import type { OutboxStats } from './file-queue/outbox';
import type { Submission } from './enquiry';

/**
 * Where accepted enquiries are kept until delivered: the file outbox (the embedded
 * default, server/enquiries/file-queue/outbox.ts) or the Redis queue (REDIS_URL, redis-queue.ts).
 * What the API, /readyz and the metrics need of either.
 */
export interface EnquiryStore {
  /**
   * Queues a message; resolves once it is durably kept (on disk, or acknowledged by
   * Redis), rejects when it cannot be, and with IdempotencyConflictError when the
   * key already stands for another message.
   */
  enqueue(submission: Submission, dedupe: Dedupe | null): Promise<{ id: string; created: boolean }>;
  /** The id of the message this submission repeats, or null; stores nothing new. */
  replayOf(submission: Submission, dedupe: Dedupe): Promise<string | null>;
  /** Whether a message could be kept at the last look (false during an outage, already logged where it is watched). */
  readonly writable: boolean;
  /** Pending count and oldest age, without I/O (from the last look). */
  stats(): OutboxStats;
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

/** What delivers the store's messages: started and stopped with the process; 'delivered', 'failed', 'retry' events. */
export interface MailWorker extends EventEmitter {
  start(): void;
  /** Delivers promptly (after an enqueue). */
  kick(): void;
  stop(): Promise<void>;
}

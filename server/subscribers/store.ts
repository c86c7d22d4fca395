import type { Subscriber } from './subscriber';

/**
 * What one atomic step on an address's record decides: its result, and the record to write
 * (`next`; null deletes it; absent writes nothing).
 */
export interface RecordChange<T> {
  result: T;
  next?: Subscriber | null;
}

/**
 * The subscribers' store: one record per address (server/subscribers/subscriber.ts), found by
 * its id or its address's key. Two backends: one `subscribers.json` in DATA_DIR/subscribers
 * under a lock (file-store.ts), and two hashes in Redis written by a compare-and-set script
 * (redis-store.ts). Every change is `change`: read the address's record, decide in JavaScript
 * (subscriber.ts's pure steps), write; nothing else changes the record in between, on this
 * process or another. The operations the rest of the server sees are desk.ts's.
 */
export interface SubscriberStore {
  /** The record with this id, or null. */
  get(id: string): Promise<Subscriber | null>;
  /** The address's record, or null. */
  byEmailKey(emailKey: string): Promise<Subscriber | null>;
  /** Every record (5,000 are about 0.8 MB): the send's list, the counts, the sweeps. */
  all(): Promise<Subscriber[]>;
  /** Runs `step` on the address's record (or null) as one atomic step and writes what it returns. */
  change<T>(emailKey: string, step: (current: Subscriber | null) => RecordChange<T>): Promise<T>;
  /** The links' secret: made once, the same on every replica. */
  secret(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A store that cannot be read or written now (a Redis outage, an unwritable folder): the guest is told 503. */
export class SubscriberStoreUnavailable extends Error {
  override name = 'SubscriberStoreUnavailable';
}

import type { BookingDay } from './booking';

/** Where a manage link's token leads: the booking's date and id. */
export interface TokenEntry {
  date: string;
  id: string;
  /** Until when the link works (epoch ms): the end of the booking's day. */
  until: number;
}

/** What one atomic step writes: the days it changed (each with its version bumped by the store) and the tokens it points. */
export interface DayChange<T> {
  result: T;
  /** The changed days; absent or empty: nothing is written (a refused booking). */
  days?: BookingDay[];
  tokens?: { hash: string; entry: TokenEntry }[];
  /** The tokens' hashes it removes (an erased booking's manage link): gone before the days are written. */
  dropTokens?: string[];
}

/**
 * The bookings' store: each Prague date's record (server/bookings/booking.ts) and the
 * manage links' tokens. Two backends behind it: files in DATA_DIR/bookings (one lock per
 * date, across the processes on the folder) and Redis (a script that writes only if no
 * day changed since it was read).
 */
export interface BookingStore {
  /** The day as kept (an empty day at version 0 when nothing is). */
  day(date: string): Promise<BookingDay>;
  /**
   * Runs `change` on the days of `dates` (each once, in the order given) as one atomic step: nothing else changes them
   * between its read and its write, on this process or another. The days it returns
   * are written with their versions one higher, the tokens with them.
   */
  update<T>(dates: readonly string[], change: (days: BookingDay[]) => DayChange<T>): Promise<T>;
  /** The store's secret (the manage links' tokens): made once, the same on every replica. */
  secret(): Promise<Buffer>;
  /** Where a token's hash leads, or null (unknown, or its day is over). */
  token(hash: string, now: number): Promise<TokenEntry | null>;
  /** The dates that have a record, oldest first (retention). */
  dates(): Promise<string[]>;
  /** Removes a date's record and the tokens that lead into it (retention, erasure). */
  forget(date: string, tokenHashes: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A store that cannot be read or written now (a Redis outage, an unwritable folder): the guest is told "not booked". */
export class BookingStoreUnavailable extends Error {
  override name = 'BookingStoreUnavailable';
}

/**
 * The free times, kept: a guest flicking through dates and party sizes asks for the same
 * days again and again. An answer is kept under its date, area and party with the content's
 * version and that date's bookings version (a counter the store bumps in the same atomic step
 * as every hold and release), so a time taken is never offered from here: the next question
 * carries the new version and misses. The lead time moves with the clock, so an answer is
 * also kept only until the first of its times would become too soon (`until`).
 *
 * Bounded: the oldest answer goes first once `max` are kept.
 */
export interface FreeTimesKey {
  date: string;
  area: string;
  party: number;
  contentVersion: string;
  bookingsVersion: number;
}

export class FreeTimesCache<T> {
  private readonly kept = new Map<string, { value: T; until: number }>();
  hits = 0;
  misses = 0;

  constructor(private readonly max = 2_000) {}

  /** The kept answer for `key` at `now`, or `compute()`'s, kept until the instant it returns. */
  get(key: FreeTimesKey, now: number, compute: () => { value: T; until: number }): T {
    const id = `${key.date}|${key.area}|${key.party}|${key.contentVersion}|${key.bookingsVersion}`;
    const found = this.kept.get(id);
    if (found && now < found.until) {
      this.hits++;
      // Most recently used last: Map keeps insertion order.
      this.kept.delete(id);
      this.kept.set(id, found);
      return found.value;
    }
    this.misses++;
    const fresh = compute();
    this.kept.delete(id);
    this.kept.set(id, fresh);
    while (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    return fresh.value;
  }

  get size(): number {
    return this.kept.size;
  }
}

import type { Backoff } from '../../mail/backoff';
import type { failureScope } from '../../mail/delivery-failure';

type Scope = ReturnType<typeof failureScope>;

/**
 * When each message may be tried again, in memory (a restart tries everything at
 * once, which is what a restart is for). A message's own failures delay only that
 * message; a failure of the mail server ('server') pauses the whole queue, so an
 * outage costs one try per back-off, not one per pending message.
 */
export class RetrySchedule {
  private readonly entries = new Map<string, { attempts: number; refusals: number; at: number }>();
  private pausedUntil = 0;
  private serverFailures = 0;
  /**
   * Every failure of the server so far, never reset: a pass over the queue ends at the first one.
   * `paused` alone cannot say so, since a short pause may be over before the pass looks again.
   */
  serverOutages = 0;

  constructor(private readonly backoff: Backoff) {}

  get paused(): boolean {
    return Date.now() < this.pausedUntil;
  }

  isDue(id: string, now: number): boolean {
    return (this.entries.get(id)?.at ?? 0) <= now;
  }

  /** Counts a failed try and schedules the next one; returns the counts and the wait. */
  failed(id: string, scope: Scope) {
    const entry = this.entries.get(id) ?? { attempts: 0, refusals: 0, at: 0 };
    entry.attempts += 1;
    let waitMs: number;
    if (scope === 'server') {
      this.serverOutages += 1;
      // Already paused (another lane hit the same outage): the pause is not extended.
      if (!this.paused) this.pausedUntil = Date.now() + this.backoff(++this.serverFailures);
      waitMs = this.pausedUntil - Date.now();
    } else {
      if (scope === 'refused') entry.refusals += 1;
      waitMs = this.backoff(entry.attempts);
      entry.at = Date.now() + waitMs;
    }
    this.entries.set(id, entry);
    return { attempts: entry.attempts, refusals: entry.refusals, waitMs };
  }

  /** Delivered, or no longer pending: its count starts over; the server works. */
  done(id: string, { serverWorks = false } = {}): void {
    this.entries.delete(id);
    if (serverWorks) this.serverFailures = 0;
  }

  /** Delivered but not recorded (disk): never again from this process. */
  never(id: string): void {
    this.entries.set(id, { attempts: 0, refusals: 0, at: Number.POSITIVE_INFINITY });
  }

  /** Drops what is no longer pending (after a listing of the directory). */
  keepOnly(pending: string[]): void {
    if (this.entries.size === 0) return;
    const present = new Set(pending);
    for (const id of this.entries.keys()) if (!present.has(id)) this.entries.delete(id);
  }

  /** The earliest moment something is due again, or `fallback`. */
  nextDue(fallback: number): number {
    if (this.paused) return Math.min(fallback, this.pausedUntil);
    let next = fallback;
    for (const { at } of this.entries.values()) if (at < next) next = at;
    return next;
  }
}

import type { Logger } from 'pino';

/** While Redis stays unreachable, a reminder is logged at most this often (however many reconnects fail). */
const REMINDER_EVERY_MS = 60_000;

/**
 * What a Redis outage writes to the log, for every connection of the process
 * together: one error line when the first connection loses Redis (an outage is
 * ours to fix, and the forms answer 503 meanwhile: `alert: 'redis-unavailable'`),
 * then a warning at most once a minute with the number of failed reconnects, and one
 * info line when a connection is ready again. ioredis reports every failed
 * reconnect as an 'error' event: logging each would be a line every second.
 */
export class RedisOutage {
  private down = false;
  private since = 0;
  private lastLineAt = 0;
  private failures = 0;

  constructor(
    private readonly logger: Logger,
    /** Where Redis is, without credentials (urlForLogs). */
    private readonly target: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the last thing a connection reported was a failure. */
  get unavailable(): boolean {
    return this.down;
  }

  /** A connection failed (an 'error' event, or 'close' of a connection that was ready). */
  failed(error: unknown): void {
    const now = this.now();
    this.failures += 1;
    if (!this.down) {
      this.down = true;
      this.since = now;
      this.lastLineAt = now;
      this.failures = 0;
      this.logger.error(
        { alert: 'redis-unavailable', redis: this.target, err: errorSummary(error) },
        'redis: unreachable; pages are served, enquiries are refused (503) until it is back',
      );
      return;
    }
    if (now - this.lastLineAt < REMINDER_EVERY_MS) return;
    this.lastLineAt = now;
    this.logger.warn(
      { redis: this.target, err: errorSummary(error), failures: this.failures, downForSeconds: Math.round((now - this.since) / 1000) },
      'redis: still unreachable',
    );
    this.failures = 0;
  }

  /** A connection is ready (again). */
  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.info({ redis: this.target, downForSeconds: Math.round((this.now() - this.since) / 1000) }, 'redis: reachable again; enquiries are accepted');
  }
}

/** ioredis's errors carry the address in their message (fine) and no credentials; the stack is noise here. */
function errorSummary(error: unknown): { message: string; code?: string } {
  const e = error as { message?: unknown; code?: unknown };
  return { message: String(e?.message ?? error), ...(typeof e?.code === 'string' ? { code: e.code } : {}) };
}

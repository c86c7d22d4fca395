import type { Logger } from 'pino';
import { isReplyError, redisErrorCode } from '../lib/redis-errors';

/** While Redis stays unreachable, a reminder is logged at most this often (however many reconnects fail). */
const REMINDER_EVERY_MS = 60_000;
/** A refused write is an error line at most this often (each refused post is a warning of its own). */
const REFUSAL_LINE_EVERY_MS = 60_000;

/**
 * What a Redis outage writes to the log, for every connection of the process
 * together: one error line when the first connection loses Redis (an outage is
 * ours to fix, and the forms answer 503 meanwhile: `alert: 'redis-unavailable'`),
 * then a warning at most once a minute with the number of failed reconnects, and one
 * info line when a connection is ready again. ioredis reports every failed
 * reconnect as an 'error' event: logging each would be a line every second.
 *
 * An error Redis answered (OOM under `noeviction`, MISCONF when it cannot write its
 * files, READONLY on a replica after a failover) is no outage: the connection is up,
 * Redis refuses writes. That is `refused`: an error line of its own
 * (`alert: 'redis-write-refused'`, at most once a minute, with the refusals since the
 * last), the connection is not marked down, and the next write that succeeds ends it.
 */
export class RedisOutage {
  private down = false;
  private since = 0;
  private lastLineAt = 0;
  private failures = 0;
  private refusing = false;
  private refusedSince = 0;
  private lastRefusalLineAt = -Infinity;
  private refusals = 0;

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

  /** Whether Redis refused a write and none has succeeded since. */
  get refusingWrites(): boolean {
    return this.refusing;
  }

  /**
   * A connection failed (an 'error' event, or 'close' of a connection that was ready).
   * BullMQ's queue and workers report the errors of their commands here too: one Redis
   * answered is a refusal, not a lost connection.
   */
  failed(error: unknown): void {
    if (isReplyError(error)) {
      this.refused(error);
      return;
    }
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

  /** Redis answered a command with an error (OOM, MISCONF, READONLY…): it is reachable, it refuses. */
  refused(error: unknown): void {
    const now = this.now();
    this.refusals += 1;
    if (!this.refusing) {
      this.refusing = true;
      this.refusedSince = now;
    }
    if (now - this.lastRefusalLineAt < REFUSAL_LINE_EVERY_MS) return;
    this.lastRefusalLineAt = now;
    this.logger.error(
      {
        alert: 'redis-write-refused',
        redis: this.target,
        err: errorSummary(error),
        refusals: this.refusals,
        refusingForSeconds: Math.round((now - this.refusedSince) / 1000),
      },
      'redis: refuses writes (out of memory, cannot persist, or a read-only replica?); enquiries are answered 503 until it takes them',
    );
    this.refusals = 0;
  }

  /** A write succeeded: a refusal is over. */
  succeeded(): void {
    if (!this.refusing) return;
    this.refusing = false;
    this.logger.info({ redis: this.target, refusedForSeconds: Math.round((this.now() - this.refusedSince) / 1000) }, 'redis: takes writes again; enquiries are accepted');
  }
}

/** ioredis's errors carry the address in their message (fine) and no credentials; the stack is noise here. */
function errorSummary(error: unknown): { message: string; code?: string } {
  const e = error as { message?: unknown; code?: unknown };
  if (isReplyError(error)) return { message: String(e?.message ?? error).slice(0, 300), code: redisErrorCode(error) };
  return { message: String(e?.message ?? error), ...(typeof e?.code === 'string' ? { code: e.code } : {}) };
}

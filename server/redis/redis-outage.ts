import type { Logger } from 'pino';
import { isReplyError, redisErrorCode } from '../lib/redis-errors';

/** While Redis stays unreachable, a reminder is logged at most this often (however many reconnects fail). */
const REMINDER_EVERY_MS = 60_000;
/** A refused write is an error line at most this often (each refused post is a warning of its own). */
const REFUSAL_LINE_EVERY_MS = 60_000;

/**
 * Why Redis cannot be used: the connection is lost (`unreachable`), it is up but
 * nothing comes back (`hung`: a stopped or wedged server keeps its socket open, so
 * only timed-out commands tell), or Redis refuses our credentials (`credentials`).
 */
type OutageCause = 'unreachable' | 'hung' | 'credentials';

/** Reply codes of a login Redis refused: WRONGPASS (a wrong password or user), NOAUTH (none given), NOPERM (an ACL user without a right we need). */
const AUTH_CODES = new Set(['WRONGPASS', 'NOAUTH', 'NOPERM']);

/** A reply refusing who we are (before Redis 6 a wrong password was `ERR invalid password`). */
function isAuthError(error: unknown): boolean {
  if (!isReplyError(error)) return false;
  return (
    AUTH_CODES.has(redisErrorCode(error)) ||
    /\binvalid (username-)?password\b/i.test(String((error as { message?: unknown }).message ?? ''))
  );
}

const OUTAGE_LINES: Record<OutageCause, { first: string; reminder: string }> = {
  unreachable: {
    first: 'redis: unreachable; pages are served, enquiries are refused (503) until it is back',
    reminder: 'redis: still unreachable',
  },
  hung: {
    first: 'redis: does not answer (commands time out); pages are served, enquiries are refused (503) until it answers',
    reminder: 'redis: still not answering',
  },
  credentials: {
    first:
      'redis: refuses our credentials: check the user name and password in REDIS_URL; pages are served, enquiries are refused (503) until they are right',
    reminder: 'redis: still refuses the credentials in REDIS_URL',
  },
};

/**
 * What a Redis outage writes to the log, for every connection of the process
 * together: one error line when the first connection loses Redis (an outage is
 * ours to fix, and the forms answer 503 meanwhile: `alert: 'redis-unavailable'`),
 * then a warning at most once a minute with the number of failed reconnects, and one
 * info line when a connection is ready again. ioredis reports every failed
 * reconnect as an 'error' event: logging each would be a line every second.
 *
 * Commands that time out on a connection that stays up are an outage too (`hung`,
 * reported by CommandWatch once nothing has come back for its threshold): the same
 * error line and state, ended by the next answer.
 *
 * Credentials Redis refuses (WRONGPASS, NOAUTH, NOPERM) are an outage of their own
 * cause: one error line naming REDIS_URL (`alert: 'redis-auth-failed'`), even when
 * the connection was already lost (a restart with a new password), never a
 * "refuses writes".
 *
 * Any other error Redis answered (OOM under `noeviction`, MISCONF when it cannot write its
 * files, READONLY on a replica after a failover) is no outage: the connection is up,
 * Redis refuses writes. That is `refused`: an error line of its own
 * (`alert: 'redis-write-refused'`, at most once a minute, with the refusals since the
 * last), the connection is not marked down, and the next write that succeeds ends it.
 *
 * `onChange` tells whoever shows the state (/readyz's body, the metrics) when an
 * outage starts and ends.
 */
export class RedisOutage {
  private down = false;
  private cause: OutageCause = 'unreachable';
  private readonly listeners: ((unavailable: boolean) => void)[] = [];
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

  /** Called with `true` when an outage starts, `false` when it ends. */
  onChange(listener: (unavailable: boolean) => void): void {
    this.listeners.push(listener);
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
    if (isAuthError(error)) this.lost('credentials', error);
    else if (isReplyError(error)) this.refused(error);
    else this.lost('unreachable', error);
  }

  /** Commands on a connection that is up have gone unanswered past the threshold (CommandWatch). */
  hung(error: unknown): void {
    this.lost('hung', error);
  }

  private lost(cause: OutageCause, error: unknown): void {
    const now = this.now();
    this.failures += 1;
    // A refused login is worth its own line even during an outage: it will not end by itself.
    if (!this.down || (cause === 'credentials' && this.cause !== 'credentials')) {
      const starts = !this.down;
      this.down = true;
      this.cause = cause;
      if (starts) this.since = now;
      this.lastLineAt = now;
      this.failures = 0;
      const alert = cause === 'credentials' ? 'redis-auth-failed' : 'redis-unavailable';
      this.logger.error({ alert, redis: this.target, err: errorSummary(error) }, OUTAGE_LINES[cause].first);
      if (starts) this.tell(true);
      return;
    }
    if (now - this.lastLineAt < REMINDER_EVERY_MS) return;
    this.lastLineAt = now;
    this.logger.warn(
      {
        redis: this.target,
        err: errorSummary(error),
        failures: this.failures,
        downForSeconds: Math.round((now - this.since) / 1000),
      },
      OUTAGE_LINES[this.cause].reminder,
    );
    this.failures = 0;
  }

  private tell(unavailable: boolean): void {
    for (const listener of this.listeners) listener(unavailable);
  }

  /** A connection is ready (again), or Redis answered a command. */
  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.info(
      { redis: this.target, downForSeconds: Math.round((this.now() - this.since) / 1000) },
      'redis: reachable again; enquiries are accepted',
    );
    this.tell(false);
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
    this.logger.info(
      { redis: this.target, refusedForSeconds: Math.round((this.now() - this.refusedSince) / 1000) },
      'redis: takes writes again; enquiries are accepted',
    );
  }
}

/** ioredis's errors carry the address in their message (fine) and no credentials; the stack is noise here. */
function errorSummary(error: unknown): { message: string; code?: string } {
  const e = error as { message?: unknown; code?: unknown };
  if (isReplyError(error)) return { message: String(e?.message ?? error).slice(0, 300), code: redisErrorCode(error) };
  return { message: String(e?.message ?? error), ...(typeof e?.code === 'string' ? { code: e.code } : {}) };
}

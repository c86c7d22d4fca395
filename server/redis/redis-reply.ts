/**
 * Redis's answers that are errors. The server answered: it is reachable, it refused
 * (out of memory under `noeviction`, MISCONF when it cannot persist, READONLY on a
 * replica after a failover…). That is not an outage (the connection is fine) and is
 * logged on its own (redis-outage.ts). server/mail/redis-errors.ts does the same for
 * the mail queue (neither folder may import the other).
 */

/** Codes of a write Redis refused while the connection is fine. */
const REFUSALS = new Set(['OOM', 'MISCONF', 'READONLY', 'NOREPLICAS', 'NOTENOUGHREPLICAS', 'MASTERDOWN', 'LOADING', 'BUSY']);

const MAX_MESSAGE = 300;

/** `OOM command not allowed…` → `OOM`; a socket error's own code (`ECONNREFUSED`); `EREDIS` otherwise. */
export function redisErrorCode(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown } | null;
  if (typeof e?.code === 'string') return e.code;
  const word = /^([A-Z][A-Z_-]{1,30})\b/.exec(String(e?.message ?? ''));
  return word?.[1] ?? 'EREDIS';
}

/** An error Redis answered (ioredis's ReplyError, or one wrapped as `reply: true`), not a lost connection. */
export function isReplyError(error: unknown): boolean {
  const e = error as { name?: unknown; reply?: unknown } | null;
  return e?.name === 'ReplyError' || e?.reply === true;
}

/** A reply refusing a write for a reason of the server's (not a bad command of ours, not NOSCRIPT). */
export function isRefusal(error: unknown): boolean {
  return isReplyError(error) && REFUSALS.has(redisErrorCode(error));
}

/**
 * A Redis command failed: only its message and code. ioredis hangs the failed command
 * on a reply error (`command: { name, args }`); a rate-limit script's arguments are no
 * enquiry, but nothing Redis was sent belongs in a log line.
 */
export class RedisCommandError extends Error {
  override name = 'RedisCommandError';

  constructor(
    message: string,
    readonly code: string,
    readonly reply: boolean,
  ) {
    super(message);
  }
}

export function redisFailure(error: unknown): Error {
  if (error instanceof RedisCommandError) return error;
  const message = String((error as { message?: unknown } | null)?.message ?? error).slice(0, MAX_MESSAGE);
  return new RedisCommandError(message, redisErrorCode(error), isReplyError(error));
}

/** Runs a Redis operation; what it throws leaves as `redisFailure` makes it. */
export async function guardRedis<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw redisFailure(error);
  }
}

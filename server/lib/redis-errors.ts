/**
 * Redis's failures, as the rest of the server may see them. ioredis hangs the failed
 * command on a reply error (`command: { name, args }`): the args of a claim's SET or
 * of BullMQ's add-job script are the whole enquiry (name, e-mail, message), so an
 * error leaving a Redis call keeps only its message and code. A reply error means
 * the server answered: it is reachable, it refused (out of memory under `noeviction`,
 * MISCONF when it cannot persist, READONLY on a replica after a failover…), which is
 * not an outage and is logged on its own (server/redis/redis-outage.ts). Shared by
 * server/redis (rate limits, outage) and server/mail (the queue), which may not
 * import each other.
 */

/** Codes of a write Redis refused while the connection is fine. */
const REFUSALS = new Set([
  'OOM',
  'MISCONF',
  'READONLY',
  'NOREPLICAS',
  'NOTENOUGHREPLICAS',
  'MASTERDOWN',
  'LOADING',
  'BUSY',
]);

/** A reply error's message, cut: Redis writes no arguments into it, but a script's error could be long. */
const MAX_MESSAGE = 300;

/** A Redis command failed: only its message and code. */
export class RedisCommandError extends Error {
  override name = 'RedisCommandError';

  constructor(
    message: string,
    readonly code: string,
    /** Redis answered with an error: it is reachable, it refused. */
    readonly reply: boolean,
  ) {
    super(message);
  }
}

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
 * Runs a Redis operation. What it throws leaves as a RedisCommandError with the
 * message and code only, except our own errors that carry no data (`isOwn`), which
 * leave as they are.
 */
export async function guardRedis<T>(
  work: () => Promise<T>,
  isOwn: (error: unknown) => boolean = () => false,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RedisCommandError || isOwn(error)) throw error;
    const message = String((error as { message?: unknown } | null)?.message ?? error).slice(0, MAX_MESSAGE);
    throw new RedisCommandError(message, redisErrorCode(error), isReplyError(error));
  }
}

import { IdempotencyConflictError } from './idempotency';

/**
 * A Redis command failed. Only the message and the code are kept: ioredis hangs the
 * failed command on its reply errors (`command: { name, args }`), and the args of a
 * claim's SET or of BullMQ's add-job script are the whole enquiry (name, e-mail,
 * message). An error leaving the mail queue must never carry them to a log line.
 */
export class RedisCommandError extends Error {
  override name = 'RedisCommandError';
  readonly code: string;
  /** Redis answered with an error (OOM, MISCONF, READONLY…): it is reachable, it refused. */
  readonly reply: boolean;

  constructor(message: string, code: string, reply: boolean) {
    super(message);
    this.code = code;
    this.reply = reply;
  }
}

/** A reply error's message, cut: Redis writes no arguments into it, but a script's error could be long. */
const MAX_MESSAGE = 300;

/** `OOM command not allowed…` → `OOM`; a socket error's own code (`ECONNRESET`); `EREDIS` otherwise. */
export function redisErrorCode(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown } | null;
  if (typeof e?.code === 'string') return e.code;
  const word = /^([A-Z][A-Z_-]{1,30})\b/.exec(String(e?.message ?? ''));
  return word?.[1] ?? 'EREDIS';
}

/** ioredis's ReplyError (from `redis-errors`): the server answered with an error. */
export function isReplyError(error: unknown): boolean {
  const e = error as { name?: unknown; reply?: unknown } | null;
  return e?.name === 'ReplyError' || (error instanceof RedisCommandError && error.reply);
}

/**
 * The error to let out of the mail queue: our own errors (which carry no data) as they
 * are, anything from ioredis or BullMQ as a RedisCommandError with its message and code.
 */
export function redisFailure(error: unknown): Error {
  if (error instanceof RedisCommandError || error instanceof IdempotencyConflictError) return error;
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

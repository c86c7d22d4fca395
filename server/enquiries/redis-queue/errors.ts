import { guardRedis as guard, RedisCommandError } from '../../lib/redis-errors';
import { IdempotencyConflictError } from '../enquiry';

export { RedisCommandError };

/**
 * Runs a mail queue's Redis operation (server/lib/redis-errors.ts): what it throws
 * leaves with its message and code only, never the enquiry ioredis attached; an
 * idempotency conflict (ours, no data) leaves as it is.
 */
export function guardRedis<T>(work: () => Promise<T>): Promise<T> {
  return guard(work, (error) => error instanceof IdempotencyConflictError);
}

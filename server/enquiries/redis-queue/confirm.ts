import type { Logger } from 'pino';
import { isReplyError } from '../../lib/redis-errors';
import type { UnconfirmedStoreError } from '../queue';
import { RedisCommandError } from './errors';

/** ioredis's words for a command it never wrote: the connection was not up (no offline queue). */
const NOT_WRITTEN = "Stream isn't writeable";

/** Between two tries of a step in doubt (a time-out has already waited; a connection that is down fails at once). */
const PAUSE_MS = 100;

/**
 * Redis did not confirm, within the post's time, whether the enquiry is stored: it
 * may be, later (a command that timed out may still run). The post is answered 504
 * (not confirmed; never 503, which says 'not stored'), and its retry (the same key, or the same body from the same client) finds whatever
 * was stored, on any replica (decision 0013).
 */
export class RedisUncertainError extends RedisCommandError implements UnconfirmedStoreError {
  override name = 'RedisUncertainError';
  readonly unconfirmed = true;

  constructor(message: string) {
    super(message, 'EREDISUNCERTAIN', false);
  }
}

/** A failed command that certainly did nothing: Redis answered it with an error, or it never left this process. */
function certainlyNotRun(error: unknown): boolean {
  if (isReplyError(error)) return true;
  return String((error as { message?: unknown } | null)?.message ?? '').startsWith(NOT_WRITTEN);
}

export interface ConfirmationOptions {
  logger: Logger;
  /** The enquiry's id, for the log lines. */
  outboxId: string;
  /** Until when (Date.now()) a step in doubt is tried again. */
  deadline: number;
}

/**
 * The steps of storing one enquiry (claim its key, add its job), each confirmed by
 * Redis before the next. Every step can be sent again with the same record: the same
 * claim value (RedisClaims.claim knows its own id), the same job id (BullMQ ignores an
 * id it has). So a step whose answer was lost (a time-out, a dropped connection) is not
 * guessed at: it is sent again on a fresh command until Redis confirms it, which also
 * settles a late original (it finds its own claim, or its job already there). Only
 * when the deadline passes without a confirmation is the outcome unknown: then
 * RedisUncertainError. A step that failed for certain before any doubt (Redis refused
 * it, or it was never sent) throws as it is: nothing was stored by it.
 */
export class Confirmation {
  constructor(private readonly options: ConfirmationOptions) {}

  async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    const { logger, outboxId, deadline } = this.options;
    let doubt = false;
    for (;;) {
      try {
        const result = await run();
        if (doubt) logger.info({ outboxId, step: name }, 'redis confirmed the enquiry step after all');
        return result;
      } catch (error) {
        if (!doubt && certainlyNotRun(error)) throw error;
        if (!doubt) {
          doubt = true;
          logger.info({ outboxId, step: name, err: error }, 'redis did not confirm an enquiry step; asking again');
        }
        if (Date.now() >= deadline) {
          logger.warn(
            { outboxId, step: name, err: error, uncertain: true },
            'redis did not confirm in time whether the enquiry is stored: answered 504; its retry (same key or same body) finds it, so it is never sent twice',
          );
          throw new RedisUncertainError('redis did not confirm in time whether the enquiry was stored');
        }
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    }
  }
}

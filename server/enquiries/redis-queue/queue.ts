import type { JobType, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { EnquiryQueue } from '../queue';
import {
  claimName,
  enquiryIdTime,
  IdempotencyConflictError,
  queuedEnquiry,
  type Dedupe,
  type Enquiry,
  type QueuedEnquiry,
  type QueueStats,
} from '../enquiry';
import { enquiryHash, type RedisClaims } from './claims';
import { Confirmation } from './confirm';
import { guardRedis, RedisCommandError } from './errors';

/** The BullMQ queue's name and key prefix: keys are `ballon:mail:…`. */
export const MAIL_QUEUE = { name: 'mail', prefix: 'ballon' } as const;

/** The job name of an enquiry (its data: the QueuedEnquiry; its id: the record's id). */
export const ENQUIRY_JOB = 'enquiry';

/** One try at adding a job waits at most this long (BullMQ may first wait for its connection). */
const ADD_TIMEOUT_MS = 2000;

/**
 * How long a post keeps asking Redis whether a step it sent is stored, after its
 * answer was lost, before it is answered 503 "not confirmed" (safe to retry): past a
 * slow command or a short stall, within what a guest waits for a form.
 */
const CONFIRM_WITHIN_MS = 5000;

/** Pending numbers that could not be read: unknown (NaN in the metrics, null in /readyz), never the last ones as if current. */
const UNKNOWN_STATS: QueueStats = { pending: Number.NaN, oldestPendingAgeSeconds: Number.NaN };

/** Finished jobs removed per clean call (a Lua script: short calls keep Redis responsive). */
const CLEAN_BATCH = 1000;

/** Jobs not yet delivered, whatever they wait for. */
const PENDING_STATES: JobType[] = ['wait', 'delayed', 'active', 'prioritized'];

/** Redis is not reachable now: nothing was kept. */
export class RedisUnavailableError extends RedisCommandError {
  override name = 'RedisUnavailableError';

  constructor(message: string) {
    super(message, 'EREDISUNAVAILABLE', false);
  }
}

export interface RedisQueueOptions {
  /** The producer: on the request connection, which fails fast. */
  queue: Queue;
  claims: RedisClaims;
  /** Whether the request connection can take a command now. */
  isReady: () => boolean;
  /** The same, waiting a moment for a stalled connection to answer again (default: isReady). */
  whenReady?: () => Promise<boolean>;
  /**
   * Whether Redis refuses writes now (OOM, MISCONF, READONLY: logged at error level where
   * it is watched, server/redis/redis-outage.ts): the store is not writable, but posts still
   * try (the refusal ends only when a write succeeds).
   */
  isRefusing?: () => boolean;
  /** MAIL_KEEP_DAYS: a delivered job is kept this long, at least as long as a claim that points at it. */
  keepDays: number;
  /** Tries before a job that keeps failing temporarily is failed for the operator. */
  attempts: number;
  /** How long a post asks again after a lost answer (default CONFIRM_WITHIN_MS). */
  confirmWithinMs?: number;
  logger: Logger;
  now?: () => Date;
}

/**
 * The mail queue in Redis (REDIS_URL), shared by every replica: one BullMQ job per
 * enquiry, its job id the enquiry id, so a retry or a replay never adds a second
 * job. `enqueue` resolves only once Redis has acknowledged the job (with
 * `appendfsync always`, once it is on Redis's disk). It rejects with a plain error
 * only when nothing was stored, and with RedisUncertainError when Redis did not
 * confirm in time (redis-confirm.ts): both are answered 503, and a retry finds the
 * first post by its key or fingerprint. A job is added only after its claim is
 * confirmed, so a job always has a claim a retry finds. Delivery: redis-delivery.ts.
 */
export class RedisQueue implements EnquiryQueue {
  private cached: QueueStats | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: RedisQueueOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get writable(): boolean {
    return this.options.isReady() && !this.options.isRefusing?.();
  }

  /**
   * What fails here leaves as a RedisCommandError (message and code only): ioredis's
   * reply errors carry the command's arguments, here the whole enquiry (redis-errors.ts).
   */
  enqueue(enquiry: Enquiry, dedupe: Dedupe | null): Promise<{ id: string; created: boolean }> {
    return guardRedis(() => this.enqueueRecord(enquiry, dedupe));
  }

  private async enqueueRecord(enquiry: Enquiry, dedupe: Dedupe | null): Promise<{ id: string; created: boolean }> {
    // Not up, or stalled: nothing is sent, so nothing can be stored later.
    await this.assertReady();
    // The job names its claim, so that an erasure finds a fingerprint's too.
    const record = queuedEnquiry(enquiry, dedupe, this.now(), dedupe ? claimName(dedupe) : null);
    const confirm = this.confirmation(record.id);
    if (dedupe === null) {
      await confirm.step('add', () => this.add(record));
      return { id: record.id, created: true };
    }
    const { claims } = this.options;
    const outcome = await confirm.step('claim', () => claims.claim(dedupe, record));
    let stored = record;
    if (!outcome.claimed) {
      const { existing } = outcome;
      if (existing && existing.hash === enquiryHash(enquiry)) {
        // The first post may have died, or been answered 503, between its claim and its job: add it (a no-op when the job exists).
        stored = existing.record;
      } else if (existing && dedupe.kind === 'key') {
        throw new IdempotencyConflictError(existing.id);
      } else {
        // An unreadable claim: this message takes the key.
        await confirm.step('claim', () => claims.replace(dedupe, record));
      }
    }
    await confirm.step('add', () => this.add(stored));
    await claims.settled(dedupe);
    return { id: stored.id, created: stored === record };
  }

  replayOf(enquiry: Enquiry, dedupe: Dedupe): Promise<string | null> {
    return guardRedis(async () => {
      await this.assertReady();
      const claim = await this.options.claims.read(dedupe);
      if (!claim || claim.hash !== enquiryHash(enquiry)) return null;
      // Read as sent only once its job is in Redis.
      await this.confirmation(claim.id).step('add', () => this.add(claim.record));
      return claim.id;
    });
  }

  /** The guest's wait is real time, whatever clock the records are stamped with. */
  private confirmation(outboxId: string): Confirmation {
    return new Confirmation({
      logger: this.options.logger,
      outboxId,
      deadline: Date.now() + (this.options.confirmWithinMs ?? CONFIRM_WITHIN_MS),
    });
  }

  /** The numbers of the last look, while it succeeded and Redis still answers; unknown otherwise. */
  stats(): QueueStats {
    return this.cached && this.options.isReady() ? this.cached : UNKNOWN_STATS;
  }

  /** Counts the jobs not yet delivered and the age of the oldest (from its id); for stats() and the alert. */
  refreshStats(): Promise<QueueStats> {
    return guardRedis(() => this.readStats()).catch((error: unknown) => {
      this.cached = null;
      throw error;
    });
  }

  private async readStats(): Promise<QueueStats> {
    const { queue } = this.options;
    const counts = await queue.getJobCounts(...PENDING_STATES);
    const pending = Object.values(counts).reduce((sum, count) => sum + count, 0);
    let oldest: number | null = null;
    if (pending > 0) {
      // Ids sort by time; a delayed job's place in its set is its next try, so look at a few of each.
      for (const id of await queue.getRanges(PENDING_STATES, 0, 199, true)) {
        const at = enquiryIdTime(id);
        if (Number.isFinite(at) && (oldest === null || at < oldest)) oldest = at;
      }
    }
    const stats = {
      pending,
      oldestPendingAgeSeconds: oldest === null ? null : Math.max(0, Math.floor((this.now().getTime() - oldest) / 1000)),
    };
    this.cached = stats;
    return stats;
  }

  /**
   * Removes the delivered and the failed jobs that finished before `cutoff` (ms since
   * the epoch): MAIL_KEEP_DAYS after delivery, or after the refusal, as the privacy
   * notice promises. BullMQ's clean counts back from its own clock: the grace is
   * worked out from `cutoff`, so a test's clock works too.
   */
  removeFinishedBefore(cutoff: number): Promise<{ completed: number; failed: number }> {
    return guardRedis(async () => {
      const { queue } = this.options;
      const removed = { completed: 0, failed: 0 };
      for (const state of ['completed', 'failed'] as const) {
        for (;;) {
          const grace = Math.max(0, Date.now() - cutoff);
          const ids = await queue.clean(grace, CLEAN_BATCH, state);
          removed[state] += ids.length;
          if (ids.length < CLEAN_BATCH) break;
        }
      }
      return removed;
    });
  }

  private async assertReady() {
    const { isReady, whenReady } = this.options;
    if (isReady() || (await whenReady?.())) return;
    throw new RedisUnavailableError('redis is unreachable: the enquiry was not stored');
  }

  /**
   * Adds the job unless its id is there already (waiting, delayed, active, delivered or
   * failed: BullMQ then returns the existing one). Delivered jobs are kept MAIL_KEEP_DAYS
   * (so a replay reads as sent and never sends again), failed ones MAIL_KEEP_DAYS after
   * they failed (the privacy notice's promise: RedisWorker's `prune`).
   */
  private async add(record: QueuedEnquiry): Promise<void> {
    const { queue, keepDays, attempts } = this.options;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new RedisUnavailableError('redis did not acknowledge the job in time')),
        ADD_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([
        queue.add(ENQUIRY_JOB, record, {
          jobId: record.id,
          attempts,
          backoff: { type: 'ballon' },
          removeOnComplete: { age: keepDays * 86_400 },
          removeOnFail: false,
        }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}

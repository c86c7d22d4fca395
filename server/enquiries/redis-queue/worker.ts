import { EventEmitter } from 'node:events';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { isCode } from '../../lib/atomic-file';
import { exponentialBackoff, type Backoff } from '../../mail/backoff';
import { CONFIGURATION_CODES, describeFailure, failureLine, failureScope } from '../../mail/delivery-failure';
import type { DeliveryWorker } from '../queue';
import { DeliveryAlert } from '../alert';
import { buildEmail, type EmailAddresses } from '../email';
import { parseQueuedEnquiry, type QueuedEnquiry, type SentEnquiry } from '../enquiry';
import { RedisErasures } from './erasure';
import { MAIL_QUEUE, type RedisQueue } from './queue';
import { pruneRedisMail } from './retention';
import type { MailSender } from '../../mail/transport';

/** How long a stop waits for deliveries in flight to be recorded in Redis. */
const STOP_WAIT_MS = 5000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface RedisWorkerOptions {
  queue: RedisQueue;
  /** Made for this worker with `maxRetriesPerRequest: null` (BullMQ duplicates it for its blocking reads). */
  connection: Redis;
  sender: MailSender;
  addresses: EmailAddresses;
  logger: Logger;
  /** Jobs delivered at once by this replica (and its SMTP connections). */
  concurrency: number;
  /** Wait before the next try after n failed ones (default: 5 s doubling to 15 min, with jitter). */
  backoff?: Backoff;
  /** MAIL_ALERT_AFTER; null: no alert. */
  alertAfterMs?: number | null;
  /** How often the pending numbers (stats, alert) are read from Redis, and the erased ids swept from `emlDir`. */
  statsEveryMs?: number;
  /** A connection error of the worker (for the outage log). */
  onError: (error: unknown) => void;
  /** Run once the worker has stopped (closing the producer). */
  afterStop?: () => Promise<unknown>;
  /** MAIL_KEEP_DAYS: finished jobs and .eml files are removed that long after (redis-retention.ts). */
  keepDays?: number;
  /** DATA_DIR/mail when SMTP_URL is unset (its .eml files are pruned); null otherwise. */
  emlDir?: string | null;
  /** How often the pruning runs (default: every 6 hours, as the file outbox's). */
  pruneEveryMs?: number;
}

/**
 * Delivers the Redis mail queue: a BullMQ Worker in every replica, each job taken by
 * one of them (BullMQ's lock), so each enquiry is sent once, and again only after a
 * crash mid-delivery (a stalled job), then with the same Message-ID (message.ts). A
 * temporary failure is retried with back-off up to the job's attempts; a permanent
 * refusal (5xx) fails the job at once (UnrecoverableError); failed jobs are kept for
 * the operator, MAIL_KEEP_DAYS after they failed (`prune`, every replica: cleaning
 * twice is harmless). Emits 'delivered', 'failed' and 'retry' with the enquiry id.
 */
export class RedisWorker extends EventEmitter implements DeliveryWorker {
  private worker: Worker | null = null;
  private statsTimer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private readonly alert: DeliveryAlert | null;
  private readonly backoff: Backoff;
  private readonly erasures: RedisErasures;
  /** Jobs of erased enquiries this worker took and failed unsent: removed once failed. */
  private readonly dropped = new Map<string, QueuedEnquiry>();
  /** The erased ids swept from `emlDir` so far: up to this time (Redis's clock, ms). */
  private sweptUntil = 0;
  private sweeping = false;
  /** The sweep failed at its last look: said once, until it works again. */
  private sweepFailed = false;

  constructor(private readonly options: RedisWorkerOptions) {
    super();
    this.backoff = options.backoff ?? exponentialBackoff();
    this.alert = options.alertAfterMs ? new DeliveryAlert(options.alertAfterMs, options.logger) : null;
    this.erasures = new RedisErasures(options.connection);
  }

  start(): void {
    if (this.worker) return;
    const { connection, concurrency, logger, sender } = this.options;
    this.worker = new Worker(MAIL_QUEUE.name, (job) => this.deliver(job), {
      connection,
      prefix: MAIL_QUEUE.prefix,
      concurrency,
      settings: { backoffStrategy: (attemptsMade: number) => this.backoff(attemptsMade) },
    });
    // Without a listener an 'error' event would be thrown; connection errors go to the outage log.
    this.worker.on('error', (error) => this.options.onError(error));
    this.worker.on('failed', (job) => void this.removeDropped(job));
    logger.info(
      { target: sender.target, queue: `${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name}` },
      'mail delivery worker started (redis queue)',
    );
    const every = this.options.statsEveryMs ?? 5000;
    this.statsTimer = setInterval(() => void this.watch(), every);
    this.statsTimer.unref();
    void this.watch();
    if (this.options.keepDays !== undefined) {
      void this.prune();
      this.pruneTimer = setInterval(() => void this.prune(), this.options.pruneEveryMs ?? 6 * 3_600_000);
      this.pruneTimer.unref();
    }
  }

  /**
   * Removes what MAIL_KEEP_DAYS says must go (finished jobs, .eml files); `now` for tests.
   * Never throws: with Redis unreachable the next round does it (the outage is logged on its own).
   */
  async prune(now: number = Date.now()): Promise<{ completed: number; failed: number; eml: number } | null> {
    const { queue, keepDays, emlDir, logger } = this.options;
    if (keepDays === undefined) return null;
    try {
      const removed = await pruneRedisMail({ queue, keepDays, emlDir: emlDir ?? null, erasures: this.erasures }, now);
      if (Object.values(removed).some((count) => count > 0))
        logger.info({ removed, keepDays }, 'pruned mail older than MAIL_KEEP_DAYS');
      return removed;
    } catch (error) {
      logger.warn({ err: error }, 'mail pruning failed; tried again later');
      return null;
    }
  }

  /** BullMQ's blocking read wakes on a new job by itself. */
  kick(): void {}

  /**
   * Stops taking jobs; resolves once deliveries in flight have finished. With Redis
   * unreachable (or not answering within STOP_WAIT_MS) a delivery could not be recorded
   * anyway: the worker is closed without waiting, and such a job is taken up again by
   * another replica once its lock runs out (the same Message-ID, see message.ts).
   */
  async stop(): Promise<void> {
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      const { connection } = this.options;
      const closed = connection.status === 'ready' ? worker.close() : Promise.reject(new Error('redis is unreachable'));
      const inTime = await Promise.race([closed.then(() => true), wait(STOP_WAIT_MS).then(() => false)]).catch(
        () => false,
      );
      if (!inTime) {
        closed.catch(() => undefined);
        connection.disconnect();
        await Promise.race([worker.close(true).catch(() => undefined), wait(1000)]);
      }
    }
    this.options.sender.close();
    await Promise.race([this.options.afterStop?.().catch(() => undefined), wait(1000)]);
  }

  private async watch() {
    try {
      this.alert?.check(await this.options.queue.refreshStats());
    } catch {
      // Redis unreachable: the outage is logged on its own; the numbers wait.
    }
    await this.sweepErased();
  }

  /**
   * Removes this replica's `.eml` copies of the enquiries erased since the last look, on
   * whichever replica the owner erased them (that one removes its own copy at once).
   */
  private async sweepErased() {
    const { emlDir, logger } = this.options;
    if (!emlDir || this.sweeping) return;
    this.sweeping = true;
    try {
      // A minute back: an erasure stamped by a Redis whose clock is behind (after a failover) is not missed.
      const { ids, last } = await this.erasures.erasedSince(this.sweptUntil - 60_000);
      for (const id of ids) {
        await unlink(path.join(emlDir, `${id}.eml`)).catch((error: unknown) => {
          if (!isCode(error, 'ENOENT')) throw error;
        });
      }
      this.sweptUntil = Math.max(this.sweptUntil, last);
      this.sweepFailed = false;
    } catch (error) {
      // Redis unreachable, or the file cannot be removed now: the next look tries again.
      if (!this.sweepFailed)
        logger.warn(
          { err: error },
          'mail: the .eml copies of erased enquiries could not be removed; tried again every few seconds',
        );
      this.sweepFailed = true;
    } finally {
      this.sweeping = false;
    }
  }

  /** A job of an erased enquiry, failed unsent (`deliver`): erased for good now that no worker holds it. */
  private async removeDropped(job: Job | undefined) {
    const record = job?.id ? this.dropped.get(job.id) : undefined;
    if (!record) return;
    this.dropped.delete(record.id);
    try {
      await this.erasures.erase(record.id, record);
    } catch (error) {
      this.options.logger.warn(
        { err: error, outboxId: record.id },
        'mail: the job of an erased enquiry could not be removed; erase it again from the inbox',
      );
    }
  }

  private async deliver(job: Job): Promise<SentEnquiry['delivery']> {
    const { sender, addresses, logger } = this.options;
    const record = parseQueuedEnquiry(JSON.stringify(job.data));
    if (!record || record.id !== job.id) {
      logger.error({ jobId: job.id }, 'mail job is not a valid enquiry record; failed, not sent');
      this.emit('failed', job.id);
      throw new UnrecoverableError('not a valid enquiry record');
    }
    const id = record.id;
    // Queued again after its erasure (a replay that had read its claim just before): never sent.
    // The erase refuses a job a worker holds, so none can come between this look and the outcome.
    if (await this.erasures.isErased(id)) {
      this.dropped.set(id, record);
      await job.updateData({});
      logger.info({ outboxId: id }, 'mail job of an erased enquiry dropped unsent');
      throw new UnrecoverableError('erased');
    }
    try {
      const delivery = await sender.send(buildEmail(record, addresses), id);
      logger.info(
        { outboxId: id, messageId: delivery.messageId, response: delivery.response, attempt: job.attemptsMade + 1 },
        'mail delivered',
      );
      this.emit('delivered', id);
      return delivery;
    } catch (error) {
      const failure = describeFailure(error);
      const attempts = job.attemptsMade + 1;
      if (failureScope(error) === 'refused') {
        logger.error(
          { outboxId: id, attempts, failure },
          'mail refused permanently; kept as a failed job for the operator',
        );
        this.emit('failed', id);
        throw Object.assign(new UnrecoverableError(failureLine(failure) || 'refused permanently'), { cause: error });
      }
      const last = attempts >= (job.opts.attempts ?? 1);
      const level = last || CONFIGURATION_CODES.has(String(failure.code)) ? 'error' : 'warn';
      logger[level](
        { outboxId: id, attempts, failure },
        last
          ? 'mail delivery failed for the last time; kept as a failed job for the operator'
          : 'mail delivery failed; will retry',
      );
      this.emit(last ? 'failed' : 'retry', id);
      // Only what describeFailure keeps goes into Redis (BullMQ stores the message and stack, not the cause): no addresses.
      throw new Error(failureLine(failure) || 'delivery failed', { cause: error });
    }
  }
}

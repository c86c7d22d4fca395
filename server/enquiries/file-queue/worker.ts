import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { isOutOfDescriptors, type OutOfDescriptors } from '../../lib/out-of-descriptors';
import { isCode, removeStaleTemporaryFiles } from '../../lib/atomic-file';
import { exponentialBackoff, type Backoff } from '../../mail/backoff';
import { DeliveryLock } from '../../lib/delivery-lock';
import { DeliveryAlert } from '../alert';
import type { EmailAddresses } from '../email';
import { EnquiryDelivery } from './delivery';
import type { Outbox } from './outbox';
import { pruneMail } from './retention';
import { RetrySchedule } from './retry-schedule';
import type { MailSender } from '../../mail/transport';

export interface OutboxWorkerOptions {
  outbox: Outbox;
  sender: MailSender;
  addresses: EmailAddresses;
  logger: Logger;
  /** MAIL_KEEP_DAYS: sent/, failed/, .eml files and claims older than this are deleted. */
  keepDays: number;
  /** Where .eml files are written (DATA_DIR/mail), to prune them. */
  emlDir?: string | null;
  /** Wait before a retry; tests pass a short one. */
  backoff?: Backoff;
  /** Messages delivered at once (the SMTP pool's connections). */
  concurrency?: number;
  /** How often the deliverer looks for messages other processes queued, and a standby process for the lock. */
  pollMs?: number;
  /** A deliverer that was killed is taken over after this long (proper-lockfile's `stale`). */
  lockStaleMs?: number;
  /** Attempts for a message the server refuses permanently (5xx) before it moves to failed/. */
  maxRefusals?: number;
  /** MAIL_ALERT_AFTER; null: no alert. */
  alertAfterMs?: number | null;
  pruneEveryMs?: number;
  /** How often a writable outbox is looked at again (a non-writable one: every `pollMs`). */
  recheckEveryMs?: number;
  /**
   * A pass stopped because no file descriptor was free (EMFILE/ENFILE): no failure of
   * the loop or of a message; the next poll tries again. Default: a warning line.
   */
  onOutOfDescriptors?: OutOfDescriptors;
}

/**
 * Delivers the outbox, oldest first, while this process holds the delivery lock;
 * otherwise stands by, watching the numbers and trying for the lock every `pollMs`.
 * Emits 'delivered' and 'failed' with the outbox id, 'retry' with the id and the
 * wait in ms, and 'active' when it takes over delivery.
 */
export class OutboxWorker extends EventEmitter {
  private readonly retries: RetrySchedule;
  private readonly delivery: EnquiryDelivery;
  private readonly lock: DeliveryLock;
  private readonly alert: DeliveryAlert | null;
  private readonly pollMs: number;
  private readonly outOfDescriptors: OutOfDescriptors;
  private active = false;
  private lockState = '';
  private standbyScanAt = 0;
  private recheckAt = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: OutboxWorkerOptions) {
    super();
    this.retries = new RetrySchedule(options.backoff ?? exponentialBackoff());
    this.delivery = new EnquiryDelivery({
      ...options,
      retries: this.retries,
      maxRefusals: options.maxRefusals ?? 3,
      emit: (event, id, waitMs) => this.emit(event, id, ...(waitMs === undefined ? [] : [waitMs])),
    });
    this.pollMs = options.pollMs ?? 2000;
    this.outOfDescriptors =
      options.onOutOfDescriptors ??
      ((error) => options.logger.warn({ err: error }, 'mail: no file descriptor free; delivery waits'));
    this.alert = options.alertAfterMs ? new DeliveryAlert(options.alertAfterMs, options.logger) : null;
    this.lock = new DeliveryLock({
      dir: options.outbox.dir,
      staleMs: options.lockStaleMs ?? 10_000,
      onLost: (error) => this.lockLost(error),
    });
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const { outbox, logger, sender } = this.options;
    this.recheckAt = Date.now() + (this.options.recheckEveryMs ?? 60_000);
    logger.info({ pending: outbox.stats().pending, target: sender.target }, 'mail delivery worker started');
    this.kick();
  }

  /** Delivers promptly (after an enqueue); in a standby process, tries for the lock. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.running = this.cycle()
      .catch((error: unknown) => {
        if (isOutOfDescriptors(error)) this.outOfDescriptors(error, 'mail');
        else this.options.logger.error({ err: error }, 'mail delivery loop failed');
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.scheduleNext();
      });
  }

  /** Stops taking new work; resolves once deliveries in flight have finished and the lock is released. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    await this.running;
    this.active = false;
    await this.lock.releaseLock();
    this.options.sender.close();
  }

  private async cycle(): Promise<void> {
    await this.recheckOutbox();
    if (await this.takeLock()) return this.deliverAll();
    // Standing by: keep the numbers (stats, alert) current, listing the directory less often than the deliverer.
    if (Date.now() - this.standbyScanAt < 5 * this.pollMs) return;
    this.standbyScanAt = Date.now();
    await this.scan().catch(() => undefined);
    this.alert?.check(this.options.outbox.stats());
  }

  /**
   * In every process, deliverer or not: an outbox that cannot store is looked at
   * again every poll (it logs when it recovers), a healthy one now and then (so
   * `writable` also turns false when no enquiry comes in to find out).
   */
  private async recheckOutbox() {
    const { outbox } = this.options;
    if (outbox.writable && Date.now() < this.recheckAt) return;
    this.recheckAt = Date.now() + (this.options.recheckEveryMs ?? 60_000);
    await outbox.recheck();
  }

  /** Lists the pending ids; a directory found missing is put back (an empty list if it cannot be). */
  private async scan(): Promise<string[]> {
    const { outbox } = this.options;
    try {
      return await outbox.scan();
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
      return (await outbox.recheck()) ? outbox.scan() : [];
    }
  }

  /** Takes the delivery lock if it is free; a directory found missing is put back first. */
  private async tryAcquire(): Promise<boolean> {
    try {
      return await this.lock.tryAcquire();
    } catch (error) {
      if (!isCode(error, 'ENOENT') || !(await this.options.outbox.recheck())) throw error;
      return this.lock.tryAcquire();
    }
  }

  private async takeLock(): Promise<boolean> {
    if (this.lock.held) return true;
    if (this.active) return false; // held, but this process just stalled: wait for the lock's own check
    const { logger } = this.options;
    try {
      if (!(await this.tryAcquire())) {
        if (this.lockState !== 'standby')
          logger.info({ lock: this.lock.lockPath }, 'another process delivers mail (it holds the lock); standing by');
        this.lockState = 'standby';
        return false;
      }
    } catch (error) {
      const code = String((error as { code?: unknown }).code);
      if (this.lockState !== code) {
        const message = 'cannot take the mail delivery lock: is DATA_DIR writable? mail waits';
        // With an outbox that cannot store, the cause is logged at error level already (once a minute): its code will do.
        if (this.options.outbox.writable) logger.error({ err: error, lock: this.lock.lockPath }, message);
        else logger.warn({ code, lock: this.lock.lockPath }, message);
      }
      this.lockState = code;
      return false;
    }
    this.active = true;
    this.lockState = 'held';
    logger.info({ lock: this.lock.lockPath }, 'mail delivery lock taken: this process delivers');
    this.emit('active');
    void this.prune();
    this.pruneTimer = setInterval(() => void this.prune(), this.options.pruneEveryMs ?? 6 * 3_600_000);
    this.pruneTimer.unref();
    return true;
  }

  private lockLost(error: Error) {
    this.active = false;
    this.lockState = 'lost';
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    this.options.logger.warn({ err: error }, 'mail delivery lock lost; delivery stops here until it is free again');
    this.kick();
  }

  private async deliverAll(): Promise<void> {
    const { outbox } = this.options;
    while (!this.stopped && this.lock.held) {
      const scanStarted = Date.now();
      const ids = await this.scan();
      // List again after a while (new arrivals, other processes' messages), but spend at most a tenth on listing.
      const relistAt = Date.now() + Math.max(this.pollMs, 10 * (Date.now() - scanStarted));
      this.alert?.check(outbox.stats());
      this.retries.keepOnly(ids);
      this.delivery.keepOnly(ids);
      if (this.retries.paused) return;
      const now = Date.now();
      const ready = ids.filter((id) => this.retries.isDue(id, now) && !this.delivery.isSkipped(id));
      if (ready.length === 0) return;
      let next = 0;
      // The mail server failing ends the pass: the queue waits, then starts again from its oldest message.
      const outages = this.retries.serverOutages;
      const lane = async () => {
        while (
          next < ready.length &&
          !this.stopped &&
          this.lock.held &&
          !this.retries.paused &&
          this.retries.serverOutages === outages &&
          Date.now() < relistAt
        ) {
          const id = ready[next++]!;
          await this.delivery.deliver(id).catch((error: unknown) => {
            // The outbox could not be updated (disk, or no descriptor free): try this message again later.
            if (isOutOfDescriptors(error)) this.outOfDescriptors(error, 'mail');
            else this.options.logger.error({ outboxId: id, err: error }, 'outbox update failed');
            this.retries.failed(id, 'message');
          });
        }
      };
      await Promise.all(Array.from({ length: this.options.concurrency ?? 4 }, lane));
    }
  }

  private scheduleNext() {
    if (this.stopped) return;
    const now = Date.now();
    let next = now + this.pollMs;
    if (this.active) next = this.lock.held ? this.retries.nextDue(next) : Math.min(next, now + 500);
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - now));
    this.timer.unref();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async prune() {
    const { outbox, logger, keepDays, emlDir } = this.options;
    try {
      for (const dir of [outbox.dir, outbox.sentDir, outbox.failedDir, outbox.claims.dir])
        await removeStaleTemporaryFiles(dir);
      const removed = await pruneMail(outbox, { keepDays, emlDir: emlDir ?? null });
      if (Object.values(removed).some((count) => count > 0))
        logger.info({ removed, keepDays }, 'pruned mail older than MAIL_KEEP_DAYS');
    } catch (error) {
      logger.error({ err: error }, 'pruning old mail failed');
    }
  }
}

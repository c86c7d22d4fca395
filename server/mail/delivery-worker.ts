import { EventEmitter } from 'node:events';
import type { NodemailerError } from 'nodemailer';
import type { Logger } from 'pino';
import { exponentialBackoff, type Backoff } from './backoff';
import { buildMail, type MailAddresses } from './message';
import type { Outbox } from './outbox';
import type { DeliveryFailure } from './outbox-record';
import { withoutAddresses, type MailSender } from './transport';

export interface DeliveryWorkerOptions {
  outbox: Outbox;
  sender: MailSender;
  addresses: MailAddresses;
  logger: Logger;
  /** Days delivered messages stay in outbox/sent. */
  keepDays: number;
  /** Wait before a retry; tests pass a short one. */
  backoff?: Backoff;
  pruneEveryMs?: number;
}

/** Failures that are the configuration's, not the message's: retried, but logged as errors. */
const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'ETLS', 'ECONFIG', 'EREQUIRETLS', 'EOAUTH2']);

/** A permanent SMTP refusal (5xx but 503): retrying the same message would be refused again. */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as NodemailerError;
  if (CONFIGURATION_CODES.has(String(e.code))) return false;
  if (typeof e.permanent === 'boolean') return e.permanent;
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.responseCode !== 503;
}

function describeFailure(error: unknown): DeliveryFailure {
  const e = error as NodemailerError;
  return {
    code: typeof e.code === 'string' ? e.code : null,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : null,
    response: withoutAddresses(e.response),
    detail: withoutAddresses(e instanceof Error ? e.message : String(error)) ?? '',
  };
}

/**
 * Delivers the outbox, oldest first, one message at a time. Emits 'delivered',
 * 'retry' and 'failed' with the outbox id (tests wait on them).
 */
export class DeliveryWorker extends EventEmitter {
  private readonly retryAt = new Map<string, { attempts: number; at: number }>();
  private readonly backoff: Backoff;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DeliveryWorkerOptions) {
    super();
    this.backoff = options.backoff ?? exponentialBackoff();
  }

  /** Prunes old sent messages and delivers whatever is pending (e.g. from before a restart). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const { outbox, logger, sender } = this.options;
    const pending = outbox.pending().length;
    logger.info({ pending, target: sender.target }, 'mail delivery worker started');
    void this.prune();
    this.pruneTimer = setInterval(() => void this.prune(), this.options.pruneEveryMs ?? 6 * 3_600_000);
    this.pruneTimer.unref();
    this.kick();
  }

  /** Delivers promptly (after an enqueue). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.running = this.run()
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'mail delivery loop failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.scheduleNext();
      });
  }

  /** Stops taking new work; resolves once an in-flight delivery has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    await this.running;
    this.options.sender.close();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const now = Date.now();
      const id = this.options.outbox.pending().find((candidate) => (this.retryAt.get(candidate)?.at ?? 0) <= now);
      if (!id) return;
      try {
        await this.deliver(id);
      } catch (error) {
        // The outbox could not be updated (disk): try this message again later.
        this.options.logger.error({ outboxId: id, err: error }, 'outbox update failed');
        this.scheduleRetry(id);
      }
    }
  }

  private async deliver(id: string): Promise<void> {
    const { outbox, sender, addresses, logger } = this.options;
    const record = await outbox.read(id);
    if (!record) {
      await outbox.markFailed(id, null, { code: 'EUNREADABLE', responseCode: null, response: null, detail: 'unreadable outbox record' });
      logger.error({ outboxId: id }, 'mail not sent: unreadable outbox record moved to failed/');
      this.emit('failed', id);
      return;
    }
    let delivery;
    try {
      delivery = await sender.send(buildMail(record, addresses), id);
    } catch (error) {
      const reason = describeFailure(error);
      if (isPermanentFailure(error)) {
        await outbox.markFailed(id, record, reason);
        this.retryAt.delete(id);
        logger.error({ outboxId: id, failure: reason }, 'mail refused permanently; moved to outbox/failed');
        this.emit('failed', id);
        return;
      }
      const { attempts, at } = this.scheduleRetry(id);
      const level = CONFIGURATION_CODES.has(String(reason.code)) ? 'error' : 'warn';
      const retryInSeconds = Math.ceil((at - Date.now()) / 1000);
      logger[level]({ outboxId: id, attempts, retryInSeconds, failure: reason }, 'mail delivery failed; will retry');
      this.emit('retry', id, at - Date.now());
      return;
    }
    this.retryAt.delete(id);
    await outbox.markSent(record, delivery).catch((error: unknown) => {
      // Delivered, but still listed as pending: never send it again from this process.
      this.retryAt.set(id, { attempts: 0, at: Number.POSITIVE_INFINITY });
      throw error;
    });
    logger.info({ outboxId: id, messageId: delivery.messageId, response: delivery.response }, 'mail delivered');
    this.emit('delivered', id);
  }

  private scheduleRetry(id: string) {
    const attempts = (this.retryAt.get(id)?.attempts ?? 0) + 1;
    const entry = { attempts, at: Date.now() + this.backoff(attempts) };
    this.retryAt.set(id, entry);
    return entry;
  }

  private scheduleNext() {
    if (this.stopped) return;
    const times = this.options.outbox.pending().map((id) => this.retryAt.get(id)?.at ?? 0);
    const next = Math.min(...times);
    if (!Number.isFinite(next)) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async prune() {
    try {
      const removed = await this.options.outbox.pruneSent(this.options.keepDays);
      if (removed > 0) this.options.logger.info({ removed, keepDays: this.options.keepDays }, 'pruned delivered mail');
    } catch (error) {
      this.options.logger.error({ err: error }, 'pruning outbox/sent failed');
    }
  }
}

import type { Logger } from 'pino';
import { isOutOfDescriptors } from '../../lib/out-of-descriptors';
import { CONFIGURATION_CODES, describeFailure, failureScope } from '../../mail/delivery-failure';
import { buildEmail, type EmailAddresses } from '../email';
import type { Outbox } from './outbox';
import type { QueuedEnquiry } from '../enquiry';
import type { RetrySchedule } from './retry-schedule';
import type { MailSender } from '../../mail/transport';

export interface EnquiryDeliveryOptions {
  outbox: Outbox;
  sender: MailSender;
  addresses: EmailAddresses;
  logger: Logger;
  retries: RetrySchedule;
  /** Tries before a permanent refusal (5xx) moves a message to failed/. */
  maxRefusals: number;
  /** The worker's events: 'delivered', 'failed' (id), 'retry' (id, wait in ms). */
  emit: (event: 'delivered' | 'failed' | 'retry', id: string, waitMs?: number) => void;
}

/**
 * One try of one pending message: read it (telling a corrupt record, set aside once,
 * from a momentarily unreadable one, retried), send it, record the outcome. Only
 * the deliverer (the lock holder) calls it.
 */
export class EnquiryDelivery {
  /** Corrupt files that could not be set aside (read-only disk): skipped, logged once. */
  private readonly skipped = new Set<string>();

  constructor(private readonly options: EnquiryDeliveryOptions) {}

  isSkipped(id: string): boolean {
    return this.skipped.has(id);
  }

  /** Forgets skipped files that are gone (after a listing of the directory). */
  keepOnly(pending: string[]): void {
    if (this.skipped.size === 0) return;
    const present = new Set(pending);
    for (const id of this.skipped) if (!present.has(id)) this.skipped.delete(id);
  }

  async deliver(id: string): Promise<void> {
    const { outbox, sender, addresses, logger, retries, emit } = this.options;
    const found = await outbox.readPending(id);
    if (found.kind === 'gone') return;
    if (found.kind === 'done') {
      await outbox.dropPending(id);
      logger.info({ outboxId: id }, 'outbox: dropped the pending copy of a message already delivered or refused');
      return;
    }
    // No descriptor free to read it with: not this record's fault (the worker says it once).
    if (found.kind === 'unreadable' && isOutOfDescriptors(found.error)) throw found.error;
    if (found.kind === 'unreadable') {
      const { attempts, waitMs } = retries.failed(id, 'message');
      logger.warn(
        {
          outboxId: id,
          attempts,
          retryInSeconds: Math.ceil(waitMs / 1000),
          code: (found.error as { code?: unknown }).code,
        },
        'outbox record could not be read; it stays pending and is retried',
      );
      emit('retry', id, waitMs);
      return;
    }
    if (found.kind === 'corrupt') return this.setAside(id, found.detail);
    const { record } = found;
    let delivery;
    try {
      delivery = await sender.send(buildEmail(record, addresses), id);
    } catch (error) {
      return this.failed(id, record, error);
    }
    try {
      await outbox.markSent(record, delivery);
    } catch (error) {
      // Delivered, but still listed as pending: never sent again from this process.
      retries.never(id);
      logger.error(
        { outboxId: id, err: error },
        'mail delivered, but outbox/sent could not be written; it stays listed and is not sent again by this process',
      );
      return;
    }
    retries.done(id, { serverWorks: true });
    logger.info({ outboxId: id, messageId: delivery.messageId, response: delivery.response }, 'mail delivered');
    emit('delivered', id);
  }

  private async failed(id: string, record: QueuedEnquiry, error: unknown) {
    const { outbox, logger, retries, emit } = this.options;
    const reason = describeFailure(error);
    const scope = failureScope(error);
    const { attempts, refusals, waitMs } = retries.failed(id, scope);
    if (scope === 'refused' && refusals >= this.options.maxRefusals) {
      await outbox.markFailed(id, record, reason);
      retries.done(id);
      logger.error(
        { outboxId: id, attempts: refusals, failure: reason },
        'mail refused permanently; moved to outbox/failed',
      );
      emit('failed', id);
      return;
    }
    // For the owner's inbox: why it waits, and until when. A note that cannot be written is no delivery's fault.
    await outbox
      .noteWaiting(record, reason, new Date(Date.now() + waitMs))
      .catch((error: unknown) =>
        logger.warn({ outboxId: id, err: error }, 'outbox: why a message waits could not be noted'),
      );
    const level = CONFIGURATION_CODES.has(String(reason.code)) ? 'error' : 'warn';
    const what =
      scope === 'server'
        ? 'mail delivery failed; will retry (the mail server is unavailable: the queue waits)'
        : 'mail delivery failed; will retry';
    logger[level]({ outboxId: id, attempts, retryInSeconds: Math.ceil(waitMs / 1000), failure: reason }, what);
    emit('retry', id, waitMs);
  }

  private async setAside(id: string, detail: string) {
    const { outbox, logger, emit } = this.options;
    try {
      await outbox.setAside(id);
      logger.error({ outboxId: id, detail }, `outbox: record set aside in outbox/failed, not sent (${detail})`);
    } catch (error) {
      this.skipped.add(id);
      logger.error(
        { outboxId: id, detail, err: error },
        `outbox: record not sent and skipped until a restart (${detail}); it could not be moved to outbox/failed`,
      );
    }
    emit('failed', id);
  }
}

import type { Logger } from 'pino';
import type { QueueStats } from './enquiry';

/**
 * Tells the operator when enquiries stop going out: once the oldest undelivered
 * message is older than `afterMs` (MAIL_ALERT_AFTER), an error-level line with the
 * count and the age, repeated at most once per `afterMs` while it lasts, and one
 * info line when the outbox has caught up again. Fed with the outbox's numbers
 * after every scan, so it works in whichever process looks (deliverer or not).
 */
export class DeliveryAlert {
  private lastAlertAt: number | null = null;

  constructor(
    private readonly afterMs: number,
    private readonly logger: Logger,
  ) {}

  check(stats: QueueStats, now = Date.now()): void {
    const ageMs = (stats.oldestPendingAgeSeconds ?? 0) * 1000;
    const overdue = stats.pending > 0 && ageMs > this.afterMs;
    if (!overdue) {
      if (this.lastAlertAt !== null)
        this.logger.info(
          { pending: stats.pending },
          'mail alert cleared: no enquiry waits longer than MAIL_ALERT_AFTER',
        );
      this.lastAlertAt = null;
      return;
    }
    if (this.lastAlertAt !== null && now - this.lastAlertAt < this.afterMs) return;
    this.lastAlertAt = now;
    this.logger.error(
      {
        alert: 'mail-undelivered',
        pending: stats.pending,
        oldestPendingAgeSeconds: stats.oldestPendingAgeSeconds,
        alertAfterSeconds: Math.round(this.afterMs / 1000),
      },
      `mail not delivered: ${describePending(stats.pending, ageMs)}`,
    );
  }
}

/** "1 enquiry pending for 16 min", "3 enquiries pending, the oldest for 16 min". */
function describePending(count: number, oldestMs: number): string {
  return count === 1
    ? `1 enquiry pending for ${formatAge(oldestMs)}`
    : `${count} enquiries pending, the oldest for ${formatAge(oldestMs)}`;
}

function formatAge(ms: number): string {
  if (ms < 120_000) return `${Math.floor(ms / 1000)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

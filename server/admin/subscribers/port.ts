/**
 * What "Odběr menu" needs of the subscribers and the morning send: handed in by the process
 * (server/index.ts joins server/subscribers' counts and erase with server/lunch-mail's recent
 * sends), since the admin may not import either feature (its dependency rule), as the day's
 * book is handed the bookings' desk. No address ever comes back: counts and sends only.
 */
import type { SubscriberErased, SubscribersSummary } from '../../../src/admin/subscribers/contract';

export interface SubscribersPort {
  /** The confirmed and pending counts and the last 14 days' sends, newest first. */
  summary(): Promise<SubscribersSummary>;
  /**
   * Erases the address everywhere (the record, its confirmation e-mails, the day's pending
   * lunch e-mail): whether it was there, and how many of its e-mails are still being sent
   * (erased once they are).
   */
  erase(email: string): Promise<SubscriberErased>;
}

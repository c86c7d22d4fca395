/**
 * The confirmation e-mails into the mail queue (the bookings' notice pattern, server/bookings/
 * mailer.ts). The subscribe step writes the e-mail it owes into the record (`owed`) in the same
 * atomic step; a pass then puts each into the enquiries' durable queue under the key
 * `subscription-<id>-confirm-<n>` and only then takes the mark off (for letter n only: a newer
 * request meanwhile stays owed). A process killed between the two queues it again on its next
 * pass, which the queue folds by the key: none is lost, none is sent twice. A pass after every
 * subscribe, and every minute; the hourly pass also forgets the pending addresses past their
 * keeping (files: Redis by the same sweep, desk.ts).
 */
import type { Logger } from 'pino';
import { PassLoop } from '../runtime/pass-loop';
import type { SubscriptionDesk } from './desk';
import { confirmationEmail, type SubscriptionLetter } from './confirmation-email';

/** Puts a letter into the durable queue under `key` (server/enquiries `queueLetter`). */
export type QueueLetter = (
  letter: SubscriptionLetter,
  key: string,
  about: { name: string; email: string; lang: 'cs' | 'en' },
) => Promise<void>;

export interface OwedLettersDeps {
  desk: SubscriptionDesk;
  queueLetter: QueueLetter;
  venue: () => { name: { cs: string; en: string } };
  siteUrl: string;
  logger: Logger;
}

const HOUR = 3_600_000;

export class OwedLetters {
  private lastForget = 0;
  private readonly loop: PassLoop;

  constructor(private readonly deps: OwedLettersDeps) {
    this.loop = new PassLoop(() => this.pass(), deps.logger, {
      failed: 'subscribers: the confirmation e-mails owed cannot be queued now; tried again every minute',
      recovered: 'subscribers: the confirmation e-mails owed are queued again',
    });
  }

  /** A pass soon: one at a time, another right after when asked meanwhile. Never rejects. */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  /** Queues one record's owed letter now (the subscribe post awaits it before answering); rejects when it could not. */
  async queueOne(id: string): Promise<void> {
    const subscriber = (await this.deps.desk.owing()).find((owing) => owing.id === id);
    if (subscriber) await this.send(subscriber);
  }

  start(everyMs = 60_000): void {
    this.loop.start(everyMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async pass(): Promise<void> {
    for (const subscriber of await this.deps.desk.owing()) await this.send(subscriber);
    if (Date.now() - this.lastForget >= HOUR) {
      this.lastForget = Date.now();
      const forgotten = await this.deps.desk.forgetUnconfirmed();
      if (forgotten > 0)
        this.deps.logger.info({ forgotten }, 'subscribers: unconfirmed addresses past 7 days forgotten');
    }
  }

  private async send(subscriber: Parameters<SubscriptionDesk['settle']>[0]): Promise<void> {
    const n = subscriber.confirmations;
    const link = await this.deps.desk.linkFor('confirm', subscriber);
    const letter = confirmationEmail(subscriber, link, this.deps.venue(), this.deps.siteUrl);
    await this.deps.queueLetter(letter, `subscription-${subscriber.id}-confirm-${n}`, {
      name: '',
      email: subscriber.email,
      lang: subscriber.lang,
    });
    await this.deps.desk.settle(subscriber, n);
  }
}

/**
 * The bookings' e-mails into the mail queue. A step that changes a booking writes the e-mails
 * it owes into the booking (`notices`) in the same atomic step; the mailer then puts each into
 * the enquiries' durable queue (delivered at least once, its Message-ID derived from the booking
 * and the kind, so a resend folds) under an idempotency key of the booking, the kind and the
 * sequence, and only then takes the notice off. A process killed between the two queues it again
 * on its next pass, which the queue recognises by the key: none is lost, none is sent twice.
 *
 * It also owes each booking its reminder at 10:00 the day before (content `reminders`), unless
 * the booking was made less than 24 hours before its time; and it erases a day `keepDays` after it.
 */
import type { Logger } from 'pino';
import { PassLoop } from '../runtime/pass-loop';
import type { Bookings } from '../../src/content/schema';
import { addDays, pragueClock, pragueDate } from '../../src/content/time';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { tokenFor, type Booking, type BookingNotice } from './booking';
import type { EmailVenue } from './email-text';
import { guestEmail } from './guest-email';
import { restaurantCopy } from './restaurant-copy';
import type { BookingStore } from './store';

const HOUR = 3_600_000;
const REMINDER_MINUTES = 10 * 60;

/** What the mail queue is given: a whole e-mail (server/enquiries `Letter`) and who it is about. */
export interface QueuedLetter {
  audience: 'guest' | 'restaurant';
  to?: { name: string; address: string };
  replyTo?: { name: string; address: string };
  messageId: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

/**
 * Puts a letter into the durable queue under `key`; resolves once it is kept (or was already,
 * by the same key), rejects when it could not be. `booking` names who it is about for the queue's
 * own record (the guest's name, e-mail and language).
 */
export type QueueLetter = (
  letter: QueuedLetter,
  key: string,
  about: { name: string; email: string; lang: 'cs' | 'en' },
) => Promise<void>;

/**
 * Erases from the durable queue every e-mail whose Message-ID begins with `messageIdPrefix` (a
 * booking's: `<booking-<id>-`), with every copy the queue keeps; resolves to how many it could
 * not erase yet (being sent, or waiting for a retry), rejects when the queue cannot be reached.
 */
export type EraseLetters = (messageIdPrefix: string) => Promise<{ left: number }>;

export interface MailerDeps {
  store: BookingStore;
  queue: QueueLetter;
  /** Without it the erased bookings' e-mails are not looked for (a queue that keeps none). */
  eraseLetters?: EraseLetters;
  content: () => { venue: EmailVenue; bookings: Bookings };
  siteUrl: string;
  now: () => Date;
  logger: Logger;
}

/** The idempotency key of an owed e-mail: the booking, the kind, the sequence (URL-safe, ≤ 100). */
const keyOf = (booking: Booking, notice: BookingNotice) => `booking-${booking.id}-${notice.kind}-${notice.sequence}`;

export class BookingMailer {
  /** Passes run, for tests that wait for one. */
  passes = 0;
  private readonly loop: PassLoop;

  constructor(private readonly deps: MailerDeps) {
    this.loop = new PassLoop(() => this.pass(), deps.logger, {
      failed: 'bookings: the e-mails owed cannot be queued now; tried again every minute',
      recovered: 'bookings: the e-mails owed are queued again',
    });
  }

  /** A pass soon (after a booking step): one at a time, another right after if asked meanwhile. */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  /** A pass every minute (the reminders' hour, and what a failed pass left). */
  start(everyMs = 60_000): void {
    this.loop.start(everyMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async pass(): Promise<void> {
    this.passes++;
    const now = this.deps.now();
    const today = pragueDate(now);
    await this.oweReminders(now, today);
    await this.forgetOld(today);
    await this.sweepErasures();
    // Yesterday on: a notice of a past day is still sent (a cancellation late at night).
    const dates = (await this.deps.store.dates()).filter((date) => date >= addDays(today, -1));
    for (const date of dates) {
      const day = await this.deps.store.day(date);
      for (const booking of day.bookings) for (const notice of booking.notices) await this.send(date, booking, notice);
    }
  }

  /** A day more than `keepDays` behind us goes, with its manage links (content `keepDays`; the privacy notice says so). */
  private async forgetOld(today: string): Promise<void> {
    const oldest = addDays(today, -this.deps.content().bookings.keepDays);
    for (const date of await this.deps.store.dates()) {
      if (date >= oldest) break;
      const day = await this.deps.store.day(date);
      // What it still owes goes first (a cancellation of a day long gone is nobody's news).
      const hashes = day.bookings.flatMap((booking) => (booking.tokenHash ? [booking.tokenHash] : []));
      await this.deps.store.forget(date, hashes);
      this.deps.logger.info({ date, bookings: day.bookings.length }, 'bookings: a day past its keeping erased');
    }
  }

  /**
   * The e-mails of the bookings the owner erased (server/bookings/owner-desk.ts `erase`), out of
   * the mail queue: each erasure not swept yet is looked for; once the queue keeps none of its
   * e-mails it is marked swept. One being sent (or waiting for a retry) is erased on a later pass.
   */
  private async sweepErasures(): Promise<void> {
    const { eraseLetters } = this.deps;
    if (!eraseLetters) return;
    for (const date of await this.deps.store.dates()) {
      const day = await this.deps.store.day(date);
      const open = (day.erasures ?? []).filter((erasure) => !erasure.swept);
      if (open.length === 0) continue;
      const swept: string[] = [];
      for (const { id } of open) if ((await eraseLetters(`<booking-${id}-`)).left === 0) swept.push(id);
      if (swept.length === 0) continue;
      await this.deps.store.update([date], ([kept]) => ({
        result: undefined,
        days: [
          {
            ...kept!,
            erasures: (kept!.erasures ?? []).map((erasure) =>
              swept.includes(erasure.id) ? { ...erasure, swept: true } : erasure,
            ),
          },
        ],
      }));
    }
  }

  /** At 10:00 and after, tomorrow's bookings owe their reminder (once; not those made within 24 h of their time). */
  private async oweReminders(now: Date, today: string): Promise<void> {
    const { bookings } = this.deps.content();
    if (!bookings.reminders || pragueClock(now).minutes < REMINDER_MINUTES) return;
    const tomorrow = addDays(today, 1);
    const due = (booking: Booking) =>
      !booking.reminded &&
      booking.email !== null &&
      (booking.state === 'confirmed' || booking.state === 'pending') &&
      Date.parse(booking.createdAt) <= booking.start - 24 * HOUR;
    const day = await this.deps.store.day(tomorrow);
    if (!day.bookings.some(due)) return;
    await this.deps.store.update([tomorrow], ([kept]) => ({
      result: undefined,
      days: [
        {
          ...kept!,
          bookings: kept!.bookings.map((booking) =>
            due(booking)
              ? {
                  ...booking,
                  reminded: true,
                  notices: [...booking.notices, { kind: 'reminder' as const, sequence: booking.sequence }],
                }
              : booking,
          ),
        },
      ],
    }));
  }

  private async send(date: string, booking: Booking, notice: BookingNotice): Promise<void> {
    const letter = await this.letterOf(booking, notice);
    if (letter)
      await this.deps.queue(letter, keyOf(booking, notice), {
        name: booking.name,
        email: booking.email ?? '',
        lang: booking.lang,
      });
    // Queued (or nothing to send: no e-mail address): the notice is paid.
    await this.deps.store.update([date], ([kept]) => {
      const found = kept!.bookings.find((candidate) => candidate.id === booking.id);
      const index = found
        ? found.notices.findIndex((owed) => owed.kind === notice.kind && owed.sequence === notice.sequence)
        : -1;
      // Erased while its e-mail was being queued (here, or on another replica): the sweep looks again.
      const erasure = found ? undefined : kept!.erasures?.find((candidate) => candidate.id === booking.id);
      if (erasure?.swept)
        return {
          result: undefined,
          days: [
            {
              ...kept!,
              erasures: kept!.erasures!.map((candidate) =>
                candidate === erasure ? { ...erasure, swept: false } : candidate,
              ),
            },
          ],
        };
      if (!found || index === -1) return { result: undefined };
      const paid = { ...found, notices: found.notices.filter((_, at) => at !== index) };
      return {
        result: undefined,
        days: [{ ...kept!, bookings: kept!.bookings.map((candidate) => (candidate === found ? paid : candidate)) }],
      };
    });
  }

  private async letterOf(booking: Booking, notice: BookingNotice): Promise<QueuedLetter | null> {
    const { venue, bookings } = this.deps.content();
    const { siteUrl } = this.deps;
    if (notice.kind === 'restaurant') {
      const copy = restaurantCopy(booking, { siteUrl, to: '' });
      return {
        audience: 'restaurant',
        ...(copy.replyTo ? { replyTo: copy.replyTo } : {}),
        messageId: copy.messageId,
        subject: copy.subject,
        text: copy.text,
        attachments: [],
      };
    }
    const token = tokenFor(await this.deps.store.secret(), booking.id);
    const manageUrl = new URL(`${localizePath(pagePaths.myBooking, booking.lang)}?t=${token}`, siteUrl).toString();
    const mail = guestEmail(notice.kind, booking, {
      venue,
      siteUrl,
      manageUrl,
      answerWithinHours: bookings.answerWithinHours,
      sequence: notice.sequence,
    });
    if (!mail) return null;
    return {
      audience: 'guest',
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      messageId: mail.messageId,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments: mail.attachments,
    };
  }
}

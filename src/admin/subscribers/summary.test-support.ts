/** A fixed summary of "Odběr menu", as the subscribers and the morning send would answer it (the screen's and the router's tests). */
import type { SendReport, SubscribersSummary } from './contract';

/** One day's send: 120 planned at 10:00 Prague time, `failed` of them refused by the mail server. */
export function sampleSend(date: string, failed = 0): SendReport {
  return {
    date,
    plannedAt: `${date}T09:00:00.000Z`,
    planned: 120,
    sent: 120 - failed,
    failed,
    late: 0,
    withdrawn: 0,
    dropped: 0,
    reasons: failed > 0 ? [{ line: '550 5.1.1 mailbox unavailable', count: failed }] : [],
    firstSentAt: `${date}T09:00:01.000Z`,
    lastSentAt: `${date}T09:00:04.000Z`,
  };
}

export function sampleSubscribers(): SubscribersSummary {
  return {
    confirmed: 118,
    pending: 3,
    sends: [sampleSend('2026-11-30', 2), sampleSend('2026-11-27'), sampleSend('2026-11-26')],
  };
}

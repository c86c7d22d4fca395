/**
 * The words of the morning send every part shares: a day's plan, the outcomes of its e-mails,
 * the report the owner reads, and the queue both backends implement (file-queue/, redis-queue/).
 */
import type { SendSnapshot } from './snapshot';

/** A day's send, frozen when it was planned: the snapshot and the subscribers confirmed then. */
export interface SendPlan {
  date: string;
  /** ISO 8601. */
  plannedAt: string;
  snapshot: SendSnapshot;
  /** The subscribers' ids, each one e-mail. */
  ids: string[];
}

/**
 * What became of one e-mail of a send: `sent`; `failed` (the mail server refused it for good,
 * with its `failureLine`); `late` (not delivered before the day's serving ended); `withdrawn`
 * (the day was no longer published, or closed, when its turn came); `dropped` (the subscriber
 * unsubscribed or was erased before it).
 */
export const OUTCOMES = ['sent', 'failed', 'late', 'withdrawn', 'dropped'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** One day's send as the owner's admin shows it (plan §1). */
export interface SendReport {
  date: string;
  plannedAt: string;
  planned: number;
  sent: number;
  failed: number;
  late: number;
  withdrawn: number;
  dropped: number;
  /** The failures' lines (`550 …`), each with how many e-mails it ended. */
  reasons: { line: string; count: number }[];
  firstSentAt: string | null;
  lastSentAt: string | null;
}

/** The read side the admin and the erase use (plan §1). */
export interface LunchSends {
  /** The sends of the last `days` Prague days, newest first. */
  recent(days: number): Promise<SendReport[]>;
  /** Drops a subscriber's e-mails not yet sent (an erase); `left`: those in flight now, which may still go. */
  drop(subscriberId: string): Promise<{ left: number }>;
}

/** A backend of the morning send. */
export interface LunchQueue extends LunchSends {
  /** Whether the day has a plan (then it is never planned again). */
  planned(date: string): Promise<boolean>;
  /** Keeps the plan durably and makes its e-mails pending; false when another (a replica) planned the day first. */
  plan(plan: SendPlan): Promise<boolean>;
  /** Starts delivering (the file backend: while this process holds the delivery lock). */
  start(): void;
  stop(): Promise<void>;
}

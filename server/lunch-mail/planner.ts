/**
 * Plans a day's send when it is due: every 15 seconds on the injected clock, on every content
 * reload (a day published after `sendAt` goes out at once), and on `tick()` (tests). Once
 * `dueSend` holds and the day has no plan, it freezes the day's snapshot, reads the confirmed
 * subscribers (anyone confirmed later starts tomorrow), and hands both to the queue, which keeps
 * the plan durably and makes one e-mail pending per subscriber. A day that has a plan is never
 * planned again, on any replica.
 */
import type { Logger } from 'pino';
import { dueSend } from './schedule';
import { OutageNote } from './outage-note';
import type { OutOfDescriptors } from '../lib/out-of-descriptors';
import { takeSnapshot } from './snapshot';
import type { LunchQueue } from './send';
import type { ContentView } from '../../src/content/content-view';

/** The read side of the subscribers the send needs (server/subscribers, plan §1). */
export interface SubscriberList {
  confirmed(): Promise<{ id: string; lang: 'cs' | 'en'; confirmedAt: string }[]>;
  recipient(id: string): Promise<{ email: string; lang: 'cs' | 'en'; unsubscribeUrl: string } | null>;
}

export interface PlannerOptions {
  queue: LunchQueue;
  subscribers: SubscriberList;
  view: () => ContentView;
  now: () => Date;
  logger: Logger;
  onOutOfDescriptors?: OutOfDescriptors;
  tickMs?: number;
}

export class Planner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Days known to have a plan (no file or Redis read on every tick). */
  private readonly planned = new Set<string>();

  private readonly outage: OutageNote;

  constructor(private readonly options: PlannerOptions) {
    this.outage = new OutageNote(
      options.logger,
      {
        failed: 'lunch e-mail: the send could not be planned; looked at again every 15 s',
        recovered: 'lunch e-mail: the send can be planned again',
      },
      options.onOutOfDescriptors,
    );
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.options.tickMs ?? 15_000);
    this.timer.unref();
    void this.tick();
  }

  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.running ?? Promise.resolve();
  }

  /** One look: plans the day when due (a look already running is waited for, not doubled). */
  tick(): Promise<void> {
    this.running ??= this.look()
      .then(
        () => this.outage.ok(),
        (error: unknown) => this.outage.failed(error),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async look(): Promise<void> {
    const now = this.options.now();
    const { content } = this.options.view();
    const due = dueSend(content.dailyMenu, content.hours, now);
    if (!due || this.planned.has(due.date)) return;
    if (await this.options.queue.planned(due.date)) {
      this.planned.add(due.date);
      return;
    }
    const snapshot = takeSnapshot(content, due.date, due.deadline);
    if (!snapshot) return;
    const subscribers = await this.options.subscribers.confirmed();
    const made = await this.options.queue.plan({
      date: due.date,
      plannedAt: now.toISOString(),
      snapshot,
      ids: subscribers.map((subscriber) => subscriber.id),
    });
    this.planned.add(due.date);
    if (made)
      this.options.logger.info({ lunchDate: due.date, planned: subscribers.length }, 'lunch e-mail send planned');
  }
}

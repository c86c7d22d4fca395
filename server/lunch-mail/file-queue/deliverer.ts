/**
 * Delivers the pending e-mails of the plans under DATA_DIR/lunch-mail, while this process
 * holds the delivery lock (`DATA_DIR/lunch-mail/deliver.lock`, server/lib/delivery-lock.ts):
 * one deliverer per DATA_DIR, so its pace (MAIL_RATE, pacing.ts) is the pace of them all, and
 * a killed holder's lock goes stale and another process delivers the rest.
 *
 * Each e-mail, in the plan's order, `concurrency` at a time (the send's own SMTP pool):
 * - at or after the day's deadline (the end of serving): `late`, never sent;
 * - the day no longer published, or closed, in the live content: `withdrawn`;
 * - `recipient(id)` null (unsubscribed, erased): `dropped`, so an unsubscribe is never undone
 *   by a send; it is asked immediately before each e-mail, never from a list read earlier;
 * - else one token of the pace, then the mail server: `sent`; a permanent refusal (5xx) is
 *   `failed` with its `failureLine`; anything else waits its back-off and is tried again until
 *   the deadline (a server-wide failure, 421 or a lost connection, holds the whole send).
 * The outcome is journaled (fsynced) after the mail server took the e-mail: a kill between the
 * two sends it again under the same Message-ID (it folds: decision 0006); only those in flight.
 */
import type { Logger } from 'pino';
import { DeliveryLock } from '../../lib/delivery-lock';
import type { Backoff } from '../../mail/backoff';
import { CONFIGURATION_CODES } from '../../mail/delivery-failure';
import { deliverLunch, type DeliveryDeps } from '../delivery';
import type { SendPlan } from '../send';
import { readJournal, type JournalWriter } from './journal';
import { pacing } from './pacing';
import { OutageNote } from '../outage-note';
import type { OutOfDescriptors } from '../../lib/out-of-descriptors';
import type { PlanFiles } from './plan';

export interface DelivererOptions extends DeliveryDeps {
  plans: PlanFiles;
  journal: (date: string) => JournalWriter;
  logger: Logger;
  onOutOfDescriptors?: OutOfDescriptors;
  /** MAIL_RATE, messages per minute; null: unpaced. */
  rate: number | null;
  backoff: Backoff;
  concurrency: number;
  pollMs: number;
  lockStaleMs: number;
  /** How many of the newest plans are looked at (today's, and yesterday's to mark its rest late). */
  days?: number;
}

export class LunchDeliverer {
  private readonly lock: DeliveryLock;
  private readonly pace;
  private readonly outage: OutageNote;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  /** Subscribers whose e-mail is with the mail server now, by `<date> <id>`. */
  readonly inFlight = new Set<string>();
  /** Failed tries and the time of the next, by `<date> <id>`. */
  private readonly waiting = new Map<string, { tries: number; until: number }>();
  private serverWaitUntil = 0;
  private serverTries = 0;

  constructor(private readonly options: DelivererOptions) {
    this.lock = new DeliveryLock({
      dir: options.plans.dir,
      staleMs: options.lockStaleMs,
      onLost: (error) =>
        options.logger.warn({ err: error }, 'lunch e-mail delivery lock lost: another process delivers'),
    });
    this.pace = pacing(options.rate);
    this.outage = new OutageNote(
      options.logger,
      {
        failed: 'lunch e-mail delivery round failed; tried again every second',
        recovered: 'lunch e-mail delivery rounds work again',
      },
      options.onOutOfDescriptors,
    );
  }

  start(): void {
    this.stopping = false;
    this.timer ??= setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a round now (or right after the one running). */
  kick(): void {
    if (this.stopping) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.deliver()
      .then(
        () => this.outage.ok(),
        (error: unknown) => this.outage.failed(error),
      )
      .finally(() => {
        this.round = null;
        if (this.again && !this.stopping) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops starting e-mails, waits for those in flight, gives the lock up. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.pace.release();
    await this.round;
    await this.lock.releaseLock();
  }

  private async deliver(): Promise<void> {
    // Nothing planned yet on a new DATA_DIR: no folder for the lock, and nothing to deliver.
    if ((await this.options.plans.dates()).length === 0) return;
    if (!(await this.lock.tryAcquire())) return;
    const dates = (await this.options.plans.dates()).slice(0, this.options.days ?? 2);
    for (const date of dates) {
      const plan = await this.options.plans.read(date);
      if (plan) await this.deliverPlan(plan);
    }
  }

  private async deliverPlan(plan: SendPlan): Promise<void> {
    const journal = this.options.journal(plan.date);
    const done = new Set((await readJournal(journal.file)).map((entry) => entry.id));
    const pending = plan.ids.filter((id) => !done.has(id));
    if (pending.length === 0) return;
    const deadline = Date.parse(plan.snapshot.deadline);
    let next = 0;
    const worker = async () => {
      while (next < pending.length && !this.stopping && this.lock.held) {
        const id = pending[next++]!;
        const key = `${plan.date} ${id}`;
        const wait = this.waiting.get(key);
        const nowMs = this.options.now().getTime();
        if (this.inFlight.has(key) || (wait && wait.until > nowMs && nowMs < deadline)) continue;
        if (this.serverWaitUntil > Date.now() && nowMs < deadline) return;
        this.inFlight.add(key);
        try {
          await this.deliverOne(plan, id, journal, key);
        } finally {
          this.inFlight.delete(key);
        }
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
  }

  private async deliverOne(plan: SendPlan, id: string, journal: JournalWriter, key: string) {
    const attempt = await deliverLunch(this.options, plan.snapshot, id, async () => {
      await this.pace.take();
      return !this.stopping && this.lock.held;
    });
    if ('stopped' in attempt) return;
    if ('outcome' in attempt) {
      this.waiting.delete(key);
      if (attempt.outcome === 'sent') this.serverTries = 0;
      if (attempt.outcome === 'failed')
        this.options.logger.warn(
          { lunchDate: plan.date, subscriberId: id, failure: attempt.line },
          'lunch e-mail refused for good',
        );
      await journal.append({ id, outcome: attempt.outcome, at: this.options.now().toISOString(), line: attempt.line });
      return;
    }
    const tries = (this.waiting.get(key)?.tries ?? 0) + 1;
    this.waiting.set(key, { tries, until: this.options.now().getTime() + this.options.backoff(tries) });
    if (attempt.retry === 'server') this.serverWaitUntil = Date.now() + this.options.backoff(++this.serverTries);
    const level = CONFIGURATION_CODES.has(String(attempt.code)) ? 'error' : 'warn';
    this.options.logger[level](
      { lunchDate: plan.date, subscriberId: id, failure: attempt.line, tries },
      'lunch e-mail not delivered, will try again',
    );
  }
}

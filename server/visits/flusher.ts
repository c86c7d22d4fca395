/**
 * Adds this process's counts to the store once a minute (unref'd: it never keeps the
 * process alive) and once more on shutdown. Each flush takes the tally's counts as one batch
 * with the next sequence number; a batch the store could not take stays, with its id, and is
 * sent again first at the next flush (the store adds a batch once, whatever the retries), so
 * a store down for a while loses nothing until the batches waiting hold MAX_WAITING fields;
 * past that, new counts are dropped (said once) rather than let memory grow.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { dayField, type Tally } from './tally';
import { failureCode, type Batch, type VisitsStore } from './store';

const FLUSH_EVERY_MS = 60_000;
/** Fields kept waiting while the store fails, all batches together. */
const MAX_WAITING = 10_000;
/** How long the shutdown waits for the last flush. */
const STOP_WAIT_MS = 3_000;

export interface FlusherOptions {
  tally: Tally;
  store: VisitsStore;
  logger: Logger;
  /** This process's id in the batches (random by default: nothing of the host or of a visitor). */
  replica?: string;
  everyMs?: number;
  maxWaiting?: number;
}

export class Flusher {
  private readonly replica: string;
  private seq = 0;
  private waiting: { batch: Batch; fields: number }[] = [];
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  private dropping = false;

  constructor(private readonly options: FlusherOptions) {
    this.replica = options.replica ?? randomBytes(8).toString('hex');
  }

  /** Takes the tally's counts and adds every batch waiting, oldest first; one flush at a time. */
  flush(): Promise<void> {
    this.running = this.running.then(() => this.flushNow());
    return this.running;
  }

  private async flushNow(): Promise<void> {
    this.takeBatch();
    while (this.waiting.length > 0) {
      try {
        await this.options.store.add(this.waiting[0]!.batch);
      } catch (error) {
        // A warning with the code: the cause (DATA_DIR unusable, Redis away) is said at error level where it is watched.
        if (!this.failing)
          this.options.logger.warn(
            { code: failureCode(error) },
            'visits: the counts could not be stored; kept for the next minute',
          );
        this.failing = true;
        return;
      }
      this.waiting.shift();
      if (this.failing) this.options.logger.info('visits: the counts are stored again');
      this.failing = false;
    }
  }

  private takeBatch(): void {
    const counts = this.options.tally.take();
    if (counts.size === 0) return;
    const waitingFields = this.waiting.reduce((sum, { fields }) => sum + fields, 0);
    if (waitingFields + counts.size > (this.options.maxWaiting ?? MAX_WAITING)) {
      if (!this.dropping)
        this.options.logger.warn({ fields: counts.size }, 'visits: counts dropped while the store fails');
      this.dropping = true;
      return;
    }
    this.dropping = false;
    const days: Batch['days'] = {};
    for (const [entry, n] of counts) {
      const { date, field } = dayField(entry);
      (days[date] ??= {})[field] = n;
    }
    this.seq += 1;
    this.waiting.push({ batch: { replica: this.replica, seq: this.seq, days }, fields: counts.size });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.everyMs ?? FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /**
   * Stops the minute's flush and adds what is left (shutdown), waiting at most STOP_WAIT_MS: a store
   * that does not answer (Redis down, its commands queued) must not hold the process past its
   * shutdown's bound; the last minute's counts are then lost, and said so.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      this.flush().then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!inTime) this.options.logger.warn("visits: the last minute's counts were not stored before the shutdown");
  }
}

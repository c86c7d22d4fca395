/**
 * Forgets the counts older than 13 calendar months (store.ts, KEEP_MONTHS), as the privacy
 * notice says: at start and once a day (unref'd), the day files of DATA_DIR/visits; Redis's
 * hashes expire by themselves (redis-store.ts). A failure is said and tried again the next day.
 */
import type { Logger } from 'pino';
import { failureCode, type VisitsStore } from './store';

const EVERY_MS = 24 * 3_600_000;

export class Retention {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: VisitsStore,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  /** Drops the records older than 13 months before today's UTC date; how many went. */
  async run(): Promise<number> {
    try {
      return await this.store.prune(this.now().toISOString().slice(0, 10));
    } catch (error) {
      // A warning: an unusable DATA_DIR is said at error level once, by its own watch (server/runtime/data-dir.ts).
      this.logger.warn(
        { code: failureCode(error) },
        'visits: the old counts could not be removed; tried again tomorrow',
      );
      return 0;
    }
  }

  start(): void {
    if (this.timer) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * The owner's numbers without a cookie (server/visits): what is counted, per UTC hour, in
 * memory (tally.ts), added to DATA_DIR/visits or to Redis once a minute (flusher.ts), kept 13
 * months (retention.ts), and reported in Prague days and hours (report.ts). The door of the
 * feature: server/index.ts makes it, server/app.ts mounts its counter, the admin is handed
 * its report as a port. No address, no identifier, no cookie: only sums per hour and key.
 */
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { FileVisitsStore } from './file-store';
import { Flusher } from './flusher';
import { visitsCounter } from './middleware';
import { visitsReport, type VisitsReport } from './report';
import { Retention } from './retention';
import type { VisitsStore } from './store';
import { Tally } from './tally';

export interface VisitsDeps {
  dataDir: string;
  /** SITE_URL: a view referred by our own host is no referral. */
  siteUrl: string;
  /** The request connection of REDIS_URL: the counts are shared by every replica there; null: DATA_DIR/visits. */
  redis: Redis | null;
  /** The clock the hours are read from (tests move it). */
  now: () => Date;
  logger: Logger;
  /** This process's id in its batches (random by default). */
  replica?: string;
}

export interface Visits {
  /** The app-level middleware (server/app.ts, after the request timer). */
  counter: RequestHandler;
  /** A booking made (the bookings' `notifyNew`). */
  count(key: 'b'): void;
  /** The admin's port: the report at `now`. */
  report(now: Date): Promise<VisitsReport>;
  /** Adds what was counted so far to the store now (the minute's flush does it by itself). */
  flush(): Promise<void>;
  /** The minute's flush and the day's retention. */
  start(): void;
  /** Stops both and adds the last counts (shutdown). */
  stop(): Promise<void>;
}

export async function createVisits(deps: VisitsDeps): Promise<Visits> {
  const store: VisitsStore = deps.redis
    ? new (await import('./redis-store')).RedisVisitsStore(deps.redis)
    : new FileVisitsStore(path.join(deps.dataDir, 'visits'), deps.now);
  const tally = new Tally(deps.now);
  const flusher = new Flusher({ tally, store, logger: deps.logger, replica: deps.replica });
  const retention = new Retention(store, deps.now, deps.logger);
  return {
    counter: visitsCounter(tally, deps.siteUrl),
    count: (key) => tally.count(key),
    report: (now) => visitsReport(store, now),
    flush: () => flusher.flush(),
    start() {
      flusher.start();
      retention.start();
    },
    async stop() {
      retention.stop();
      await flusher.stop();
    },
  };
}

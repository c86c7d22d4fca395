/**
 * The morning send on Redis (loaded only with REDIS_URL): a BullMQ queue of its own,
 * `ballon:lunch-mail`, apart from the enquiries' `ballon:mail`, with its own Worker and
 * connection, so an enquiry never waits behind the send (decision 0015).
 *
 * - The plan: `SET ballon:lunch-mail:plan:<date> NX` (the snapshot and the ids), then the jobs
 *   `addBulk` in chunks of 500, job id `lunch-<date>-<subscriberId>`, then
 *   `ballon:lunch-mail:queued:<date>`. A replica that finds a plan without `queued` (its planner
 *   killed between the two) adds the jobs again: the job ids fold, so each subscriber has one.
 * - The pace: the Worker's `limiter`, BullMQ's, global per queue across replicas.
 * - Each job's outcome once: a script sets `<subscriberId>` in `ballon:lunch-mail:outcomes:<date>`
 *   only if unset, and then counts it in `ballon:lunch-mail:report:<date>` (a job run twice after a
 *   kill counts once). What names a subscriber (the plan, the jobs, the outcomes) is kept 14 days,
 *   as the privacy notice says; the report's counts 60.
 * - A temporary failure is delayed by the back-off and tried again until the deadline.
 */
import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { addDays, pragueDate } from '../../../src/content/time';
import type { Backoff } from '../../mail/backoff';
import { CONFIGURATION_CODES } from '../../mail/delivery-failure';
import { deliverLunch, type DeliveryDeps } from '../delivery';
import { OUTCOMES, type LunchQueue, type Outcome, type SendPlan, type SendReport } from '../send';
import { snapshotSchema, type SendSnapshot } from '../snapshot';

export const LUNCH_QUEUE = { name: 'lunch-mail', prefix: 'ballon' } as const;
const KEY = `${LUNCH_QUEUE.prefix}:${LUNCH_QUEUE.name}`;
const DAY_S = 86_400;
const KEEP_JOBS_S = 14 * DAY_S;
const KEEP_REPORT_S = 60 * DAY_S;
const CHUNK = 500;

/** Sets the outcome of an id once, and counts it (KEYS: outcomes, report; ARGV: id, outcome, at, line). */
const RECORD = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
if ARGV[2] == 'sent' then
  redis.call('HSETNX', KEYS[2], 'firstSentAt', ARGV[3])
  redis.call('HSET', KEYS[2], 'lastSentAt', ARGV[3])
end
if ARGV[2] == 'failed' then redis.call('HINCRBY', KEYS[2], 'reason:' .. ARGV[4], 1) end
redis.call('EXPIRE', KEYS[1], ${KEEP_JOBS_S})
redis.call('EXPIRE', KEYS[2], ${KEEP_REPORT_S})
return 1`;

export interface RedisLunchQueueOptions extends DeliveryDeps {
  /** The request connection (the plan, the jobs, the reports). */
  requests: Redis;
  /** A new connection for the Worker (`maxRetriesPerRequest: null`). */
  forWorker: () => Redis;
  logger: Logger;
  rate: number | null;
  backoff: Backoff;
  concurrency: number;
  /** How long a killed replica's job stays locked before another takes it (BullMQ's lock). */
  lockStaleMs: number;
  /** A Redis error of the queue or the worker: the replica's outage report says it once. */
  onRedisError(error: unknown): void;
}

/** How long a stop waits for BullMQ's close. */
const STOP_WAIT_MS = 2_500;

/** Waits for `closing` at most STOP_WAIT_MS; a failure or a timeout is no error (the shutdown goes on). */
async function withinStopWait(closing: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    closing.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, STOP_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/** MAIL_RATE as BullMQ's limiter: per second from 60 a minute up, else one per interval. */
export function limiterFor(rate: number | null): { max: number; duration: number } | undefined {
  if (rate === null) return undefined;
  return rate >= 60 ? { max: Math.ceil(rate / 60), duration: 1000 } : { max: 1, duration: Math.round(60_000 / rate) };
}

export function createRedisLunchQueue(options: RedisLunchQueueOptions): LunchQueue {
  const { requests, logger } = options;
  const queue = new Queue(LUNCH_QUEUE.name, { connection: requests, prefix: LUNCH_QUEUE.prefix });
  queue.on('error', (error) => options.onRedisError(error));
  const planKey = (date: string) => `${KEY}:plan:${date}`;
  const queuedKey = (date: string) => `${KEY}:queued:${date}`;
  const reportKey = (date: string) => `${KEY}:report:${date}`;
  const outcomesKey = (date: string) => `${KEY}:outcomes:${date}`;
  const snapshots = new Map<string, SendSnapshot>();
  let worker: Worker | null = null;
  let workerConnection: Redis | null = null;

  async function readPlan(date: string): Promise<SendPlan | null> {
    const raw = await requests.get(planKey(date));
    if (raw === null) return null;
    const plan = JSON.parse(raw) as SendPlan;
    return { ...plan, snapshot: snapshotSchema.parse(plan.snapshot) };
  }

  async function snapshotOf(date: string): Promise<SendSnapshot | null> {
    let snapshot = snapshots.get(date);
    if (!snapshot) {
      const plan = await readPlan(date);
      if (!plan) return null;
      snapshot = plan.snapshot;
      snapshots.set(date, snapshot);
    }
    return snapshot;
  }

  async function enqueue(plan: SendPlan): Promise<void> {
    for (let from = 0; from < plan.ids.length; from += CHUNK)
      await queue.addBulk(
        plan.ids.slice(from, from + CHUNK).map((subscriberId) => ({
          name: 'lunch',
          data: { date: plan.date, subscriberId },
          opts: {
            jobId: `lunch-${plan.date}-${subscriberId}`,
            removeOnComplete: { age: KEEP_JOBS_S },
            removeOnFail: { age: KEEP_JOBS_S },
          },
        })),
      );
    await requests.set(queuedKey(plan.date), '1', 'EX', KEEP_JOBS_S);
  }

  const record = (date: string, subscriberId: string, outcome: Outcome, line: string) =>
    requests.eval(
      RECORD,
      2,
      outcomesKey(date),
      reportKey(date),
      subscriberId,
      outcome,
      options.now().toISOString(),
      line,
    );

  async function deliver(job: Job<{ date: string; subscriberId: string }>, token: string | undefined): Promise<void> {
    const { date, subscriberId } = job.data;
    if (await requests.hexists(outcomesKey(date), subscriberId)) return;
    const snapshot = await snapshotOf(date);
    if (!snapshot) return;
    const attempt = await deliverLunch(options, snapshot, subscriberId);
    if ('stopped' in attempt) return;
    if ('outcome' in attempt) {
      if (attempt.outcome === 'failed')
        logger.warn({ lunchDate: date, subscriberId, failure: attempt.line }, 'lunch e-mail refused for good');
      await record(date, subscriberId, attempt.outcome, attempt.line);
      return;
    }
    const tries = Math.max(job.attemptsStarted, 1);
    const level = CONFIGURATION_CODES.has(String(attempt.code)) ? 'error' : 'warn';
    logger[level](
      { lunchDate: date, subscriberId, failure: attempt.line, tries },
      'lunch e-mail not delivered, will try again',
    );
    await job.moveToDelayed(Date.now() + options.backoff(tries), token);
    throw new DelayedError();
  }

  return {
    planned: async (date) => (await requests.exists(queuedKey(date))) === 1,
    async plan(plan) {
      const made = (await requests.set(planKey(plan.date), JSON.stringify(plan), 'EX', KEEP_JOBS_S, 'NX')) === 'OK';
      const kept = made ? plan : await readPlan(plan.date);
      if (made)
        await requests
          .hset(reportKey(plan.date), 'planned', plan.ids.length, 'plannedAt', plan.plannedAt)
          .then(() => requests.expire(reportKey(plan.date), KEEP_REPORT_S));
      if (kept && !(await requests.exists(queuedKey(plan.date)))) await enqueue(kept);
      return made;
    },
    start() {
      if (worker) return;
      workerConnection = options.forWorker();
      const limiter = limiterFor(options.rate);
      worker = new Worker(LUNCH_QUEUE.name, deliver, {
        connection: workerConnection,
        prefix: LUNCH_QUEUE.prefix,
        concurrency: options.concurrency,
        lockDuration: options.lockStaleMs,
        stalledInterval: options.lockStaleMs,
        ...(limiter ? { limiter } : {}),
      });
      worker.on('error', (error) => options.onRedisError(error));
    },
    async stop() {
      const running = worker;
      worker = null;
      // With Redis down (or not answering) BullMQ's close waits for ever: the shutdown has a bound. A job
      // cut short stays active in Redis, and another replica (or this one, restarted) takes it when its
      // lock goes stale; its Message-ID folds a second delivery.
      const connected = workerConnection?.status === 'ready' && requests.status === 'ready';
      if (running)
        await withinStopWait(connected ? running.close() : Promise.reject(new Error('redis is unreachable')));
      workerConnection?.disconnect();
      options.sender.close();
      await withinStopWait(connected ? queue.close() : Promise.reject(new Error('redis is unreachable')));
    },
    async recent(days) {
      const today = pragueDate(options.now());
      const reports: SendReport[] = [];
      for (let back = 0; back < days; back++) {
        const date = addDays(today, -back);
        const hash = await requests.hgetall(reportKey(date));
        if (!hash.planned) continue;
        const count = (name: string) => Number(hash[name] ?? 0);
        const report: SendReport = {
          date,
          plannedAt: hash.plannedAt ?? '',
          planned: count('planned'),
          sent: 0,
          failed: 0,
          late: 0,
          withdrawn: 0,
          dropped: 0,
          reasons: Object.entries(hash)
            .filter(([name]) => name.startsWith('reason:'))
            .map(([name, n]) => ({ line: name.slice('reason:'.length), count: Number(n) }))
            .sort((a, b) => b.count - a.count),
          firstSentAt: hash.firstSentAt ?? null,
          lastSentAt: hash.lastSentAt ?? null,
        };
        for (const outcome of OUTCOMES) report[outcome] = count(outcome);
        reports.push(report);
      }
      return reports;
    },
    async drop(subscriberId) {
      let left = 0;
      const today = pragueDate(options.now());
      for (let back = 0; back < 2; back++) {
        const date = addDays(today, -back);
        const job = await queue.getJob(`lunch-${date}-${subscriberId}`);
        if (!job) continue;
        const state = await job.getState();
        if (state === 'active') left += 1;
        else if (state === 'waiting' || state === 'delayed' || state === 'prioritized')
          await job.remove().catch(() => (left += 1));
        await record(date, subscriberId, 'dropped', 'erased');
      }
      return { left };
    },
  };
}

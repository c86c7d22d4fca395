import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import { exponentialBackoff } from '../../mail/backoff';
import { CONCURRENCY, type EnquiryBackend } from '../queue';
import type { Backoff } from '../../mail/backoff';
import { RedisClaims } from './claims';
import { RedisWorker } from './worker';
import { MAIL_QUEUE, RedisQueue } from './queue';
import { createMailSender, emlDirOf } from '../../mail/transport';
import { redisCountStore } from '../../rate-limit/redis-stores';
import type { RedisConnections } from '../../redis/connection';
import type { CountStores } from '../limiter';
import { redisInbox } from './inbox';
import { checkEvictionPolicyWhenReady, checkMailTarget } from './startup-checks';

// Imported only when REDIS_URL is set (server/enquiries/index.ts loads it on demand):
// without it, neither BullMQ nor ioredis is loaded at all.

/**
 * Tries of a Redis job that keeps failing temporarily before it is failed for the
 * operator: with 5 s doubling to 15 min, about ten days of an unreachable mail server
 * (the MAIL_ALERT_AFTER alert fires long before).
 */
const REDIS_ATTEMPTS = 1000;

/** The Redis side the mail service is given (server/redis makes it; mail imports none of server/redis). */
export interface RedisForQueue {
  /** The request connection: fails fast while Redis is unreachable. */
  requests: Redis;
  /** A new connection for the worker (`maxRetriesPerRequest: null`). */
  forWorker(): Redis;
  /** Whether the request connection is up and not stalled (a command timed out, nothing answered since). */
  isReady(): boolean;
  /** The same, waiting a moment for a stalled connection to answer again. */
  whenReady?(): Promise<boolean>;
  /** Whether Redis refuses writes now (OOM, MISCONF, READONLY), already logged where it is watched. */
  isRefusing?(): boolean;
  onError(error: unknown): void;
}

/**
 * What tests turn: the retry delays, deliveries at once, how long a post asks again after a
 * lost answer (queue.ts), and how often the worker looks at the numbers and the erasures.
 */
export interface RedisQueueTuning {
  backoff?: Backoff;
  concurrency?: number;
  confirmWithinMs?: number;
  statsEveryMs?: number;
}

/**
 * With REDIS_URL: the claims and the BullMQ mail queue in Redis, and a worker in this
 * replica (not started). No outbox directory is used: a queue on a shared volume is
 * what 0006 refused; Redis is the queue every replica shares (0013).
 */
export function createRedisQueue(
  config: Pick<Config, 'dataDir' | 'mail'>,
  redis: RedisForQueue,
  logger: Logger,
  tuning: RedisQueueTuning = {},
): EnquiryBackend {
  const concurrency = tuning.concurrency ?? CONCURRENCY;
  // The producer shares the request connection: BullMQ leaves a client it was given open.
  const queue = new Queue(MAIL_QUEUE.name, { connection: redis.requests, prefix: MAIL_QUEUE.prefix });
  queue.on('error', (error) => redis.onError(error));
  const enquiries = new RedisQueue({
    queue,
    claims: new RedisClaims(redis.requests, config.mail.keepDays * 86_400_000),
    isReady: redis.isReady,
    whenReady: redis.whenReady,
    isRefusing: () => redis.isRefusing?.() ?? false,
    keepDays: config.mail.keepDays,
    attempts: REDIS_ATTEMPTS,
    confirmWithinMs: tuning.confirmWithinMs,
    logger,
  });
  const delivery = new RedisWorker({
    queue: enquiries,
    connection: redis.forWorker(),
    sender: createMailSender(config, logger, concurrency),
    addresses: { from: config.mail.from, to: config.mail.to },
    logger,
    concurrency,
    backoff: tuning.backoff ?? exponentialBackoff(),
    alertAfterMs: config.mail.alertAfterMs,
    statsEveryMs: tuning.statsEveryMs,
    onError: redis.onError,
    afterStop: () => queue.close(),
    keepDays: config.mail.keepDays,
    // Without SMTP_URL this replica writes .eml files (see server/index.ts's warning): pruned as in the file mode.
    emlDir: config.mail.smtpUrl ? null : emlDirOf(config.dataDir),
  });
  return { queue: enquiries, worker: delivery };
}

/**
 * The enquiries on REDIS_URL's connections: the queue and its worker (not started), the
 * enquiry limiter's two counts (`ballon:rl:accepted:` and `ballon:rl:invalid:`, shared by
 * every replica) and the inbox; the start-up checks said once (an error line each,
 * never a refusal to start).
 */
export function redisEnquiries(config: Pick<Config, 'dataDir' | 'mail'>, redis: RedisConnections, logger: Logger) {
  logger.info({ redis: redis.target }, 'redis: rate limit, idempotency keys and mail queue are shared through it');
  checkMailTarget(config.mail.smtpUrl, logger);
  checkEvictionPolicyWhenReady(redis.requests, logger, redis.target);
  const backend = createRedisQueue(config, redisForQueue(redis), logger);
  return {
    ...backend,
    counts: redisEnquiryCounts(redis.requests),
    openInbox: async () => redisInbox(redis.requests, emlDirOf(config.dataDir)),
  };
}

/** What the queue is given of REDIS_URL's connections (server/redis): the queue knows nothing else of them. */
export function redisForQueue(redis: RedisConnections): RedisForQueue {
  return {
    requests: redis.requests,
    forWorker: () => redis.forWorker(),
    isReady: () => redis.ready,
    whenReady: () => redis.whenReady(),
    isRefusing: () => redis.outage.refusingWrites,
    onError: (error) => redis.outage.failed(error),
  };
}

/** The enquiry limiter's two counts in Redis. */
export function redisEnquiryCounts(client: Redis): CountStores {
  return {
    accepted: redisCountStore(client, 'ballon:rl:accepted:'),
    invalid: redisCountStore(client, 'ballon:rl:invalid:'),
  };
}

import { Redis, type Command, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { urlForLogs } from '../config/config-values';
import { RedisOutage } from './redis-outage';
import { isRefusal } from '../lib/redis-errors';

/**
 * The request path's budget: a form post waits at most about this long for Redis
 * before it is answered 503 (the connect attempt, then each command).
 */
const REQUEST_TIMEOUT_MS = 1000;

/** Reconnects forever, quickly at first, then every 2 s: Redis coming back is noticed within seconds. */
const retryStrategy = (attempt: number) => Math.min(100 * attempt, 2000);

/**
 * Plain writes the request path sends (the claims' SET; the rate limit and BullMQ write
 * through scripts, which are left out: a script that only reads succeeds while Redis
 * refuses writes, and would end a refusal that is not over).
 */
const WRITES = new Set(['set', 'del', 'incr', 'incrby', 'decr', 'decrby', 'expire', 'pexpire', 'hset', 'zadd', 'lpush', 'rpush']);

/**
 * The request connection's commands tell the outage log whether Redis takes writes: a
 * refusal (OOM, MISCONF, READONLY…) starts one, a plain write that succeeds ends it.
 * Its own reaction runs before the caller's, so a post refused is known as such when
 * the post is answered.
 */
function watchWrites(client: Redis, outage: RedisOutage): void {
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command: Command, ...rest: unknown[]) => {
    const result = (send as (command: Command, ...rest: unknown[]) => unknown)(command, ...rest);
    command.promise.then(
      () => {
        if (WRITES.has(command.name.toLowerCase())) outage.succeeded();
      },
      (error: unknown) => {
        if (isRefusal(error)) outage.refused(error);
      },
    );
    return result;
  };
}

export interface RedisConnections {
  /**
   * For the request path (rate limit, claims, adding jobs): fails fast while Redis is
   * unreachable (no offline queue, short timeouts) so a form post is answered 503 at once.
   */
  readonly requests: Redis;
  /** A new connection for a BullMQ Worker (`maxRetriesPerRequest: null`, as BullMQ requires); closed by `close`. */
  forWorker(): Redis;
  /** Whether the request connection can take a command now. */
  readonly ready: boolean;
  readonly outage: RedisOutage;
  /** Where Redis is, without credentials, for the logs. */
  readonly target: string;
  /** Closes every connection made here. */
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL. Nothing here throws or crashes the process when Redis is
 * down, at start-up or later: every connection reconnects on its own, its errors go
 * to one RedisOutage (an error line per outage, not per attempt), and pages never
 * touch Redis. The URL (and its password) is never logged; `target` is.
 */
export function connectRedis(url: string, logger: Logger): RedisConnections {
  const target = urlForLogs(url);
  const outage = new RedisOutage(logger, target);
  const made: Redis[] = [];
  const watch = (client: Redis) => {
    made.push(client);
    client.on('error', (error: unknown) => outage.failed(error));
    client.on('ready', () => outage.recovered());
    return client;
  };
  const common: RedisOptions = { retryStrategy, connectionName: 'ballon-web' };
  const requests = watch(
    new Redis(url, {
      ...common,
      enableOfflineQueue: false,
      connectTimeout: REQUEST_TIMEOUT_MS,
      commandTimeout: REQUEST_TIMEOUT_MS,
      // A command in flight when the connection drops fails instead of waiting for the next one.
      maxRetriesPerRequest: 0,
    }),
  );
  watchWrites(requests, outage);
  return {
    requests,
    target,
    outage,
    get ready() {
      return requests.status === 'ready';
    },
    forWorker: () => watch(new Redis(url, { ...common, maxRetriesPerRequest: null, connectTimeout: 5000 })),
    async close() {
      // QUIT lets replies in flight arrive; a connection that is not up is simply dropped.
      await Promise.all(made.map((client) => (client.status === 'ready' ? client.quit().then(() => undefined, () => client.disconnect()) : client.disconnect())));
    },
  };
}

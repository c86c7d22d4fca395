import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { urlForLogs } from '../config/config-values';
import { CommandWatch } from './command-watch';
import { reportRedisHealth, type ProblemBoard } from './redis-health';
import { RedisOutage } from './redis-outage';

/**
 * The request path's budget: a form post waits at most about this long for Redis
 * before it is answered 503 (the connect attempt, then each command).
 */
const REQUEST_TIMEOUT_MS = 1000;

/** Reconnects forever, quickly at first, then every 2 s: Redis coming back is noticed within seconds. */
const retryStrategy = (attempt: number) => Math.min(100 * attempt, 2000);

/**
 * Commands unanswered this long on a connection that stays up are an outage (one error
 * line, `redis-unavailable`): longer than a slow command or a disk stall that ends by
 * itself, short enough that a stopped Redis is reported while it refuses posts.
 */
const HANG_AFTER_MS = 5000;

export interface ConnectOptions {
  /** How long commands may go unanswered before it is an outage (default HANG_AFTER_MS; tests take less). */
  hangAfterMs?: number;
}

export interface RedisConnections {
  /**
   * For the request path (rate limit, claims, adding jobs): fails fast while Redis is
   * unreachable (no offline queue, short timeouts) so a form post is answered 503 at once.
   */
  readonly requests: Redis;
  /** A new connection for a BullMQ Worker (`maxRetriesPerRequest: null`, as BullMQ requires); closed by `close`. */
  forWorker(): Redis;
  /**
   * Whether the request connection can take a command now: up, and not stalled (a
   * command timed out and nothing was answered since: see CommandWatch).
   */
  readonly ready: boolean;
  /** Whether it can, waiting a moment for a stalled connection to answer again (never for one that is down). */
  whenReady(): Promise<boolean>;
  readonly outage: RedisOutage;
  /** Where Redis is, without credentials, for the logs. */
  readonly target: string;
  /**
   * Shows an outage where an operator looks: `redis-unavailable` in /readyz's body
   * (a Readiness), `ballon_redis_up` in the metrics' registry.
   */
  report(board: ProblemBoard, registry?: Registry): void;
  /** Closes every connection made here. */
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL. Nothing here throws or crashes the process when Redis is
 * down, at start-up or later: every connection reconnects on its own, its errors go
 * to one RedisOutage (an error line per outage, not per attempt), and pages never
 * touch Redis. The URL (and its password) is never logged; `target` is.
 */
export function connectRedis(url: string, logger: Logger, options: ConnectOptions = {}): RedisConnections {
  const target = urlForLogs(url);
  const outage = new RedisOutage(logger, target);
  const made: Redis[] = [];
  const track = (client: Redis) => {
    made.push(client);
    client.on('error', (error: unknown) => outage.failed(error));
    client.on('ready', () => outage.recovered());
    return client;
  };
  const common: RedisOptions = { retryStrategy, connectionName: 'ballon-web' };
  const requests = track(
    new Redis(url, {
      ...common,
      enableOfflineQueue: false,
      connectTimeout: REQUEST_TIMEOUT_MS,
      commandTimeout: REQUEST_TIMEOUT_MS,
      // A command in flight when the connection drops fails instead of waiting for the next one.
      maxRetriesPerRequest: 0,
    }),
  );
  const commands = new CommandWatch(requests, outage, options.hangAfterMs ?? HANG_AFTER_MS);
  return {
    requests,
    target,
    outage,
    get ready() {
      return requests.status === 'ready' && !commands.stalled;
    },
    whenReady: () => commands.whenAnswering(REQUEST_TIMEOUT_MS),
    report: (board, registry) => reportRedisHealth(outage, board, registry),
    forWorker: () => track(new Redis(url, { ...common, maxRetriesPerRequest: null, connectTimeout: 5000 })),
    async close() {
      commands.close();
      // QUIT lets replies in flight arrive; a connection that is not up is simply dropped.
      await Promise.all(
        made.map((client) =>
          client.status === 'ready'
            ? client.quit().then(
                () => undefined,
                () => client.disconnect(),
              )
            : client.disconnect(),
        ),
      );
    },
  };
}

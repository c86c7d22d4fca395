import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { guardRedis } from '../lib/redis-errors';

/**
 * rate-limit-redis's store, made to outlive a Redis outage. Its `init` loads two Lua
 * scripts and keeps the promises: loaded while Redis was down, they stay rejected and
 * every later count fails too, for good. This wrapper initialises it again on the
 * next call after a failed start. What fails leaves as a RedisCommandError (message and
 * code, never the command's arguments: server/lib/redis-errors.ts). (Scripts lost by a Redis restart are the store's own
 * business: it reloads them on NOSCRIPT.)
 */
class ResilientRedisStore implements Store {
  private inner: RedisStore;
  private options: Options | null = null;
  private started: Promise<void> | null = null;

  constructor(private readonly make: () => RedisStore) {
    this.inner = make();
  }

  // express-rate-limit calls init once, at creation; the first count waits for it.
  init(options: Options): void {
    this.options = options;
    void this.start().catch(() => undefined);
  }

  private start(): Promise<void> {
    if (!this.started) {
      const options = this.options;
      if (!options) throw new Error('rate limit store used before init');
      this.started = this.inner.init(options).catch((error: unknown) => {
        // A fresh store next time: the failed one keeps its rejected script promises.
        this.inner = this.make();
        this.started = null;
        throw error;
      });
    }
    return this.started;
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return guardRedis(async () => {
      await this.start();
      const info = await this.inner.get(key);
      // No count yet: rate-limit-redis reads it as 0 hits expiring "now"; none is what the interface means.
      return info && info.totalHits > 0 ? info : undefined;
    });
  }

  increment(key: string): Promise<IncrementResponse> {
    return guardRedis(async () => {
      await this.start();
      return this.inner.increment(key);
    });
  }

  decrement(key: string): Promise<void> {
    return guardRedis(async () => {
      await this.start();
      await this.inner.decrement(key);
    });
  }

  resetKey(key: string): Promise<void> {
    return guardRedis(async () => {
      await this.start();
      await this.inner.resetKey(key);
    });
  }

  // Counts in Redis are shared by every replica (express-rate-limit's "unsharedStore" check asks).
  readonly localKeys = false;
}

/**
 * A count in Redis behind express-rate-limit's `Store` interface, its keys under
 * `prefix`, each expiring with its window. Commands go through the request connection,
 * which fails fast while Redis is unreachable: a count that cannot be read or written
 * rejects, and the limiter answers 503.
 */
export function redisCountStore(client: Redis, prefix: string): Store {
  return new ResilientRedisStore(
    () =>
      new RedisStore({
        prefix,
        sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
      }),
  );
}

/**
 * The subscribers in Redis (REDIS_URL), shared by every replica: the hash `ballon:subscribers`
 * (id → the record's JSON), the hash `ballon:subscribers:by-email` (the address's key → id) and
 * the links' secret `ballon:subscribers:secret` (SET NX: every replica reads the first one made).
 *
 * A step reads the address's record, decides in JavaScript (subscriber.ts's steps, the same as
 * on files) and writes with one script that first compares the record with the one read: if
 * another replica changed it since, nothing is written and the step runs again on the new
 * record. Compare and write are one script, which Redis runs with nothing between.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { guardRedis } from '../lib/redis-errors';
import { subscriberOf, type Subscriber } from './subscriber';
import { SubscriberStoreUnavailable, type RecordChange, type SubscriberStore } from './store';

const RECORDS = 'ballon:subscribers';
const BY_EMAIL = 'ballon:subscribers:by-email';
const SECRET = 'ballon:subscribers:secret';

/**
 * KEYS: the records' hash, the addresses' hash. ARGV: the address's key, the id read ('' for
 * none), the record read ('' for none), the id to write ('' deletes the record) and its JSON.
 * 1 when written; 0 when the record moved since it was read (nothing written).
 */
const WRITE = `
local id = redis.call('HGET', KEYS[2], ARGV[1]) or ''
local text = ''
if id ~= '' then text = redis.call('HGET', KEYS[1], id) or '' end
if id ~= ARGV[2] or text ~= ARGV[3] then return 0 end
if id ~= '' and id ~= ARGV[4] then redis.call('HDEL', KEYS[1], id) end
if ARGV[4] == '' then
  redis.call('HDEL', KEYS[2], ARGV[1])
else
  redis.call('HSET', KEYS[1], ARGV[4], ARGV[5])
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
end
return 1
`;

/** Steps that lose the race this many times in a row give up (503). */
const MAX_TRIES = 30;

export class RedisSubscriberStore implements SubscriberStore {
  private secretRead: Promise<Buffer> | null = null;

  constructor(private readonly redis: Redis) {}

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await guardRedis(work);
    } catch (error) {
      throw new SubscriberStoreUnavailable(String((error as Error).message), { cause: error });
    }
  }

  private static parse(text: string | null | undefined): Subscriber | null {
    if (!text) return null;
    try {
      return subscriberOf(JSON.parse(text));
    } catch {
      return null;
    }
  }

  get(id: string): Promise<Subscriber | null> {
    return this.guard(async () => RedisSubscriberStore.parse(await this.redis.hget(RECORDS, id)));
  }

  async byEmailKey(emailKey: string): Promise<Subscriber | null> {
    return (await this.read(emailKey)).subscriber;
  }

  private read(emailKey: string): Promise<{ id: string; text: string; subscriber: Subscriber | null }> {
    return this.guard(async () => {
      const id = (await this.redis.hget(BY_EMAIL, emailKey)) ?? '';
      const text = id ? ((await this.redis.hget(RECORDS, id)) ?? '') : '';
      return { id, text, subscriber: RedisSubscriberStore.parse(text) };
    });
  }

  all(): Promise<Subscriber[]> {
    return this.guard(async () =>
      (await this.redis.hvals(RECORDS)).flatMap((text) => RedisSubscriberStore.parse(text) ?? []),
    );
  }

  async change<T>(emailKey: string, step: (current: Subscriber | null) => RecordChange<T>): Promise<T> {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const { id, text, subscriber } = await this.read(emailKey);
      const { result, next } = step(subscriber);
      if (next === undefined) return result;
      const written = await this.guard(() =>
        this.redis.eval(
          WRITE,
          2,
          RECORDS,
          BY_EMAIL,
          emailKey,
          id,
          text,
          next ? next.id : '',
          next ? JSON.stringify(next) : '',
        ),
      );
      if (written === 1) return result;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(5 + attempt * 5, 50)));
    }
    throw new SubscriberStoreUnavailable('subscribers: too many replicas changed the same address at once');
  }

  secret(): Promise<Buffer> {
    this.secretRead ??= this.guard(async () => {
      await this.redis.set(SECRET, randomBytes(32).toString('base64'), 'NX');
      const kept = await this.redis.get(SECRET);
      if (!kept) throw new Error('subscribers: the secret is not in Redis');
      return Buffer.from(kept, 'base64');
    }).catch((error: unknown) => {
      this.secretRead = null;
      throw error;
    });
    return this.secretRead;
  }

  async close(): Promise<void> {}
}

/**
 * The bookings in Redis (REDIS_URL), shared by every replica: a date's record under
 * `ballon:booking:day:<date>` (JSON) with its version under `ballon:booking:version:<date>`,
 * a manage link's token under `ballon:booking:token:<hash>` (expiring with its day), and the
 * dates that have a record in `ballon:booking:dates`.
 *
 * A step reads its days, decides in JavaScript (the free-times check is the same code as the
 * file store's), and writes with one script that first compares every day's version with
 * the one read: if another replica wrote any of them since, nothing is written and the step
 * runs again on the new days. Compare and write happen in one script, which Redis runs with
 * nothing between: two guests are never both given the last table.
 */
import type { Redis } from 'ioredis';
import { guardRedis, isReplyError } from '../lib/redis-errors';
import { emptyDay, newSecret, type BookingDay } from './booking';
import { BookingStoreUnavailable, type BookingStore, type DayChange, type TokenEntry } from './store';

const PREFIX = 'ballon:booking:';
const dayKey = (date: string) => `${PREFIX}day:${date}`;
const versionKey = (date: string) => `${PREFIX}version:${date}`;
const tokenKey = (hash: string) => `${PREFIX}token:${hash}`;
const DATES = `${PREFIX}dates`;
const SECRET = `${PREFIX}secret`;
const HASH = /^[0-9a-f]{64}$/;

/**
 * KEYS: the dates' version keys, then their day keys, then the tokens' keys to set, then those to
 * delete (an erased booking's), then the dates' set. ARGV: the number of days, each day's date,
 * version read and new record, then each token's entry and expiry (epoch ms). 1 when written; 0
 * when a day's version moved (nothing written).
 */
const WRITE = `
local days = tonumber(ARGV[1])
for i = 1, days do
  local current = tonumber(redis.call('GET', KEYS[i]) or '0')
  if current ~= tonumber(ARGV[1 + (i - 1) * 3 + 2]) then return 0 end
end
for i = 1, days do
  local base = 1 + (i - 1) * 3
  redis.call('SET', KEYS[i], tonumber(ARGV[base + 2]) + 1)
  redis.call('SET', KEYS[days + i], ARGV[base + 3])
  redis.call('SADD', KEYS[#KEYS], ARGV[base + 1])
end
local tokens = (#ARGV - 1 - days * 3) / 2
for j = 1, tokens do
  local at = 1 + days * 3 + (j - 1) * 2
  redis.call('SET', KEYS[2 * days + j], ARGV[at + 1], 'PXAT', ARGV[at + 2])
end
for k = 2 * days + tokens + 1, #KEYS - 1 do
  redis.call('DEL', KEYS[k])
end
return 1
`;

/** Steps that lose the race this many times in a row give up (20 guests at once need at most 20). */
const MAX_TRIES = 60;

/** A step could not tell whether its write reached Redis (the connection went during the script). */
export class BookingWriteUnknown extends Error {
  override name = 'BookingWriteUnknown';
}

export class RedisBookingStore implements BookingStore {
  constructor(private readonly redis: Redis) {}

  private async read(dates: readonly string[]): Promise<BookingDay[]> {
    const texts = await this.guard(() => this.redis.mget(...dates.map(dayKey), ...dates.map(versionKey)));
    return dates.map((date, index) => {
      const text = texts[index];
      const version = Number(texts[dates.length + index] ?? 0);
      const day = text ? (JSON.parse(text) as BookingDay) : emptyDay(date);
      return { ...day, version };
    });
  }

  /** A read that fails stored nothing: the store is unavailable. */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await guardRedis(work);
    } catch (error) {
      throw new BookingStoreUnavailable(String((error as Error).message), { cause: error });
    }
  }

  async day(date: string): Promise<BookingDay> {
    return (await this.read([date]))[0]!;
  }

  async update<T>(dates: readonly string[], change: (days: BookingDay[]) => DayChange<T>): Promise<T> {
    const unique = [...new Set(dates)];
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const days = await this.read(unique);
      const outcome = change(days);
      const written = outcome.days ?? [];
      const dropped = (outcome.dropTokens ?? []).filter((hash) => HASH.test(hash));
      if (written.length === 0 && !outcome.tokens?.length && dropped.length === 0) return outcome.result;
      const keys = [
        ...unique.map(versionKey),
        ...unique.map(dayKey),
        ...(outcome.tokens ?? []).map(({ hash }) => tokenKey(hash)),
        ...dropped.map(tokenKey),
        DATES,
      ];
      const args: (string | number)[] = [unique.length];
      for (const day of days) {
        const next = written.find((candidate) => candidate.date === day.date) ?? day;
        args.push(day.date, day.version, JSON.stringify({ ...next, version: day.version + 1 }));
      }
      for (const { entry } of outcome.tokens ?? []) args.push(JSON.stringify(entry), entry.until);
      let done: unknown;
      try {
        done = await guardRedis(() => this.redis.eval(WRITE, keys.length, ...keys, ...args));
      } catch (error) {
        // Refused by Redis (out of memory, read-only): certainly not written. Gone mid-script: not known.
        if (isReplyError(error)) throw new BookingStoreUnavailable(String((error as Error).message), { cause: error });
        throw new BookingWriteUnknown(String((error as Error).message), { cause: error });
      }
      if (done === 1) return outcome.result;
      // Another replica wrote one of the days: wait a moment (less the more often it happened) and read again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(5 + attempt * 5, 50)));
    }
    throw new BookingStoreUnavailable('bookings: too many replicas wrote the same day at once');
  }

  private secretRead: Promise<Buffer> | null = null;

  /** `ballon:booking:secret`, set if absent: every replica reads the one the first made. */
  secret(): Promise<Buffer> {
    this.secretRead ??= this.guard(async () => {
      await this.redis.set(SECRET, newSecret().toString('base64'), 'NX');
      const kept = await this.redis.get(SECRET);
      if (!kept) throw new Error('bookings: the secret is not in Redis');
      return Buffer.from(kept, 'base64');
    }).catch((error: unknown) => {
      this.secretRead = null;
      throw error;
    });
    return this.secretRead;
  }

  async token(hash: string, now: number): Promise<TokenEntry | null> {
    if (!HASH.test(hash)) return null;
    const text = await this.guard(() => this.redis.get(tokenKey(hash)));
    const entry = text ? (JSON.parse(text) as TokenEntry) : null;
    return entry && now < entry.until ? entry : null;
  }

  async dates(): Promise<string[]> {
    return (await this.guard(() => this.redis.smembers(DATES))).sort();
  }

  async forget(date: string, tokenHashes: readonly string[]): Promise<void> {
    const tokens = tokenHashes.filter((hash) => HASH.test(hash)).map(tokenKey);
    await this.guard(() =>
      this.redis
        .multi()
        .del(dayKey(date), ...tokens)
        .incr(versionKey(date))
        .srem(DATES, date)
        .exec(),
    );
  }

  async close(): Promise<void> {}
}

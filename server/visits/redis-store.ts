/**
 * The counts in Redis, shared by every replica: the hash `ballon:visits:<YYYY-MM-DD>` per
 * UTC date (`<HH>|<key>` → n). One flush is one Lua script, one atomic step: it claims the
 * batch (`SET ballon:visits:flush:<replica>:<seq> NX EX 3600`), and only when the claim is
 * new adds each count (`HINCRBY`) and sets the date's expiry (`EXPIREAT`, the date + 13
 * months + 1 day: Redis drops old counts by itself). A batch sent again after its answer was
 * lost finds its claim and adds nothing; replicas' batches have their own ids and add up.
 * Loaded only with REDIS_URL (index.ts imports it dynamically).
 */
import type { Redis } from 'ioredis';
import { guardRedis } from '../lib/redis-errors';
import { addMonths, KEEP_MONTHS, type Batch, type DayCounts, type VisitsStore } from './store';

const PREFIX = 'ballon:visits:';
/** How long a batch's claim is kept: far longer than a flush is retried. */
const CLAIM_SECONDS = 3600;

/**
 * KEYS[1] the batch's claim, KEYS[2…] the dates' hashes. ARGV[1] the claim's seconds, ARGV[2…1+#dates]
 * each hash's expiry (Unix seconds), then triples: the hash's index in KEYS (2…), the field, the count.
 */
const ADD = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return 0 end
local hashes = #KEYS - 1
local i = 2 + hashes
while i <= #ARGV do
  redis.call('HINCRBY', KEYS[tonumber(ARGV[i])], ARGV[i + 1], ARGV[i + 2])
  i = i + 3
end
for h = 1, hashes do redis.call('EXPIREAT', KEYS[h + 1], ARGV[h + 1]) end
return 1
`;

/** The Unix second after which a date's counts are gone: 13 months and one day after it. */
export function expiryOf(date: string): number {
  return Date.parse(`${addMonths(date, KEEP_MONTHS)}T00:00:00Z`) / 1000 + 86_400;
}

export class RedisVisitsStore implements VisitsStore {
  constructor(private readonly redis: Redis) {}

  async add(batch: Batch): Promise<void> {
    const dates = Object.keys(batch.days);
    if (dates.length === 0) return;
    const keys = [`${PREFIX}flush:${batch.replica}:${batch.seq}`, ...dates.map((date) => PREFIX + date)];
    const args: (string | number)[] = [CLAIM_SECONDS, ...dates.map(expiryOf)];
    dates.forEach((date, index) => {
      for (const [field, n] of Object.entries(batch.days[date]!)) args.push(index + 2, field, n);
    });
    await guardRedis(() => this.redis.eval(ADD, keys.length, ...keys, ...args));
  }

  read(dates: readonly string[]): Promise<DayCounts> {
    return guardRedis(async () => {
      const pipeline = this.redis.pipeline();
      for (const date of dates) pipeline.hgetall(PREFIX + date);
      const replies = (await pipeline.exec()) ?? [];
      const days: DayCounts = {};
      dates.forEach((date, index) => {
        const [error, hash] = replies[index] ?? [new Error('no reply from Redis'), null];
        if (error) throw error;
        days[date] = Object.fromEntries(
          Object.entries((hash ?? {}) as Record<string, string>).map(([field, n]) => [field, Number(n)]),
        );
      });
      return days;
    });
  }

  /** Nothing to do: every date's hash expires by itself (`expiryOf`). */
  prune(): Promise<number> {
    return Promise.resolve(0);
  }
}

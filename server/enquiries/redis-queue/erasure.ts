import type { Redis } from 'ioredis';
import { claimName, type QueuedEnquiry } from '../enquiry';
import { CLAIM_PREFIX, parseRedisClaim } from './claims';
import { guardRedis } from './errors';
import { MAIL_QUEUE } from './queue';

/**
 * The erased enquiries' ids (a sorted set, scored by when, in Redis's clock): what the
 * worker checks when it takes a job, and what each replica's `.eml` files are swept by.
 * Ids only, never what the guest wrote.
 */
const ERASED_KEY = 'ballon:erased';

const JOB_PREFIX = `${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name}:`;

/**
 * One step, as BullMQ's own scripts are (so never between its take of a job and its
 * record of the outcome): a job that is delivered or failed, and not locked by a
 * worker, is removed with its keys, every claim named that still points at it (or
 * cannot be read), and its id is added to the erased set. A job waiting, delayed or
 * being delivered is left as it is: 'pending'. Our jobs have no parents, children,
 * schedules or deduplication ids: its keys are BullMQ's `removeJobKeys` list.
 */
const ERASE_SCRIPT = `
local job, id = KEYS[1], ARGV[1]
if redis.call('EXISTS', job) == 0 then return {'missing', 0} end
if redis.call('EXISTS', job .. ':lock') == 1 then return {'pending', 0} end
local state
if redis.call('ZSCORE', KEYS[2], id) then state = 'completed'
elseif redis.call('ZSCORE', KEYS[3], id) then state = 'failed'
else return {'pending', 0} end
redis.call('ZREM', state == 'completed' and KEYS[2] or KEYS[3], id)
redis.call('DEL', job, job .. ':logs', job .. ':dependencies', job .. ':processed', job .. ':failed', job .. ':unsuccessful')
local claims = 0
for i = 5, #KEYS do
  local value = redis.call('GET', KEYS[i])
  if value then
    local ok, claim = pcall(cjson.decode, value)
    if not ok or type(claim) ~= 'table' or claim.id == id then
      redis.call('DEL', KEYS[i])
      claims = claims + 1
    end
  end
end
local now = redis.call('TIME')
redis.call('ZADD', KEYS[4], tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000), id)
return {state, claims}
`;

type ErasureOutcome = { state: 'completed' | 'failed'; claims: number } | { state: 'pending' } | { state: 'missing' };

/** Claims read per SCAN step when a job does not name its claim. */
const SCAN_COUNT = 500;

/** The erasures in Redis: the erase itself, and what the worker and the sweep ask of it. */
export class RedisErasures {
  constructor(private readonly client: Redis) {}

  /** Erases the job `id` (see ERASE_SCRIPT) with the claims that may point at it. */
  erase(id: string, record: QueuedEnquiry | null): Promise<ErasureOutcome> {
    return guardRedis(async () => {
      const claims = await this.claimKeysOf(id, record);
      const keys = [`${JOB_PREFIX}${id}`, `${JOB_PREFIX}completed`, `${JOB_PREFIX}failed`, ERASED_KEY, ...claims];
      const [state, removed] = (await this.client.eval(ERASE_SCRIPT, keys.length, ...keys, id)) as [
        ErasureOutcome['state'],
        number,
      ];
      if (state !== 'completed' && state !== 'failed') return { state };
      // The append-only file still holds the erased writes until Redis rewrites it: ask now (in the
      // background; queued behind a rewrite under way). A Redis that forbids it rewrites on its own schedule.
      await this.client.bgrewriteaof().catch(() => undefined);
      return { state, claims: removed };
    });
  }

  /** Whether the enquiry `id` was erased (within MAIL_KEEP_DAYS). */
  isErased(id: string): Promise<boolean> {
    return guardRedis(async () => (await this.client.zscore(ERASED_KEY, id)) !== null);
  }

  /** The ids erased at or after `since` (Redis's ms), oldest first, with the time of the last one. */
  erasedSince(since: number): Promise<{ ids: string[]; last: number }> {
    return guardRedis(async () => {
      const flat = await this.client.zrangebyscore(ERASED_KEY, since, '+inf', 'WITHSCORES');
      const ids: string[] = [];
      let last = since;
      for (let n = 0; n < flat.length; n += 2) {
        ids.push(flat[n]!);
        last = Math.max(last, Number(flat[n + 1]));
      }
      return { ids, last };
    });
  }

  /** Forgets erasures older than `cutoff` (ms): no job or `.eml` of theirs outlives MAIL_KEEP_DAYS. */
  forgetBefore(cutoff: number): Promise<number> {
    return guardRedis(() => this.client.zremrangebyscore(ERASED_KEY, '-inf', `(${cutoff}`));
  }

  /**
   * The claim keys that may point at the job: the one it names (by key or fingerprint), the
   * key's. A job queued before jobs named their claim, without a key, or unreadable: every
   * claim is looked at (rare: a fingerprint's claim lives a minute).
   */
  private async claimKeysOf(id: string, record: QueuedEnquiry | null): Promise<string[]> {
    const named = [
      record?.claim,
      record?.idempotencyKey ? claimName({ kind: 'key', key: record.idempotencyKey }) : undefined,
    ].filter((name) => name !== undefined);
    if (named.length > 0) return [...new Set(named)].map((name) => `${CLAIM_PREFIX}${name}`);
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', `${CLAIM_PREFIX}*`, 'COUNT', SCAN_COUNT);
      cursor = next;
      const values = keys.length > 0 ? await this.client.mget(...keys) : [];
      keys.forEach((key, n) => {
        if (parseRedisClaim(values[n] ?? null)?.id === id) found.push(key);
      });
    } while (cursor !== '0');
    return found;
  }
}

import type { Redis } from 'ioredis';
import { MAX_LIVE_CHALLENGES, type AdminState, type Challenge } from '../admin-state';

/** The challenges' records by challenge (a hash), and when each ends (a sorted set: score = its end in ms). */
export const CHALLENGES = 'ballon:admin:challenges';
export const CHALLENGE_ENDS = 'ballon:admin:challenge-ends';

/**
 * One step, atomic across replicas: drop what ended by `now`, refuse at the bound (answering
 * when the oldest ends), else keep the challenge. Both keys expire with the newest
 * challenge, so a quiet site keeps none.
 * KEYS: records, ends. ARGV: now (ms), bound, challenge, record, its end (ms).
 */
const PUT = `
local ended = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if #ended > 0 then
  redis.call('HDEL', KEYS[1], unpack(ended))
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[2]) then
  return redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')[2]
end
redis.call('HSET', KEYS[1], ARGV[3], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[3])
local last = tonumber(redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')[2])
local ttl = math.max(1, last - tonumber(ARGV[1]))
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
return false
`;

/** Takes a challenge's record and its end in one step: once, across replicas. KEYS: records, ends. ARGV: challenge. */
const TAKE = `
local record = redis.call('HGET', KEYS[1], ARGV[1])
if record then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
end
return record
`;

/**
 * The challenges in Redis: at most MAX_LIVE_CHALLENGES, counted and kept by one Lua script
 * (no lock: the script is the step), their ends by the caller's clock, like the files'.
 */
export function redisChallenges(redis: Redis): Pick<AdminState, 'putChallenge' | 'takeChallenge'> {
  return {
    putChallenge: async (challenge, now) => {
      const oldestEnd = (await redis.eval(
        PUT,
        2,
        CHALLENGES,
        CHALLENGE_ENDS,
        now.getTime(),
        MAX_LIVE_CHALLENGES,
        challenge.challenge,
        JSON.stringify(challenge),
        Date.parse(challenge.expiresAt),
      )) as string | null;
      return oldestEnd === null ? { kept: true } : { kept: false, retryAt: new Date(Number(oldestEnd)) };
    },
    takeChallenge: async (challenge, now) => {
      const text = (await redis.eval(TAKE, 2, CHALLENGES, CHALLENGE_ENDS, challenge)) as string | null;
      const found = text ? (JSON.parse(text) as Challenge) : null;
      return found && Date.parse(found.expiresAt) > now.getTime() ? found : null;
    },
  };
}

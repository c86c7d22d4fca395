import { describe, expect, it } from 'vitest';
import { guardRedis, isRefusal, isReplyError, RedisCommandError, redisErrorCode } from './redis-errors';

/** What ioredis rejects with when Redis refuses a command: the command, arguments and all, hangs on it. */
function replyError(message: string) {
  return Object.assign(new Error(message), {
    name: 'ReplyError',
    command: { name: 'set', args: ['claim', '{"email":"host@example.org"}'] },
  });
}

async function caught(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('Redis errors leaving a Redis call', () => {
  it('keeps the message and the code of a refusal, never the command and its arguments', async () => {
    const error = await caught(
      guardRedis(() => Promise.reject(replyError('OOM command not allowed when used memory > maxmemory'))),
    );
    expect(error).toBeInstanceOf(RedisCommandError);
    expect(error).toMatchObject({ code: 'OOM', reply: true });
    expect(error).not.toHaveProperty('command');
    expect(JSON.stringify({ ...(error as object) })).not.toContain('host@example.org');
    expect(isRefusal(error)).toBe(true);
  });

  it('tells a lost connection (a socket code, no reply) from a refusal', async () => {
    const error = await caught(
      guardRedis(() =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' })),
      ),
    );
    expect(error).toMatchObject({ code: 'ECONNREFUSED', reply: false });
    expect(isReplyError(error)).toBe(false);
    expect(isRefusal(error)).toBe(false);
  });

  it('does not count an error of our own command (NOSCRIPT, ERR) as the server refusing writes', () => {
    expect(isRefusal(replyError('NOSCRIPT No matching script'))).toBe(false);
    expect(redisErrorCode(replyError('ERR wrong number of arguments'))).toBe('ERR');
    expect(redisErrorCode(new Error('something odd'))).toBe('EREDIS');
  });

  it('cuts a long message and lets an error of our own through as it is', async () => {
    const long = await caught(guardRedis(() => Promise.reject(replyError(`ERR ${'x'.repeat(1000)}`))));
    expect((long as Error).message).toHaveLength(300);
    const own = new TypeError('ours');
    expect(
      await caught(
        guardRedis(
          () => Promise.reject(own),
          (error) => error === own,
        ),
      ),
    ).toBe(own);
  });

  it('returns what the operation returns', async () => {
    expect(await guardRedis(() => Promise.resolve(42))).toBe(42);
  });
});

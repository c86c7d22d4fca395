import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '../../../tests/support/redis-server';
import { checkEvictionPolicy, checkMailTarget } from './startup-checks';

function capture() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { logger, lines };
}

let redis: RedisServer;
let client: Redis;

beforeAll(async () => {
  redis = await RedisServer.start();
  client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  await new Promise((resolve) => client.once('ready', resolve));
});

afterAll(async () => {
  client?.disconnect();
  await redis?.remove();
});

describe('the start-up checks of Redis mode', () => {
  it('REDIS_URL without SMTP_URL: an error line that says what this replica will do with shared enquiries', () => {
    const { logger, lines } = capture();
    checkMailTarget(null, logger);
    checkMailTarget('smtp://mail.example.com:587', logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, alert: 'redis-without-smtp' });
    expect(lines[0]!.msg).toContain('REDIS_URL is set but SMTP_URL is not');
    expect(lines[0]!.msg).toContain('.eml');
  });

  it('maxmemory-policy: quiet when noeviction, an error line otherwise', async () => {
    const quiet = capture();
    expect(await checkEvictionPolicy(client, quiet.logger, 'redis://127.0.0.1')).toBe('noeviction');
    expect(quiet.lines).toEqual([]);

    await redis.send('CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru');
    const loud = capture();
    expect(await checkEvictionPolicy(client, loud.logger, 'redis://127.0.0.1')).toBe('allkeys-lru');
    expect(loud.lines).toEqual([
      expect.objectContaining({ level: 50, alert: 'redis-eviction-policy', policy: 'allkeys-lru' }),
    ]);
    await redis.send('CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
  });

  it('a Redis that forbids CONFIG (managed Redis): skipped with an info line, never an error', async () => {
    await redis.send('ACL', 'SETUSER', 'app', 'on', '>secret', '~*', '+@all', '-config');
    const limited = new Redis(`redis://app:secret@127.0.0.1:${redis.port}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    await new Promise((resolve) => limited.once('ready', resolve));
    const { logger, lines } = capture();
    expect(await checkEvictionPolicy(limited, logger, 'redis://127.0.0.1')).toBeNull();
    limited.disconnect();
    expect(lines.map((line) => line.level)).toEqual([30]);
    expect(lines[0]!.msg).toContain('not checked');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});

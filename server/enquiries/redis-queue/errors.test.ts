import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '../../../tests/support/redis-server';
import type { Enquiry } from '../enquiry';
import { RedisClaims } from './claims';
import { RedisCommandError } from './errors';
import { MAIL_QUEUE, RedisQueue } from './queue';

const submission: Enquiry = {
  name: 'Tajný Host',
  email: 'tajny.host.4711@example.org',
  subject: 'Dotaz',
  message: 'Tajná zpráva 4711',
  lang: 'cs',
};

let redis: RedisServer;
let client: Redis;
let queue: Queue;
let store: RedisQueue;

beforeAll(async () => {
  redis = await RedisServer.start();
  client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  await new Promise((resolve) => client.once('ready', resolve));
  queue = new Queue(MAIL_QUEUE.name, { connection: client, prefix: MAIL_QUEUE.prefix });
  store = new RedisQueue({
    queue,
    claims: new RedisClaims(client, 86_400_000),
    isReady: () => client.status === 'ready',
    keepDays: 1,
    attempts: 3,
    logger: pino({ level: 'silent' }),
  });
  // Warm up (BullMQ loads its scripts), then Redis refuses every write: maxmemory below its use, under noeviction.
  await store.enqueue({ ...submission, message: 'warm-up' }, null);
  await redis.send('CONFIG', 'SET', 'maxmemory', '1');
});

afterAll(async () => {
  await queue?.close();
  client?.disconnect();
  await redis?.remove();
});

/** The rejection, and everything enumerable on it, as a log serializer would see it. */
async function rejection(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RedisCommandError);
  return { error: error as RedisCommandError, enumerable: JSON.stringify({ ...(error as object) }) };
}

describe('a write Redis refuses, leaving the mail queue', () => {
  it("BullMQ's add-job (no idempotency key): an error with the message and the code, not the job's data", async () => {
    const { error, enumerable } = await rejection(store.enqueue(submission, null));
    expect(error).toMatchObject({ code: 'OOM', reply: true, message: expect.stringContaining('OOM') });
    expect(error).not.toHaveProperty('command');
    expect(enumerable).not.toContain('4711');
  });

  it("a claim's SET: the same, without the record it carries", async () => {
    const { error, enumerable } = await rejection(store.enqueue(submission, { kind: 'key', key: 'refused-key' }));
    expect(error).toMatchObject({ code: 'OOM', reply: true });
    expect(error).not.toHaveProperty('command');
    expect(enumerable).not.toContain('4711');
    expect(String(error.stack)).not.toContain('4711');
  });
});

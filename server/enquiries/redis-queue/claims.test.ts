import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '../../../tests/support/redis-server';
import { IdempotencyConflictError, type Dedupe } from '../enquiry';
import { newEnquiryId, type QueuedEnquiry, type Enquiry } from '../enquiry';
import { parseRedisClaim, RedisClaims, enquiryHash } from './claims';
import { RedisUncertainError } from './confirm';
import { ENQUIRY_JOB, MAIL_QUEUE, RedisQueue, RedisUnavailableError } from './queue';

const submission = (n: number): Enquiry => ({
  name: `Host ${n}`,
  email: `host${n}@example.com`,
  subject: `Dotaz ${n}`,
  message: `Zpráva ${n}`,
  lang: 'cs',
});

let redis: RedisServer;
let client: Redis;
let queue: Queue;
let store: RedisQueue;
let claims: RedisClaims;

beforeAll(async () => {
  redis = await RedisServer.start();
  client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  await new Promise((resolve) => client.once('ready', resolve));
  queue = new Queue(MAIL_QUEUE.name, { connection: client, prefix: MAIL_QUEUE.prefix });
  claims = new RedisClaims(client, 86_400_000);
  store = new RedisQueue({
    queue,
    claims,
    isReady: () => client.status === 'ready',
    keepDays: 1,
    attempts: 3,
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await queue?.close();
  client?.disconnect();
  await redis?.remove();
});

const jobsWith = async (id: string) => (await queue.getJob(id)) !== undefined;

describe('idempotency claims in Redis', () => {
  it('one key stores one message, even from twenty concurrent posts; the same key with another body is a conflict', async () => {
    const dedupe: Dedupe = { kind: 'key', key: 'key-twenty' };
    const replies = await Promise.all(Array.from({ length: 20 }, () => store.enqueue(submission(1), dedupe)));
    expect(new Set(replies.map((reply) => reply.id)).size).toBe(1);
    expect(replies.filter((reply) => reply.created)).toHaveLength(1);
    const id = replies[0]!.id;
    expect(await jobsWith(id)).toBe(true);
    expect(await queue.getJobCountByTypes('wait', 'delayed', 'active')).toBe(1);
    await expect(store.enqueue(submission(2), dedupe)).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await store.replayOf(submission(1), dedupe)).toBe(id);
    expect(await store.replayOf(submission(2), dedupe)).toBeNull();
  });

  it('a claim left by a process that died before its job: the retry adds the job under the claimed id', async () => {
    const dedupe: Dedupe = { kind: 'key', key: 'key-crash' };
    const createdAt = new Date();
    const record: QueuedEnquiry = {
      version: 1,
      id: newEnquiryId(createdAt),
      createdAt: createdAt.toISOString(),
      idempotencyKey: 'key-crash',
      submission: submission(3),
    };
    expect(await claims.claim(dedupe, record)).toEqual({ claimed: true });
    expect(await jobsWith(record.id)).toBe(false);
    expect(await store.enqueue(submission(3), dedupe)).toEqual({ id: record.id, created: false });
    const job = await queue.getJob(record.id);
    expect(job?.name).toBe(ENQUIRY_JOB);
    expect(job?.data).toEqual(record);
  });

  it('a replay after delivery reads as sent and adds no job', async () => {
    const dedupe: Dedupe = { kind: 'key', key: 'key-done' };
    const { id } = await store.enqueue(submission(4), dedupe);
    const job = (await queue.getJob(id))!;
    // Delivered: moved to completed as a worker would (kept, so the id stays taken).
    await client.call('ZADD', `${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name}:completed`, String(Date.now()), id);
    await client.call('LREM', `${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name}:wait`, '0', id);
    expect(await job.getState()).toBe('completed');
    const pendingBefore = await queue.getJobCountByTypes('wait', 'delayed', 'active', 'prioritized');
    expect(await store.enqueue(submission(4), dedupe)).toEqual({ id, created: false });
    expect(await store.replayOf(submission(4), dedupe)).toBe(id);
    expect(await job.getState()).toBe('completed');
    expect(await queue.getJobCountByTypes('wait', 'delayed', 'active', 'prioritized')).toBe(pendingBefore);
  });

  it('a fingerprint stands for its window only, then the same body is a new message', async () => {
    const dedupe: Dedupe = { kind: 'fingerprint', key: 'f'.repeat(64), windowMs: 200 };
    const first = await store.enqueue(submission(5), dedupe);
    expect(await store.enqueue(submission(5), dedupe)).toEqual({ id: first.id, created: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = await store.enqueue(submission(5), dedupe);
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it('keeps a hash of the body and the record under the hashed key; an unreadable claim is none', async () => {
    const dedupe: Dedupe = { kind: 'key', key: 'key-shape' };
    const { id } = await store.enqueue(submission(6), dedupe);
    const raw = await client.get(claims.keyOf(dedupe));
    expect(claims.keyOf(dedupe)).toMatch(/^ballon:claim:[0-9a-f]{64}$/);
    expect(parseRedisClaim(raw)).toMatchObject({ id, hash: enquiryHash(submission(6)) });
    expect(await client.pttl(claims.keyOf(dedupe))).toBeGreaterThan(86_000_000);
    expect(parseRedisClaim('{"version":1}')).toBeNull();
    expect(parseRedisClaim('not json')).toBeNull();
  });

  it('refuses at once, storing nothing, while Redis is unreachable', async () => {
    // At once: without a command to wait for. The queue and the claims note any use.
    const used: string[] = [];
    const noted = <T extends object>(name: string, target: T): T =>
      new Proxy(target, {
        get: (object, key) => (used.push(`${name}.${String(key)}`), Reflect.get(object, key) as unknown),
      });
    const down = new RedisQueue({
      queue: noted('queue', queue),
      claims: noted('claims', claims),
      isReady: () => false,
      keepDays: 1,
      attempts: 3,
      logger: pino({ level: 'silent' }),
    });
    await expect(down.enqueue(submission(7), { kind: 'key', key: 'key-down' })).rejects.toBeInstanceOf(
      RedisUnavailableError,
    );
    await expect(down.enqueue(submission(7), null)).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(used).toEqual([]);
    expect(await client.exists(claims.keyOf({ kind: 'key', key: 'key-down' }))).toBe(0);
  });
});

describe('claims while a job is not confirmed', () => {
  const options = () => ({
    claims,
    isReady: () => client.status === 'ready',
    keepDays: 1,
    attempts: 3,
    logger: pino({ level: 'silent' }),
  });

  it('a claim sent again with the same record is still its own', async () => {
    const createdAt = new Date();
    const record: QueuedEnquiry = {
      version: 1,
      id: newEnquiryId(createdAt),
      createdAt: createdAt.toISOString(),
      idempotencyKey: 'again',
      submission: submission(8),
    };
    const dedupe: Dedupe = { kind: 'key', key: 'again' };
    expect(await claims.claim(dedupe, record)).toEqual({ claimed: true });
    expect(await claims.claim(dedupe, record)).toEqual({ claimed: true });
    expect(await claims.claim(dedupe, { ...record, id: newEnquiryId(createdAt) })).toMatchObject({
      claimed: false,
      existing: { id: record.id },
    });
  });

  it("a fingerprint's claim outlives its window while its job may still come, and the retry finds it, however late", async () => {
    const dedupe: Dedupe = { kind: 'fingerprint', key: 'e'.repeat(64), windowMs: 200 };
    // Redis never confirms the job (its answers are lost).
    const lost = { add: () => Promise.reject(new Error('Command timed out')) } as unknown as Queue;
    const unsure = new RedisQueue({ ...options(), queue: lost, confirmWithinMs: 200 });
    await expect(unsure.enqueue(submission(9), dedupe)).rejects.toBeInstanceOf(RedisUncertainError);
    const claimed = await claims.read(dedupe);
    expect(await client.pttl(claims.keyOf(dedupe))).toBeGreaterThan(86_000_000);

    // Past the window the retry is the same enquiry, and once its job is confirmed the window applies.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.enqueue(submission(9), dedupe)).toEqual({ id: claimed!.id, created: false });
    expect(await jobsWith(claimed!.id)).toBe(true);
    expect(await client.pttl(claims.keyOf(dedupe))).toBeLessThanOrEqual(200);
  });
});

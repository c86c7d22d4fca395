import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '../../tests/support/redis-server';
import type { Dedupe } from './idempotency';
import { newOutboxId, type OutboxRecord, type Submission } from './outbox-record';
import { RedisClaims } from './redis-claims';
import { Confirmation, RedisUncertainError } from './redis-confirm';
import { RedisCommandError } from './redis-errors';
import { MAIL_QUEUE, RedisMailQueue } from './redis-queue';

function captured() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  return { logger, lines };
}

/** A step that fails with each of `failures` in turn, then succeeds. */
function scripted(failures: Error[]) {
  let calls = 0;
  return {
    run: async () => {
      calls += 1;
      const failure = failures[calls - 1];
      if (failure) throw failure;
      return 'stored';
    },
    calls: () => calls,
  };
}

const timedOut = () => new RedisCommandError('Command timed out', 'EREDIS', false);
const refusedByRedis = () => new RedisCommandError('OOM command not allowed', 'OOM', true);
const neverSent = () => new Error("Stream isn't writeable and enableOfflineQueue options is false");

describe('a step of storing an enquiry, confirmed by Redis', () => {
  it('one that certainly did nothing (Redis refused it, or it never left) fails at once: nothing to ask about', async () => {
    for (const failure of [refusedByRedis(), neverSent()]) {
      const step = scripted([failure]);
      await expect(new Confirmation({ logger: captured().logger, outboxId: 'x', deadline: Date.now() + 60_000 }).step('claim', step.run)).rejects.toBe(failure);
      expect(step.calls()).toBe(1);
    }
  });

  it('one whose answer was lost is sent again until Redis confirms it, whatever fails meanwhile', async () => {
    const { logger, lines } = captured();
    const step = scripted([timedOut(), neverSent(), refusedByRedis(), timedOut()]);
    expect(await new Confirmation({ logger, outboxId: 'x', deadline: Date.now() + 60_000 }).step('add', step.run)).toBe('stored');
    expect(step.calls()).toBe(5);
    expect(lines.map((line) => line.msg)).toEqual(['redis did not confirm an enquiry step; asking again', 'redis confirmed the enquiry step after all']);
  });

  it('unconfirmed at the deadline: not known, a warning, and an error of its own (answered 503, safe to retry)', async () => {
    const { logger, lines } = captured();
    const step = scripted(Array.from({ length: 1000 }, timedOut));
    const error = await new Confirmation({ logger, outboxId: 'x', deadline: Date.now() + 300 }).step('claim', step.run).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RedisUncertainError);
    expect(error).toMatchObject({ code: 'EREDISUNCERTAIN', reply: false });
    expect(lines.at(-1)).toMatchObject({ level: 40, uncertain: true, outboxId: 'x', step: 'claim' });
  });
});

describe('claims in Redis while a job is not confirmed', () => {
  let redis: RedisServer;
  let client: Redis;
  let queue: Queue;
  let claims: RedisClaims;
  const submission: Submission = { name: 'Host', email: 'host@example.com', subject: 'Dotaz', message: 'Zpráva', lang: 'cs' };
  const options = () => ({ claims, isReady: () => client.status === 'ready', keepDays: 1, attempts: 3, logger: pino({ level: 'silent' }) });

  beforeAll(async () => {
    redis = await RedisServer.start();
    client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    await new Promise((resolve) => client.once('ready', resolve));
    queue = new Queue(MAIL_QUEUE.name, { connection: client, prefix: MAIL_QUEUE.prefix });
    claims = new RedisClaims(client, 86_400_000);
  });

  afterAll(async () => {
    await queue?.close();
    client?.disconnect();
    await redis?.remove();
  });

  it('a claim sent again with the same record is still its own', async () => {
    const createdAt = new Date();
    const record: OutboxRecord = { version: 1, id: newOutboxId(createdAt), createdAt: createdAt.toISOString(), idempotencyKey: 'again', submission };
    const dedupe: Dedupe = { kind: 'key', key: 'again' };
    expect(await claims.claim(dedupe, record)).toEqual({ claimed: true });
    expect(await claims.claim(dedupe, record)).toEqual({ claimed: true });
    expect(await claims.claim(dedupe, { ...record, id: newOutboxId(createdAt) })).toMatchObject({ claimed: false, existing: { id: record.id } });
  });

  it("a fingerprint's claim outlives its window while its job may still come, and the retry finds it, however late", async () => {
    const dedupe: Dedupe = { kind: 'fingerprint', key: 'e'.repeat(64), windowMs: 200 };
    // Redis never confirms the job (its answers are lost).
    const lost = { add: () => Promise.reject(new Error('Command timed out')) } as unknown as Queue;
    const unsure = new RedisMailQueue({ ...options(), queue: lost, confirmWithinMs: 200 });
    await expect(unsure.enqueue(submission, dedupe)).rejects.toBeInstanceOf(RedisUncertainError);
    const claimed = await claims.read(dedupe);
    expect(await client.pttl(claims.keyOf(dedupe))).toBeGreaterThan(86_000_000);

    // Past the window the retry is the same enquiry, and once its job is confirmed the window applies.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const store = new RedisMailQueue({ ...options(), queue });
    expect(await store.enqueue(submission, dedupe)).toEqual({ id: claimed!.id, created: false });
    expect(await queue.getJob(claimed!.id)).toBeDefined();
    expect(await client.pttl(claims.keyOf(dedupe))).toBeLessThanOrEqual(200);
  });
});

import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '../../../tests/support/redis-server';
import { newEnquiryId, type Enquiry } from '../enquiry';
import { RedisClaims } from './claims';
import { RedisWorker } from './worker';
import { MAIL_QUEUE, RedisQueue } from './queue';
import type { MailSender } from '../../mail/transport';

const DAY = 86_400_000;
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
let delivery: RedisWorker;
let emlDir: string;
/** The mail server refuses (550) messages whose subject ends in an odd number, accepts the others. */
const sender: MailSender = {
  target: 'smtp://fake',
  async send(message) {
    if (/[13579]$/.test(String(message.subject)))
      throw Object.assign(new Error('550 refused'), { responseCode: 550, response: '550 refused' });
    return { messageId: String(message.messageId), response: '250 ok', file: null };
  },
  close: () => undefined,
};

beforeAll(async () => {
  redis = await RedisServer.start();
  emlDir = await mkdtemp(path.join(tmpdir(), 'ballon-eml-'));
  client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  await new Promise((resolve) => client.once('ready', resolve));
  queue = new Queue(MAIL_QUEUE.name, { connection: client, prefix: MAIL_QUEUE.prefix });
  store = new RedisQueue({
    queue,
    claims: new RedisClaims(client, 3 * DAY),
    isReady: () => client.status === 'ready',
    keepDays: 3,
    attempts: 3,
    logger: pino({ level: 'silent' }),
  });
  delivery = new RedisWorker({
    queue: store,
    connection: new Redis(redis.url, { maxRetriesPerRequest: null }),
    sender,
    addresses: { from: 'Ballon <web@ballon.test>', to: 'info@ballon.test' },
    logger: pino({ level: 'silent' }),
    concurrency: 2,
    backoff: () => 50,
    onError: () => undefined,
    keepDays: 3,
    emlDir,
  });
  delivery.start();
});

afterAll(async () => {
  await delivery?.stop();
  await queue?.close();
  client?.disconnect();
  await redis?.remove();
  await rm(emlDir, { recursive: true, force: true });
});

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('MAIL_KEEP_DAYS in Redis mode', () => {
  it('removes failed and delivered jobs MAIL_KEEP_DAYS after they finished, and old .eml files; nothing sooner', async () => {
    const refused = await store.enqueue(submission(1), null);
    const delivered = await store.enqueue(submission(2), null);
    await until(async () => ((await queue.getJobCounts('failed')).failed ?? 0) === 1, 'the refusal');
    await until(async () => ((await queue.getJobCounts('completed')).completed ?? 0) >= 1, 'the delivery');
    const now = Date.now();
    // .eml files: one written four days ago, one today, and a file that is not ours.
    const old = `${newEnquiryId(new Date(now - 4 * DAY))}.eml`;
    const recent = `${newEnquiryId(new Date(now))}.eml`;
    for (const name of [old, recent, 'notes.txt']) await writeFile(path.join(emlDir, name), 'x');
    await utimes(path.join(emlDir, old), new Date(now - 4 * DAY), new Date(now - 4 * DAY));
    await utimes(path.join(emlDir, 'notes.txt'), new Date(now - 4 * DAY), new Date(now - 4 * DAY));

    // Two days later: kept (the privacy notice says MAIL_KEEP_DAYS after the refusal, here 3).
    expect(await delivery.prune(now + 2 * DAY)).toEqual({ completed: 0, failed: 0, eml: 1 });
    expect(await queue.getJob(refused.id)).toBeDefined();
    expect((await readdir(emlDir)).sort()).toEqual([recent, 'notes.txt'].sort());

    // Past three days: the failed job and the delivered one are gone; a pending one would stay.
    const removed = await delivery.prune(now + 3 * DAY + 60_000);
    expect(removed).toMatchObject({ failed: 1, eml: 1 });
    expect(removed!.completed).toBeGreaterThanOrEqual(1);
    expect(await queue.getJob(refused.id)).toBeUndefined();
    expect(await queue.getJob(delivered.id)).toBeUndefined();
    expect(await readdir(emlDir)).toEqual(['notes.txt']);
  });
});

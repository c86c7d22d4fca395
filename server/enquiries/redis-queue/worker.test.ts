import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '../../../tests/support/redis-server';
import type { Dedupe } from '../enquiry';
import type { Enquiry } from '../enquiry';
import { RedisClaims } from './claims';
import { RedisWorker } from './worker';
import { redisInbox, runRedisMailCommand } from './inbox';
import { ENQUIRY_JOB, MAIL_QUEUE, RedisQueue } from './queue';
import type { MailSender } from '../../mail/transport';

const submission = (n: number): Enquiry => ({
  name: `Host ${n}`,
  email: `host${n}@example.com`,
  subject: `Dotaz ${n}`,
  message: `Zpráva ${n}`,
  lang: 'cs',
});

/** A mail server stand-in: answers each try with `verdict` (an SMTP code to refuse with, or null to accept). */
function fakeSender() {
  const sent: { id: string; messageId: string }[] = [];
  const tries: string[] = [];
  const sender: MailSender & { verdict: (id: string, attempt: number) => number | null } = {
    target: 'smtp://fake',
    verdict: () => null,
    async send(message, id) {
      tries.push(id);
      const code = sender.verdict(id, tries.filter((t) => t === id).length);
      if (code !== null)
        throw Object.assign(new Error(`${code} refused`), { responseCode: code, response: `${code} refused` });
      sent.push({ id, messageId: String(message.messageId) });
      return { messageId: String(message.messageId), response: '250 ok', file: null };
    },
    close: () => undefined,
  };
  return { sender, sent, tries };
}

let redis: RedisServer;
let client: Redis;
let queue: Queue;
let store: RedisQueue;
let delivery: RedisWorker;
const { sender, sent, tries } = fakeSender();

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
    attempts: 4,
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
  });
  delivery.start();
});

afterAll(async () => {
  await delivery?.stop();
  await queue?.close();
  client?.disconnect();
  await redis?.remove();
});

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const run = async (...args: string[]) => {
  const lines: string[] = [];
  await runRedisMailCommand(args, client, (line) => lines.push(line));
  return lines;
};

describe('delivery from the Redis queue', () => {
  it('retries a temporary refusal with back-off and delivers once, with the Message-ID of its id', async () => {
    sender.verdict = (_id, attempt) => (attempt < 3 ? 451 : null);
    const { id } = await store.enqueue(submission(1), null);
    await until(() => sent.some((mail) => mail.id === id), 'the delivery');
    expect(tries.filter((t) => t === id)).toHaveLength(3);
    expect(sent.filter((mail) => mail.id === id)).toEqual([{ id, messageId: `<${id}@ballon.test>` }]);
    expect(await (await queue.getJob(id))!.getState()).toBe('completed');
  });

  it('fails a permanent refusal (5xx) at once and keeps it; the operator lists it, retries it, and it is delivered once', async () => {
    sender.verdict = (_id, attempt) => (attempt === 1 ? 550 : null);
    const { id } = await store.enqueue(submission(2), null);
    await until(async () => (await (await queue.getJob(id))!.getState()) === 'failed', 'the failed job');
    expect(tries.filter((t) => t === id)).toHaveLength(1);
    const listed = await run('list');
    expect(listed[1]).toBe('failed: 1 (retry <id> queues one again, purge <id> deletes it)');
    expect(listed[2]).toMatch(new RegExp(`^${id}  \\d{4}-.*550 refused$`));
    await expect(run('retry', 'nonsense')).rejects.toThrow(/not an enquiry id/);
    expect(await run('retry', id)).toEqual([`${id} queued again; a running replica delivers it within seconds`]);
    await until(() => sent.some((mail) => mail.id === id), 'the delivery after the retry');
    expect(sent.filter((mail) => mail.id === id)).toHaveLength(1);
    expect((await run('list'))[1]).toBe('failed: 0');
  });

  it('purges a delivered job with its idempotency claim; a pending one is refused', async () => {
    sender.verdict = () => null;
    const dedupe: Dedupe = { kind: 'key', key: 'purge-me' };
    const { id } = await store.enqueue(submission(3), dedupe);
    await until(async () => (await (await queue.getJob(id))?.getState()) === 'completed', 'the delivery');
    expect(await run('purge', id)).toEqual([`${id} purged: job ${id}, its idempotency claim`]);
    expect(await queue.getJob(id)).toBeUndefined();
    expect(await store.replayOf(submission(3), dedupe)).toBeNull();
  });

  it('lists the kept enquiries for an inbox with their delivery state, what the guest sent, and erases one', async () => {
    // Every try after the first delivery is refused: keyed on the refused job's id, the verdict raced the
    // worker, which may take the job before enqueue() has returned its id (and then delivered it).
    let delivered = '';
    sender.verdict = (id) => (delivered && id !== delivered ? 550 : null);
    const inbox = redisInbox(client);
    try {
      delivered = (await store.enqueue(submission(4), null)).id;
      await until(async () => (await (await queue.getJob(delivered))?.getState()) === 'completed', 'the delivery');
      const refused = (await store.enqueue(submission(5), null)).id;
      await until(async () => (await (await queue.getJob(refused))?.getState()) === 'failed', 'the refusal');
      const { entries } = await inbox.list(['delivered', 'failed']);
      const mine = entries.filter((entry) => entry.id === delivered || entry.id === refused);
      expect(mine.map(({ id, state, enquiry }) => ({ id, state, message: enquiry?.message }))).toEqual([
        { id: delivered, state: 'delivered', message: 'Zpráva 4' },
        { id: refused, state: 'failed', message: 'Zpráva 5' },
      ]);
      expect(mine.every((entry) => /^\d{4}-\d\d-\d\dT/.test(entry.at ?? ''))).toBe(true);
      expect(await inbox.erase(refused)).toEqual([`job ${refused}`]);
      expect((await inbox.list(['failed'])).entries.map(({ id }) => id)).not.toContain(refused);
      await expect(inbox.erase('../x')).rejects.toThrow(/not an enquiry id/);
    } finally {
      await inbox.close();
    }
  });

  it('never sends an erased enquiry again when its job comes back (a replay that read its claim just before the erase): the job is dropped', async () => {
    sender.verdict = () => null;
    const dedupe: Dedupe = { kind: 'key', key: 'erased-then-replayed' };
    const { id } = await store.enqueue(submission(6), dedupe);
    await until(async () => (await (await queue.getJob(id))?.getState()) === 'completed', 'the delivery');
    const stale = await new RedisClaims(client, 86_400_000).read(dedupe);
    const inbox = redisInbox(client);
    try {
      expect(await inbox.erase(id)).toEqual([`job ${id}`, 'its idempotency claim']);
    } finally {
      await inbox.close();
    }
    // The replay adds the job it read in the claim, as RedisQueue does, once the erase is done.
    await queue.add(ENQUIRY_JOB, stale!.record, { jobId: id, attempts: 4, removeOnFail: false });
    await until(async () => (await queue.getJob(id)) === undefined, 'the job to be dropped');
    expect(tries.filter((t) => t === id)).toHaveLength(1);
    expect(await client.exists(`${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name}:${id}`)).toBe(0);
  });
});

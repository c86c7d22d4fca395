/**
 * Erasing an enquiry with REDIS_URL, against its delivery: a real SMTP server holds the
 * message's DATA until the test lets it go. While it is held the enquiry is being
 * delivered: the erase is refused (409) and every copy stays. Once delivered, the erase
 * leaves no trace of the guest's name, e-mail or message in any Redis key or under any
 * replica's DATA_DIR, and the mail server got the enquiry exactly once. (The outbox on
 * disk: erase-files.test.ts.)
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  inboxHarness,
  otherRedisReplica,
  type InboxHarness,
  type OtherReplica,
} from '../../../tests/support/enquiry-inbox';
import { RedisServer } from '../../../tests/support/redis-server';
import { SmtpSink } from '../../../tests/support/smtp-sink';

let redisServer: RedisServer;
let redis: Redis;
let inbox: InboxHarness | undefined;
let sink: SmtpSink | undefined;
let other: OtherReplica | undefined;
/** Lets a held DATA go, so that a failed test stops its worker at once. */
let releaseHeld = () => {};
beforeAll(async () => {
  redisServer = await RedisServer.start();
  redis = new Redis(redisServer.url);
});
afterEach(async () => {
  releaseHeld();
  await inbox?.dispose();
  await other?.stop();
  await sink?.stop();
  inbox = undefined;
  other = undefined;
  sink = undefined;
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.remove();
});

// ASCII, so that every copy holds them as they are (the e-mail's encoding included).
const guest = {
  name: 'Ilsa Quernwood',
  email: 'ilsa.quernwood@example.com',
  subject: 'Dotaz',
  message: 'Vaharisk plover tea at noon',
  lang: 'cs',
};
const traces = [guest.name, guest.email, guest.message];

/** Every file under DATA_DIR that holds the guest's name, e-mail or message. */
async function filesWithTraces(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (traces.some((trace) => text.includes(trace))) found.push(path.relative(dataDir, file));
  }
  return found.sort();
}

/** Every Redis key whose value (of any type) holds the guest's name, e-mail or message. */
async function keysWithTraces(): Promise<string[]> {
  const found: string[] = [];
  for (const key of await redis.keys('*')) {
    const type = await redis.type(key);
    const value =
      type === 'string'
        ? await redis.get(key)
        : type === 'hash'
          ? JSON.stringify(await redis.hgetall(key))
          : type === 'list'
            ? JSON.stringify(await redis.lrange(key, 0, -1))
            : type === 'set'
              ? JSON.stringify(await redis.smembers(key))
              : type === 'zset'
                ? JSON.stringify(await redis.zrange(key, '0', '-1'))
                : type === 'stream'
                  ? JSON.stringify(await redis.xrange(key, '-', '+'))
                  : `unknown type ${type}`;
    if (value === null) continue;
    if (traces.some((trace) => value.includes(trace))) found.push(key);
  }
  return found.sort();
}

/** An SMTP server that takes each message's DATA and answers only once the test releases it. */
async function holdingSink() {
  const smtp = await new SmtpSink().start();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  releaseHeld = release;
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  smtp.beforeAnswer = async () => {
    held();
    await released;
  };
  return { smtp, holding, release };
}

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('erasing an enquiry on the Redis queue', () => {
  it('is refused while its DATA is held at the mail server, and afterwards leaves no trace anywhere', async () => {
    const { smtp, holding, release } = await holdingSink();
    sink = smtp;
    inbox = await inboxHarness({ smtpUrl: smtp.url, redis: redisServer });
    // No idempotency key: the duplicate check keeps a claim by the post's fingerprint.
    const id = await inbox.post(guest);
    await holding;
    const copies = async () => ({ files: await filesWithTraces(inbox!.dataDir), keys: await keysWithTraces() });
    const before = await copies();
    expect(before.keys).toEqual(expect.arrayContaining([`ballon:mail:${id}`, expect.stringMatching(/^ballon:claim:/)]));

    const refused = await inbox.api('delete', `/enquiries/${id}`, { lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'enquiry_pending' } });
    expect(await copies()).toEqual(before);

    release();
    await inbox.reach(id, 'sent');
    await inbox.api('delete', `/enquiries/${id}`).expect(204);
    expect(await copies()).toEqual({ files: [], keys: [] });
    // Nor on Redis's own disk: the append-only file is rewritten without the erased writes.
    await until(
      async () =>
        /aof_rewrite_in_progress:0/.test(await redis.info('persistence')) &&
        /aof_rewrite_scheduled:0/.test(await redis.info('persistence')),
      'the rewrite of the append-only file',
    );
    expect(await filesWithTraces(redisServer.dir)).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
    expect(await inbox.list()).toEqual([]);
  });

  it('removes the .eml another replica wrote (no SMTP_URL) once the owner erases the enquiry on this one', async () => {
    inbox = await inboxHarness({ redis: redisServer, startWorker: false });
    other = await otherRedisReplica(redisServer);
    const id = await inbox.post({ ...guest, idempotencyKey: 'erase-elsewhere-0001' });
    await inbox.reach(id, 'sent');
    expect(await filesWithTraces(other.dataDir)).toEqual([path.join('mail', `${id}.eml`)]);

    await inbox.api('delete', `/enquiries/${id}`).expect(204);
    const replica = other;
    await until(
      async () => !(await readdir(replica.emlDir)).includes(`${id}.eml`),
      'the other replica to remove its .eml',
    );
    expect(await filesWithTraces(inbox.dataDir)).toEqual([]);
    expect(await filesWithTraces(replica.dataDir)).toEqual([]);
    expect(await keysWithTraces()).toEqual([]);
  });
});

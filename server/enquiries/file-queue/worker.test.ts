import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exponentialBackoff, MAX_BACKOFF_MS, type Backoff } from '../../mail/backoff';
import { failureScope, isPermanentFailure } from '../../mail/delivery-failure';
import { OutboxWorker, type OutboxWorkerOptions } from './worker';
import { openOutbox, type Outbox } from './outbox';
import type { MailSender } from '../../mail/transport';

const submission = { name: 'Jan', email: 'jan@example.com', subject: '', message: 'Ahoj', lang: 'cs' as const };
const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('smtp said no'), fields);
const ok = { messageId: null, response: '250 ok', file: null };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exponentialBackoff', () => {
  it('doubles from the base, adds jitter within the upper half, and never waits more than 15 minutes', () => {
    const low = exponentialBackoff({ baseMs: 1000, random: () => 0 });
    const high = exponentialBackoff({ baseMs: 1000, random: () => 0.999_999 });
    expect([1, 2, 3, 4].map(low)).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map(high)).toEqual([1000, 2000, 4000, 8000]);
    expect(high(50)).toBe(MAX_BACKOFF_MS);
    expect(low(1000)).toBe(MAX_BACKOFF_MS / 2);
    expect(MAX_BACKOFF_MS).toBe(900_000);
  });
});

describe('isPermanentFailure and failureScope', () => {
  it.each([
    [{ responseCode: 550, permanent: true }, true, 'refused'],
    [{ responseCode: 554 }, true, 'refused'],
    [{ responseCode: 450, permanent: false }, false, 'message'],
    [{ responseCode: 421 }, false, 'server'],
    [{ responseCode: 503 }, false, 'message'],
    [{ code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, false, 'server'],
    [{ code: 'ETIMEDOUT' }, false, 'server'],
    [{ code: 'EAUTH', responseCode: 535, permanent: true }, false, 'server'],
    [{ code: 'ENOSPC' }, false, 'server'],
  ])('%j → permanent %s, scope %s', (fields, permanent, scope) => {
    expect(isPermanentFailure(smtpError(fields))).toBe(permanent);
    expect(failureScope(smtpError(fields))).toBe(scope);
  });
});

describe('OutboxWorker', () => {
  let dir: string;
  let outbox: Outbox;
  const workers: OutboxWorker[] = [];
  const logs: { level: number; msg: string; outboxId?: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => logs.push(JSON.parse(line)) });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'worker-test-'));
    outbox = await openOutbox({ dir: path.join(dir, 'outbox'), logger });
    logs.length = 0;
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await rm(dir, { recursive: true, force: true });
  });

  function start(send: MailSender['send'], backoff: Backoff = () => 5, options: Partial<OutboxWorkerOptions> = {}) {
    const sender: MailSender = { target: 'test', send, close: () => undefined };
    const worker = new OutboxWorker({
      outbox,
      sender,
      addresses: { from: 'a@ballon.test', to: 'b@ballon.test' },
      logger,
      keepDays: 30,
      backoff,
      ...options,
    });
    workers.push(worker);
    worker.start();
    return worker;
  }
  const deliveredCount = (w: OutboxWorker, n: number) =>
    new Promise<void>((resolve) => {
      let delivered = 0;
      w.on('delivered', () => ++delivered === n && resolve());
    });

  it('retries a temporary refusal (4xx) per message, without one message blocking the next', async () => {
    const a = await outbox.enqueue(submission, null);
    const b = await outbox.enqueue({ ...submission, message: 'druhá' }, null);
    const tried: string[] = [];
    let failures = 2;
    const waits: number[] = [];
    const w = start(
      async (_message, id) => {
        tried.push(id);
        if (failures-- > 0) throw smtpError({ responseCode: 450, response: '450 mailbox busy' });
        return ok;
      },
      (attempt) => {
        waits.push(attempt);
        return 5;
      },
      { concurrency: 1 },
    );
    await deliveredCount(w, 2);
    expect(tried).toEqual([a.id, b.id, a.id, b.id]);
    expect(waits).toEqual([1, 1]);
    expect(outbox.pending()).toEqual([]);
    expect(logs.filter((line) => line.msg.includes('will retry')).map((line) => line.level)).toEqual([40, 40]);
  });

  it('holds the whole queue while the mail server is unreachable: one try per wait, growing waits', async () => {
    const a = await outbox.enqueue(submission, null);
    await outbox.enqueue({ ...submission, message: 'druhá' }, null);
    const tried: string[] = [];
    let failures = 3;
    const waits: number[] = [];
    const w = start(
      async (_message, id) => {
        tried.push(id);
        if (failures-- > 0) throw smtpError({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
        return ok;
      },
      (attempt) => {
        waits.push(attempt);
        return 20;
      },
      { concurrency: 1 },
    );
    await deliveredCount(w, 2);
    expect(tried.slice(0, 4)).toEqual([a.id, a.id, a.id, a.id]);
    expect(waits).toEqual([1, 2, 3]);
  });

  it('starts again from the oldest message after the server fails, even when its pause is over before the pass looks', async () => {
    // A pause of 0 ms is over at once: the pass must still end at the failure, not go on to the next message.
    const a = await outbox.enqueue(submission, null);
    const b = await outbox.enqueue({ ...submission, message: 'druhá' }, null);
    const tried: string[] = [];
    let failures = 1;
    const w = start(
      async (_message, id) => {
        tried.push(id);
        if (failures-- > 0) throw smtpError({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
        return ok;
      },
      () => 0,
      { concurrency: 1 },
    );
    await deliveredCount(w, 2);
    expect(tried).toEqual([a.id, a.id, b.id]);
  });

  it('logs a configuration failure (bad credentials) as an error but keeps the message and retries', async () => {
    const { id } = await outbox.enqueue(submission, null);
    const w = start(
      async () => {
        throw smtpError({ code: 'EAUTH', responseCode: 535, permanent: true });
      },
      () => 60_000,
    );
    await once(w, 'retry');
    expect(outbox.pending()).toEqual([id]);
    expect(logs.find((line) => line.outboxId === id && line.msg.includes('will retry'))?.level).toBe(50);
  });

  it('moves a message refused permanently to failed/ after three tries, with one error line, while the others flow', async () => {
    const poison = await outbox.enqueue({ ...submission, message: 'poison' }, null);
    const good = await Promise.all([1, 2, 3].map((n) => outbox.enqueue({ ...submission, message: `ok ${n}` }, null)));
    const tried: string[] = [];
    const w = start(
      async (message, id) => {
        tried.push(id);
        if (String(message.text).includes('poison')) throw smtpError({ responseCode: 550, response: '550 rejected' });
        return ok;
      },
      () => 30,
    );
    const [failedId] = (await once(w, 'failed')) as [string];
    expect(failedId).toBe(poison.id);
    expect(tried.filter((id) => id === poison.id)).toHaveLength(3);
    expect(tried.indexOf(good[2]!.id)).toBeLessThan(tried.lastIndexOf(poison.id));
    expect(await readdir(outbox.failedDir)).toEqual([`${poison.id}.json`]);
    expect(logs.filter((line) => line.level === 50 && line.outboxId === poison.id)).toHaveLength(1);
    await sleep(100);
    expect(tried.filter((id) => id === poison.id)).toHaveLength(3);
    expect(await readdir(outbox.sentDir)).toHaveLength(3);
  });

  it('sets aside a corrupt or misnamed record once, with one log line each, and never sends it', async () => {
    const { id } = await outbox.enqueue(submission, null);
    await writeFile(path.join(outbox.dir, `${id}.json`), 'garbage');
    const misnamed = '20261122T100000000Z-aaaaaaaaaaaa';
    const valid = await outbox.enqueue(submission, null);
    await writeFile(
      path.join(outbox.dir, `${misnamed}.json`),
      await readFile(path.join(outbox.dir, `${valid.id}.json`)),
    );
    let sent = 0;
    const w = start(
      async () => {
        sent += 1;
        return ok;
      },
      () => 5,
      { pollMs: 20 },
    );
    const failed: string[] = [];
    w.on('failed', (failedId: string) => failed.push(failedId));
    await once(w, 'delivered');
    await sleep(150);
    expect(failed.sort()).toEqual([misnamed, id].sort());
    expect(sent).toBe(1);
    expect((await readdir(outbox.failedDir)).sort()).toEqual([`${id}.json`, `${misnamed}.json`].sort());
    expect(await readFile(path.join(outbox.failedDir, `${id}.json`), 'utf8')).toBe('garbage');
    expect(logs.filter((line) => line.outboxId === id && line.level === 50)).toHaveLength(1);
    expect(logs.filter((line) => line.outboxId === misnamed && line.level === 50)).toHaveLength(1);
  });

  it('keeps a record it cannot read right now pending, and delivers it once it can', async () => {
    const id = '20261122T100000000Z-bbbbbbbbbbbb';
    await mkdir(path.join(outbox.dir, `${id}.json`));
    const delivered: string[] = [];
    const w = start(
      async (_message, sentId) => {
        delivered.push(sentId);
        return ok;
      },
      () => 20,
      { pollMs: 20 },
    );
    await once(w, 'retry');
    await once(w, 'retry');
    expect(await readdir(outbox.failedDir)).toEqual([]);
    await rm(path.join(outbox.dir, `${id}.json`), { recursive: true });
    const record = { version: 1, id, createdAt: '2026-11-22T10:00:00.000Z', idempotencyKey: null, submission };
    await writeFile(path.join(outbox.dir, `${id}.json`), JSON.stringify(record));
    await once(w, 'delivered');
    expect(delivered).toEqual([id]);
    expect(logs.some((line) => line.level === 40 && line.outboxId === id && line.msg.includes('stays pending'))).toBe(
      true,
    );
  });

  it('drops the pending copy of a message already in sent/ (a crash between the two) without sending it', async () => {
    const { id } = await outbox.enqueue(submission, null);
    await writeFile(path.join(outbox.sentDir, `${id}.json`), '{}');
    let sent = 0;
    start(
      async () => {
        sent += 1;
        return ok;
      },
      () => 5,
      { pollMs: 20 },
    );
    await sleep(150);
    expect(sent).toBe(0);
    expect(await readdir(outbox.dir)).not.toContain(`${id}.json`);
  });

  it('lets one of two workers on one directory deliver; the other takes over when it stops', async () => {
    const other = await openOutbox({ dir: outbox.dir, logger });
    const deliveredBy: string[] = [];
    const first = start(
      async () => {
        deliveredBy.push('first');
        return ok;
      },
      () => 5,
      { pollMs: 50, lockStaleMs: 600_000 },
    );
    await once(first, 'active');
    const sender: MailSender = {
      target: 'test',
      send: async () => (deliveredBy.push('second'), ok),
      close: () => undefined,
    };
    // A lock that never goes stale within the test: only the first worker's stop can hand it over.
    const second = new OutboxWorker({
      outbox: other,
      sender,
      addresses: { from: 'a@b.test', to: 'c@d.test' },
      logger,
      keepDays: 30,
      pollMs: 50,
      lockStaleMs: 600_000,
    });
    workers.push(second);
    second.start();
    // Queued through the standby process: the holder finds it without a restart.
    await other.enqueue(submission, null);
    await once(first, 'delivered');
    expect(deliveredBy).toEqual(['first']);

    const takeover = once(second, 'active');
    await first.stop();
    await takeover;
    await other.enqueue(submission, null);
    await once(second, 'delivered');
    expect(deliveredBy).toEqual(['first', 'second']);
  });

  it('puts the outbox back when its directory is deleted under it, takes the lock again and keeps delivering', async () => {
    const delivered: string[] = [];
    const w = start(
      async (_message, id) => {
        delivered.push(id);
        return ok;
      },
      () => 5,
      { pollMs: 20, lockStaleMs: 2000 },
    );
    await once(w, 'active');
    // Listened for before the removal: the worker may take the lock again before rm returns.
    const again = once(w, 'active');
    await rm(outbox.dir, { recursive: true, maxRetries: 10 });
    // The lock went with the directory: taken again, with the directories put back, and no error line.
    await again;
    expect(await readdir(outbox.dir)).toEqual(expect.arrayContaining(['claims', 'failed', 'sent']));
    const { id } = await outbox.enqueue(submission, null);
    await once(w, 'delivered');
    expect(delivered).toEqual([id]);
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('looks again at an outbox that cannot store on every poll, and says when it can again', async () => {
    const dataDir = path.dirname(outbox.dir);
    start(
      async () => ok,
      () => 5,
      { pollMs: 20 },
    );
    // (The worker may be making a directory in it meanwhile: rmdir then finds it not empty and tries again.)
    await rm(dataDir, { recursive: true, maxRetries: 10 });
    await writeFile(dataDir, 'not a directory');
    await outbox.enqueue(submission, null).catch(() => undefined);
    expect(outbox.writable).toBe(false);
    await sleep(100);
    await rm(dataDir);
    await mkdir(dataDir);
    const deadline = Date.now() + 10_000;
    while (!outbox.writable && Date.now() < deadline) await sleep(10);
    expect(outbox.writable).toBe(true);
    expect(logs.filter((line) => line.msg.startsWith('outbox: DATA_DIR is')).map((line) => line.msg)).toEqual([
      'outbox: DATA_DIR is not writable; enquiries are refused until it is',
      'outbox: DATA_DIR is writable again; enquiries are accepted',
    ]);
  });

  it('notices a DATA_DIR that is gone with no post to find out, at its periodic look', async () => {
    start(
      async () => ok,
      () => 5,
      { pollMs: 20, recheckEveryMs: 50 },
    );
    await sleep(30);
    await rm(path.dirname(outbox.dir), { recursive: true, maxRetries: 10 });
    const deadline = Date.now() + 10_000;
    while (outbox.writable && Date.now() < deadline) await sleep(10);
    expect(outbox.writable).toBe(false);
  });
});

describe('OutboxWorker without a free file descriptor (EMFILE)', () => {
  it('tells the process and tries again next poll: no "mail delivery loop failed" line, no stack', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'worker-emfile-'));
    const logs: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => logs.push(JSON.parse(line)) });
    const outbox = await openOutbox({ dir: path.join(dir, 'outbox'), logger });
    const emfile = Object.assign(new Error("EMFILE: too many open files, scandir 'outbox'"), { code: 'EMFILE' });
    outbox.scan = () => Promise.reject(emfile);
    const reported: string[] = [];
    const sender: MailSender = { target: 'test', send: async () => ok, close: () => undefined };
    const worker = new OutboxWorker({
      outbox,
      sender,
      addresses: { from: 'a@ballon.test', to: 'b@ballon.test' },
      logger,
      keepDays: 30,
      pollMs: 10,
      onOutOfDescriptors: (_error, where) => reported.push(where),
    });
    worker.start();
    while (reported.length < 3) await sleep(5);
    await worker.stop();
    await rm(dir, { recursive: true, force: true });
    expect(reported.every((where) => where === 'mail')).toBe(true);
    expect(logs.filter((line) => line.level >= 40)).toEqual([]);
  });
});

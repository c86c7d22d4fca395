import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimName, IdempotencyConflictError } from '../enquiry';
import { openOutbox } from './outbox';
import type { Enquiry } from '../enquiry';

const submission: Enquiry = { name: 'Jan', email: 'jan@example.com', subject: '', message: 'Ahoj', lang: 'cs' };
const silent = pino({ level: 'silent' });
const key = (value: string) => ({ kind: 'key' as const, key: value });
let dir: string;

beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-test-')), 'outbox');
});
afterEach(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const jsonFiles = async (where: string) => (await readdir(where)).filter((name) => name.endsWith('.json')).sort();

describe('Outbox', () => {
  it('writes one complete JSON file per message, leaves no temporary file and lists it as pending', async () => {
    const outbox = await openOutbox({ dir, logger: silent, now: () => new Date('2026-11-22T10:00:00Z') });
    const { id, created } = await outbox.enqueue(submission, null);
    expect(created).toBe(true);
    expect(await readdir(dir)).toEqual(['claims', 'failed', `${id}.json`, 'sent'].sort());
    const record = JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8'));
    expect(record).toEqual({ version: 1, id, createdAt: '2026-11-22T10:00:00.000Z', idempotencyKey: null, submission });
    expect(outbox.pending()).toEqual([id]);
    expect(await outbox.read(id)).toEqual(record);
  });

  it('reports the pending count and the age of the oldest message', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const outbox = await openOutbox({ dir, logger: silent, now: () => now });
    expect(outbox.stats()).toEqual({ pending: 0, oldestPendingAgeSeconds: null });
    await outbox.enqueue(submission, null);
    now = new Date('2026-11-22T10:01:30Z');
    await outbox.enqueue(submission, null);
    expect(outbox.stats()).toEqual({ pending: 2, oldestPendingAgeSeconds: 90 });
  });

  it('keeps the numbers right between listings, as messages are delivered oldest first', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const outbox = await openOutbox({ dir, logger: silent, now: () => now });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      now = new Date(now.getTime() + 60_000);
      ids.push((await outbox.enqueue(submission, null)).id);
    }
    expect(await outbox.scan()).toEqual(ids);
    now = new Date('2026-11-22T10:10:00Z');
    expect(outbox.stats()).toEqual({ pending: 3, oldestPendingAgeSeconds: 540 });
    await outbox.markSent((await outbox.read(ids[0]!))!, { messageId: null, response: null, file: null });
    expect(outbox.stats()).toEqual({ pending: 2, oldestPendingAgeSeconds: 480 });
    const late = await outbox.enqueue(submission, null);
    await outbox.setAside(ids[1]!);
    expect(outbox.stats()).toEqual({ pending: 2, oldestPendingAgeSeconds: 420 });
    expect(outbox.pending()).toEqual([ids[2], late.id]);
    await outbox.dropPending(ids[2]!);
    await outbox.dropPending(late.id);
    expect(outbox.stats()).toEqual({ pending: 0, oldestPendingAgeSeconds: null });
  });

  it('moves a delivered message to sent/ and a refused one to failed/', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const a = await outbox.enqueue(submission, null);
    const b = await outbox.enqueue(submission, null);
    await outbox.markSent((await outbox.read(a.id))!, { messageId: '<m@x>', response: '250 ok', file: null });
    await outbox.markFailed(b.id, await outbox.read(b.id), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 no',
      detail: 'refused',
    });
    expect(await jsonFiles(dir)).toEqual([]);
    expect(await jsonFiles(outbox.sentDir)).toEqual([`${a.id}.json`]);
    expect(await jsonFiles(outbox.failedDir)).toEqual([`${b.id}.json`]);
    const sent = JSON.parse(await readFile(path.join(outbox.sentDir, `${a.id}.json`), 'utf8'));
    expect(sent).toMatchObject({ id: a.id, delivery: { messageId: '<m@x>' }, sentAt: expect.any(String) });
    expect(outbox.pending()).toEqual([]);
  });

  it('sees messages another process queued in the same directory at its next scan, without a restart', async () => {
    const deliverer = await openOutbox({ dir, logger: silent });
    const other = await openOutbox({ dir, logger: silent });
    const { id } = await other.enqueue(submission, null);
    expect(deliverer.stats().pending).toBe(0);
    expect(await deliverer.scan()).toEqual([id]);
    expect(deliverer.stats().pending).toBe(1);
  });

  it('tells a valid record from a vanished, delivered, corrupt, misnamed or momentarily unreadable one', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const valid = await outbox.enqueue(submission, null);
    expect(await outbox.readPending(valid.id)).toMatchObject({ kind: 'ok', record: { id: valid.id } });
    expect(await outbox.readPending('20261122T100000000Z-000000000000')).toEqual({ kind: 'gone' });

    const corrupt = '20261122T100000000Z-0123456789ab';
    await writeFile(path.join(dir, `${corrupt}.json`), '{"version":1,"id":');
    expect(await outbox.readPending(corrupt)).toEqual({ kind: 'corrupt', detail: 'not a valid outbox record' });

    const misnamed = '20261122T100000000Z-aaaaaaaaaaaa';
    await writeFile(path.join(dir, `${misnamed}.json`), await readFile(path.join(dir, `${valid.id}.json`)));
    expect(await outbox.readPending(misnamed)).toEqual({
      kind: 'corrupt',
      detail: 'its id does not match its file name',
    });

    const unreadable = '20261122T100000000Z-bbbbbbbbbbbb';
    await mkdir(path.join(dir, `${unreadable}.json`));
    expect(await outbox.readPending(unreadable)).toMatchObject({ kind: 'unreadable', error: { code: 'EISDIR' } });

    await writeFile(path.join(outbox.sentDir, `${valid.id}.json`), '{}');
    expect(await outbox.readPending(valid.id)).toEqual({ kind: 'done' });
  });

  it('sets a corrupt file aside byte for byte, never over a copy already in failed/', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const id = '20261122T100000000Z-0123456789ab';
    await writeFile(path.join(dir, `${id}.json`), 'garbage');
    await outbox.setAside(id);
    expect(await readFile(path.join(outbox.failedDir, `${id}.json`), 'utf8')).toBe('garbage');
    await writeFile(path.join(dir, `${id}.json`), 'second');
    await outbox.setAside(id);
    expect(await readFile(path.join(outbox.failedDir, `${id}.json`), 'utf8')).toBe('garbage');
    expect(await jsonFiles(dir)).toEqual([]);
  });

  it('rejects with the file system error when the message cannot be stored, and says it is not writable', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    expect(outbox.writable).toBe(true);
    // DATA_DIR is a file now: nothing can be created in it, whatever the user (root too).
    await rm(path.dirname(dir), { recursive: true });
    await writeFile(path.dirname(dir), 'not a directory');
    await expect(outbox.enqueue(submission, null)).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(outbox.writable).toBe(false);
    await expect(outbox.enqueue(submission, key('k'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(await outbox.recheck()).toBe(false);
  });

  it('puts its directories back (mode 0700) when they are gone, and stores the message', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    await rm(dir, { recursive: true });
    const plain = await outbox.enqueue(submission, null);
    await rm(outbox.claims.dir, { recursive: true });
    const keyed = await outbox.enqueue(submission, key('k'));
    await rm(dir, { recursive: true });
    const fingerprinted = await outbox.enqueue(submission, {
      kind: 'fingerprint',
      key: 'f'.repeat(64),
      windowMs: 60_000,
    });
    expect([plain.created, keyed.created, fingerprinted.created]).toEqual([true, true, true]);
    expect(await jsonFiles(dir)).toEqual([`${fingerprinted.id}.json`]);
    for (const where of [dir, outbox.sentDir, outbox.failedDir, outbox.claims.dir])
      expect((await stat(where)).mode & 0o777).toBe(0o700);
    expect(outbox.writable).toBe(true);
    // DATA_DIR itself is the operator's: never made again from here (it may be a volume that is not mounted).
    await rm(path.dirname(dir), { recursive: true });
    await expect(outbox.enqueue(submission, null)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await outbox.recheck()).toBe(false);
    await mkdir(path.dirname(dir));
    expect(await outbox.recheck()).toBe(true);
    expect(await readdir(dir)).toEqual(['claims', 'failed', 'sent']);
  });

  it('logs one error line a minute while it cannot store, however many posts are refused, and one line when it can again', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    );
    let now = new Date('2026-11-22T10:00:00Z');
    const outbox = await openOutbox({ dir, logger, now: () => now });
    await rm(path.dirname(dir), { recursive: true });
    await writeFile(path.dirname(dir), 'not a directory');
    for (let i = 0; i < 5; i += 1) await outbox.enqueue(submission, null).catch(() => undefined);
    await outbox.recheck();
    const notWritable = {
      level: 50,
      alert: 'outbox-not-writable',
      msg: 'outbox: DATA_DIR is not writable; enquiries are refused until it is',
    };
    expect(logs).toEqual([
      expect.objectContaining({ ...notWritable, refused: 1, err: expect.objectContaining({ code: 'ENOTDIR' }) }),
    ]);
    now = new Date('2026-11-22T10:00:59Z');
    await outbox.recheck();
    expect(logs).toHaveLength(1);
    now = new Date('2026-11-22T10:01:01Z');
    // Nothing posted meanwhile: the re-check alone repeats it (nothing is pending, so the mail alert cannot fire).
    await outbox.recheck();
    expect(logs).toEqual([expect.anything(), expect.objectContaining({ ...notWritable, refused: 4 })]);

    await rm(path.dirname(dir));
    await mkdir(path.dirname(dir));
    expect(await outbox.recheck()).toBe(true);
    expect(outbox.writable).toBe(true);
    expect(logs.slice(2)).toEqual([
      expect.objectContaining({
        level: 30,
        refused: 5,
        msg: 'outbox: DATA_DIR is writable again; enquiries are accepted',
      }),
    ]);
    await outbox.enqueue(submission, null);
    await outbox.recheck();
    expect(logs).toHaveLength(3);
    // A new episode is logged at once.
    await rm(path.dirname(dir), { recursive: true });
    await writeFile(path.dirname(dir), 'not a directory');
    await outbox.enqueue(submission, null).catch(() => undefined);
    expect(logs.slice(3)).toEqual([expect.objectContaining({ ...notWritable, refused: 1 })]);
  });

  it('finds a DATA_DIR it may not write at the start, and says so once', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    );
    await rm(path.dirname(dir), { recursive: true });
    await writeFile(path.dirname(dir), 'not a directory');
    const outbox = await openOutbox({ dir, logger });
    expect(outbox.writable).toBe(false);
    expect(logs.map((line) => line.msg)).toEqual([
      'outbox: DATA_DIR is not writable; enquiries are refused until it is',
    ]);
  });
});

describe('Outbox idempotency', () => {
  it('stores one message for twenty concurrent calls with one key, and the same id after a restart', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const results = await Promise.all(Array.from({ length: 20 }, () => outbox.enqueue(submission, key('key-1'))));
    const [first] = results;
    expect(new Set(results.map((r) => r.id))).toEqual(new Set([first!.id]));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await jsonFiles(dir)).toEqual([`${first!.id}.json`]);
    await outbox.markSent((await outbox.read(first!.id))!, { messageId: null, response: null, file: null });

    const reopened = await openOutbox({ dir, logger: silent });
    expect(await reopened.enqueue(submission, key('key-1'))).toEqual({ id: first!.id, created: false });
    expect((await reopened.enqueue(submission, key('key-2'))).created).toBe(true);
  });

  it('stores one message when two outbox instances (two processes) race with one key', async () => {
    const a = await openOutbox({ dir, logger: silent });
    const b = await openOutbox({ dir, logger: silent });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).enqueue(submission, key('shared'))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await jsonFiles(dir)).toHaveLength(1);
  });

  it('refuses the same key with a different message, stores nothing, and keeps the first', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const first = await outbox.enqueue(submission, key('k'));
    const other = outbox.enqueue({ ...submission, message: 'Jiný text' }, key('k'));
    await expect(other).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(other).rejects.toMatchObject({ code: 'EIDEMPOTENCY_CONFLICT', existingId: first.id });
    expect(await jsonFiles(dir)).toEqual([`${first.id}.json`]);
    expect(await outbox.enqueue(submission, key('k'))).toEqual({ id: first.id, created: false });
  });

  it('recognises a fingerprint within its window only', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const outbox = await openOutbox({ dir, logger: silent, now: () => now });
    const fingerprint = { kind: 'fingerprint' as const, key: 'a'.repeat(64), windowMs: 60_000 };
    const first = await outbox.enqueue(submission, fingerprint);
    now = new Date('2026-11-22T10:00:59Z');
    expect(await outbox.enqueue(submission, fingerprint)).toEqual({ id: first.id, created: false });
    now = new Date('2026-11-22T10:01:01Z');
    const later = await outbox.enqueue(submission, fingerprint);
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
    // A key and a fingerprint with the same text are different claims.
    expect((await outbox.enqueue(submission, key('a'.repeat(64)))).created).toBe(true);
  });

  it('forgets a key after MAIL_KEEP_DAYS', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const outbox = await openOutbox({ dir, logger: silent, now: () => now, keepDays: 30 });
    const first = await outbox.enqueue(submission, key('k'));
    now = new Date('2026-12-21T09:00:00Z');
    expect((await outbox.enqueue(submission, key('k'))).id).toBe(first.id);
    now = new Date('2026-12-22T11:00:00Z');
    expect((await outbox.enqueue({ ...submission, message: 'new' }, key('k'))).created).toBe(true);
  });

  it('restores a message from its claim when a crash came between the claim and the record', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const { id } = await outbox.enqueue(submission, key('crash'));
    await rm(path.join(dir, `${id}.json`));
    expect(await outbox.enqueue(submission, key('crash'))).toEqual({ id, created: false });
    expect(await outbox.read(id)).toMatchObject({ id, submission, claim: claimName(key('crash')) });

    // Delivered meanwhile: the claim does not bring it back.
    await outbox.markSent((await outbox.read(id))!, { messageId: null, response: null, file: null });
    expect(await outbox.enqueue(submission, key('crash'))).toEqual({ id, created: false });
    expect(await jsonFiles(dir)).toEqual([]);
  });
});

describe('no file descriptor free (EMFILE)', () => {
  it('refuses the post with the error but leaves `writable` alone and tells the process, not the DATA_DIR line', async () => {
    const reported: string[] = [];
    const storage: unknown[] = [];
    const outbox = await openOutbox({
      dir,
      logger: silent,
      onOutOfDescriptors: (_error, where) => reported.push(where),
      reportStorage: (error) => storage.push(error),
    });
    const emfile = Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    outbox.claims.withClaim = () => Promise.reject(emfile);
    await expect(outbox.enqueue(submission, key('k'))).rejects.toBe(emfile);
    expect(outbox.writable).toBe(true);
    expect(reported).toEqual(['outbox']);
    expect(storage).toEqual([]);
  });
});

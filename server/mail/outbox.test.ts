import { mkdtemp, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutbox } from './outbox';
import type { Submission } from './outbox-record';

const submission: Submission = { name: 'Jan', email: 'jan@example.com', subject: '', message: 'Ahoj', lang: 'cs' };
const silent = pino({ level: 'silent' });
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
    expect(await readdir(dir)).toEqual(['failed', `${id}.json`, 'sent'].sort());
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

  it('moves a delivered message to sent/ and a refused one to failed/', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const a = await outbox.enqueue(submission, null);
    const b = await outbox.enqueue(submission, null);
    await outbox.markSent((await outbox.read(a.id))!, { messageId: '<m@x>', response: '250 ok', file: null });
    await outbox.markFailed(b.id, await outbox.read(b.id), { code: 'EENVELOPE', responseCode: 550, response: '550 no', detail: 'refused' });
    expect(await jsonFiles(dir)).toEqual([]);
    expect(await jsonFiles(outbox.sentDir)).toEqual([`${a.id}.json`]);
    expect(await jsonFiles(outbox.failedDir)).toEqual([`${b.id}.json`]);
    const sent = JSON.parse(await readFile(path.join(outbox.sentDir, `${a.id}.json`), 'utf8'));
    expect(sent).toMatchObject({ id: a.id, delivery: { messageId: '<m@x>' }, sentAt: expect.any(String) });
    expect(outbox.pending()).toEqual([]);
  });

  it('gives the same id for the same idempotency key, also to concurrent calls and after a restart', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const [first, second] = await Promise.all([outbox.enqueue(submission, 'key-1'), outbox.enqueue(submission, 'key-1')]);
    expect(second.id).toBe(first.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(await jsonFiles(dir)).toHaveLength(1);
    await outbox.markSent((await outbox.read(first.id))!, { messageId: null, response: null, file: null });

    const reopened = await openOutbox({ dir, logger: silent });
    expect(await reopened.enqueue(submission, 'key-1')).toEqual({ id: first.id, created: false });
    expect((await reopened.enqueue(submission, 'key-2')).created).toBe(true);
  });

  it('recovers from a crash: drops a pending copy of a sent message, stale temp files, and sets aside unreadable records', async () => {
    const logs: { level: number; outboxId?: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
    const outbox = await openOutbox({ dir, logger });
    const delivered = await outbox.enqueue(submission, null);
    const record = (await outbox.read(delivered.id))!;
    await outbox.markSent(record, { messageId: null, response: null, file: null });
    // As if the process died after writing sent/ and before removing the pending file:
    await writeFile(path.join(dir, `${delivered.id}.json`), JSON.stringify(record));
    const brokenId = '20261122T100000000Z-0123456789ab';
    await writeFile(path.join(dir, `${brokenId}.json`), '{"version":1,"id":');
    const stale = path.join(dir, '.tmp-abcdef.part');
    await writeFile(stale, 'half');
    await utimes(stale, new Date('2020-01-01'), new Date('2020-01-01'));

    const reopened = await openOutbox({ dir, logger });
    expect(reopened.pending()).toEqual([]);
    expect(await readdir(dir)).toEqual(['failed', 'sent']);
    expect(await jsonFiles(reopened.failedDir)).toEqual([`${brokenId}.json`]);
    expect(logs.some((line) => line.level === 50 && line.outboxId === brokenId)).toBe(true);
  });

  it('prunes delivered messages older than the kept days, and forgets their keys', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const outbox = await openOutbox({ dir, logger: silent, now: () => now });
    const old = await outbox.enqueue(submission, 'old-key');
    const recent = await outbox.enqueue(submission, 'recent-key');
    for (const { id } of [old, recent]) await outbox.markSent((await outbox.read(id))!, { messageId: null, response: null, file: null });
    const longAgo = new Date(now.getTime() - 31 * 86_400_000);
    await utimes(path.join(outbox.sentDir, `${old.id}.json`), longAgo, longAgo);
    const recentTime = new Date(now.getTime() - 29 * 86_400_000);
    await utimes(path.join(outbox.sentDir, `${recent.id}.json`), recentTime, recentTime);

    expect(await outbox.pruneSent(30)).toBe(1);
    expect(await jsonFiles(outbox.sentDir)).toEqual([`${recent.id}.json`]);
    expect((await outbox.enqueue(submission, 'old-key')).created).toBe(true);
    expect((await outbox.enqueue(submission, 'recent-key')).id).toBe(recent.id);
  });

  it('takes a failed message back when the operator moves it into the outbox (after a restart)', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    const { id } = await outbox.enqueue(submission, 'key-9');
    await outbox.markFailed(id, await outbox.read(id), { code: null, responseCode: 550, response: null, detail: 'refused' });
    await rename(path.join(outbox.failedDir, `${id}.json`), path.join(dir, `${id}.json`));
    const reopened = await openOutbox({ dir, logger: silent });
    expect(reopened.pending()).toEqual([id]);
    expect((await reopened.read(id))?.submission).toEqual(submission);
  });

  it('says whether new messages can be written', async () => {
    const outbox = await openOutbox({ dir, logger: silent });
    expect(await outbox.isWritable()).toBe(true);
    await rm(dir, { recursive: true });
    expect(await outbox.isWritable()).toBe(false);
    await expect(outbox.enqueue(submission, null)).rejects.toThrow();
  });
});

import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutbox } from './outbox';
import { pruneMail } from './retention';

const submission = { name: 'Jan', email: 'jan@example.com', subject: '', message: 'Ahoj', lang: 'cs' as const };
const silent = pino({ level: 'silent' });
const DAY = 86_400_000;
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'retention-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const age = async (file: string, days: number, now: number) => {
  const when = new Date(now - days * DAY);
  await utimes(file, when, when);
};

describe('pruneMail', () => {
  it('deletes sent, failed, .eml files and idempotency claims older than MAIL_KEEP_DAYS, and never a pending message', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const outbox = await openOutbox({
      dir: path.join(root, 'outbox'),
      logger: silent,
      now: () => new Date(now),
      keepDays: 30,
    });
    const emlDir = path.join(root, 'mail');
    await mkdir(emlDir);
    const old = await outbox.enqueue(submission, { kind: 'key', key: 'old' });
    const recent = await outbox.enqueue({ ...submission, message: 'recent' }, { kind: 'key', key: 'recent' });
    const refused = await outbox.enqueue({ ...submission, message: 'refused' }, null);
    const waiting = await outbox.enqueue({ ...submission, message: 'waiting' }, null);
    const fingerprint = await outbox.enqueue(
      { ...submission, message: 'fp' },
      { kind: 'fingerprint', key: 'f'.repeat(64), windowMs: 60_000 },
    );
    for (const { id } of [old, recent, fingerprint])
      await outbox.markSent((await outbox.read(id))!, { messageId: null, response: null, file: null });
    await outbox.markFailed(refused.id, await outbox.read(refused.id), {
      code: null,
      responseCode: 550,
      response: null,
      detail: 'no',
    });
    for (const { id } of [old, recent]) await writeFile(path.join(emlDir, `${id}.eml`), 'eml');

    now += 31 * DAY;
    for (const file of [`sent/${old.id}.json`, `failed/${refused.id}.json`, `${waiting.id}.json`])
      await age(path.join(outbox.dir, file), 31, now);
    await age(path.join(emlDir, `${old.id}.eml`), 31, now);
    await age(path.join(outbox.dir, `sent/${recent.id}.json`), 29, now);
    await age(path.join(emlDir, `${recent.id}.eml`), 29, now);
    const claims = await readdir(outbox.claims.dir);
    for (const name of claims) await age(path.join(outbox.claims.dir, name), 31, now);
    // The recent key's claim was written again 2 days ago (a fresh message with the key).
    const recentClaim = (
      await Promise.all(
        claims.map(async (name) =>
          (await outbox.claims.read(name.slice(0, -5)))?.record.id === recent.id ? name : null,
        ),
      )
    ).find(Boolean)!;
    await outbox.claims.write(recentClaim.slice(0, -5), {
      ...(await outbox.claims.read(recentClaim.slice(0, -5)))!,
      createdAt: new Date(now - 2 * DAY).toISOString(),
    });

    const removed = await pruneMail(outbox, { keepDays: 30, emlDir, now: () => now });
    expect(removed).toEqual({ sent: 1, failed: 1, eml: 1, claims: 2 });
    expect(await readdir(outbox.sentDir)).toEqual([`${recent.id}.json`, `${fingerprint.id}.json`].sort());
    expect(await readdir(outbox.failedDir)).toEqual([]);
    expect(await readdir(emlDir)).toEqual([`${recent.id}.eml`]);
    expect(await readdir(outbox.claims.dir)).toEqual([recentClaim]);
    expect((await readdir(outbox.dir)).filter((name) => name.endsWith('.json'))).toEqual([`${waiting.id}.json`]);
    expect((await outbox.enqueue(submission, { kind: 'key', key: 'old' })).created).toBe(true);
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it, type TestContext } from 'vitest';
import { claimName } from '../../server/enquiries/enquiry';
import { openOutbox } from '../../server/enquiries/file-queue/outbox';
import { SmtpSink } from '../support/smtp-sink';
import { dataDirFor, jsonIds, MailChild, readJson, seedPending, submissionNo, until } from './support/mail-child';

/**
 * kill -9 of a real process mid-delivery, at many points. After each kill a new
 * process on the same DATA_DIR finishes the job. What must hold: every message is
 * delivered (none lost), no message is delivered twice except one the SMTP server
 * had accepted while our record of it was not written yet, and that resend carries
 * the same Message-ID (derived from the outbox id), so the mail client folds the two.
 */
const N = 12;

/** One scenario: its own DATA_DIR with `seed` pending messages and its own SMTP server, so scenarios run side by side. */
async function scenario({ onTestFinished, expect }: TestContext, seed = N) {
  const cleanup: (() => Promise<void>)[] = [];
  // The test's own hook and expect: the scenarios run concurrently.
  onTestFinished(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  const sink = await new SmtpSink().start();
  cleanup.push(() => sink.stop());
  const data = await dataDirFor();
  cleanup.push(data.remove);
  const dataDir = data.dir;
  const outboxDir = path.join(dataDir, 'outbox');
  await openOutbox({ dir: outboxDir, logger: pino({ level: 'silent' }) });
  const ids = await seedPending(outboxDir, seed);
  const atSink = () => sink.messages.map((m) => m.header('X-Outbox-Id')!);

  async function start(options: { fault?: string; concurrency?: number; smtp?: boolean } = {}) {
    const child = await MailChild.start({
      dataDir,
      smtpUrl: options.smtp === false ? '' : sink.url,
      fault: options.fault,
      env: { MAIL_TEST_CONCURRENCY: String(options.concurrency ?? 4) },
    });
    cleanup.push(() => child.kill());
    return child;
  }

  /** The state at the kill: which messages the SMTP server has but we had not recorded as sent. */
  async function afterKill(child: MailChild) {
    const { signal } = await child.exited;
    expect(signal).toBe('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100)); // the sink finishes a DATA in progress
    const sentAtKill = new Set(await jsonIds(path.join(outboxDir, 'sent')));
    return { inWindow: atSink().filter((id) => !sentAtKill.has(id)) };
  }

  /** A second process on the same DATA_DIR (after the killed one's lock went stale) delivers the rest. */
  async function finishAndCheck(expected: string[], kill: { inWindow: string[] }, concurrency = 4) {
    const second = await start();
    await until(
      async () => new Set(atSink()).size === expected.length && (await jsonIds(outboxDir)).length === 0,
      30_000,
      'the second process to deliver the rest',
    );
    await second.stop();
    const counts = new Map<string, number>();
    for (const mail of sink.messages) {
      const id = mail.header('X-Outbox-Id')!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      // The resend in the unavoidable window is recognisable: the Message-ID is the outbox id's.
      expect(mail.header('Message-ID')).toBe(`<${id}@ballon.test>`);
    }
    expect(new Set(sink.messages.map((m) => m.header('Message-ID'))).size).toBe(expected.length);
    expect([...counts.keys()].sort()).toEqual([...expected].sort());
    for (const [id, count] of counts) expect(count, id).toBe(kill.inWindow.includes(id) ? count : 1);
    for (const id of kill.inWindow) expect(counts.get(id)).toBeLessThanOrEqual(2);
    expect(kill.inWindow.length).toBeLessThanOrEqual(concurrency);
    expect(await jsonIds(path.join(outboxDir, 'sent'))).toEqual([...expected].sort());
    expect(await readdir(path.join(outboxDir, 'failed'))).toEqual([]);
    return counts;
  }

  return { sink, dataDir, outboxDir, ids, atSink, start, afterKill, finishAndCheck };
}

describe.concurrent('kill -9 of the delivering process', () => {
  it.for([
    ['before the 250 of message 1', 1, 4] as const,
    ['before the 250 of message 6', 6, 1] as const,
    ['before the 250 of message 9', 9, 4] as const,
  ])(
    'killed while the SMTP server holds its answer: %s',
    { timeout: 120_000 },
    async ([, attempt, concurrency], context) => {
      const { sink, start, afterKill, finishAndCheck, ids } = await scenario(context);
      const first = await start({ concurrency });
      sink.beforeAnswer = async (n) => {
        if (n === attempt) await first.kill();
      };
      const kill = await afterKill(first);
      // The server accepted it after the client died: delivered, never recorded, resent once.
      expect(kill.inWindow.length).toBeGreaterThanOrEqual(1);
      const counts = await finishAndCheck(ids, kill, concurrency);
      expect([...counts.values()].filter((count) => count === 2).length).toBeGreaterThanOrEqual(1);
    },
  );

  it.for([['after the 250 of message 3', 3, 4] as const, ['after the 250 of message 8', 8, 1] as const])(
    'killed right after the SMTP server answered: %s',
    { timeout: 120_000 },
    async ([, attempt, concurrency], context) => {
      const { sink, start, afterKill, finishAndCheck, ids } = await scenario(context);
      const first = await start({ concurrency });
      sink.afterAnswer = (n) => {
        if (n === attempt) void first.kill();
      };
      await finishAndCheck(ids, await afterKill(first), concurrency);
    },
  );

  it.for([
    ['before the sent/ record of message 2 is in place', 'before:rename:/sent/:2'] as const,
    ['after the sent/ record of message 4, before the pending file is removed', 'after:rename:/sent/:4'] as const,
    ['after the pending file of message 5 is removed', 'after:unlink:/outbox/:5'] as const,
  ])('killed between two file operations: %s', { timeout: 120_000 }, async ([, fault], context) => {
    const { start, afterKill, finishAndCheck, ids, outboxDir, atSink } = await scenario(context);
    const first = await start({ fault, concurrency: 1 });
    const kill = await afterKill(first);
    if (fault.startsWith('after:rename:/sent/')) {
      // The pending copy of a message already recorded as sent is dropped, not resent.
      expect(kill.inWindow).toEqual([]);
      expect(await jsonIds(outboxDir)).toContain(atSink()[3]);
    }
    await finishAndCheck(ids, kill, 1);
  });

  it.for([30, 120, 260])(
    'killed at an arbitrary moment: %i ms after start',
    { timeout: 120_000 },
    async (ms, context) => {
      const { start, afterKill, finishAndCheck, ids } = await scenario(context, 40);
      const first = await start();
      setTimeout(() => void first.kill(), ms);
      await finishAndCheck(ids, await afterKill(first));
    },
  );

  it(
    'with the .eml transport: killed after the .eml file of message 2, before its sent/ record; one file per message',
    { timeout: 120_000 },
    async (context) => {
      const { start, ids, dataDir, outboxDir } = await scenario(context);
      const first = await start({ fault: 'after:rename:/mail/:2', concurrency: 1, smtp: false });
      expect((await first.exited).signal).toBe('SIGKILL');
      const second = await start({ smtp: false });
      await until(async () => (await jsonIds(outboxDir)).length === 0, 30_000, 'the .eml files');
      await second.stop();
      const eml = (await readdir(path.join(dataDir, 'mail'))).sort();
      expect(eml).toEqual(ids.map((id) => `${id}.eml`).sort());
      expect(await jsonIds(path.join(outboxDir, 'sent'))).toEqual([...ids].sort());
    },
  );
});

describe.concurrent('kill -9 while a message is being stored', () => {
  it(
    'before the record is renamed into place: nothing half-written is ever read, nothing is sent',
    { timeout: 120_000 },
    async (context) => {
      const { start, outboxDir, sink } = await scenario(context, 0);
      const first = await start({ fault: 'before:rename:/outbox/.tmp-:1' });
      await expect(first.enqueue(submissionNo(1))).rejects.toThrow(/exited/);
      expect((await readdir(outboxDir)).filter((name) => name.startsWith('.tmp-'))).toHaveLength(1);
      const second = await start();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(second.count('failed')).toBe(0);
      expect(await jsonIds(outboxDir)).toEqual([]);
      expect(sink.messages).toHaveLength(0);
    },
  );

  it(
    'after the record is in place but before the answer: delivered once by the next process',
    { timeout: 120_000 },
    async (context) => {
      const { start, outboxDir, finishAndCheck } = await scenario(context, 0);
      const first = await start({ fault: 'after:rename:/outbox/.tmp-:1' });
      await expect(first.enqueue(submissionNo(1))).rejects.toThrow(/exited/);
      const [id] = await jsonIds(outboxDir);
      expect(id).toBeDefined();
      await finishAndCheck([id!], { inWindow: [] });
    },
  );

  it(
    'between the idempotency claim and the record: the client retry (to another process) restores it, once',
    { timeout: 120_000 },
    async (context) => {
      const { start, outboxDir, sink, atSink } = await scenario(context, 0);
      const dedupe = { kind: 'key' as const, key: 'client-key-1' };
      const first = await start({ fault: 'after:rename:/claims/.tmp-:1' });
      await expect(first.enqueue(submissionNo(1), dedupe)).rejects.toThrow(/exited/);
      expect(await jsonIds(outboxDir)).toEqual([]);
      const claim = await readJson(path.join(outboxDir, 'claims', `${claimName(dedupe)}.json`));
      const claimedId = (claim.record as { id: string }).id;

      const second = await start();
      expect(await second.enqueue(submissionNo(2), dedupe)).toEqual({ error: 'EIDEMPOTENCY_CONFLICT' });
      expect(await second.enqueue(submissionNo(1), dedupe)).toEqual({ id: claimedId, created: false });
      await until(() => sink.messages.length === 1, 30_000, 'the restored message');
      // Its record reaches sent/ once the mail server has said 250: waited for, then nothing more.
      await until(
        async () => (await jsonIds(path.join(outboxDir, 'sent'))).length === 1,
        30_000,
        'the record in sent/',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(atSink()).toEqual([claimedId]);
      expect(await jsonIds(path.join(outboxDir, 'sent'))).toEqual([claimedId]);
    },
  );
});

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { jsonIds, MailChild, seedPending, submissionNo, until } from './support/mail-child';
import { faultScene } from './support/fault-scene';

/**
 * A rolling update: the new process starts before the old one stops, both on one
 * DATA_DIR. Both accept enquiries; exactly one delivers (the lock); the other
 * takes over within seconds of the first exiting, normally or by kill -9.
 */
const POLL_MS = 200;
const STALE_MS = 2000;

async function setup(context: TestContext) {
  const { sink, dataDir, outboxDir, cleanup } = await faultScene(context);
  const data = { dir: dataDir };
  const start = async (staleMs = STALE_MS) => {
    const child = await MailChild.start({
      dataDir: data.dir,
      smtpUrl: sink.url,
      env: { MAIL_TEST_POLL_MS: String(POLL_MS), MAIL_TEST_LOCK_STALE_MS: String(staleMs) },
    });
    cleanup.push(() => child.kill());
    return child;
  };
  const outboxIds = () => sink.messages.map((m) => m.header('X-Outbox-Id')!);
  return { sink, outboxDir, start, outboxIds };
}

describe.concurrent('two processes on one DATA_DIR', () => {
  it(
    'both accept, one delivers, each enquiry once; one idempotency key across both stores one message',
    { timeout: 120_000 },
    async (context) => {
      const { start, outboxIds, outboxDir } = await setup(context);
      const older = await start();
      await until(() => older.count('active') === 1, 30_000, 'the first process to take the lock');
      const newer = await start();

      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, n) => (n % 2 ? older : newer).enqueue(submissionNo(n))),
      );
      const ids = replies.map((reply) => (reply.error === undefined ? reply.id : reply.error));
      const keyed = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          (n % 2 ? older : newer).enqueue(submissionNo(99), { kind: 'key', key: 'same-key' }),
        ),
      );
      const keyedIds = new Set(keyed.map((reply) => (reply.error === undefined ? reply.id : reply.error)));
      expect(keyedIds.size).toBe(1);
      expect(keyed.filter((reply) => reply.error === undefined && reply.created)).toHaveLength(1);
      const all = [...ids, ...keyedIds];

      // The enquiries the newer process accepted are delivered by the older one, without a restart.
      await until(() => outboxIds().length >= all.length, 30_000, 'every enquiry at the SMTP server');
      // Nothing left to deliver (a message sent twice would have been pending still): the count is final.
      await until(async () => (await jsonIds(outboxDir)).length === 0, 30_000, 'an empty outbox');
      expect(outboxIds().sort()).toEqual([...all].sort());
      // The process says 'delivered' after it moved the record: the last word may still be on its way.
      await until(() => older.count('delivered') >= all.length, 30_000, 'the older process to report every delivery');
      expect(older.count('delivered')).toBe(all.length);
      expect(newer.count('delivered')).toBe(0);
      expect(newer.count('active')).toBe(0);
      expect(newer.logs.some((line) => line.msg.includes('standing by'))).toBe(true);
      expect(await jsonIds(outboxDir)).toEqual([]);
    },
  );

  it(
    'the standby takes over at its next poll after a normal exit (SIGTERM), not once the lock is stale',
    { timeout: 120_000 },
    async (context) => {
      const { start, outboxIds } = await setup(context);
      // A lock that would go stale only long after the test: the takeover can only come from its release.
      const older = await start(600_000);
      await until(() => older.count('active') === 1, 30_000, 'the first process to take the lock');
      const newer = await start(600_000);
      await older.stop();
      await until(() => newer.count('active') === 1, 30_000, 'the takeover');
      const reply = await newer.enqueue(submissionNo(1));
      await until(() => outboxIds().length === 1, 30_000, 'the delivery by the new holder');
      expect(outboxIds()).toEqual([reply.error === undefined ? reply.id : 'none']);
    },
  );

  it(
    'after a kill -9 of the deliverer mid-backlog, the standby takes over once the lock is stale and nothing is lost',
    { timeout: 120_000 },
    async (context) => {
      const { start, outboxIds, sink, outboxDir } = await setup(context);
      const ids = await seedPending(outboxDir, 60);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // Hold the 10th answer so the kill lands mid-delivery.
      let holding = false;
      sink.beforeAnswer = (n) => (n === 10 ? ((holding = true), gate) : Promise.resolve());
      const older = await start();
      await until(() => older.count('active') === 1, 30_000, 'the first process to take the lock');
      const newer = await start();
      await until(() => holding, 30_000, 'deliveries in progress, the 10th held');
      // The holder's last refresh of its lock is this one or a later one.
      const refreshed = (await stat(path.join(outboxDir, 'deliver.lock'))).mtimeMs;
      await older.kill();
      release();
      await until(() => newer.count('active') === 1, 30_000, 'the takeover');
      // Not before the lock is stale: STALE_MS after the holder's last refresh (an order of
      // events, not a duration: the standby sees the lock's time and the same clock).
      expect(newer.events.find((e) => e.event === 'active')!.at).toBeGreaterThanOrEqual(refreshed + STALE_MS);
      await until(
        async () => new Set(outboxIds()).size === ids.length && (await jsonIds(outboxDir)).length === 0,
        30_000,
        'the rest',
      );
      const counts = new Map<string, number>();
      for (const id of outboxIds()) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect([...counts.keys()].sort()).toEqual([...ids].sort());
      // At most the messages in flight at the kill (4 lanes) are resent, each with its Message-ID.
      expect([...counts.values()].filter((count) => count > 1).length).toBeLessThanOrEqual(4);
      expect(new Set(sink.messages.map((m) => m.header('Message-ID'))).size).toBe(ids.length);
    },
  );
});

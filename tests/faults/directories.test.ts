import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import {
  chownTree,
  jsonIds,
  MailChild,
  NOBODY,
  seedPending,
  submissionNo,
  until,
  type LogLine,
} from './support/mail-child';
import { faultScene } from './support/fault-scene';

/**
 * The outbox's directories go missing under a running process: DATA_DIR was not
 * writable at start (so nothing could be created), or it was deleted and made
 * again by hand. The outbox must put its directories back (mode 0700) by itself,
 * without a restart, and say so in the log: enquiries are stored again and the
 * deliverer takes the lock again.
 */
async function setup(context: TestContext, owner: number | undefined) {
  const scene = await faultScene(context, { owner, open: false });
  const { sink, cleanup } = scene;
  const data = { dir: scene.dataDir };
  const start = async () => {
    const child = await MailChild.start({
      dataDir: data.dir,
      smtpUrl: sink.url,
      uid: NOBODY,
      env: { MAIL_TEST_POLL_MS: '100' },
    });
    cleanup.push(() => child.kill());
    return child;
  };
  return { sink, dataDir: data.dir, outboxDir: path.join(data.dir, 'outbox'), cleanup, start };
}

const errorsOf = (child: MailChild) => child.logs.filter((line) => line.level >= 50);
const unwritableLines = (child: MailChild) =>
  child.logs.filter((line: LogLine) => line.alert === 'outbox-not-writable');
const modeOf = async (dir: string) => (await stat(dir)).mode & 0o777;

describe('the outbox directories', () => {
  it(
    'are created once a DATA_DIR that was not writable at start is fixed: enquiries and delivery resume without a restart',
    { timeout: 120_000 },
    async (context) => {
      // DATA_DIR owned by root (the server runs as nobody), or read-only to its owner: nothing can be created in it.
      const { sink, dataDir, outboxDir, start, cleanup } = await setup(context, undefined);
      await chmod(dataDir, 0o555);
      const fix = async () => {
        await chmod(dataDir, 0o755);
        await chownTree(dataDir, NOBODY);
      };
      cleanup.push(fix);
      const child = await start();

      const refused = await Promise.all(
        [1, 2, 3].map((n) => child.enqueue(submissionNo(n), n === 2 ? { kind: 'key', key: 'k' } : null)),
      );
      // The real cause (cannot create outbox/ in DATA_DIR), not a missing claims directory.
      expect(refused).toEqual([{ error: 'EACCES' }, { error: 'EACCES' }, { error: 'EACCES' }]);
      expect((await child.stats()).writable).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 500)); // several re-checks
      // One line for the operator (at start), not one per refused post or per re-check.
      expect(unwritableLines(child)).toHaveLength(1);
      expect(unwritableLines(child)[0]).toMatchObject({
        level: 50,
        msg: 'outbox: DATA_DIR is not writable; enquiries are refused until it is',
      });

      await fix(); // the operator fixes the ownership; no restart
      const stored = await child.enqueue(submissionNo(4));
      expect(stored.error).toBeUndefined();
      await until(() => child.count('active') === 1, 30_000, 'the delivery lock once DATA_DIR is writable');
      await until(() => sink.messages.length === 1, 30_000, 'the delivery of the enquiry stored after the fix');
      expect(sink.messages[0]!.header('X-Outbox-Id')).toBe(stored.error === undefined ? stored.id : '');
      expect((await child.stats()).writable).toBe(true);
      expect(
        child.logs.filter((line) => line.msg === 'outbox: DATA_DIR is writable again; enquiries are accepted'),
      ).toHaveLength(1);
      for (const dir of ['', 'sent', 'failed', 'claims']) expect(await modeOf(path.join(outboxDir, dir))).toBe(0o700);
      expect(child.child.exitCode).toBeNull();
    },
  );

  it(
    'are created again after DATA_DIR was deleted and made again while running: the deliverer and the posts recover',
    { timeout: 120_000 },
    async (context) => {
      const { sink, dataDir, outboxDir, start } = await setup(context, NOBODY);
      const child = await start();
      await until(() => child.count('active') === 1, 30_000, 'the delivery lock');
      const before = await child.enqueue(submissionNo(1));
      expect(before.error).toBeUndefined();
      await until(() => sink.messages.length === 1, 30_000, 'the first delivery');

      // rm -rf $DATA_DIR; mkdir $DATA_DIR (and chown, as the operator would for the server's user).
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
      await mkdir(dataDir, { recursive: true });
      await chownTree(dataDir, NOBODY);

      // The deliverer puts the directories back by itself (no post needed) and takes the lock again.
      await until(() => child.count('active') === 2, 30_000, 'the delivery lock taken again');
      await until(
        async () =>
          (await jsonIds(outboxDir)).length === 0 &&
          (await stat(path.join(outboxDir, 'claims')).catch(() => null)) !== null,
        30_000,
        'the directories',
      );
      for (const dir of ['', 'sent', 'failed', 'claims']) expect(await modeOf(path.join(outboxDir, dir))).toBe(0o700);
      // What another process queues into the new directory is delivered…
      const [seeded] = await seedPending(outboxDir, 1);
      await chownTree(dataDir, NOBODY);
      await until(
        () => sink.messages.length === 2,
        30_000,
        'the delivery of a record queued after the directories came back',
      );
      // … and so is an enquiry posted to this process, with and without an idempotency key.
      const after = await Promise.all([
        child.enqueue(submissionNo(2)),
        child.enqueue(submissionNo(3), { kind: 'key', key: 'after' }),
      ]);
      expect(after.map((reply) => reply.error)).toEqual([undefined, undefined]);
      await until(() => sink.messages.length === 4, 30_000, 'the delivery of the enquiries posted afterwards');
      const ids = after.map((reply) => (reply.error === undefined ? reply.id : ''));
      expect(sink.messages.map((m) => m.header('X-Outbox-Id')).sort()).toEqual(
        [before.error === undefined ? before.id : '', seeded!, ...ids].sort(),
      );
      // The lock could be taken again at once: no "cannot take the mail delivery lock" line.
      expect(errorsOf(child).filter((line) => line.msg.startsWith('cannot take the mail delivery lock'))).toEqual([]);
      expect((await child.stats()).writable).toBe(true);
      expect(child.child.exitCode).toBeNull();
    },
  );

  it(
    'are created again when only the claims directory is gone: a keyed post is stored, not refused',
    { timeout: 120_000 },
    async (context) => {
      const { outboxDir, start } = await setup(context, NOBODY);
      const child = await start();
      await until(() => child.count('active') === 1, 30_000, 'the delivery lock');
      await rm(path.join(outboxDir, 'claims'), { recursive: true });
      const reply = await child.enqueue(submissionNo(1), { kind: 'key', key: 'k' });
      expect(reply.error).toBeUndefined();
      expect(await modeOf(path.join(outboxDir, 'claims'))).toBe(0o700);
      expect(errorsOf(child)).toEqual([]);
    },
  );
});

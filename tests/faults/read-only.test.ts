import { chmod } from 'node:fs/promises';
import { describe, expect, it, type TestContext } from 'vitest';
import { chownTree, jsonIds, MailChild, NOBODY, seedPending, submissionNo, until } from './support/mail-child';
import { faultScene } from './support/fault-scene';

/**
 * A DATA_DIR the server's user cannot write (a read-only mount, a volume owned by
 * someone else): directories the process's user may read but not write (when the
 * tests run as root, the process runs as `nobody`: root would write anyway). Storing an enquiry fails with the file
 * system's error (the API answers 503), nothing is delivered without a record of
 * it, nothing crashes, one error line says why (not one per post); once writable,
 * all flows and a line says so. The whole server with such a DATA_DIR (pages, photos,
 * both kinds of form post, /readyz, the line naming the uid): data-dir-unusable.test.ts.
 */
async function setup(context: TestContext) {
  const scene = await faultScene(context);
  const { sink, outboxDir, cleanup } = scene;
  const data = { dir: scene.dataDir };
  const outbox = scene.outbox!;
  // Readable, not writable, by the unprivileged user (owned by root, or read-only to their owner).
  const dirs = [data.dir, outboxDir, outbox.sentDir, outbox.failedDir, outbox.claims.dir];
  for (const dir of dirs) await chmod(dir, 0o555);
  const makeWritable = async () => {
    for (const dir of dirs) await chmod(dir, 0o755);
    await chownTree(data.dir, NOBODY);
  };
  cleanup.push(makeWritable); // runs before the removal
  return { sink, dataDir: data.dir, outboxDir, cleanup, makeWritable };
}

describe('a read-only DATA_DIR', () => {
  it(
    'refuses new enquiries with the file system error, delivers nothing, logs once, and recovers when writable',
    { timeout: 120_000 },
    async (context) => {
      const { sink, dataDir, outboxDir, cleanup, makeWritable } = await setup(context);
      const seeded = await seedPending(outboxDir, 3);
      const child = await MailChild.start({
        dataDir,
        smtpUrl: sink.url,
        uid: NOBODY,
        env: { MAIL_TEST_POLL_MS: '100' },
      });
      cleanup.push(() => child.kill());

      expect(await child.enqueue(submissionNo(1))).toEqual({ error: 'EACCES' });
      expect(await child.enqueue(submissionNo(2), { kind: 'key', key: 'k' })).toEqual({ error: 'EACCES' });
      expect(
        await child.enqueue(submissionNo(3), { kind: 'fingerprint', key: 'f'.repeat(64), windowMs: 60_000 }),
      ).toEqual({ error: 'EACCES' });
      // Refused at once (an answer to the visitor): one try at each claim's lock, not the
      // retries that wait out a lock another process holds.
      expect((await child.stats()).claimLockAttempts).toBe(2);
      // Several polls, each trying the delivery lock in vain.
      const polled = (await child.stats()).deliveryLockAttempts;
      await until(async () => (await child.stats()).deliveryLockAttempts >= polled + 3, 30_000, 'three more polls');
      expect(sink.attempts).toBe(0);
      expect(await child.stats()).toMatchObject({ pending: 3, writable: false });
      const errors = child.logs.filter((line) => line.level >= 50);
      // Found at the start; the three refused posts and the re-checks add no line within the minute.
      expect(errors.map((line) => line.msg)).toEqual([
        'outbox: DATA_DIR is not writable; enquiries are refused until it is',
      ]);
      expect(errors[0]).toMatchObject({ alert: 'outbox-not-writable', err: { code: 'EACCES' } });
      // The lock fails for the same cause, already said at error level: a warning only.
      expect(
        child.logs
          .filter((line) => line.msg === 'cannot take the mail delivery lock: is DATA_DIR writable? mail waits')
          .map((line) => line.level),
      ).toEqual([40]);
      expect(await jsonIds(outboxDir)).toEqual(seeded);

      await makeWritable();
      await until(() => child.count('active') === 1, 30_000, 'the lock once the directory is writable');
      await until(
        () => child.logs.some((line) => line.msg === 'outbox: DATA_DIR is writable again; enquiries are accepted'),
        30_000,
        'the line saying so',
      );
      expect((await child.stats()).writable).toBe(true);
      const reply = await child.enqueue(submissionNo(4));
      expect(reply.error).toBeUndefined();
      await until(() => sink.messages.length === 4, 30_000, 'the delivery of everything');
      expect(sink.messages.map((m) => m.header('X-Outbox-Id')).sort()).toEqual(
        [...seeded, reply.error === undefined ? reply.id : ''].sort(),
      );
      expect(child.child.exitCode).toBeNull();
    },
  );
});

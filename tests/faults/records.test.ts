import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { chownTree, jsonIds, MailChild, NOBODY, seedPending, until } from './support/mail-child';
import { faultScene } from './support/fault-scene';

/**
 * Records that are unreadable (permissions: the process runs as an unprivileged
 * user, since root reads anything), corrupt, or misnamed (the id inside is not the
 * file's). A transient read error never moves a valid message; a corrupt or
 * misnamed one is set aside once, with one log line, and never sent.
 */

function setup(context: TestContext) {
  return faultScene(context, { owner: NOBODY });
}

describe('unreadable, corrupt and misnamed records', () => {
  it(
    'delivers the valid ones, sets aside the broken ones once, and keeps an unreadable one until it can be read',
    { timeout: 120_000 },
    async (context) => {
      const { sink, dataDir, outboxDir, cleanup } = await setup(context);
      const [a, b, c, d, e] = await seedPending(outboxDir, 5);
      // c: cut short; d: a copy of b under another id; e: valid but unreadable to the server's user.
      await writeFile(
        path.join(outboxDir, `${c}.json`),
        (await readFile(path.join(outboxDir, `${c}.json`), 'utf8')).slice(0, 40),
      );
      await writeFile(path.join(outboxDir, `${d}.json`), await readFile(path.join(outboxDir, `${b}.json`)));
      await chownTree(dataDir, NOBODY);
      await chmod(path.join(outboxDir, `${e}.json`), 0o000);

      const child = await MailChild.start({
        dataDir,
        smtpUrl: sink.url,
        uid: NOBODY,
        env: { MAIL_TEST_RETRY_MS: '100', MAIL_TEST_POLL_MS: '100' },
      });
      cleanup.push(() => child.kill());
      await until(
        () => child.count('delivered') === 2 && child.count('failed') === 2 && child.count('retry', e) >= 3,
        30_000,
        'deliveries, set-asides and retries',
      );
      // Several more passes over the directory: nothing is set aside or logged again.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sink.messages.map((m) => m.header('X-Outbox-Id')).sort()).toEqual([a, b].sort());
      expect(child.count('failed')).toBe(2);
      expect(await jsonIds(path.join(outboxDir, 'failed'))).toEqual([c, d].sort());
      expect(await readFile(path.join(outboxDir, 'failed', `${d}.json`), 'utf8')).toContain(`"id":"${b}"`);
      for (const id of [c, d]) {
        expect(child.logs.filter((line) => line.outboxId === id && line.level >= 50).map((line) => line.msg)).toEqual([
          expect.stringMatching(/^outbox: record set aside in outbox\/failed, not sent/),
        ]);
      }
      expect(await jsonIds(outboxDir)).toEqual([e]);
      expect(
        child.logs.some((line) => line.outboxId === e && line.level === 40 && line.msg.includes('stays pending')),
      ).toBe(true);
      expect(child.logs.filter((line) => line.outboxId === e && line.level >= 50)).toEqual([]);

      await chmod(path.join(outboxDir, `${e}.json`), 0o600);
      await until(() => child.count('delivered') === 3, 30_000, 'the once-unreadable message');
      expect(sink.messages.map((m) => m.header('X-Outbox-Id')).sort()).toEqual([a, b, e].sort());
      expect(await jsonIds(path.join(outboxDir, 'sent'))).toEqual([a, b, e].sort());
    },
  );
});

import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { jsonIds, MailChild, readJson, seedPending, until } from './support/mail-child';
import { faultScene } from './support/fault-scene';
import { mailCommand } from './support/mail-command';

function setup(context: TestContext) {
  return faultScene(context);
}

describe('a poison message (the SMTP server answers 5xx)', () => {
  it(
    'goes to failed/ after three tries with one error line while the rest flows; the operator lists, retries and purges it without a restart',
    { timeout: 120_000 },
    async (context) => {
      const { sink, dataDir, outboxDir, cleanup } = await setup(context);
      const ids = await seedPending(outboxDir, 20);
      const poison = ids[0]!;
      let refuse = true;
      const poisonTries: number[] = [];
      sink.verdict = (attempt, raw) => {
        if (!raw.includes(poison)) return null;
        poisonTries.push(attempt);
        return refuse ? { code: 550, text: '5.7.1 Message rejected as spam' } : null;
      };
      const child = await MailChild.start({
        dataDir,
        smtpUrl: sink.url,
        env: { MAIL_TEST_RETRY_MS: '1000', MAIL_TEST_CONCURRENCY: '1' },
      });
      cleanup.push(() => child.kill());

      await until(
        () => child.count('failed', poison) === 1 && child.count('delivered') === 19,
        30_000,
        'the poison message to fail and the rest to arrive',
      );
      expect(poisonTries).toHaveLength(3);
      // The others were not held up behind it: its one lane went on delivering them while it
      // waited for its retry (counted in the SMTP server's order of messages, not by a clock).
      expect(poisonTries[1]! - poisonTries[0]!).toBeGreaterThan(1);
      expect(await jsonIds(path.join(outboxDir, 'failed'))).toEqual([poison]);
      expect((await readJson(path.join(outboxDir, 'failed', `${poison}.json`))).reason).toMatchObject({
        responseCode: 550,
      });
      const errors = child.logs.filter((line) => line.level >= 50);
      expect(errors.map((line) => [line.outboxId, line.msg])).toEqual([
        [poison, 'mail refused permanently; moved to outbox/failed'],
      ]);

      const list = await mailCommand(dataDir, ['list']);
      expect(list).toMatchObject({ code: 0, stderr: '' });
      expect(list.stdout).toContain('failed: 1');
      expect(list.stdout).toMatch(new RegExp(`^${poison}  \\S+  550 `, 'm'));
      expect(list.stdout).not.toContain('@example.com');

      refuse = false;
      expect(await mailCommand(dataDir, ['retry', poison])).toMatchObject({ code: 0 });
      await until(
        () => child.count('delivered', poison) === 1,
        30_000,
        'the retried message, delivered by the running process',
      );
      expect(sink.messages.filter((m) => m.header('X-Outbox-Id') === poison)).toHaveLength(1);

      expect(await mailCommand(dataDir, ['purge', poison])).toMatchObject({ code: 0 });
      expect(await jsonIds(path.join(outboxDir, 'sent'))).not.toContain(poison);
      expect(await mailCommand(dataDir, ['retry', poison])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('is not in'),
      });
      expect(await mailCommand(dataDir, ['bogus'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('usage: npm run mail'),
      });
    },
  );
});

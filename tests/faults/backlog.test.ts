import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { jsonIds, MailChild, seedPending, until } from './support/mail-child';
import { faultScene } from './support/fault-scene';

/**
 * A 3,000-message backlog (after an SMTP outage, say) is delivered completely,
 * each message once, with bounded memory. Not timed here (the machine running the
 * tests is shared); the rate and the memory for 100,000 are measured by
 * `npm run bench:outbox`. 3,000 is 750 rounds of the worker's 4 deliveries at a
 * time, many polls of the outbox; this test's history names no failure that needed
 * more (10,000 cost CI 49 s of a core's time).
 */
const COUNT = 3_000;
const RSS_LIMIT_MB = 512;

function setup(context: TestContext) {
  return faultScene(context);
}

describe('a backlog', () => {
  it(
    `of ${COUNT} messages is delivered completely, once each, in under ${RSS_LIMIT_MB} MB`,
    { timeout: 240_000 },
    async (context) => {
      const { sink, dataDir, outboxDir, cleanup } = await setup(context);
      const ids = await seedPending(outboxDir, COUNT);
      // Keep only what the assertions need of each message: 10,000 raw copies would weigh on this process.
      const seen = new Map<string, string>();
      sink.afterAnswer = () => {
        const mail = sink.messages.pop()!;
        seen.set(
          mail.header('X-Outbox-Id')!,
          `${seen.has(mail.header('X-Outbox-Id')!) ? 'again ' : ''}${mail.header('Message-ID')}`,
        );
      };
      const started = Date.now();
      const child = await MailChild.start({ dataDir, smtpUrl: sink.url, env: { LOG_LEVEL: 'info' } });
      cleanup.push(() => child.kill());
      await until(
        async () => child.count('delivered') === COUNT && (await child.stats()).pending === 0,
        220_000,
        `${COUNT} deliveries`,
      );
      const seconds = (Date.now() - started) / 1000;
      const { maxRssKb } = await child.stats();
      console.log(
        `backlog: ${COUNT} messages in ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)}/s), peak RSS ${Math.round(maxRssKb / 1024)} MB`,
      );

      expect(sink.attempts).toBe(COUNT);
      expect(seen.size).toBe(COUNT);
      expect([...seen.keys()].sort()).toEqual(ids);
      for (const [id, messageId] of seen) expect(messageId).toBe(`<${id}@ballon.test>`);
      expect(await jsonIds(outboxDir)).toEqual([]);
      expect((await jsonIds(path.join(outboxDir, 'sent'))).length).toBe(COUNT);
      expect(maxRssKb / 1024).toBeLessThan(RSS_LIMIT_MB);
      expect(child.logs.filter((line) => line.level >= 50)).toEqual([]);
    },
  );
});

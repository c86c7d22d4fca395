import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { EnquiryLimiter } from '../../server/enquiries/limiter';
import { loadConfig } from '../../server/config/config';
import { createRedisQueue } from '../../server/enquiries/redis-queue';
import { connectRedis } from '../../server/redis/connection';
import { redisEnquiryCounts } from '../../server/enquiries/redis-queue';
import { redactingLogger, temporaryDataDir, validBody } from '../support/contact-harness';
import { RedisServer } from '../support/redis-server';
import { createTestApp } from '../support/test-app';

const SITE = 'https://www.restaurace-ballon.test';
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup.length = 0;
});

/** What a visitor wrote, easy to find in a log line (and long, as the line the review found). */
const SECRET = 'Prosím nikomu neříkejte: heslo-k-trezoru-7f3k9q';
const EMAIL = 'utajeny.host.7f3k9q@example.org';
const enquiry = (n: number) => ({
  ...validBody,
  email: EMAIL,
  message: `${SECRET} ${n} ${'x'.repeat(3000)}`,
  idempotencyKey: `refused-${n}`,
});

/**
 * The app in Redis mode (the claims and the BullMQ queue in a real redis-server, as
 * server/index.ts wires them) whose Redis then refuses every write: `maxmemory` below
 * what it uses under `noeviction`, as a full Redis, one that cannot persist (MISCONF)
 * or a replica after a failover (READONLY) would.
 */
async function refusingScene(options: { redisLimiter: boolean }) {
  const redis = await RedisServer.start();
  cleanup.push(() => redis.remove());
  const { logger, lines } = redactingLogger();
  const connections = connectRedis(redis.url, logger);
  cleanup.push(() => connections.close());
  await new Promise<void>((resolve) =>
    connections.ready ? resolve() : connections.requests.once('ready', () => resolve()),
  );
  const dataDir = await temporaryDataDir();
  const config = loadConfig({ SITE_URL: SITE, DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9' });
  const mail = createRedisQueue(
    config,
    {
      requests: connections.requests,
      forWorker: () => connections.forWorker(),
      isReady: () => connections.ready,
      isRefusing: () => connections.outage.refusingWrites,
      onError: (error) => connections.outage.failed(error),
    },
    logger,
  );
  cleanup.push(() => mail.worker.stop());
  const limiter = options.redisLimiter
    ? new EnquiryLimiter({ limits: config.contact, logger, stores: redisEnquiryCounts(connections.requests) })
    : undefined;
  const { app } = createTestApp({
    env: { SITE_URL: SITE, DATA_DIR: dataDir },
    deps: { logger, enquiries: { queue: mail.queue, limiter } },
  });
  const post = (n: number) => request(app).post('/api/send-contact-email').set('Origin', SITE).send(enquiry(n));
  return { redis, lines, post, outbox: mail.queue };
}

describe('Redis refusing writes (out of memory under noeviction)', () => {
  it(
    'answers 503 without the enquiry in any log line, one error line with its own alert, and takes posts again once Redis does',
    { timeout: 120_000 },
    async () => {
      const { redis, lines, post, outbox } = await refusingScene({ redisLimiter: false });
      expect((await post(0)).status).toBe(202);
      expect(await redis.send('CONFIG', 'SET', 'maxmemory', '1')).toBe('+OK\r\n');

      // Refused: the claim's SET, which carries the whole record (BullMQ's add-job: server/enquiries/redis-queue/errors.test.ts).
      const refused = [await post(1), await post(2), await post(3)];
      expect(refused.map((answer) => answer.status)).toEqual([503, 503, 503]);
      expect(outbox.writable).toBe(false);

      const text = lines.map((line) => JSON.stringify(line)).join('\n');
      expect(text).not.toContain('heslo-k-trezoru');
      expect(text).not.toContain('7f3k9q');
      expect(text).not.toContain('"args"');
      expect(text).not.toContain('"command"');
      // One error line for the refusal (its alert), the refused posts warnings; the connection is not "down".
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ alert: 'redis-write-refused', err: { code: 'OOM' } });
      expect(lines.filter((line) => line.status === 503).map((line) => line.level)).toEqual([40, 40, 40]);
      expect(lines.some((line) => line.alert === 'redis-unavailable')).toBe(false);

      // Redis takes writes again: the next post is stored, and the refusal is over.
      await redis.send('CONFIG', 'SET', 'maxmemory', '0');
      expect((await post(4)).status).toBe(202);
      expect(outbox.writable).toBe(true);
      expect(lines.some((line) => line.msg === 'redis: takes writes again; enquiries are accepted')).toBe(true);
    },
  );

  it(
    'with the rate limit in Redis too: 503, nothing of the command logged, one alert',
    { timeout: 120_000 },
    async () => {
      const { redis, lines, post } = await refusingScene({ redisLimiter: true });
      expect((await post(0)).status).toBe(202);
      await redis.send('CONFIG', 'SET', 'maxmemory', '1');
      expect((await post(1)).status).toBe(503);
      expect((await post(2)).status).toBe(503);
      const text = lines.map((line) => JSON.stringify(line)).join('\n');
      expect(text).not.toContain('7f3k9q');
      expect(text).not.toContain('"args"');
      expect(lines.filter((line) => line.level >= 50).map((line) => line.alert)).toEqual(['redis-write-refused']);
    },
  );
});

import path from 'node:path';
import { readdir } from 'node:fs/promises';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { EnquiryLimiter } from '../../server/enquiries/limiter';
import { loadConfig } from '../../server/config/config';
import { openOutbox } from '../../server/enquiries/file-queue/outbox';
import { connectRedis, type RedisConnections } from '../../server/redis/connection';
import { redisEnquiryCounts } from '../../server/enquiries/redis-queue';
import { contactForm, redactingLogger, temporaryDataDir, validBody } from '../support/contact-harness';
import { freePort } from '../support/free-port';
import { RedisServer } from '../support/redis-server';
import { createTestApp } from '../support/test-app';

const SITE = 'https://www.restaurace-ballon.test';
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup.length = 0;
});

/**
 * The enquiry limiter on Redis (rate-limit-redis through the request connection),
 * in an app whose Redis is not there yet: both form paths answer 503 at once with
 * nothing stored, one error line for the outage and a warning per refused post;
 * when Redis starts, the same app counts in it (the store initialises again).
 */
async function appWithRedisAt(port: number) {
  const { logger, lines } = redactingLogger();
  const dataDir = await temporaryDataDir();
  const outbox = await openOutbox({ dir: path.join(dataDir, 'outbox'), logger });
  const connections: RedisConnections = connectRedis(`redis://127.0.0.1:${port}`, logger);
  cleanup.push(() => connections.close());
  const config = loadConfig({ CONTACT_RATE_LIMIT: '2', SITE_URL: SITE });
  const limiter = new EnquiryLimiter({
    limits: config.contact,
    logger,
    stores: redisEnquiryCounts(connections.requests),
  });
  const { app } = createTestApp({
    env: { SITE_URL: SITE, DATA_DIR: dataDir },
    deps: { logger, enquiries: { queue: outbox, limiter } },
  });
  const pending = async () => (await readdir(outbox.dir)).filter((name) => name.endsWith('.json')).length;
  return { app, lines, connections, pending };
}

describe('the enquiry rate limit on Redis', () => {
  it(
    'answers 503 on both paths while Redis is unreachable, stores nothing, then counts in Redis once it is up',
    { timeout: 30_000 },
    async () => {
      const port = await freePort();
      const { app, lines, connections, pending } = await appWithRedisAt(port);

      const json = await request(app)
        .post('/api/send-contact-email')
        .set('Origin', SITE)
        .send({ ...validBody, lang: 'en' });
      expect(json.status).toBe(503);
      // At once, not when Redis comes back: the request connection queues no command while it is away.
      expect(connections.requests.options.enableOfflineQueue).toBe(false);
      expect(json.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(json.headers['cache-control']).toBe('no-store');
      const page = await request(app).post('/kontakt').set('Origin', SITE).type('form').send(contactForm);
      expect(page.status).toBe(503);
      expect(page.text).toContain('value="Jana Dvořáková"');
      expect(await pending()).toBe(0);
      // The outage: one error line (the connection's, with its alert); each refused post a warning.
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors.map((line) => line.msg)).toEqual([
        'redis: unreachable; pages are served, enquiries are refused (503) until it is back',
      ]);
      expect(lines.filter((line) => line.status === 503).map((line) => line.level)).toEqual([40, 40]);
      // Pages do not need Redis.
      expect((await request(app).get('/kontakt')).status).toBe(200);

      const redis = await RedisServer.startOn(port);
      cleanup.push(() => redis.remove());
      await new Promise<void>((resolve) =>
        connections.ready ? resolve() : connections.requests.once('ready', () => resolve()),
      );
      const statuses = [];
      for (let n = 0; n < 3; n += 1)
        statuses.push(
          (
            await request(app)
              .post('/api/send-contact-email')
              .set('Origin', SITE)
              .send({ ...validBody, message: `${validBody.message} ${n}` })
          ).status,
        );
      expect(statuses).toEqual([202, 202, 429]);
      expect(await pending()).toBe(2);
      // The count is Redis's, where every replica sees it.
      expect(await redis.send('KEYS', 'ballon:rl:accepted:*')).toMatch(/^\*1\r\n/);
      expect(lines.some((line) => line.msg === 'redis: reachable again; enquiries are accepted')).toBe(true);
    },
  );
});

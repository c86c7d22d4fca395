import { rm } from 'node:fs/promises';
import request from 'supertest';
import type { TestContext } from 'vitest';
import { loadConfig } from '../../../server/config/config';
import { createRedisQueue, redisForQueue, type RedisQueueTuning } from '../../../server/enquiries/redis-queue';
import type { RedisQueue } from '../../../server/enquiries/redis-queue/queue';
import { connectRedis, type ConnectOptions, type RedisConnections } from '../../../server/redis/connection';
import { Metrics } from '../../../server/runtime/metrics';
import { Readiness } from '../../../server/runtime/readiness';
import { MAIL_FROM, MAIL_TO, redactingLogger, temporaryDataDir } from '../../support/contact-harness';
import { readBodies } from '../../support/mime';
import { SmtpSink } from '../../support/smtp-sink';
import { createTestApp } from '../../support/test-app';

const SITE = 'https://www.restaurace-ballon.test';

/** An enquiry of a fault test, found by its marker: in its commands to Redis, in its e-mail; its idempotency key too. */
export const markedEnquiry = (marker: string) => ({
  name: `Host ${marker}`,
  email: `${marker}@example.com`,
  subject: `Dotaz ${marker}`,
  message: `Dobrý den, zpráva ${marker}.`,
  lang: 'cs',
  idempotencyKey: `key-${marker}`,
});

/** The e-mails of the enquiry with this marker. */
export function mailsMarked(sink: SmtpSink, marker: string) {
  return sink.messages.filter((mail) => readBodies(mail.raw).text.includes(markedEnquiry(marker).message));
}

export interface RedisAppOptions {
  /** What the app connects to (a redis-server, or a proxy in front of one). */
  url: string;
  connect?: ConnectOptions;
  tuning?: RedisQueueTuning;
}

/**
 * The app in Redis mode in this process, wired as server/index.ts wires it (the
 * connections, the mail service and its worker delivering to a real SMTP server,
 * the outage shown in a Readiness and the metrics), so a test can inject what a
 * built server takes from its defaults. Undone after the test.
 */
export async function redisApp({ onTestFinished }: TestContext, options: RedisAppOptions) {
  const cleanup: (() => Promise<unknown>)[] = [];
  onTestFinished(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  const sink = await new SmtpSink().start();
  cleanup.push(() => sink.stop());
  const { logger, lines } = redactingLogger();
  const connections: RedisConnections = connectRedis(options.url, logger, options.connect);
  cleanup.push(() => connections.close());
  const dataDir = await temporaryDataDir();
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = {
    SITE_URL: SITE,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_FROM,
    MAIL_TO,
    CONTACT_RATE_LIMIT: '10000',
  };
  const config = loadConfig(env);
  const mail = createRedisQueue(config, redisForQueue(connections), logger, { backoff: () => 50, ...options.tuning });
  mail.worker.start();
  cleanup.push(() => mail.worker.stop());
  const outbox = mail.queue as RedisQueue;
  const readiness = new Readiness();
  const metrics = new Metrics({ outbox, worker: mail.worker });
  connections.report(readiness, metrics.registry);
  const { app } = createTestApp({ env, deps: { logger, enquiries: { queue: outbox }, readiness, metrics } });
  return {
    app,
    sink,
    lines,
    connections,
    outbox,
    /** The JSON API as the browser posts it; resolves with the status, the request id and the id a 202 gave. */
    async post(body: object) {
      const answer = await request(app).post('/api/send-contact-email').set('Origin', SITE).send(body);
      const id = answer.status === 202 ? (answer.body as { data: { id: string } }).data.id : null;
      return { status: answer.status, reqId: String(answer.headers['x-request-id']), id };
    },
    /** One metric's value from a scrape (NaN stays NaN). */
    async metric(name: string): Promise<number | undefined> {
      const line = (await metrics.registry.metrics()).split('\n').find((text) => text.startsWith(`${name} `));
      return line === undefined ? undefined : Number(line.slice(name.length + 1));
    },
    readyz: async () =>
      (await request(app).get('/readyz')).body as { status: string; problems?: string[]; outbox: unknown },
  };
}

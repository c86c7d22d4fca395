/**
 * The admin's inbox over real enquiries: the whole app with a queue (the outbox on disk,
 * or BullMQ on a real redis-server), its worker delivering to a real SMTP server (or to
 * .eml files), the queue's own inbox handed to the admin as server/index.ts hands it, and
 * a signed-in owner. Short retry delays: a refusal fails the enquiry at once.
 */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { loadConfig } from '../../server/config/config';
import type { EnquiryInbox } from '../../server/admin';
import type { AdminState } from '../../server/admin/state/admin-state';
import { redisAdminState } from '../../server/admin/state/redis-state';
import { createFileQueue } from '../../server/enquiries/file-queue';
import { openFileInbox } from '../../server/enquiries/file-queue/inbox';
import type { EnquiryParts } from '../../server/enquiries';
import type { Enquiry } from '../../server/enquiries/enquiry';
import type { DeliveryWorker } from '../../server/enquiries/queue';
import { createRedisQueue, redisForQueue } from '../../server/enquiries/redis-queue';
import { redisInbox } from '../../server/enquiries/redis-queue/inbox';
import { emlDirOf } from '../../server/mail/transport';
import { connectRedis } from '../../server/redis/connection';
import { createAdminHarness, SITE, type AdminHarness } from './admin-harness';
import { MAIL_FROM, MAIL_TO, redactingLogger, temporaryDataDir } from './contact-harness';
import type { RedisServer } from './redis-server';
import type { LogLine } from './test-app';

export const OWNER = 'owner@example.cz';

export interface InboxHarness {
  harness: AdminHarness;
  /** The signed-in owner's session cookie. */
  cookie: string;
  dataDir: string;
  emlDir: string;
  worker: DeliveryWorker;
  /** Every log line of the app and the admin (the production redaction). */
  lines: LogLine[];
  /** The admin API as the admin client calls it (same origin, the owner's session, a language). */
  api(
    method: 'get' | 'patch' | 'post' | 'delete',
    path: string,
    options?: { body?: object; lang?: 'cs' | 'en'; cookie?: string | null; origin?: string },
  ): request.Test;
  /** An enquiry through the public JSON API: its id. */
  post(body: object): Promise<string>;
  /** An enquiry straight into the queue, as no API would take it (any text in any field): its id. */
  enqueue(enquiry: Enquiry): Promise<string>;
  /** The inbox's enquiries (GET /admin/api/enquiries). */
  list(): Promise<Record<string, unknown>[]>;
  /** Waits until the inbox shows this enquiry with this delivery. */
  reach(id: string, delivery: 'queued' | 'sent' | 'failed'): Promise<Record<string, unknown>>;
  /** The queue's own inbox, as the admin gets it (and as `npm run mail` uses it); the caller closes it. */
  openInbox(): Promise<EnquiryInbox>;
  dispose(): Promise<void>;
}

export interface InboxHarnessOptions {
  /** Deliver over SMTP here; unset: .eml files under DATA_DIR/mail. */
  smtpUrl?: string;
  /** The BullMQ queue on this redis-server (flushed first), and the admin's state there too; unset: the outbox on disk. */
  redis?: RedisServer;
  /** With `redis`: keep the admin's state on files (a Redis outage then reaches the inbox, not the session check). */
  adminStateOnFiles?: boolean;
  /** Start this app's delivery worker (default true); false: another replica's delivers. */
  startWorker?: boolean;
}

export async function inboxHarness(options: InboxHarnessOptions = {}): Promise<InboxHarness> {
  const dataDir = await temporaryDataDir();
  const emlDir = emlDirOf(dataDir);
  const { logger, lines } = redactingLogger();
  const env = {
    SITE_URL: SITE,
    DATA_DIR: dataDir,
    MAIL_FROM,
    MAIL_TO,
    SMTP_URL: options.smtpUrl ?? '',
    CONTACT_RATE_LIMIT: '1000',
    ...(options.redis ? { REDIS_URL: options.redis.url } : {}),
  };
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  /** Run after the worker and the admin are closed: the connections they use. */
  const closers: (() => Promise<unknown>)[] = [];
  let parts: EnquiryParts;
  let worker: DeliveryWorker;
  let openInbox: () => Promise<EnquiryInbox>;
  let state: AdminState | undefined;
  if (options.redis) {
    const connections = connectRedis(options.redis.url, logger);
    closers.push(() => connections.close());
    // The request connection queues nothing while it connects (it fails fast): wait for it.
    if (connections.requests.status !== 'ready') await once(connections.requests, 'ready');
    await connections.requests.flushall();
    const backend = createRedisQueue(config, redisForQueue(connections), logger, { backoff: () => 20 });
    worker = backend.worker;
    parts = { queue: backend.queue, kick: () => worker.kick() };
    openInbox = async () => redisInbox(connections.requests, emlDir);
    if (!options.adminStateOnFiles) state = redisAdminState(connections.requests);
  } else {
    const backend = await createFileQueue(config, logger, { backoff: () => 20, pollMs: 50, maxRefusals: 1 });
    worker = backend.worker;
    parts = { queue: backend.queue, kick: () => worker.kick() };
    openInbox = () => openFileInbox({ dataDir, emlDir });
  }
  if (options.startWorker !== false) worker.start();
  const harness = await createAdminHarness({ dataDir, env, state, openInbox, deps: { logger, enquiries: parts } });
  const { cookie } = await harness.register(OWNER);

  const api: InboxHarness['api'] = (
    method,
    url,
    { body, lang = 'cs', cookie: session = cookie, origin = SITE } = {},
  ) => {
    const req = request(harness.app)[method](`/admin/api${url}`).set('Origin', origin).set('Accept-Language', lang);
    if (session) req.set('Cookie', session);
    return body === undefined ? req : req.send(body);
  };
  const list = async () => {
    const answer = await api('get', '/enquiries').expect(200);
    return answer.body.enquiries as Record<string, unknown>[];
  };
  return {
    harness,
    cookie,
    dataDir,
    emlDir,
    worker,
    lines,
    api,
    list,
    async post(body) {
      const answer = await request(harness.app).post('/api/send-contact-email').set('Origin', SITE).send(body);
      if (answer.status !== 202) throw new Error(`enquiry not accepted: ${answer.status} ${answer.text}`);
      return (answer.body as { data: { id: string } }).data.id;
    },
    enqueue: async (enquiry) => (await parts.queue!.enqueue(enquiry, null)).id,
    async reach(id, delivery) {
      for (;;) {
        const found = (await list()).find((enquiry) => enquiry.id === id);
        if (found?.delivery === delivery) return found;
        await sleep(20);
      }
    },
    openInbox,
    async dispose() {
      await worker.stop();
      await harness.dispose();
      for (const close of closers) await close();
    },
  };
}

/** Another replica's delivery worker on the same Redis, with a DATA_DIR of its own. */
export interface OtherReplica {
  dataDir: string;
  /** Where it writes each enquiry it delivers as an .eml file (SMTP_URL unset). */
  emlDir: string;
  stop(): Promise<void>;
}

/** Starts another replica's worker on this redis-server (only its worker: no app), looking at the erasures every 20 ms. */
export async function otherRedisReplica(redis: RedisServer): Promise<OtherReplica> {
  const dataDir = await temporaryDataDir();
  const { logger } = redactingLogger();
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: SITE,
    DATA_DIR: dataDir,
    MAIL_FROM,
    MAIL_TO,
    SMTP_URL: '',
    REDIS_URL: redis.url,
  });
  const connections = connectRedis(redis.url, logger);
  if (connections.requests.status !== 'ready') await once(connections.requests, 'ready');
  const { worker } = createRedisQueue(config, redisForQueue(connections), logger, {
    backoff: () => 20,
    statsEveryMs: 20,
  });
  worker.start();
  return {
    dataDir,
    emlDir: emlDirOf(dataDir),
    async stop() {
      await worker.stop();
      await connections.close();
    },
  };
}

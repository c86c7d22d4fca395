/**
 * The morning send (server/lunch-mail): each published weekday at daily-menu.yaml's `sendAt`,
 * the day's lunch to every confirmed subscriber, once, in their language. `createLunchMail`
 * makes the planner (planner.ts) and the queue with its own deliverer and its own SMTP pool,
 * apart from the enquiries' queue, so an enquiry never waits behind the send (decision 0015).
 * The file queue (file-queue/, DATA_DIR/lunch-mail) is the embedded default; with REDIS_URL the
 * BullMQ queue (redis-queue/, loaded only then), shared by every replica.
 */
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { RedisConnections } from '../redis/connection';
import type { OutOfDescriptors } from '../lib/out-of-descriptors';
import { exponentialBackoff, type Backoff } from '../mail/backoff';
import { createEmlSender, createSmtpSender, emlDirOf, type MailSender } from '../mail/transport';
import type { ContentView } from '../../src/content/content-view';
import { createFileLunchQueue } from './file-queue';
import { lunchEmail, type LunchRecipient } from './lunch-email';
import { Planner, type SubscriberList } from './planner';
import { sendable } from './schedule';
import type { LunchQueue, LunchSends } from './send';
import type { SendSnapshot } from './snapshot';

/** The send's own pool: at most this many e-mails with the mail server at once. */
const MAX_CONNECTIONS = 4;

export interface LunchMailDeps {
  config: Pick<Config, 'dataDir' | 'siteUrl' | 'mail'>;
  /** REDIS_URL's connections: the BullMQ queue (redis-queue/, loaded only then); null: the files. */
  redis:
    (Pick<RedisConnections, 'requests' | 'forWorker'> & { outage: Pick<RedisConnections['outage'], 'failed'> }) | null;
  now: () => Date;
  logger: Logger;
  view: () => ContentView;
  subscribers: SubscriberList;
  /** EMFILE/ENFILE met by the send's rounds: the process's one report (server/runtime/descriptor-shortage.ts). */
  onOutOfDescriptors?: OutOfDescriptors;
  /** Tests: shorter waits. */
  tuning?: { backoff?: Backoff; pollMs?: number; lockStaleMs?: number; tickMs?: number; sender?: MailSender };
}

export interface LunchMail {
  sends: LunchSends;
  /** One look whether a send is due (the content store's change calls it too). */
  tick(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** Without SMTP_URL, each day's e-mails as `.eml` files under DATA_DIR/mail/lunch/<date>. */
function emlByDay(dir: string, logger: Logger): MailSender {
  const byDay = new Map<string, MailSender>();
  return {
    target: dir,
    send(message, outboxId) {
      const date = /^lunch-(\d{4}-\d{2}-\d{2})-/.exec(outboxId)?.[1] ?? 'undated';
      let sender = byDay.get(date);
      if (!sender) byDay.set(date, (sender = createEmlSender(path.join(dir, date), logger)));
      return sender.send(message, outboxId);
    },
    close: () => byDay.forEach((sender) => sender.close()),
  };
}

export async function createLunchMail(deps: LunchMailDeps): Promise<LunchMail> {
  const { config, logger, tuning = {} } = deps;
  const emlDir = config.mail.smtpUrl ? null : path.join(emlDirOf(config.dataDir), 'lunch');
  const sender =
    tuning.sender ??
    (config.mail.smtpUrl
      ? createSmtpSender(config.mail.smtpUrl, { maxConnections: MAX_CONNECTIONS })
      : emlByDay(emlDir!, logger));
  const delivery = {
    sender,
    recipient: async (subscriberId: string) => {
      const found = await deps.subscribers.recipient(subscriberId);
      return found && { subscriberId, ...found };
    },
    stillSendable: (date: string) => {
      const { content } = deps.view();
      return sendable(content.dailyMenu, content.hours, date);
    },
    compose: (snapshot: SendSnapshot, recipient: LunchRecipient) =>
      lunchEmail(snapshot, recipient, { siteUrl: config.siteUrl, from: config.mail.from }),
    now: deps.now,
    logger,
    ...(deps.onOutOfDescriptors ? { onOutOfDescriptors: deps.onOutOfDescriptors } : {}),
    rate: config.mail.rate,
    backoff: tuning.backoff ?? exponentialBackoff({ baseMs: 5_000, capMs: 5 * 60_000 }),
    concurrency: MAX_CONNECTIONS,
    lockStaleMs: tuning.lockStaleMs ?? 10_000,
  };
  const queue: LunchQueue = deps.redis
    ? (await import('./redis-queue')).createRedisLunchQueue({
        ...delivery,
        requests: deps.redis.requests,
        forWorker: () => deps.redis!.forWorker(),
        // BullMQ's errors go to the replica's one outage report (a line per outage, /readyz), as the enquiries' do.
        onRedisError: (error) => deps.redis!.outage.failed(error),
      })
    : createFileLunchQueue({
        ...delivery,
        dir: path.join(config.dataDir, 'lunch-mail'),
        emlDir,
        pollMs: tuning.pollMs ?? 1_000,
      });
  const planner = new Planner({
    queue,
    subscribers: deps.subscribers,
    view: deps.view,
    now: deps.now,
    logger,
    ...(deps.onOutOfDescriptors ? { onOutOfDescriptors: deps.onOutOfDescriptors } : {}),
    ...(tuning.tickMs ? { tickMs: tuning.tickMs } : {}),
  });
  return {
    sends: { recent: (days) => queue.recent(days), drop: (id) => queue.drop(id) },
    tick: () => planner.tick(),
    start() {
      queue.start();
      planner.start();
    },
    async stop() {
      await planner.stop();
      await queue.stop();
    },
  };
}

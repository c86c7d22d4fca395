import type { ErrorRequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { OutOfDescriptors } from '../lib/out-of-descriptors';
import { emlDirOf } from '../mail/transport';
import type { RedisConnections } from '../redis/connection';
import { createAccept, type EnquiryNotify } from './accept';
import { apiRoute } from './api-route';
import { createFileQueue } from './file-queue';
import { openFileInbox } from './file-queue/inbox';
import type { StorageReport } from './file-queue/outbox';
import { formPagePaths, formPostRoutes, type RenderPage } from './form-post';
import { EnquiryLimiter } from './limiter';
import { InboxError, type DeliveryWorker, type EnquiryQueue, type Inbox } from './queue';
import { IdempotencyConflictError, type Letter } from './enquiry';

/** What the app's enquiry routes are made of; each has a default (tests pass their own). */
export interface EnquiryParts {
  /** Where enquiries wait until delivered; without one every enquiry is answered 503. */
  queue?: EnquiryQueue;
  /** Called after an enquiry is queued: the delivery worker's kick(). */
  kick?: () => void;
  /** The enquiry limiter; made from config.contact (counts in memory) when absent. */
  limiter?: EnquiryLimiter;
  /** Called after a new enquiry is stored (not a repeat): server/index.ts tells the owners' phones (server/push). Must not throw. */
  notify?: EnquiryNotify;
}

/** The enquiries' routes: the JSON API (mounted at /api) and the no-JS posts of the two form pages. */
export interface EnquiryRoutes {
  api: Router;
  /** The form pages' paths in both languages: they take a POST. */
  formPagePaths: readonly string[];
  /** The no-JS posts: `render` draws the form's page with the post's answer. */
  formPosts(render: RenderPage, onError: ErrorRequestHandler): Router;
}

export type { EnquiryNotify } from './accept';

/** The routes, one limiter and one `accept` shared by the JSON API and the no-JS form posts. */
export function enquiryRoutes(
  config: Pick<Config, 'contact' | 'siteUrl'>,
  logger: Logger,
  parts: EnquiryParts = {},
): EnquiryRoutes {
  const limiter = parts.limiter ?? new EnquiryLimiter({ limits: config.contact, logger });
  const accept = createAccept({ queue: parts.queue, kick: parts.kick, notify: parts.notify, logger });
  const deps = { accept, limiter, siteUrl: config.siteUrl, logger };
  return {
    api: apiRoute(deps),
    formPagePaths,
    formPosts: (render, onError) => formPostRoutes(deps, render, onError),
  };
}

export interface EnquiriesDeps {
  logger: Logger;
  /** REDIS_URL's connections (server/redis), or null: the outbox on disk. */
  redis: RedisConnections | null;
  /** The outbox's DATA_DIR cannot be written (the process's DATA_DIR watch says it once for the folder). */
  reportStorage?: StorageReport;
  onOutOfDescriptors?: OutOfDescriptors;
}

/** What the app and the process need of the enquiries. */
export interface Enquiries {
  /** For the app: `createApp({ enquiries: parts })`. */
  parts: EnquiryParts;
  /** The queue as /readyz's details and the metrics show it. */
  queue: EnquiryQueue;
  /** Delivers the queue's enquiries: started with the process, stopped on shutdown. */
  worker: DeliveryWorker;
  /** The kept enquiries for the owner: list, retry, erase. */
  openInbox(): Promise<Inbox>;
  /**
   * Queues an e-mail another feature prepared whole (a booking's: `Letter`), under its own
   * idempotency key: resolves once it is kept, or was already under that key (then the first
   * stands, even if this one's text differs); rejects when it could not be kept.
   */
  queueLetter(letter: Letter, key: string, about: { name: string; email: string; lang: 'cs' | 'en' }): Promise<void>;
  /**
   * Erases every letter whose Message-ID begins with `messageIdPrefix` (an erased booking's:
   * server/bookings/mailer.ts) with every copy the queue keeps, as the inbox erases an enquiry;
   * resolves to how many it could not erase yet (pending: waiting, retrying or being sent).
   */
  eraseLetters(messageIdPrefix: string): Promise<{ left: number }>;
}

/** The eraseLetters of an inbox: the kept letters of that Message-ID, each erased in one step against its delivery. */
function letterEraser(openInbox: () => Promise<Inbox>): Enquiries['eraseLetters'] {
  return async (messageIdPrefix) => {
    const inbox = await openInbox();
    try {
      const { entries } = await inbox.list(['pending', 'delivered', 'failed']);
      let left = 0;
      for (const entry of entries) {
        if (!entry.enquiry?.letter?.messageId.startsWith(messageIdPrefix)) continue;
        if (entry.state === 'pending') {
          left++;
          continue;
        }
        await inbox.erase(entry.id).catch((error: unknown) => {
          // Retried meanwhile: pending again, erased on a later pass. Gone meanwhile: nothing left.
          if (!(error instanceof InboxError)) throw error;
          if (error.refusal === 'pending') left++;
        });
      }
      return { left };
    } finally {
      await inbox.close();
    }
  };
}

/** The queueLetter of a queue and its worker. */
function letterQueue(queue: EnquiryQueue, worker: DeliveryWorker): Enquiries['queueLetter'] {
  return async (letter, key, about) => {
    const enquiry = { ...about, subject: letter.subject, message: letter.text, letter };
    try {
      await queue.enqueue(enquiry, { kind: 'key', key });
    } catch (error) {
      if (!(error instanceof IdempotencyConflictError)) throw error;
    }
    worker.kick();
  };
}

/**
 * The enquiry path from the configuration: with REDIS_URL the Redis queue and counts
 * every replica shares (loaded only then: redis-queue/), otherwise the outbox under
 * DATA_DIR and counts in memory. Never rejects for a DATA_DIR or a Redis it cannot use:
 * enquiries are refused (503) until it can.
 */
export async function createEnquiries(
  config: Readonly<Config>,
  { logger, redis, reportStorage, onOutOfDescriptors }: EnquiriesDeps,
): Promise<Enquiries> {
  if (redis) {
    const { redisEnquiries } = await import('./redis-queue');
    const { queue, worker, counts, openInbox } = redisEnquiries(config, redis, logger);
    const limiter = new EnquiryLimiter({ limits: config.contact, logger, stores: counts });
    const queueLetter = letterQueue(queue, worker);
    const eraseLetters = letterEraser(openInbox);
    return {
      parts: { queue, kick: () => worker.kick(), limiter },
      queue,
      worker,
      openInbox,
      queueLetter,
      eraseLetters,
    };
  }
  const { queue, worker } = await createFileQueue(config, logger, {}, { reportStorage, onOutOfDescriptors });
  const where = { dataDir: config.dataDir, emlDir: emlDirOf(config.dataDir) };
  const queueLetter = letterQueue(queue, worker);
  const openInbox = () => openFileInbox(where);
  return {
    parts: { queue, kick: () => worker.kick() },
    queue,
    worker,
    openInbox,
    queueLetter,
    eraseLetters: letterEraser(openInbox),
  };
}

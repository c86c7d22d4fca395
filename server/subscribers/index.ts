/**
 * The lunch menu by e-mail's list, made once per process: the store (one file in
 * DATA_DIR/subscribers, or Redis with REDIS_URL, shared by every replica), the desk on it, the
 * owed confirmation e-mails' passes, the limits and the routes. `server/index.ts` makes it,
 * starts and stops it and hands `list` to the morning send (server/lunch-mail) and `owner` to
 * the admin's port; `server/app.ts` mounts `routes()`. Nothing outside the feature imports
 * anything else of it (checked).
 */
import path from 'node:path';
import type { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ContentView } from '../../src/content/content-view';
import { SubscriptionDesk, type SubscriberList } from './desk';
import { FileSubscriberStore } from './file-store';
import { SubscribeLimiter, type SubscribeLimits } from './limiter';
import { OwedLetters, type QueueLetter } from './owed-letters';
import { RedisSubscriberStore } from './redis-store';
import { subscriberRoutes } from './routes';
import type { SubscriberStore } from './store';

export type { SubscriberList } from './desk';

interface SubscriberStoreDeps {
  dataDir: string;
  /** The request connection (server/redis) when REDIS_URL is set. */
  redis: Redis | null;
  siteUrl: string;
  now: () => Date;
}

/**
 * The store and the desk on it: createSubscribers' core, and another process's or a test's view of
 * the same list (the morning send's tests and bench seed and read it through it).
 */
export function openSubscriberList(deps: SubscriberStoreDeps): {
  store: SubscriberStore;
  desk: SubscriptionDesk;
  list: SubscriberList;
} {
  const store: SubscriberStore = deps.redis
    ? new RedisSubscriberStore(deps.redis)
    : new FileSubscriberStore(path.join(deps.dataDir, 'subscribers'));
  const desk = new SubscriptionDesk({ store, siteUrl: deps.siteUrl, now: deps.now });
  return { store, desk, list: desk.list };
}

/** Erases from the mail queue every e-mail whose Message-ID begins with the prefix (server/enquiries `eraseLetters`). */
type EraseLetters = (messageIdPrefix: string) => Promise<{ left: number }>;
/** The morning send's erasure of one subscriber's jobs and copies (server/lunch-mail `drop`). */
type DropFromSends = (subscriberId: string) => Promise<{ left: number }>;

export interface SubscribersDeps extends SubscriberStoreDeps {
  logger: Logger;
  /** The content at this moment: the venue's name in the confirmation e-mail. */
  view: () => ContentView;
  /** The enquiries' durable queue (server/enquiries `queueLetter`). */
  queueLetter: QueueLetter;
  eraseLetters: EraseLetters;
  /** The limits' counts in Redis (server/rate-limit `redisCountStore`); this process's memory without. */
  limitStore?: (prefix: string) => Store;
  /** A test's lower limits. */
  limits?: SubscribeLimits;
  /** A subscribe post accepted or refused (the visits' counter); must not throw. */
  onPost?: (outcome: 'accepted' | 'refused') => void;
}

/** What the owner's screen is handed (the admin's port joins it with the morning send's reports). */
interface SubscribersOwner {
  counts(): Promise<{ confirmed: number; pending: number }>;
  /** Erases an address everywhere: the record, its confirmation e-mails, its morning send's jobs. */
  erase(email: string): Promise<{ erased: boolean; lettersLeft: number }>;
}

export interface Subscribers {
  routes(): Router;
  list: SubscriberList;
  owner: SubscribersOwner;
  /** Hands in the morning send's `drop` (made after the list: it reads the list). */
  dropFromSends(drop: DropFromSends): void;
  start(): void;
  stop(): Promise<void>;
}

export function createSubscribers(deps: SubscribersDeps): Subscribers {
  const { store, desk, list } = openSubscriberList(deps);
  const letters = new OwedLetters({
    desk,
    queueLetter: deps.queueLetter,
    venue: () => deps.view().content.venue,
    siteUrl: deps.siteUrl,
    logger: deps.logger,
  });
  const limiter = new SubscribeLimiter(deps.limitStore, deps.limits);
  let drop: DropFromSends | null = null;
  return {
    routes: () =>
      subscriberRoutes({
        desk,
        letters,
        limiter,
        siteUrl: deps.siteUrl,
        logger: deps.logger,
        ...(deps.onPost ? { onPost: deps.onPost } : {}),
      }),
    list,
    owner: {
      counts: () => desk.counts(),
      erase: async (email) => {
        const id = await desk.erase(email);
        if (id === null) return { erased: false, lettersLeft: 0 };
        const { left } = await deps.eraseLetters(`<subscription-${id}-`);
        const sends = drop ? await drop(id) : { left: 0 };
        return { erased: true, lettersLeft: left + sends.left };
      },
    },
    dropFromSends: (given) => {
      drop = given;
    },
    start: () => letters.start(),
    stop: async () => {
      await letters.stop();
      await store.close();
    },
  };
}

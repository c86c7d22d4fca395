/**
 * The lunch menu by e-mail's list, made once per process: the store (one file in
 * DATA_DIR/subscribers, or Redis with REDIS_URL, shared by every replica) and the desk on it.
 * Nothing outside the feature imports anything else of it (checked): the morning send
 * (server/lunch-mail) is handed `list`, the owner's screen `owner`.
 */
import path from 'node:path';
import type { Redis } from 'ioredis';
import { SubscriptionDesk, type SubscriberList } from './desk';
import { FileSubscriberStore } from './file-store';
import { RedisSubscriberStore } from './redis-store';
import type { SubscriberStore } from './store';

export type { SubscriberList } from './desk';

export interface SubscriberStoreDeps {
  dataDir: string;
  /** The request connection (server/redis) when REDIS_URL is set. */
  redis: Redis | null;
  siteUrl: string;
  now: () => Date;
}

/** The store and the desk on it (createSubscribers' core; a test's or a bench's list). */
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

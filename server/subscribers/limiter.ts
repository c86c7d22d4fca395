/**
 * The subscribe form's limits, on counts that live in this process or in Redis (server/
 * rate-limit `redisCountStore`, shared by every replica), in the pattern of server/enquiries/
 * limiter.ts:
 *
 * - per client (`clientKey`: an IPv6 client by its /56): 20 accepted subscribe posts per 10 minutes
 *   (an office behind one address subscribes its people one after another), and 30 refused posts
 *   (invalid forms, invalid links' one-click posts) per 10 minutes: 429. Mail bombing is held by
 *   the address's limits below, not by these;
 * - per address (its key, a hash: no address is a key): at most one confirmation e-mail per
 *   10 minutes and 3 per 24 hours. Past it the answer is the same "check your inbox" page and
 *   nothing is stored or sent: nobody learns from the answer whether an address is on the list.
 */
import type { Request } from 'express';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { clientKey } from '../rate-limit/client';

const MINUTE = 60_000;

const SUBSCRIBE_LIMITS = {
  postsPerClient: 20,
  refusedPerClient: 30,
  clientWindowMs: 10 * MINUTE,
  lettersPerAddressDay: 3,
  addressDayMs: 24 * 60 * MINUTE,
  lettersPerAddressWindow: 1,
  addressWindowMs: 10 * MINUTE,
};

export type SubscribeLimits = typeof SUBSCRIBE_LIMITS;

/** A count store of its own for each count (prefix, window). */
export type CountStoreFor = (prefix: string) => Store;

/** What the client's check came to: `limited` carries when it resets (Retry-After). */
export type ClientCheck = { kind: 'ok' } | { kind: 'limited'; resetTime: Date | undefined; windowMs: number };

export class SubscribeLimiter {
  private readonly posts: Store;
  private readonly refused: Store;
  private readonly addressWindow: Store;
  private readonly addressDay: Store;

  constructor(
    storeFor: CountStoreFor | undefined,
    readonly limits: SubscribeLimits = SUBSCRIBE_LIMITS,
  ) {
    const make = (prefix: string, windowMs: number) => {
      const store = storeFor ? storeFor(prefix) : new MemoryStore();
      void store.init?.({ windowMs } as Options);
      return store;
    };
    this.posts = make('ballon:rl:subscribe:posts:', limits.clientWindowMs);
    this.refused = make('ballon:rl:subscribe:refused:', limits.clientWindowMs);
    this.addressWindow = make('ballon:rl:subscribe:address:', limits.addressWindowMs);
    this.addressDay = make('ballon:rl:subscribe:address-day:', limits.addressDayMs);
  }

  /** A client's refused posts past their limit: refused before anything is read of the post. */
  async refusedTooOften(req: Request): Promise<ClientCheck> {
    const refused = await this.refused.get?.(clientKey(req));
    return refused && refused.totalHits >= this.limits.refusedPerClient
      ? { kind: 'limited', resetTime: refused.resetTime, windowMs: this.limits.clientWindowMs }
      : { kind: 'ok' };
  }

  /** Counts one subscribe post of the client; `limited` past its limit. */
  async post(req: Request): Promise<ClientCheck> {
    const { totalHits, resetTime } = await this.posts.increment(clientKey(req));
    return totalHits > this.limits.postsPerClient
      ? { kind: 'limited', resetTime, windowMs: this.limits.clientWindowMs }
      : { kind: 'ok' };
  }

  /** Counts a refused post of the client (an invalid form or link). */
  async refusedPost(req: Request): Promise<void> {
    await this.refused.increment(clientKey(req));
  }

  /** Whether one more confirmation e-mail may go to the address of this key (and counts it when it may). */
  async letterAllowed(emailKey: string): Promise<boolean> {
    const recent = await this.addressWindow.increment(emailKey);
    if (recent.totalHits > this.limits.lettersPerAddressWindow) return false;
    const day = await this.addressDay.increment(emailKey);
    return day.totalHits <= this.limits.lettersPerAddressDay;
  }
}

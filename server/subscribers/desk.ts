/**
 * The subscribers' operations, once for both stores: subscribe, confirm and unsubscribe by a
 * link's token, erase by address, forget the pending addresses past their keeping, the owed
 * confirmation e-mails, and the read side the morning send uses (`SubscriberList`). Every change
 * is one `store.change` on the address's record with subscriber.ts's pure steps.
 */
import { localizePath } from '../../src/lang';
import type { SubscriberStore } from './store';
import {
  confirmStep,
  emailKeyOf,
  isForgotten,
  subscribeStep,
  type SubscribeOutcome,
  type Subscriber,
  type SubscriberLang,
} from './subscriber';
import { idOfToken, tokenFor, tokenMatches, type TokenPurpose } from './tokens';

/**
 * The read side of the list for the morning send (server/lunch-mail) and the process: who is
 * confirmed now, and one subscriber's address right before their e-mail is sent.
 */
export interface SubscriberList {
  confirmed(): Promise<{ id: string; lang: SubscriberLang; confirmedAt: string }[]>;
  /** null: gone (unsubscribed, erased) or not confirmed: nothing may be sent. */
  recipient(id: string): Promise<{ email: string; lang: SubscriberLang; unsubscribeUrl: string } | null>;
}

/** The unsubscribe page's path in a language (the e-mails' links, `List-Unsubscribe`). */
export const UNSUBSCRIBE_PATH = '/denni-menu/odber/odhlaseni';
/** The confirmation page's path. */
export const CONFIRM_PATH = '/denni-menu/odber/potvrzeni';

export interface DeskDeps {
  store: SubscriberStore;
  siteUrl: string;
  now: () => Date;
}

/** What a link's token came to: its record (`subscriber`), or nothing (unknown, tampered, past its keeping). */
export type TokenLookup = { kind: 'valid'; subscriber: Subscriber } | { kind: 'invalid' } | { kind: 'gone' };

export class SubscriptionDesk {
  constructor(private readonly deps: DeskDeps) {}

  /** A subscriber's link for `purpose`, absolute (in the e-mails). */
  async linkFor(purpose: TokenPurpose, subscriber: Subscriber): Promise<string> {
    const token = tokenFor(await this.deps.store.secret(), purpose, subscriber);
    const path = localizePath(purpose === 'confirm' ? CONFIRM_PATH : UNSUBSCRIBE_PATH, subscriber.lang);
    return new URL(`${path}?t=${token}`, this.deps.siteUrl).href;
  }

  /** Subscribes an address (see `subscribeStep`): a confirmation e-mail owed, in the same write, when `letterOwed`. */
  subscribe(email: string, lang: SubscriberLang): Promise<SubscribeOutcome> {
    const now = this.deps.now();
    return this.deps.store.change(emailKeyOf(email), (current) => {
      const { outcome, next } = subscribeStep(current, { email, lang }, now);
      return next ? { result: outcome, next } : { result: outcome };
    });
  }

  /**
   * The record a token is the `purpose` link of: `invalid` for a token of no record's shape or
   * of another secret or purpose, `gone` when its id names no record (unsubscribed, erased,
   * forgotten); a pending record past its keeping is gone too.
   */
  async lookup(purpose: TokenPurpose, token: unknown): Promise<TokenLookup> {
    const id = idOfToken(token);
    if (!id) return { kind: 'invalid' };
    const subscriber = await this.deps.store.get(id);
    if (!subscriber || isForgotten(subscriber, this.deps.now())) return { kind: 'gone' };
    if (!tokenMatches(await this.deps.store.secret(), purpose, subscriber, token as string)) return { kind: 'invalid' };
    return { kind: 'valid', subscriber };
  }

  /** Confirms the record of a `confirm` token (again: no change); null when the token leads nowhere. */
  async confirm(token: unknown): Promise<Subscriber | null> {
    const found = await this.lookup('confirm', token);
    if (found.kind !== 'valid') return null;
    const now = this.deps.now();
    return this.deps.store.change(found.subscriber.emailKey, (current) => {
      if (!current || current.id !== found.subscriber.id || isForgotten(current, now)) return { result: null };
      const next = confirmStep(current, now);
      return next === current ? { result: current } : { result: next, next };
    });
  }

  /**
   * Deletes the record of an `unsubscribe` token at once. `invalid` only for a token that is no
   * token or does not match its record; a token whose record is already gone is `done` (the
   * one-click POST is idempotent).
   */
  async unsubscribe(token: unknown): Promise<'done' | 'invalid'> {
    const found = await this.lookup('unsubscribe', token);
    if (found.kind === 'invalid') return 'invalid';
    if (found.kind === 'gone') return 'done';
    const { id, emailKey } = found.subscriber;
    await this.deps.store.change(emailKey, (current) =>
      current?.id === id ? { result: null, next: null } : { result: null },
    );
    return 'done';
  }

  /** Deletes the address's record, whatever its state; its id (for the e-mails' erasure), or null when none was kept. */
  erase(email: string): Promise<string | null> {
    return this.deps.store.change(emailKeyOf(email), (current) =>
      current ? { result: current.id, next: null } : { result: null },
    );
  }

  /** Deletes the pending records past their keeping (7 days after their last confirmation e-mail); how many. */
  async forgetUnconfirmed(): Promise<number> {
    const now = this.deps.now();
    let forgotten = 0;
    for (const subscriber of await this.deps.store.all()) {
      if (!isForgotten(subscriber, now)) continue;
      forgotten += await this.deps.store.change(subscriber.emailKey, (current) =>
        current?.id === subscriber.id && isForgotten(current, now) ? { result: 1, next: null } : { result: 0 },
      );
    }
    return forgotten;
  }

  /** The records that owe a confirmation e-mail. */
  async owing(): Promise<Subscriber[]> {
    return (await this.deps.store.all()).filter((subscriber) => subscriber.owed.length > 0);
  }

  /** Takes the owed mark off once letter `n` is queued (not when a newer one was owed meanwhile: that one is owed still). */
  settle(subscriber: Subscriber, n: number): Promise<void> {
    return this.deps.store.change(subscriber.emailKey, (current) =>
      current?.id === subscriber.id && current.confirmations === n && current.owed.length > 0
        ? { result: undefined, next: { ...current, owed: [] } }
        : { result: undefined },
    );
  }

  /** The confirmed and pending counts (the owner's screen). */
  async counts(): Promise<{ confirmed: number; pending: number }> {
    const now = this.deps.now();
    let confirmed = 0;
    let pending = 0;
    for (const subscriber of await this.deps.store.all()) {
      if (subscriber.state === 'confirmed') confirmed++;
      else if (!isForgotten(subscriber, now)) pending++;
    }
    return { confirmed, pending };
  }

  /** The list as the morning send reads it. */
  readonly list: SubscriberList = {
    confirmed: async () =>
      (await this.deps.store.all())
        .filter((subscriber) => subscriber.state === 'confirmed')
        .map(({ id, lang, confirmedAt }) => ({ id, lang, confirmedAt: confirmedAt ?? '' }))
        .sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt) || a.id.localeCompare(b.id)),
    recipient: async (id) => {
      const subscriber = await this.deps.store.get(id);
      if (subscriber?.state !== 'confirmed') return null;
      return {
        email: subscriber.email,
        lang: subscriber.lang,
        unsubscribeUrl: await this.linkFor('unsubscribe', subscriber),
      };
    },
  };
}

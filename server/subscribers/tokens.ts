/**
 * The links' tokens: `<id>.<mac>`, the mac 16 bytes of HMAC-SHA256(secret, `<purpose>:<id>:<createdAt>`)
 * as base64url (22 characters), in the pattern of the bookings' `tokenFor`. Two purposes: the
 * confirmation e-mail's `confirm` link and every e-mail's `unsubscribe` link; one never opens the
 * other's door. A token is checked against the record it names, so an unsubscribed (deleted)
 * address's old links lead nowhere and a new subscription gets new tokens (a new id). Nothing of
 * a token is stored: the store's secret (DATA_DIR/subscribers/secret, or Redis) makes it again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SUBSCRIBER_ID, type Subscriber } from './subscriber';

export type TokenPurpose = 'confirm' | 'unsubscribe';

const MAC = /^[A-Za-z0-9_-]{22}$/;

function macOf(secret: Buffer, purpose: TokenPurpose, subscriber: Pick<Subscriber, 'id' | 'createdAt'>): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${subscriber.id}:${subscriber.createdAt}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The token of a subscriber's link for `purpose`. */
export function tokenFor(
  secret: Buffer,
  purpose: TokenPurpose,
  subscriber: Pick<Subscriber, 'id' | 'createdAt'>,
): string {
  return `${subscriber.id}.${macOf(secret, purpose, subscriber)}`;
}

/** The id a token names, or null when it is not a token's shape at all (then nothing is looked up). */
export function idOfToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length !== 49) return null;
  const [id, mac] = token.split('.');
  return id && mac && SUBSCRIBER_ID.test(id) && MAC.test(mac) ? id : null;
}

/** Whether `token` is the `purpose` link of this very record (compared in constant time). */
export function tokenMatches(
  secret: Buffer,
  purpose: TokenPurpose,
  subscriber: Pick<Subscriber, 'id' | 'createdAt'>,
  token: string,
): boolean {
  const expected = Buffer.from(tokenFor(secret, purpose, subscriber));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { subscribeStep } from './subscriber';
import { idOfToken, tokenFor, tokenMatches } from './tokens';

const secret = randomBytes(32);
const now = new Date('2027-03-01T08:00:00Z');
const subscriber = subscribeStep(null, { email: 'Jana@Example.cz', lang: 'cs' }, now).outcome.subscriber;

describe('the links’ tokens', () => {
  it('are the id, a dot and 22 base64url characters, and match their own record and purpose', () => {
    const token = tokenFor(secret, 'confirm', subscriber);
    expect(token).toMatch(/^[a-z2-7]{26}\.[A-Za-z0-9_-]{22}$/);
    expect(idOfToken(token)).toBe(subscriber.id);
    expect(tokenMatches(secret, 'confirm', subscriber, token)).toBe(true);
    expect(tokenFor(secret, 'confirm', subscriber)).toBe(token);
  });

  it('a wrong purpose, another secret or a tampered character does not match', () => {
    const token = tokenFor(secret, 'confirm', subscriber);
    expect(tokenMatches(secret, 'unsubscribe', subscriber, token)).toBe(false);
    expect(tokenMatches(randomBytes(32), 'confirm', subscriber, token)).toBe(false);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(tokenMatches(secret, 'confirm', subscriber, `${token.slice(0, -1)}${last}`)).toBe(false);
    expect(tokenMatches(secret, 'confirm', subscriber, token.slice(0, -1))).toBe(false);
  });

  it('a re-subscribe after the record went is a new record with new tokens', () => {
    const again = subscribeStep(null, { email: 'jana@example.cz', lang: 'cs' }, now).outcome.subscriber;
    expect(again.id).not.toBe(subscriber.id);
    expect(again.emailKey).toBe(subscriber.emailKey);
    const token = tokenFor(secret, 'confirm', again);
    expect(token).not.toBe(tokenFor(secret, 'confirm', subscriber));
    expect(tokenMatches(secret, 'confirm', subscriber, token)).toBe(false);
  });

  it('what is not a token’s shape names no id', () => {
    for (const value of [
      undefined,
      42,
      '',
      'x'.repeat(49),
      `${subscriber.id}-${'a'.repeat(22)}`,
      `${subscriber.id}.${'a'.repeat(21)}=`,
    ])
      expect(idOfToken(value)).toBeNull();
  });
});

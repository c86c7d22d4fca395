import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: an invitation token, a session id. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What a well-formed secret looks like (43 base64url characters): anything else is refused before any lookup. */
const SECRET = /^[\w-]{43}$/;

export function isSecret(text: unknown): text is string {
  return typeof text === 'string' && SECRET.test(text);
}

/** The hash kept instead of a secret (SHA-256, hex): a copy of the state gives no usable token or session. */
export function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` hashes to `hash`, compared in constant time. */
export function matchesHash(secret: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = createHash('sha256').update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

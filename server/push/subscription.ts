import { createHash, createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';

/** An endpoint longer than this is no push service's (theirs are a few hundred characters). */
const MAX_ENDPOINT_LENGTH = 1024;

/** Why a subscription was refused: the admin answers each with a 400 in its words. */
export type SubscriptionRefusal = 'push_endpoint_invalid' | 'push_keys_invalid';

/** A browser's PushSubscription as the admin client sends it (`subscription.toJSON()`), checked. */
export interface ValidSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface SubscriptionRules {
  /**
   * Tests only (never set by server/index.ts, nor by any variable): an `http://` endpoint on
   * a loopback address (127.0.0.0/8, [::1]) is taken, so that a test's local push service can
   * be subscribed. Without it every endpoint must be https on a host name.
   */
  loopbackEndpoints?: boolean;
}

/** Base64url without padding, decoded to exactly `bytes` bytes; null otherwise. */
function base64url(value: unknown, bytes: number): Buffer | null {
  if (typeof value !== 'string' || !/^[\w-]+$/.test(value)) return null;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes && decoded.toString('base64url') === value ? decoded : null;
}

/** Whether `key` (65 bytes) is an uncompressed point on P-256: what ECDH with it needs. */
function isP256Point(key: Buffer): boolean {
  if (key[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: key.subarray(1, 33).toString('base64url'),
        y: key.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

function isLoopback(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/**
 * Whether the server may POST to `endpoint`: https, no user name or password, a host name
 * (never an IP address nor `localhost`: a signed-in account must not point the server at
 * addresses of its own network), at most MAX_ENDPOINT_LENGTH characters.
 */
function endpointFits(endpoint: unknown, rules: SubscriptionRules): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (rules.loopbackEndpoints && url.protocol === 'http:' && isLoopback(url.hostname)) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
}

/** Checks what the admin client sent: `{ endpoint, keys: { p256dh, auth } }` (more fields are ignored, as the browser adds `expirationTime`). */
export function parseSubscription(
  body: unknown,
  rules: SubscriptionRules = {},
): { ok: true; subscription: ValidSubscription } | { ok: false; refusal: SubscriptionRefusal } {
  const { endpoint, keys } = (typeof body === 'object' && body !== null ? body : {}) as {
    endpoint?: unknown;
    keys?: { p256dh?: unknown; auth?: unknown } | null;
  };
  if (!endpointFits(endpoint, rules)) return { ok: false, refusal: 'push_endpoint_invalid' };
  const p256dh = base64url(keys?.p256dh, 65);
  const auth = base64url(keys?.auth, 16);
  if (!p256dh || !auth || !isP256Point(p256dh)) return { ok: false, refusal: 'push_keys_invalid' };
  return {
    ok: true,
    subscription: { endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** The device's id: SHA-256 of its endpoint, 128 bits of it in base64url (the endpoint itself is a capability). */
export function deviceIdOf(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest().subarray(0, 16).toString('base64url');
}

/** An endpoint as a log line may show it: its host only. */
export function serviceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}

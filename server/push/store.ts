/**
 * What the push feature keeps, and the one interface its two backends share: files under
 * `DATA_DIR/push` (file-store.ts) or keys under `ballon:push:` in Redis (redis-store.ts,
 * loaded only with REDIS_URL). Nothing here knows how a push is sent.
 */

/** The server's VAPID key pair (RFC 8292), made once and then the same for every replica. */
export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url (65 bytes): what the browser's `applicationServerKey` is. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
  /** When the pair was made (ISO). */
  createdAt: string;
}

/** One device of one admin account that asked to be told (the browser's PushSubscription). */
export interface Device {
  /** SHA-256 of the endpoint, base64url, 22 characters: what the admin API names a device by. */
  id: string;
  /** The push service's URL for this device (https; a capability: never logged whole). */
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
  /** The admin account (lower-case e-mail) that switched it on. */
  email: string;
  /** The admin's language on that device when it was switched on: the notifications' language. */
  lang: 'cs' | 'en';
  /** ISO time it was switched on. */
  createdAt: string;
}

/** At most this many devices per account: the oldest is dropped when one more is switched on. */
const MAX_DEVICES_PER_ACCOUNT = 10;

export interface PushStore {
  /** The key pair: the one kept, or `made()` kept if none was (set-if-absent: two replicas at once agree on one). */
  vapidKeys(made: () => VapidKeys): Promise<VapidKeys>;
  /** Every device (few: a handful per account). */
  devices(): Promise<Device[]>;
  /** Keeps `device` (replacing one with its id), dropping the account's oldest beyond MAX_DEVICES_PER_ACCOUNT. */
  put(device: Device): Promise<void>;
  /** Removes the device; false when there was none with that id. */
  remove(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The devices `put` keeps of one account: `device` and the newest others, MAX_DEVICES_PER_ACCOUNT in all. */
export function devicesToDrop(others: Device[], device: Device): string[] {
  const same = others
    .filter((other) => other.email === device.email && other.id !== device.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return same.slice(MAX_DEVICES_PER_ACCOUNT - 1).map((other) => other.id);
}

import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { RedisConnections } from '../redis/connection';
import { filePushStore } from './file-store';
import { noticePayload, type OwnerNotice } from './notice';

export type { OwnerNotice } from './notice';
import { sendPush, type PushOutcome } from './send';
import { type Device, type PushStore, type VapidKeys } from './store';
import {
  deviceIdOf,
  parseSubscription,
  serviceOf,
  type SubscriptionRefusal,
  type SubscriptionRules,
} from './subscription';
import { makeVapidKeys, vapidSubject } from './vapid';

/** A push service keeps a notification this long for a phone that is off: a booking is worth telling a day later too. */
const TTL_SECONDS = 24 * 60 * 60;
/** One push, connect to answer; a push service slower than this is counted failed (logged at warn). */
const DEFAULT_TIMEOUT_MS = 5_000;

export interface PushDeps {
  logger: Logger;
  /** REDIS_URL's connections: keys and devices in Redis (loaded only then); null: in DATA_DIR/push. */
  redis: RedisConnections | null;
  /** The admin accounts that exist now (lower-case e-mails): a device of an account revoked since is dropped, never told. */
  accounts?: () => Promise<readonly string[]>;
  /** Another store (tests). */
  store?: PushStore;
  /** Tests only: a loopback `http://` endpoint is taken (subscription.ts). server/index.ts never sets it. */
  loopbackEndpoints?: boolean;
  /** One push's deadline (tests shorten it). */
  timeoutMs?: number;
  now?: () => Date;
}

/** One device as its account sees it in the admin: never its endpoint (a capability), only the service's host. */
interface DeviceView {
  id: string;
  service: string;
  createdAt: string;
}

/** What a notification to every device ended as (a test reads it; the callers ignore it). */
interface NotifyReport {
  sent: number;
  gone: number;
  failed: number;
}

export interface Push {
  /**
   * Tells every device switched on (owners' and staff's) about `notice`: one encrypted push
   * each, in the language of its device. A device whose push service answers 404 or 410 is
   * dropped; any other failure is a warn line. Never rejects and never throws: call it as
   * `void push.notifyOwners(…)` after the booking or enquiry is kept; the guest's answer never waits for it.
   */
  notifyOwners(notice: OwnerNotice): Promise<NotifyReport>;
  /** The public key the browser subscribes with (`applicationServerKey`), base64url. */
  publicKey(): Promise<string>;
  /** Switches a device on for `email`; refused when the endpoint or the keys are not a push subscription's. */
  subscribe(
    who: { email: string; lang: 'cs' | 'en' },
    body: unknown,
  ): Promise<{ ok: true; device: DeviceView } | { ok: false; refusal: SubscriptionRefusal }>;
  /** The account's devices, newest first. */
  devicesOf(email: string): Promise<DeviceView[]>;
  /** Switches off one of the account's devices; false when it has none with that id. */
  unsubscribe(email: string, id: string): Promise<boolean>;
  /** A test notification to one of the account's devices. */
  test(email: string, id: string): Promise<PushOutcome['kind'] | 'not_found'>;
  close(): Promise<void>;
}

const viewOf = (device: Device): DeviceView => ({
  id: device.id,
  service: serviceOf(device.endpoint),
  createdAt: device.createdAt,
});

/** The push store from the configuration: Redis with REDIS_URL (loaded only then), else DATA_DIR/push. */
async function openStore(config: Pick<Config, 'dataDir'>, redis: RedisConnections | null): Promise<PushStore> {
  if (!redis) return filePushStore(config.dataDir);
  const { redisPushStore } = await import('./redis-store');
  return redisPushStore(redis.requests);
}

/**
 * Web Push to the admin's devices (server/push/README.md): the VAPID keys made once and
 * kept, the devices each account switched on, and `notifyOwners`, which the enquiries (a new
 * enquiry) and the bookings (a new booking) call.
 */
export async function createPush(
  config: Pick<Config, 'siteUrl' | 'dataDir'> & { mail: Pick<Config['mail'], 'to'> },
  deps: PushDeps,
): Promise<Push> {
  const { logger, now = () => new Date() } = deps;
  const store = deps.store ?? (await openStore(config, deps.redis));
  const rules: SubscriptionRules = { loopbackEndpoints: deps.loopbackEndpoints === true };
  const subject = vapidSubject(config.mail.to, config.siteUrl);
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let keys: Promise<VapidKeys> | null = null;
  /** The pair, read (or made) once; a failure is tried again at the next call. */
  const vapidKeys = () =>
    (keys ??= store
      .vapidKeys(() => makeVapidKeys(now()))
      .catch((error: unknown) => {
        keys = null;
        throw error;
      }));

  /** One push; a device that is gone is dropped. */
  const deliver = async (device: Device, notice: OwnerNotice): Promise<PushOutcome['kind']> => {
    const payload = noticePayload(notice, device.lang, config.siteUrl);
    if (!payload) {
      logger.warn(
        { kind: notice.kind },
        'push not sent: the notice cannot be worded (a date, time, party or path out of shape)',
      );
      return 'failed';
    }
    const urgency = notice.kind === 'test' ? 'normal' : 'high';
    const outcome = await sendPush(device, JSON.stringify(payload), {
      keys: await vapidKeys(),
      subject,
      ttlSeconds: TTL_SECONDS,
      urgency,
      timeoutMs,
    });
    const where = { device: device.id, service: serviceOf(device.endpoint), kind: notice.kind };
    if (outcome.kind === 'gone') {
      await store.remove(device.id).then(
        () =>
          logger.info({ ...where, status: outcome.status }, 'push device dropped: its push service no longer knows it'),
        (error: unknown) => logger.warn({ ...where, err: error }, 'push device gone, but it cannot be dropped now'),
      );
    } else if (outcome.kind === 'failed') {
      logger.warn({ ...where, reason: outcome.reason }, 'push not delivered');
    }
    return outcome.kind;
  };

  /** The devices to tell: those of accounts that still exist (the others are dropped here). */
  const liveDevices = async (): Promise<Device[]> => {
    const devices = await store.devices();
    if (!deps.accounts) return devices;
    const accounts = new Set(await deps.accounts());
    const orphans = devices.filter((device) => !accounts.has(device.email));
    for (const orphan of orphans) {
      await store.remove(orphan.id);
      logger.info({ device: orphan.id }, 'push device dropped: its account no longer exists');
    }
    return devices.filter((device) => accounts.has(device.email));
  };

  return {
    async notifyOwners(notice) {
      const report: NotifyReport = { sent: 0, gone: 0, failed: 0 };
      try {
        const outcomes = await Promise.all((await liveDevices()).map((device) => deliver(device, notice)));
        for (const outcome of outcomes) report[outcome] += 1;
      } catch (error) {
        // The store unreachable (Redis down, DATA_DIR unusable): nobody is told, the caller's work stands.
        logger.warn({ err: error, kind: notice.kind }, 'push not sent: its devices cannot be read');
        report.failed += 1;
      }
      return report;
    },
    publicKey: async () => (await vapidKeys()).publicKey,
    async subscribe(who, body) {
      const parsed = parseSubscription(body, rules);
      if (!parsed.ok) return parsed;
      const device: Device = {
        id: deviceIdOf(parsed.subscription.endpoint),
        ...parsed.subscription,
        email: who.email,
        lang: who.lang,
        createdAt: now().toISOString(),
      };
      await store.put(device);
      return { ok: true, device: viewOf(device) };
    },
    async devicesOf(email) {
      return (await store.devices())
        .filter((device) => device.email === email)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(viewOf);
    },
    async unsubscribe(email, id) {
      const device = (await store.devices()).find((one) => one.id === id && one.email === email);
      return device ? store.remove(id) : false;
    },
    async test(email, id) {
      const device = (await store.devices()).find((one) => one.id === id && one.email === email);
      if (!device) return 'not_found';
      return deliver(device, { kind: 'test' }).catch(() => 'failed' as const);
    },
    close: () => store.close(),
  };
}

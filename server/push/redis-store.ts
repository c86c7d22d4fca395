import type { Redis } from 'ioredis';
import { devicesToDrop, type Device, type PushStore, type VapidKeys } from './store';

/** Every key of the push feature starts with this. */
const PUSH_PREFIX = 'ballon:push:';
/** The key pair, a JSON string: SET NX, so the first replica's pair is everyone's. */
const KEYS = `${PUSH_PREFIX}vapid`;
/** The devices: a hash, id → the device's JSON. */
const DEVICES = `${PUSH_PREFIX}devices`;

const parsed = (text: string): Device | null => {
  try {
    return JSON.parse(text) as Device;
  } catch {
    return null;
  }
};

/**
 * The push feature's state in Redis with REDIS_URL (loaded only then): the key pair set if
 * absent and then read back (whichever replica set it first, all use its pair), the devices
 * in one hash. Dropping an account's oldest devices past the bound reads and writes in two
 * steps: two devices switched on at once by one account may keep one more for a while,
 * which the next switch-on trims.
 */
export function redisPushStore(redis: Redis): PushStore {
  return {
    async vapidKeys(made) {
      const kept = await redis.get(KEYS);
      if (kept) return JSON.parse(kept) as VapidKeys;
      await redis.set(KEYS, JSON.stringify(made()), 'NX');
      const won = await redis.get(KEYS);
      if (!won) throw new Error(`${KEYS} vanished right after it was set`);
      return JSON.parse(won) as VapidKeys;
    },
    async devices() {
      return Object.values(await redis.hgetall(DEVICES))
        .map(parsed)
        .filter((device): device is Device => device !== null);
    },
    async put(device) {
      const drop = devicesToDrop(await this.devices(), device);
      const multi = redis.multi().hset(DEVICES, device.id, JSON.stringify(device));
      if (drop.length > 0) multi.hdel(DEVICES, ...drop);
      const failed = (await multi.exec())?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async remove(id) {
      return (await redis.hdel(DEVICES, id)) > 0;
    },
    close: async () => undefined,
  };
}

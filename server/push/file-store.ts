import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { ensureDirectory, isCode, moveWithoutReplacing, writeFileAtomic } from '../lib/atomic-file';
import { devicesToDrop, type Device, type PushStore, type VapidKeys } from './store';

/** A killed holder blocks the devices' file for at most this long. */
const STALE_MS = 5_000;
/** How long a writer waits for another process's lock: past a killed holder's stale one. */
const WAIT_MS = 12_000;

const KEYS_FILE = 'vapid.json';
const DEVICES_FILE = 'devices.json';

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/**
 * The push feature's files in `DATA_DIR/push` (mode 0700), each 0600 and written atomically
 * (server/lib/atomic-file.ts): `vapid.json`, the key pair, created once and never replaced
 * (written under a temporary name, then linked to its name, which fails if another process
 * linked first: every process then reads the one that won); `devices.json`, the devices,
 * read-modify-written under a proper-lockfile lock (`devices.lock`) and, in this process, one
 * write after another.
 */
export function filePushStore(dataDir: string): PushStore {
  const dir = path.join(dataDir, 'push');
  const devicesFile = path.join(dir, DEVICES_FILE);
  let chain: Promise<unknown> = Promise.resolve();

  const lock = async (): Promise<() => Promise<void>> => {
    const deadline = Date.now() + WAIT_MS;
    for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
      try {
        return await lockfile.lock(devicesFile, {
          stale: STALE_MS,
          realpath: false,
          lockfilePath: path.join(dir, 'devices.lock'),
          onCompromised: () => undefined,
        });
      } catch (error) {
        if (!isCode(error, 'ELOCKED') || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  /** Runs `change` on the devices and writes what it returns, one writer at a time across processes. */
  const changeDevices = <T>(change: (devices: Device[]) => { devices: Device[]; result: T }): Promise<T> => {
    const next = chain
      .catch(() => undefined)
      .then(async () => {
        await ensureDirectory(dir);
        const release = await lock();
        try {
          const { devices, result } = change((await readJson<Device[]>(devicesFile)) ?? []);
          await writeFileAtomic(devicesFile, `${JSON.stringify(devices)}\n`);
          return result;
        } finally {
          await release().catch(() => undefined);
        }
      });
    chain = next;
    return next;
  };

  return {
    async vapidKeys(made) {
      const file = path.join(dir, KEYS_FILE);
      const kept = await readJson<VapidKeys>(file);
      if (kept) return kept;
      await ensureDirectory(dir);
      const candidate = path.join(dir, `${KEYS_FILE}.${randomBytes(6).toString('hex')}.new`);
      await writeFileAtomic(candidate, `${JSON.stringify(made())}\n`);
      // Never replaces: a pair another process linked first stays, and this candidate goes.
      await moveWithoutReplacing(candidate, file);
      const won = await readJson<VapidKeys>(file);
      if (!won) throw new Error(`${file} vanished right after it was written`);
      return won;
    },
    async devices() {
      return (await readJson<Device[]>(devicesFile)) ?? [];
    },
    put: (device) =>
      changeDevices((devices) => {
        const drop = new Set([device.id, ...devicesToDrop(devices, device)]);
        return { devices: [...devices.filter((other) => !drop.has(other.id)), device], result: undefined };
      }),
    remove: (id) =>
      changeDevices((devices) => {
        const kept = devices.filter((device) => device.id !== id);
        return { devices: kept, result: kept.length !== devices.length };
      }),
    close: async () => {
      await chain.catch(() => undefined);
    },
  };
}

/**
 * The subscribers on disk: one `DATA_DIR/subscribers/subscribers.json` (`{ "records": { <id>: … } }`)
 * written whole and atomically under the folder's lock (server/lib/json-files.ts: chained in this
 * process, proper-lockfile across the processes on one DATA_DIR), and the links' secret beside it
 * (`secret.json`, 0600 like every file there). Read once and kept in memory while the file is the
 * same file (its inode, times and size, taken before the read: every write renames a new file into
 * place, as server/bookings/file-store.ts does), so the send's list and a token's look-up cost a
 * `stat`. 5,000 subscribers are a file of about 0.8 MB, written in a few milliseconds.
 */
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from '../lib/atomic-file';
import { JsonFiles } from '../lib/json-files';
import { subscriberOf, type Subscriber } from './subscriber';
import { SubscriberStoreUnavailable, type RecordChange, type SubscriberStore } from './store';

const FILE = 'subscribers';

interface Kept {
  identity: string;
  byId: Map<string, Subscriber>;
  byEmailKey: Map<string, Subscriber>;
}

/** What the folder refuses (EACCES, ENOSPC, a lock it cannot take…) is the store being unavailable (503). */
async function unavailableOnFolderError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string') throw new SubscriberStoreUnavailable(`subscribers: ${code}`, { cause: error });
    throw error;
  }
}

export class FileSubscriberStore implements SubscriberStore {
  private readonly files: JsonFiles;
  private kept: Kept | null = null;
  private secretRead: Promise<Buffer> | null = null;

  constructor(readonly dir: string) {
    this.files = new JsonFiles(dir, { lock: 'subscribers' });
  }

  private async identity(): Promise<string | null> {
    try {
      const { ino, mtimeNs, ctimeNs, size } = await stat(path.join(this.dir, `${FILE}.json`), { bigint: true });
      return `${ino}:${mtimeNs}:${ctimeNs}:${size}`;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  /** The records as the file holds them now (from memory while it is the same file). */
  private async load(): Promise<Kept> {
    const identity = (await this.identity()) ?? 'none';
    if (this.kept?.identity === identity) return this.kept;
    const stored = identity === 'none' ? { records: {} } : await this.files.read(FILE, { records: {} });
    const byId = new Map<string, Subscriber>();
    const byEmailKey = new Map<string, Subscriber>();
    for (const value of Object.values((stored as { records?: Record<string, unknown> }).records ?? {})) {
      const subscriber = subscriberOf(value);
      if (!subscriber) continue;
      Object.freeze(subscriber);
      byId.set(subscriber.id, subscriber);
      byEmailKey.set(subscriber.emailKey, subscriber);
    }
    this.kept = { identity, byId, byEmailKey };
    return this.kept;
  }

  get(id: string): Promise<Subscriber | null> {
    return unavailableOnFolderError(async () => (await this.load()).byId.get(id) ?? null);
  }

  byEmailKey(emailKey: string): Promise<Subscriber | null> {
    return unavailableOnFolderError(async () => (await this.load()).byEmailKey.get(emailKey) ?? null);
  }

  all(): Promise<Subscriber[]> {
    return unavailableOnFolderError(async () => [...(await this.load()).byId.values()]);
  }

  change<T>(emailKey: string, step: (current: Subscriber | null) => RecordChange<T>): Promise<T> {
    return unavailableOnFolderError(() =>
      this.files.locked(async () => {
        const kept = await this.load();
        const current = kept.byEmailKey.get(emailKey) ?? null;
        const { result, next } = step(current);
        if (next === undefined) return result;
        const records: Record<string, Subscriber> = {};
        for (const [id, subscriber] of kept.byId) if (id !== current?.id) records[id] = subscriber;
        if (next) records[next.id] = next;
        await this.files.write(FILE, { records });
        return result;
      }),
    );
  }

  /** `secret.json`, made by the first process to look, under the folder's lock. */
  secret(): Promise<Buffer> {
    const read = (this.secretRead ??= unavailableOnFolderError(() =>
      this.files.locked(async () => {
        const kept = await this.files.read<string | null>('secret', null);
        if (kept) return Buffer.from(kept, 'base64');
        const made = randomBytes(32);
        await this.files.write('secret', made.toString('base64'));
        return made;
      }),
    ));
    read.catch(() => {
      if (this.secretRead === read) this.secretRead = null;
    });
    return read;
  }

  async close(): Promise<void> {}
}

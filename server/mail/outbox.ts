import { constants } from 'node:fs';
import { access, readFile, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { ensureDirectory, fsyncDirectory, isCode, moveDurably, removeStaleTemporaryFiles, writeFileAtomic } from './atomic-file';
import {
  OUTBOX_ID,
  idempotencyKeyOf,
  newOutboxId,
  parseOutboxRecord,
  type DeliveryFailure,
  type FailedRecord,
  type OutboxRecord,
  type SentRecord,
  type Submission,
} from './outbox-record';

export interface OutboxOptions {
  /** The outbox directory, e.g. DATA_DIR/outbox; `sent/` and `failed/` live inside it. */
  dir: string;
  logger: Logger;
  now?: () => Date;
}

export interface OutboxStats {
  pending: number;
  oldestPendingAgeSeconds: number | null;
}

const fileOf = (dir: string, id: string) => path.join(dir, `${id}.json`);
const idOf = (name: string) => (name.endsWith('.json') && OUTBOX_ID.test(name.slice(0, -5)) ? name.slice(0, -5) : null);

/**
 * A durable queue of messages on disk: one JSON file per message in `dir`
 * (pending), moved to `sent/` once delivered and to `failed/` when refused for good.
 * One process owns a directory; the pending list and the idempotency index are
 * kept in memory and rebuilt from the files by `openOutbox`.
 */
export class Outbox {
  readonly sentDir: string;
  readonly failedDir: string;
  private readonly pendingIds = new Map<string, number>();
  private readonly idByKey = new Map<string, string>();
  private readonly keyById = new Map<string, string>();
  private readonly inFlightKeys = new Map<string, Promise<{ id: string; created: boolean }>>();
  private readonly now: () => Date;

  constructor(
    readonly dir: string,
    private readonly logger: Logger,
    now?: () => Date,
  ) {
    this.sentDir = path.join(dir, 'sent');
    this.failedDir = path.join(dir, 'failed');
    this.now = now ?? (() => new Date());
  }

  /** Queues a message; resolves once it is on disk. The same key gives the same id, queued once. */
  enqueue(submission: Submission, idempotencyKey: string | null): Promise<{ id: string; created: boolean }> {
    if (idempotencyKey === null) return this.write(submission, null);
    const known = this.idByKey.get(idempotencyKey);
    if (known) return Promise.resolve({ id: known, created: false });
    const inFlight = this.inFlightKeys.get(idempotencyKey);
    if (inFlight) return inFlight.then(({ id }) => ({ id, created: false }));
    const writing = this.write(submission, idempotencyKey).finally(() => this.inFlightKeys.delete(idempotencyKey));
    this.inFlightKeys.set(idempotencyKey, writing);
    return writing;
  }

  private async write(submission: Submission, idempotencyKey: string | null) {
    const createdAt = this.now();
    const record: OutboxRecord = { version: 1, id: newOutboxId(createdAt), createdAt: createdAt.toISOString(), idempotencyKey, submission };
    await writeFileAtomic(fileOf(this.dir, record.id), JSON.stringify(record));
    this.pendingIds.set(record.id, createdAt.getTime());
    if (idempotencyKey !== null) this.remember(idempotencyKey, record.id);
    return { id: record.id, created: true };
  }

  /** Pending ids, oldest first. */
  pending(): string[] {
    return [...this.pendingIds].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([id]) => id);
  }

  /** The pending record, or null if it is gone or unreadable. */
  async read(id: string): Promise<OutboxRecord | null> {
    const json = await readFile(fileOf(this.dir, id), 'utf8').catch(() => null);
    return json === null ? null : parseOutboxRecord(json);
  }

  async markSent(record: OutboxRecord, delivery: SentRecord['delivery']): Promise<void> {
    const sent: SentRecord = { ...record, sentAt: this.now().toISOString(), delivery };
    await writeFileAtomic(fileOf(this.sentDir, record.id), JSON.stringify(sent));
    await this.dropPending(record.id);
  }

  async markFailed(id: string, record: OutboxRecord | null, reason: DeliveryFailure): Promise<void> {
    const failedAt = this.now().toISOString();
    if (record) {
      const failed: FailedRecord = { ...record, failedAt, reason };
      await writeFileAtomic(fileOf(this.failedDir, id), JSON.stringify(failed));
      await this.dropPending(id);
    } else {
      // Unreadable: keep the bytes as they are for the operator.
      await moveDurably(fileOf(this.dir, id), fileOf(this.failedDir, id)).catch((error: unknown) => {
        if (!isCode(error, 'ENOENT')) throw error;
      });
      this.pendingIds.delete(id);
    }
  }

  stats(): OutboxStats {
    const oldest = Math.min(...this.pendingIds.values());
    return {
      pending: this.pendingIds.size,
      oldestPendingAgeSeconds: this.pendingIds.size === 0 ? null : Math.max(0, Math.floor((this.now().getTime() - oldest) / 1000)),
    };
  }

  /** True when new messages can be written. */
  async isWritable(): Promise<boolean> {
    try {
      await access(this.dir, constants.W_OK);
      return (await stat(this.dir)).isDirectory();
    } catch {
      return false;
    }
  }

  /** Deletes delivered messages older than `keepDays`; returns how many. */
  async pruneSent(keepDays: number): Promise<number> {
    const cutoff = this.now().getTime() - keepDays * 86_400_000;
    let removed = 0;
    for (const name of await readdir(this.sentDir)) {
      const id = idOf(name);
      const file = path.join(this.sentDir, name);
      const info = id ? await stat(file).catch(() => null) : null;
      if (!id || !info || info.mtimeMs >= cutoff) continue;
      await unlink(file).catch(() => undefined);
      this.forget(id);
      removed += 1;
    }
    if (removed > 0) await fsyncDirectory(this.sentDir);
    return removed;
  }

  /** Creates the directories and rebuilds the pending list and the idempotency index. */
  async load(): Promise<void> {
    for (const dir of [this.dir, this.sentDir, this.failedDir]) {
      await ensureDirectory(dir);
      await removeStaleTemporaryFiles(dir, this.now().getTime());
    }
    const done = new Set<string>();
    for (const dir of [this.sentDir, this.failedDir]) {
      for (const name of await readdir(dir)) {
        const id = idOf(name);
        if (!id) continue;
        done.add(id);
        const key = idempotencyKeyOf(await readFile(path.join(dir, name), 'utf8').catch(() => ''));
        if (key !== null) this.remember(key, id);
      }
    }
    for (const name of await readdir(this.dir)) {
      const id = idOf(name);
      if (!id) continue;
      // A crash between writing sent/ (or failed/) and removing the pending file.
      if (done.has(id)) {
        await unlink(fileOf(this.dir, id)).catch(() => undefined);
        continue;
      }
      const record = await this.read(id);
      if (!record) {
        this.logger.error({ outboxId: id }, 'outbox: unreadable message moved to failed/');
        await this.markFailed(id, null, { code: 'EUNREADABLE', responseCode: null, response: null, detail: 'unreadable outbox record' });
        continue;
      }
      this.pendingIds.set(id, Date.parse(record.createdAt));
      if (record.idempotencyKey !== null) this.remember(record.idempotencyKey, id);
    }
  }

  private async dropPending(id: string) {
    await unlink(fileOf(this.dir, id)).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
    await fsyncDirectory(this.dir);
    this.pendingIds.delete(id);
  }

  private remember(key: string, id: string) {
    this.idByKey.set(key, id);
    this.keyById.set(id, key);
  }

  private forget(id: string) {
    const key = this.keyById.get(id);
    if (key !== undefined && this.idByKey.get(key) === id) this.idByKey.delete(key);
    this.keyById.delete(id);
  }
}

/** Opens (creating if needed) the outbox in `dir` and loads what is pending. */
export async function openOutbox(options: OutboxOptions): Promise<Outbox> {
  const outbox = new Outbox(options.dir, options.logger, options.now);
  await outbox.load();
  return outbox;
}

import { constants } from 'node:fs';
import { access, readFile, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import {
  ensureChildDirectory,
  ensureDirectory,
  isCode,
  moveWithoutReplacing,
  probeWritable,
  removeStaleTemporaryFiles,
  writeFileAtomic,
} from '../../lib/atomic-file';
import { isOutOfDescriptors, type OutOfDescriptors } from '../../lib/out-of-descriptors';
import { ClaimStore, type Claim } from './claims';
import {
  claimName,
  ENQUIRY_ID,
  IdempotencyConflictError,
  parseQueuedEnquiry,
  queuedEnquiry,
  sameEnquiry,
  type Dedupe,
  type DeliveryFailure,
  type Enquiry,
  type FailedEnquiry,
  type QueuedEnquiry,
  type QueueStats,
  type SentEnquiry,
} from '../enquiry';
import { PendingCache } from './pending-cache';

export interface OutboxOptions {
  /** The outbox directory, e.g. DATA_DIR/outbox; `sent/`, `failed/` and `claims/` live inside it. */
  dir: string;
  logger: Logger;
  now?: () => Date;
  /** Days an idempotency key stands for its message (MAIL_KEEP_DAYS). */
  keepDays?: number;
  /**
   * Told of each failure to store (the error, the enquiries it refused) and of the
   * recovery (null), in place of the outbox's own log lines: the server says it once
   * for the whole DATA_DIR (server/runtime/data-dir.ts).
   */
  reportStorage?: StorageReport;
  /**
   * No file descriptor was free (EMFILE/ENFILE): the post is refused (503), but that
   * says nothing about DATA_DIR, so `writable` stays as it was. Default: a warning line.
   */
  onOutOfDescriptors?: OutOfDescriptors;
}

export type StorageReport = (error: unknown, refused: number) => void;

/** A pending record as the deliverer finds it. Only `corrupt` is ever set aside; `unreadable` is retried. */
export type PendingRead =
  | { kind: 'ok'; record: QueuedEnquiry }
  | { kind: 'gone' }
  | { kind: 'done' }
  | { kind: 'corrupt'; detail: string }
  | { kind: 'unreadable'; error: unknown };

/** Why a pending message waits: its last try's failure and the next try, noted by the deliverer. */
export interface WaitingNote {
  reason: DeliveryFailure;
  nextAttemptAt: string;
}

export const fileOf = (dir: string, id: string) => path.join(dir, `${id}.json`);
export const idOf = (name: string) =>
  name.endsWith('.json') && ENQUIRY_ID.test(name.slice(0, -5)) ? name.slice(0, -5) : null;
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** While the outbox cannot store, the error line is repeated at most this often (however many posts are refused). */
const UNWRITABLE_LOG_EVERY_MS = 60_000;

/** Thrown while storing, but no sign of a DATA_DIR that cannot be written: the key's conflict, a claim held too long, no descriptor free. */
const notAboutTheDisk = (error: unknown) =>
  error instanceof IdempotencyConflictError || isCode(error, 'ELOCKED') || isOutOfDescriptors(error);

/**
 * A durable queue of messages on disk: one JSON file per message in `dir`
 * (pending), moved to `sent/` once delivered and to `failed/` when refused for good.
 * The directory is the truth: any number of processes may add to it, and the
 * deliverer lists it again on every pass (`scan`); what is kept in memory is only
 * a cache for `stats()` (PendingCache), replaced by each listing.
 *
 * Its directories are put back (mode 0700) whenever they are found missing: a
 * DATA_DIR that was not writable at start and has been fixed, or one deleted and
 * made again while running. `writable` tells whether a message could be stored at
 * the last try; while it cannot, one error line a minute says so (the alert on old
 * pending mail cannot fire when nothing gets in), and one line says when it can again.
 */
export class Outbox {
  readonly sentDir: string;
  readonly failedDir: string;
  readonly claims: ClaimStore;
  private readonly cache = new PendingCache();
  private readonly now: () => Date;
  private readonly keepMs: number;
  private canStore = true;
  private lastUnwritableLineAt: number | null = null;
  private refusedSinceLine = 0;
  private refusedInEpisode = 0;
  private readonly reportStorage: StorageReport | null;
  private readonly outOfDescriptors: OutOfDescriptors;

  constructor(
    readonly dir: string,
    private readonly logger: Logger,
    options: Pick<OutboxOptions, 'now' | 'keepDays' | 'reportStorage' | 'onOutOfDescriptors'> = {},
  ) {
    this.sentDir = path.join(dir, 'sent');
    this.failedDir = path.join(dir, 'failed');
    this.claims = new ClaimStore(path.join(dir, 'claims'));
    this.now = options.now ?? (() => new Date());
    this.keepMs = (options.keepDays ?? 30) * 86_400_000;
    this.reportStorage = options.reportStorage ?? null;
    this.outOfDescriptors =
      options.onOutOfDescriptors ??
      ((error) => logger.warn({ err: error, dir }, 'outbox: no file descriptor free; enquiries are refused meanwhile'));
  }

  /**
   * Queues a message; resolves once it is on disk, rejects with the file system's
   * error when it cannot be stored, and with IdempotencyConflictError when the
   * key already stands for a different message.
   */
  async enqueue(enquiry: Enquiry, dedupe: Dedupe | null): Promise<{ id: string; created: boolean }> {
    try {
      const stored = await this.store(enquiry, dedupe).catch(async (error: unknown) => {
        // A directory is gone (deleted, or never created): put them back and try once more.
        if (!isCode(error, 'ENOENT')) throw error;
        await this.ensureDirectories();
        return this.store(enquiry, dedupe);
      });
      this.markWritable();
      return stored;
    } catch (error) {
      if (isOutOfDescriptors(error)) this.outOfDescriptors(error, 'outbox');
      else if (!notAboutTheDisk(error)) this.markUnwritable(error, 1);
      throw error;
    }
  }

  private store(enquiry: Enquiry, dedupe: Dedupe | null): Promise<{ id: string; created: boolean }> {
    if (dedupe === null) return this.create(enquiry, null, null);
    const name = claimName(dedupe);
    return this.claims.withClaim(name, async (claim) => {
      if (claim && this.claimHolds(claim, dedupe)) {
        if (sameEnquiry(claim.record.submission, enquiry)) {
          await this.restoreIfLost(claim.record);
          return { id: claim.record.id, created: false };
        }
        if (dedupe.kind === 'key') throw new IdempotencyConflictError(claim.record.id);
      }
      return this.create(enquiry, dedupe, name);
    });
  }

  /**
   * The id of the message this enquiry repeats (the same key, or the same body from
   * the same client within the window), or null: nothing is stored either way. Taken
   * under the claim's lock, so a first post still being stored is waited for (a double
   * click that reached the rate limit is answered as the message it repeats).
   */
  async replayOf(enquiry: Enquiry, dedupe: Dedupe): Promise<string | null> {
    return this.claims.withClaim(claimName(dedupe), async (claim) =>
      claim && this.claimHolds(claim, dedupe) && sameEnquiry(claim.record.submission, enquiry) ? claim.record.id : null,
    );
  }

  private claimHolds(claim: Claim, dedupe: Dedupe): boolean {
    const age = this.now().getTime() - Date.parse(claim.createdAt);
    return age < (dedupe.kind === 'fingerprint' ? dedupe.windowMs : this.keepMs);
  }

  private async create(enquiry: Enquiry, dedupe: Dedupe | null, claim: string | null) {
    const createdAt = this.now();
    const record = queuedEnquiry(enquiry, dedupe, createdAt, claim);
    // The claim first: a crash before the record leaves a claim that the client's retry restores.
    if (claim && dedupe)
      await this.claims.write(claim, { version: 1, kind: dedupe.kind, createdAt: record.createdAt, record });
    await writeFileAtomic(fileOf(this.dir, record.id), JSON.stringify(record));
    this.cache.add(record.id, createdAt.getTime());
    return { id: record.id, created: true };
  }

  /**
   * Pending, delivered or refused: the record exists. A sent/ or failed/ twin wins over a
   * pending copy: markSent and markFailed write the twin before they drop the pending copy,
   * so between the two the message is done (an owner deleting a failed one just then is no
   * 'pending' refusal). The second looks cover the moves in between: a retry renames failed/
   * back to pending, and a delivery finishing writes its twin after the first looks.
   */
  async locate(id: string): Promise<'pending' | 'sent' | 'failed' | null> {
    const done = async () =>
      (await exists(fileOf(this.sentDir, id))) ? 'sent' : (await exists(fileOf(this.failedDir, id))) ? 'failed' : null;
    const first = await done();
    if (first) return first;
    if (await exists(fileOf(this.dir, id))) return 'pending';
    return (await done()) ?? ((await exists(fileOf(this.dir, id))) ? 'pending' : null);
  }

  private async restoreIfLost(record: QueuedEnquiry) {
    if ((await this.locate(record.id)) !== null) return;
    await writeFileAtomic(fileOf(this.dir, record.id), JSON.stringify(record));
    this.cache.add(record.id);
    this.logger.warn(
      { outboxId: record.id },
      'outbox: a message lost before it was stored was restored from its idempotency claim',
    );
  }

  /** Lists the pending ids, oldest first, and refreshes the cache behind `stats()`. */
  async scan(): Promise<string[]> {
    const ids: string[] = [];
    for (const name of await readdir(this.dir)) {
      const id = idOf(name);
      if (id) ids.push(id);
    }
    ids.sort();
    this.cache.replace(ids);
    return ids;
  }

  /** Pending ids as of the last scan and this process's own changes, oldest first. */
  pending(): string[] {
    return this.cache.ids();
  }

  /** The pending record, or null if it is gone or unreadable. */
  async read(id: string): Promise<QueuedEnquiry | null> {
    const found = await this.readPending(id);
    return found.kind === 'ok' ? found.record : null;
  }

  async readPending(id: string): Promise<PendingRead> {
    // A crash between writing sent/ (or failed/) and removing the pending file.
    if ((await exists(fileOf(this.sentDir, id))) || (await exists(fileOf(this.failedDir, id)))) return { kind: 'done' };
    let json: string;
    try {
      json = await readFile(fileOf(this.dir, id), 'utf8');
    } catch (error) {
      return isCode(error, 'ENOENT') ? { kind: 'gone' } : { kind: 'unreadable', error };
    }
    const record = parseQueuedEnquiry(json);
    if (!record) return { kind: 'corrupt', detail: 'not a valid outbox record' };
    if (record.id !== id) return { kind: 'corrupt', detail: 'its id does not match its file name' };
    return { kind: 'ok', record };
  }

  /**
   * Records a delivery: the sent/ copy first, then the pending file goes. Not synced
   * to disk: after a power cut that lost it, the message is merely sent again, with
   * the same Message-ID (as after a crash between the server's 250 and this record);
   * the fsyncs would cost the backlog most of its speed.
   */
  async markSent(record: QueuedEnquiry, delivery: SentEnquiry['delivery']): Promise<void> {
    const sent: SentEnquiry = { ...record, sentAt: this.now().toISOString(), delivery };
    await writeFileAtomic(fileOf(this.sentDir, record.id), JSON.stringify(sent), { durable: false });
    await this.dropPending(record.id);
  }

  /**
   * Notes on a pending message why its last try failed and when the next one is (`waiting`,
   * which reading it as a pending record ignores), for the owner's inbox. Only the deliverer
   * writes it, between its tries; a message no longer pending (erased, done) is left alone.
   */
  async noteWaiting(record: QueuedEnquiry, reason: DeliveryFailure, nextAttemptAt: Date): Promise<void> {
    const file = fileOf(this.dir, record.id);
    if ((await this.locate(record.id)) !== 'pending') return;
    const waiting: WaitingNote = { reason, nextAttemptAt: nextAttemptAt.toISOString() };
    await writeFileAtomic(file, JSON.stringify({ ...record, waiting }), { durable: false });
  }

  /** Moves a refused message to failed/ with the reason; `null`: sets the file aside as it is. */
  async markFailed(id: string, record: QueuedEnquiry | null, reason: DeliveryFailure): Promise<void> {
    if (!record) return this.setAside(id);
    const failed: FailedEnquiry = { ...record, failedAt: this.now().toISOString(), reason };
    await writeFileAtomic(fileOf(this.failedDir, id), JSON.stringify(failed));
    await this.dropPending(id);
  }

  /** Moves a corrupt or misnamed file to failed/ byte for byte, for the operator. */
  async setAside(id: string): Promise<void> {
    await moveWithoutReplacing(fileOf(this.dir, id), fileOf(this.failedDir, id));
    this.cache.remove(id);
  }

  /**
   * Removes the pending copy of a delivered or refused message. The directory is not
   * synced: a copy that reappears after a power cut is recognised by its sent/ or
   * failed/ twin and dropped, never sent again.
   */
  async dropPending(id: string): Promise<void> {
    await unlink(fileOf(this.dir, id)).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
    this.cache.remove(id);
  }

  /** From the last listing and this process's changes since: no file access, no sort. */
  stats(): QueueStats {
    const { count, oldest } = this.cache.summary();
    return {
      pending: count,
      oldestPendingAgeSeconds: oldest === null ? null : Math.max(0, Math.floor((this.now().getTime() - oldest) / 1000)),
    };
  }

  /**
   * Whether a message could be stored at the last try (an enqueue, the start, or
   * `recheck`): false while DATA_DIR is read-only, full, not the server's, or gone.
   * For the metrics (`ballon_outbox_writable`); no file access.
   */
  get writable(): boolean {
    return this.canStore;
  }

  /**
   * Looks again whether messages can be stored, putting missing directories back:
   * cheaply (`access`) while all is well, with a real write while it was not.
   * The delivery worker calls it periodically and when a listing or its lock finds
   * a directory missing. Logs as `writable` changes; resolves to it.
   */
  async recheck(): Promise<boolean> {
    try {
      if (!this.canStore || !(await this.looksWritable())) {
        await this.ensureDirectories();
        for (const dir of [this.dir, this.claims.dir]) await probeWritable(dir);
      }
      this.markWritable();
    } catch (error) {
      // No descriptor free to look with: nothing learnt about DATA_DIR.
      if (isOutOfDescriptors(error)) this.outOfDescriptors(error, 'outbox');
      else this.markUnwritable(error, 0);
    }
    return this.canStore;
  }

  private looksWritable(): Promise<boolean> {
    return Promise.all([this.dir, this.claims.dir].map((dir) => access(dir, constants.W_OK))).then(
      () => true,
      () => false,
    );
  }

  /** The outbox's directories, created where missing (mode 0700); DATA_DIR itself must exist. */
  private async ensureDirectories(): Promise<void> {
    for (const dir of [this.dir, this.sentDir, this.failedDir, this.claims.dir]) await ensureChildDirectory(dir);
  }

  private markWritable() {
    if (this.canStore) return;
    this.canStore = true;
    if (this.reportStorage) return this.reportStorage(null, 0);
    this.logger.info(
      { dir: this.dir, refused: this.refusedInEpisode },
      'outbox: DATA_DIR is writable again; enquiries are accepted',
    );
    this.lastUnwritableLineAt = null;
    this.refusedSinceLine = 0;
    this.refusedInEpisode = 0;
  }

  /** One error line now and then at most once a minute while it lasts, with the enquiries refused meanwhile. */
  private markUnwritable(error: unknown, refused: number) {
    this.canStore = false;
    if (this.reportStorage) return this.reportStorage(error, refused);
    this.refusedSinceLine += refused;
    this.refusedInEpisode += refused;
    const now = this.now().getTime();
    if (this.lastUnwritableLineAt !== null && now - this.lastUnwritableLineAt < UNWRITABLE_LOG_EVERY_MS) return;
    this.lastUnwritableLineAt = now;
    this.logger.error(
      { alert: 'outbox-not-writable', err: error, dir: this.dir, refused: this.refusedSinceLine },
      'outbox: DATA_DIR is not writable; enquiries are refused until it is',
    );
    this.refusedSinceLine = 0;
  }

  /**
   * Creates the directories (and DATA_DIR if need be), removes a crash's temporary
   * files and lists what is pending. A DATA_DIR that cannot be written is logged,
   * not fatal: pages keep serving, enquiries are refused (503) until it is writable
   * again, which `recheck` and every enqueue notice.
   */
  async load(): Promise<void> {
    try {
      for (const dir of [this.dir, this.sentDir, this.failedDir, this.claims.dir]) {
        await ensureDirectory(dir);
        await removeStaleTemporaryFiles(dir, this.now().getTime());
      }
      for (const dir of [this.dir, this.claims.dir]) await access(dir, constants.W_OK);
    } catch (error) {
      this.markUnwritable(error, 0);
    }
    await this.scan().catch(() => undefined);
  }
}

/** Opens (creating if needed) the outbox in `dir` and lists what is pending. */
export async function openOutbox(options: OutboxOptions): Promise<Outbox> {
  const outbox = new Outbox(options.dir, options.logger, options);
  await outbox.load();
  return outbox;
}

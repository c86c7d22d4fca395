/**
 * The bookings on disk: `DATA_DIR/bookings/days/<date>.json` (one Prague date's bookings
 * and blocks) and `DATA_DIR/bookings/tokens/<hash>.json` (where a manage link leads). Each
 * date has a lock of its own (server/lib/json-files.ts: chained in this process,
 * proper-lockfile across the processes on the folder), so a check and its hold are one step
 * on one replica or many; a step over two dates (a booking moved to another day) takes
 * their locks in date order, so two such steps never wait on each other.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from '../lib/atomic-file';
import { JsonFiles } from '../lib/json-files';
import { emptyDay, newSecret, type BookingDay } from './booking';
import { BookingStoreUnavailable, type BookingStore, type DayChange, type TokenEntry } from './store';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HASH = /^[0-9a-f]{64}$/;

/**
 * What the folder refuses (EACCES, EROFS, ENOSPC, a lock it cannot take…) is the store being
 * unavailable: the guest is told "not booked" (503) and the DATA_DIR watch names the cause once.
 * An error before the day's file is renamed into place wrote nothing of the day.
 */
async function unavailableOnFolderError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string') throw new BookingStoreUnavailable(`bookings: ${code}`, { cause: error });
    throw error;
  }
}

/** A value and everything in it made read-only (a day kept in memory is shared by its readers). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export class FileBookingStore implements BookingStore {
  private readonly daysDir: string;
  private readonly tokens: JsonFiles;
  private readonly dayFiles = new Map<string, JsonFiles>();
  /** The days read, by date, with the identity of the file they were read from (`day`). */
  private readonly kept = new Map<string, { identity: string; day: BookingDay }>();

  constructor(readonly dir: string) {
    this.daysDir = path.join(dir, 'days');
    this.tokens = new JsonFiles(path.join(dir, 'tokens'), { lock: 'tokens' });
  }

  /** One date's files, with that date's own lock (kept per date: the chain must be one object). */
  private filesOf(date: string): JsonFiles {
    if (!DATE.test(date)) throw new RangeError(`bookings: not a date: ${date}`);
    let files = this.dayFiles.get(date);
    if (!files) {
      files = new JsonFiles(this.daysDir, { lock: `day-${date}` });
      this.dayFiles.set(date, files);
    }
    return files;
  }

  /**
   * The day as kept. A day read before is answered from memory while its file is the same
   * file: every write renames a new file into place (a new inode, a new change time), and the
   * file's identity is taken before it is read, so a write of another process on the folder
   * is read at the next question and never missed (the free times flicking through days cost
   * a `stat`, not a read and a parse). Kept days are frozen: nobody changes the one in memory.
   */
  async day(date: string): Promise<BookingDay> {
    const files = this.filesOf(date);
    return unavailableOnFolderError(async () => {
      const identity = await this.identityOf(date);
      if (identity === null) {
        this.kept.delete(date);
        return emptyDay(date);
      }
      const known = this.kept.get(date);
      if (known?.identity === identity) return known.day;
      const day = deepFreeze(await files.read<BookingDay>(date, emptyDay(date)));
      this.kept.set(date, { identity, day });
      return day;
    });
  }

  /** Which file holds a date now (its inode, change time and size), or null when none does. */
  private async identityOf(date: string): Promise<string | null> {
    try {
      const { ino, mtimeNs, ctimeNs, size } = await stat(path.join(this.daysDir, `${date}.json`), { bigint: true });
      return `${ino}:${mtimeNs}:${ctimeNs}:${size}`;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async update<T>(dates: readonly string[], change: (days: BookingDay[]) => DayChange<T>): Promise<T> {
    return unavailableOnFolderError(() => this.updateDays(dates, change));
  }

  private async updateDays<T>(dates: readonly string[], change: (days: BookingDay[]) => DayChange<T>): Promise<T> {
    const unique = [...new Set(dates)];
    const ordered = [...unique].sort();
    const run = async (index: number): Promise<T> => {
      if (index < ordered.length) return this.filesOf(ordered[index]!).locked(() => run(index + 1));
      const days = await Promise.all(unique.map((date) => this.day(date)));
      const outcome = change(days);
      // The tokens first: a token that leads to a booking not written yet finds nothing (and
      // is gone with its day); a booking written without its token could not be managed.
      for (const { hash, entry } of outcome.tokens ?? []) await this.tokens.write(hash, entry);
      // An erased booking's link goes before its day is written: a crash between leaves the
      // booking there without its link, and the owner's erasure, asked again, finishes it.
      for (const hash of outcome.dropTokens ?? [])
        if (HASH.test(hash)) await rm(path.join(this.tokens.dir, `${hash}.json`), { force: true });
      for (const day of outcome.days ?? []) {
        const current = days.find((kept) => kept.date === day.date);
        if (!current) throw new RangeError(`bookings: a step over ${dates.join(', ')} wrote ${day.date}`);
        await this.filesOf(day.date).write(day.date, { ...day, version: current.version + 1 });
      }
      return outcome.result;
    };
    return run(0);
  }

  private secretRead: Promise<Buffer> | null = null;

  /** DATA_DIR/bookings/secret.json (0600 like the folder's other files); the first process to look makes it, under the tokens' lock. */
  secret(): Promise<Buffer> {
    const read = (this.secretRead ??= unavailableOnFolderError(() => this.readSecret()));
    read.catch(() => {
      // Read again next time: the folder may be back.
      if (this.secretRead === read) this.secretRead = null;
    });
    return read;
  }

  private readSecret(): Promise<Buffer> {
    return this.tokens.locked(async () => {
      const kept = await this.tokens.read<string | null>('secret', null);
      if (kept) return Buffer.from(kept, 'base64');
      const made = newSecret();
      await this.tokens.write('secret', made.toString('base64'));
      return made;
    });
  }

  async token(hash: string, now: number): Promise<TokenEntry | null> {
    if (!HASH.test(hash)) return null;
    const entry = await unavailableOnFolderError(() => this.tokens.read<TokenEntry | null>(hash, null));
    return entry && now < entry.until ? entry : null;
  }

  async dates(): Promise<string[]> {
    try {
      const names = await readdir(this.daysDir);
      return names
        .filter((name) => name.endsWith('.json') && DATE.test(name.slice(0, -5)))
        .map((name) => name.slice(0, -5))
        .sort();
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  }

  async forget(date: string, tokenHashes: readonly string[]): Promise<void> {
    await this.filesOf(date).locked(async () => {
      for (const hash of tokenHashes)
        if (HASH.test(hash)) await rm(path.join(this.tokens.dir, `${hash}.json`), { force: true });
      await rm(path.join(this.daysDir, `${date}.json`), { force: true });
      this.kept.delete(date);
    });
  }

  async close(): Promise<void> {}
}

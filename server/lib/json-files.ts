import { readFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { ensureDirectory, isCode, writeFileAtomic } from './atomic-file';

/** A killed holder blocks the files for at most this long. */
const STALE_MS = 5_000;
/** How long a writer waits for the lock another process holds: past a killed holder's stale lock. */
const WAIT_MS = 12_000;

export interface JsonFilesOptions {
  /**
   * A lock of its own, `<lock>.lock` (default: the directory's `state.lock`), for files
   * nobody else writes: their writers never wait on the others, nor make them wait.
   */
  lock?: string;
  /** false: no fsync (all-or-nothing across processes and kill -9, not a power cut), for records that live minutes. */
  durable?: boolean;
}

/**
 * JSON files in one directory (the admin's DATA_DIR/admin, the bookings' DATA_DIR/bookings), each written atomically
 * (a reader sees the old file or the new one, never half). Writers take one lock for
 * the directory, or the one they are given: in this process by chaining, across
 * processes (the server and `npm run admin`) with a proper-lockfile lock, so a
 * read-modify-write never loses another's change.
 */
export class JsonFiles {
  private chain: Promise<unknown> = Promise.resolve();
  private ready: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    private readonly options: JsonFilesOptions = {},
  ) {}

  private made(): Promise<void> {
    this.ready ??= ensureDirectory(this.dir).catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /** The file's value, or `fallback` when it does not exist yet. */
  async read<T>(name: string, fallback: T): Promise<T> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${name}.json`), 'utf8')) as T;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return fallback;
      throw error;
    }
  }

  async write(name: string, value: unknown): Promise<void> {
    await this.made();
    await writeFileAtomic(path.join(this.dir, `${name}.json`), `${JSON.stringify(value)}\n`, {
      durable: this.options.durable ?? true,
    });
  }

  /** Runs `critical` holding the lock (one writer at a time, across processes). */
  locked<T>(critical: () => Promise<T>): Promise<T> {
    const next = this.chain
      .catch(() => undefined)
      .then(async () => {
        await this.made();
        const release = await this.lock();
        try {
          return await critical();
        } finally {
          await release().catch(() => undefined);
        }
      });
    this.chain = next;
    return next;
  }

  /** proper-lockfile's own retries would also retry a missing or read-only directory: only "held" is waited for. */
  private async lock(): Promise<() => Promise<void>> {
    const deadline = Date.now() + WAIT_MS;
    // proper-lockfile keeps one lock per target in a process: a lock of its own needs a target of its own.
    const { lock } = this.options;
    const [target, lockfilePath] = lock
      ? [path.join(this.dir, lock), path.join(this.dir, `${lock}.lock`)]
      : [this.dir, path.join(this.dir, 'state.lock')];
    for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
      try {
        return await lockfile.lock(target, {
          stale: STALE_MS,
          realpath: false,
          lockfilePath,
          onCompromised: () => undefined,
        });
      } catch (error) {
        if (!isCode(error, 'ELOCKED') || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

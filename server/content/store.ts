/**
 * The content the site serves right now: the last valid snapshot of the content
 * folder, reloaded when a file changes. An invalid edit never replaces good
 * content: the store keeps what it had and logs one error line naming every
 * problem, until the folder is valid again.
 *
 * Changes are noticed two ways: `fs.watch` on the folder and on every folder
 * under photos/ (directories, not files, so an editor that saves by writing a
 * new file and renaming it over the old one is seen), and a cheap poll of the
 * files' sizes and times every `pollMs`, for file systems that deliver no
 * events (some network and virtual-machine mounts) and for a folder replaced as
 * a whole (a new bind mount), whose watchers are then set up again. The poll
 * covers the folders under photos/ and every photo the last parsed photos.yaml
 * names, valid or not, so a photo copied in after photos.yaml named it is seen.
 *
 * An invalid reload is tried once more after `retryMs` before its error is
 * logged: a file deleted and written again, or a folder copied in file by file,
 * passes through states that are not errors of the operator.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { contentFiles } from '../../src/content/schema';
import { isOutOfDescriptors, type OutOfDescriptors } from '../lib/out-of-descriptors';
import { formatContentError, loadContent, subjects, type ContentError, type ContentSnapshot } from './load';

/**
 * The folder is invalid at start-up: the message lists every problem, one per
 * line; a folder that is not there at all is the one line `content: no folder at <path>`.
 */
export class ContentInvalidError extends Error {
  constructor(
    readonly dir: string,
    readonly errors: readonly ContentError[],
    readonly noFolder = false,
  ) {
    super(noFolder ? errors.map(formatContentError).join('\n') : `the content in ${dir} is invalid:\n${errors.map(formatContentError).join('\n')}`);
    this.name = 'ContentInvalidError';
  }
}

/** One problem as the log prints it: a file name or key thousands of characters long is cut. */
const shortened = (problem: string) => (problem.length > 300 ? `${problem.slice(0, 299)}…` : problem);

export interface ContentStoreOptions {
  dir: string;
  logger: Logger;
  /** Watch the folder and reload on change (false: only `reload()` does). */
  watch?: boolean;
  /** Quiet time after the last file event before reloading (an editor's save is several events). */
  debounceMs?: number;
  /** How often to compare the files' sizes and times, for events the file system does not deliver; 0: never. */
  pollMs?: number;
  /** After an invalid reload while watching, how long to wait before trying once more and only then logging the error. */
  retryMs?: number;
  /**
   * No file descriptor was free (EMFILE/ENFILE) to read or watch the folder: the content
   * kept is not invalid, and the next poll reads it again. Default: a warning line.
   */
  onOutOfDescriptors?: OutOfDescriptors;
}

/** The admin's content history in the folder (server/admin/content): never read, watched or polled as content. */
export const HISTORY_FOLDER = '.history';

type Listener = (snapshot: ContentSnapshot) => unknown;
export type ReloadResult = 'changed' | 'unchanged' | 'invalid';

export class ContentStore {
  readonly dir: string;
  private snapshot: ContentSnapshot;
  private loadedAt: Date;
  private invalid = false;
  private readonly listeners = new Set<Listener>();
  private readonly watchers = new Map<string, { watcher: FSWatcher; ino: number }>();
  private queue: Promise<unknown> = Promise.resolve();
  private debounce: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private polling = false;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = 1000;
  /** The photo files the last parsed photos.yaml named (valid or not): the poll watches them. */
  private photoFiles: string[];
  private signature = '';
  private closed = false;
  private watching = false;
  private outOfDescriptors: OutOfDescriptors;

  private constructor(
    snapshot: ContentSnapshot,
    private readonly logger: Logger,
    private readonly debounceMs: number,
  ) {
    this.outOfDescriptors = (error) => logger.warn({ err: error, dir: this.dir }, 'content: no file descriptor free; the folder is read again later');
    this.dir = snapshot.dir;
    this.snapshot = snapshot;
    this.loadedAt = new Date();
    this.photoFiles = photoFilesOf(snapshot);
  }

  /** Loads the folder; throws ContentInvalidError when it is not valid (the server then refuses to start). */
  static async open({ dir, logger, watch = true, debounceMs = 100, pollMs = 2000, retryMs = 1000, onOutOfDescriptors }: ContentStoreOptions): Promise<ContentStore> {
    const started = performance.now();
    const result = await loadContent(dir);
    if (!result.ok) throw new ContentInvalidError(path.resolve(dir), result.errors, result.noFolder === true);
    const store = new ContentStore(result.snapshot, logger, debounceMs);
    store.retryMs = retryMs;
    if (onOutOfDescriptors) store.outOfDescriptors = onOutOfDescriptors;
    logger.info({ dir: store.dir, version: result.snapshot.version, ms: Math.round(performance.now() - started) }, 'content loaded');
    if (watch) {
      store.watching = true;
      store.signature = await store.stamp();
      await store.rewatch();
      if (pollMs > 0) store.startPolling(pollMs);
    }
    return store;
  }

  /** The last valid content. */
  current(): ContentSnapshot {
    return this.snapshot;
  }

  /** Called with each new snapshot (after the switch); returns the unsubscribe function. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads the folder again. 'changed': a new snapshot is current (the YAML or a
   * photo file changed); 'unchanged': the same bytes; 'invalid': the problems
   * were logged and the last good snapshot stays. Reloads run one at a time.
   */
  reload(): Promise<ReloadResult> {
    return this.enqueue(false);
  }

  private enqueue(retry: boolean): Promise<ReloadResult> {
    const next = this.queue.then(() => this.load(retry));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Stops watching; `current()` keeps answering. */
  close(): void {
    this.closed = true;
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
    clearInterval(this.poll);
    for (const { watcher } of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /** `retry`: the second look at a folder found invalid; its problems are logged whatever it finds. */
  private async load(retry: boolean): Promise<ReloadResult> {
    const started = performance.now();
    clearTimeout(this.retry);
    // Taken before reading, so the poll does not reload again for the change this reload reads.
    if (this.watching) this.signature = await this.stamp();
    const result = await loadContent(this.dir);
    const ms = Math.round(performance.now() - started);
    if (!result.ok) {
      if (result.photoFiles) this.photoFiles = result.photoFiles;
      if (this.watching && !retry && !this.closed) {
        // Perhaps a state in passing (a file deleted and written again, a copy under way): look once more before saying so.
        this.logger.debug({ dir: this.dir, problems: result.errors.length, ms }, `content: invalid for now; checking again in ${this.retryMs} ms`);
        this.retry = setTimeout(() => void this.enqueue(true).catch((error: unknown) => this.failed(error)), this.retryMs);
        this.retry.unref();
        return 'invalid';
      }
      this.invalid = true;
      const problems = result.errors.map((error) => shortened(formatContentError(error)));
      this.logger.error(
        { dir: this.dir, problems, keptVersion: this.snapshot.version, ms },
        `content: ${problems.join('; ')}; kept the content loaded at ${this.loadedAt.toISOString()}`,
      );
      return 'invalid';
    }
    this.photoFiles = photoFilesOf(result.snapshot);
    const previous = this.snapshot;
    const same = result.snapshot.version === previous.version && result.snapshot.photosStamp === previous.photosStamp;
    const recovered = this.invalid;
    this.invalid = false;
    if (same) {
      // Back to the very content that was kept: say so, since an error was logged before.
      if (recovered) this.logger.info({ dir: this.dir, version: previous.version, ms }, 'content valid again (unchanged)');
      return 'unchanged';
    }
    this.snapshot = result.snapshot;
    this.loadedAt = new Date();
    this.logger.info({ dir: this.dir, version: result.snapshot.version, previousVersion: previous.version, ms }, 'content reloaded');
    for (const listener of [...this.listeners]) {
      try {
        const returned = listener(result.snapshot);
        if (returned instanceof Promise) returned.catch((error: unknown) => this.logger.error({ err: error }, 'content: a change listener failed'));
      } catch (error) {
        this.logger.error({ err: error }, 'content: a change listener failed');
      }
    }
    return 'changed';
  }

  // ── Watching ────────────────────────────────────────────────────────────────

  private schedule(): void {
    if (this.closed) return;
    clearTimeout(this.debounce);
    // A change is coming in: the reload it causes looks afresh (and retries itself if still invalid).
    clearTimeout(this.retry);
    this.debounce = setTimeout(() => {
      void this.rewatch()
        .then(() => this.reload())
        .catch((error: unknown) => this.failed(error));
    }, this.debounceMs);
    this.debounce.unref();
  }

  /** A reload that could not read the folder: out of descriptors, the next poll tries again; else an error line. */
  private failed(error: unknown): void {
    if (!isOutOfDescriptors(error)) {
      this.logger.error({ err: error, dir: this.dir }, 'content: cannot reload');
      return;
    }
    // Whatever the poll compares next differs from this: the folder is read again then.
    this.signature = '';
    this.outOfDescriptors(error, 'content');
  }

  /** Watches the folder, photos/ and every folder below it; drops watchers of folders gone or replaced. */
  private async rewatch(): Promise<void> {
    if (this.closed) return;
    const wanted = new Map<string, number>();
    const visit = async (dir: string, deep: boolean) => {
      const info = await stat(dir).catch(() => null);
      if (!info?.isDirectory()) return;
      wanted.set(dir, info.ino);
      if (!deep) return;
      const entries = await readdir(dir, { withFileTypes: true }).catch(unlessOutOfDescriptors([]));
      await Promise.all(entries.filter((entry) => entry.isDirectory()).map((entry) => visit(path.join(dir, entry.name), true)));
    };
    await visit(this.dir, false);
    await visit(path.join(this.dir, 'photos'), true);
    if (this.closed) return;
    for (const [dir, entry] of this.watchers) {
      if (wanted.get(dir) !== entry.ino) {
        entry.watcher.close();
        this.watchers.delete(dir);
      }
    }
    for (const [dir, ino] of wanted) {
      if (this.watchers.has(dir)) continue;
      try {
        const watcher = watch(dir, { persistent: false }, (_, name) => {
          // The admin's history (and its lock) beside the content is not content: writing it reloads nothing.
          if (dir === this.dir && name !== null && String(name).split(path.sep)[0] === HISTORY_FOLDER) return;
          this.schedule();
        });
        watcher.on('error', () => {
          // The folder went away (or the mount did): forget it; the next event or poll looks again.
          watcher.close();
          if (this.watchers.get(dir)?.watcher === watcher) this.watchers.delete(dir);
          this.schedule();
        });
        this.watchers.set(dir, { watcher, ino });
      } catch (error) {
        if (isOutOfDescriptors(error)) this.failed(error);
        else this.logger.warn({ dir, err: error }, 'content: cannot watch a folder; changes there are noticed by polling');
      }
    }
  }

  private startPolling(pollMs: number): void {
    this.poll = setInterval(() => {
      if (this.polling || this.closed) return;
      this.polling = true;
      void this.stamp()
        .then((signature) => {
          if (signature !== this.signature) {
            this.signature = signature;
            this.schedule();
          }
        })
        .catch((error: unknown) => this.failed(error))
        .finally(() => {
          this.polling = false;
        });
    }, pollMs);
    this.poll.unref();
  }

  /**
   * Sizes, times and inodes of the folder, the YAML files, the folders under
   * photos/ (a file added or removed changes its folder's time) and the photos
   * the last parsed photos.yaml names: cheap to compare.
   */
  private async stamp(): Promise<string> {
    const folders = await photoFolders(path.join(this.dir, 'photos'));
    const photoFiles = this.photoFiles.map((file) => path.join('photos', file));
    const targets = ['.', ...subjects.map((subject) => contentFiles[subject].file), ...folders.map((folder) => path.relative(this.dir, folder)), ...photoFiles];
    const stats = await Promise.all(targets.map((target) => stat(path.join(this.dir, target)).catch(() => null)));
    return stats.map((info, index) => `${targets[index]}:${info ? `${info.ino}/${info.size}/${info.mtimeMs}` : '-'}`).join('|');
  }
}

function photoFilesOf(snapshot: ContentSnapshot): string[] {
  const { photos } = snapshot.content;
  return [...Object.values(photos.pages), ...Object.values(photos.gallery).flat()].map((photo) => photo.file);
}

/** photos/ and every folder below it (at most 200, 8 deep: a poll stays cheap). */
async function photoFolders(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string, depth: number) => {
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory() || found.length >= 200) return;
    found.push(dir);
    if (depth >= 8) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(unlessOutOfDescriptors([]));
    for (const entry of entries) if (entry.isDirectory()) await visit(path.join(dir, entry.name), depth + 1);
  };
  await visit(root, 0);
  return found;
}

/**
 * A listing that failed stands for an empty folder (it was removed), unless no
 * descriptor was free: then nothing is known, and guessing "empty" would drop the
 * folder's watchers and reload the content for nothing.
 */
function unlessOutOfDescriptors<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isOutOfDescriptors(error)) throw error;
    return fallback;
  };
}

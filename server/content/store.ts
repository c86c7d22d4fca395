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
 * a whole (a new bind mount), whose watchers are then set up again.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { contentFiles } from '../../src/content/schema';
import { formatContentError, loadContent, subjects, type ContentError, type ContentSnapshot } from './load';

/** The folder is invalid at start-up: the message lists every problem, one per line. */
export class ContentInvalidError extends Error {
  constructor(
    readonly dir: string,
    readonly errors: readonly ContentError[],
  ) {
    super(`the content in ${dir} is invalid:\n${errors.map(formatContentError).join('\n')}`);
    this.name = 'ContentInvalidError';
  }
}

export interface ContentStoreOptions {
  dir: string;
  logger: Logger;
  /** Watch the folder and reload on change (false: only `reload()` does). */
  watch?: boolean;
  /** Quiet time after the last file event before reloading (an editor's save is several events). */
  debounceMs?: number;
  /** How often to compare the files' sizes and times, for events the file system does not deliver; 0: never. */
  pollMs?: number;
}

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
  private signature = '';
  private closed = false;
  private watching = false;

  private constructor(
    snapshot: ContentSnapshot,
    private readonly logger: Logger,
    private readonly debounceMs: number,
  ) {
    this.dir = snapshot.dir;
    this.snapshot = snapshot;
    this.loadedAt = new Date();
  }

  /** Loads the folder; throws ContentInvalidError when it is not valid (the server then refuses to start). */
  static async open({ dir, logger, watch = true, debounceMs = 100, pollMs = 2000 }: ContentStoreOptions): Promise<ContentStore> {
    const started = performance.now();
    const result = await loadContent(dir);
    if (!result.ok) throw new ContentInvalidError(path.resolve(dir), result.errors);
    const store = new ContentStore(result.snapshot, logger, debounceMs);
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
    const next = this.queue.then(() => this.load());
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Stops watching; `current()` keeps answering. */
  close(): void {
    this.closed = true;
    clearTimeout(this.debounce);
    clearInterval(this.poll);
    for (const { watcher } of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  private async load(): Promise<ReloadResult> {
    const started = performance.now();
    // Taken before reading, so the poll does not reload again for the change this reload reads.
    if (this.watching) this.signature = await this.stamp();
    const result = await loadContent(this.dir);
    const ms = Math.round(performance.now() - started);
    if (!result.ok) {
      this.invalid = true;
      const problems = result.errors.map(formatContentError);
      this.logger.error(
        { dir: this.dir, problems, keptVersion: this.snapshot.version, ms },
        `content: ${problems.join('; ')}; kept the content loaded at ${this.loadedAt.toISOString()}`,
      );
      return 'invalid';
    }
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
    this.debounce = setTimeout(() => {
      void this.rewatch().then(() => this.reload());
    }, this.debounceMs);
    this.debounce.unref();
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
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
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
        const watcher = watch(dir, { persistent: false }, () => this.schedule());
        watcher.on('error', () => {
          // The folder went away (or the mount did): forget it; the next event or poll looks again.
          watcher.close();
          if (this.watchers.get(dir)?.watcher === watcher) this.watchers.delete(dir);
          this.schedule();
        });
        this.watchers.set(dir, { watcher, ino });
      } catch (error) {
        this.logger.warn({ dir, err: error }, 'content: cannot watch a folder; changes there are noticed by polling');
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
        .finally(() => {
          this.polling = false;
        });
    }, pollMs);
    this.poll.unref();
  }

  /** Sizes, times and inodes of the folder, the YAML files and the photos in use: cheap to compare. */
  private async stamp(): Promise<string> {
    const { photos } = this.snapshot.content;
    const photoFiles = [...Object.values(photos.pages), ...Object.values(photos.gallery).flat()].map((photo) => path.join('photos', photo.file));
    const targets = ['.', ...subjects.map((subject) => contentFiles[subject].file), ...photoFiles];
    const stats = await Promise.all(targets.map((target) => stat(path.join(this.dir, target)).catch(() => null)));
    return stats.map((info, index) => `${targets[index]}:${info ? `${info.ino}/${info.size}/${info.mtimeMs}` : '-'}`).join('|');
  }
}

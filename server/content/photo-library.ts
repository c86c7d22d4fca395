/**
 * The photos of the content folder, processed: which variants exist for the
 * photos that photos.yaml names, made with sharp (photo-encoder.ts) when a photo
 * is new or changed, cached under `cacheDir` (DATA_DIR/photos) by content hash so
 * that a restart encodes nothing, and served from there or from the variants
 * built into the image (`seedDirs`).
 *
 * An update switches the whole set at once, when every photo in it has the files
 * pages ask for first (photo-encoder.ts: WebP and JPEG up to 1200 px): until then
 * pages keep the previous set (and before the first set, none; the server's
 * readiness can wait for `ready`). It then makes the rest (AVIF, wider variants,
 * crops) and switches again; a newer photos.yaml waiting goes first. A photo that cannot be used (not an
 * image, damaged, over the photo limit of photo-limit.ts, missing) is refused with one
 * error line naming the file and the reason; it keeps its previous variants if
 * it had any, otherwise it is left out of the set, and the rest updates.
 * `update` never throws.
 */
import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { lstat, readdir, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { makeDirectory } from '../lib/make-directory';
import { isOutOfDescriptors, type OutOfDescriptors } from '../lib/out-of-descriptors';
import { photoFormats, photoIdOf, photoVariantFile, photoVariantUrl } from '../../src/content/photo-variants';
import type { Photos } from '../../src/content/schema';
import {
  encodeOutput,
  errorText,
  inspectSource,
  photoFileName,
  planPhoto,
  prepareSource,
  PhotoRefusedError,
  photoUrlPrefix,
  setEncodeConcurrency,
  sourceHashes,
  type PhotoOutput,
  type ProcessedPhoto,
  type SourceHashes,
} from './photo-encoder';
import { checkPhotoFile, photoLimit, type PhotoLimit } from './photo-limit';
import { isSamplePhoto } from './sample-photos';

/** The subset of a pino logger this module writes to. */
interface PhotoLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

interface RefusedPhoto {
  /** As photos.yaml names it (`lounge/03.jpg`). */
  file: string;
  reason: string;
  /** True when its previous variants are still shown. */
  keptPrevious: boolean;
}

/** How the pages have one photo photos.yaml names (the admin's photo library shows it). */
export interface PhotoOverview {
  /** As photos.yaml names it. */
  file: string;
  /** `ready`: every file made; `processing`: being made; `refused`: it cannot be used. */
  state: 'ready' | 'processing' | 'refused';
  /** Its smallest JPEG's URL (the first or previous one while it is made), or null. */
  thumb: string | null;
  /** Still one of the sample photos shipped in content/photos/. */
  sample: boolean;
}

export interface PhotoSet {
  /** Changes whenever any photo, crop or the og image changes (16 hex). */
  version: string;
  /** By id (`photoIdOf(file)`); a refused photo without a previous version is absent. */
  photos: Record<string, ProcessedPhoto>;
  /**
   * The home page's sharing image (1200×630; photos.yaml's `share.home`, else the
   * hero), served as /og-image.jpg; null when that photo could not be made. Every
   * shared photo's own is its entry's `og`.
   */
  og: string | null;
  refused: RefusedPhoto[];
}

export interface PhotoLibraryOptions {
  /** The content folder: sources are `<contentDir>/photos/<file>`. */
  contentDir: string;
  /** Where variants are written (DATA_DIR/photos); created when missing and possible (without it, only the seed folders serve). */
  cacheDir: string;
  /** Read-only folders already holding variants (dist/client/assets/photos in the image). */
  seedDirs?: readonly string[];
  logger: PhotoLogger;
  /** Start processing these right away (`ready` then waits for them). */
  photos?: Photos;
  /** Photos processed, and files encoded, at once in the process: 1 at run time (the site stays responsive, one decoded source in memory); the build uses more. */
  parallel?: number;
  /**
   * libvips threads per encode (sharp.concurrency, process-wide): by default one core
   * fewer than the machine has, at least 1, so a request always finds a free core;
   * 0 = sharp's default (every core).
   */
  threads?: number;
  /** Re-process when a file under <contentDir>/photos changes (default true). */
  watch?: boolean;
  /** Files of neither the current nor the previous set are removed from cacheDir once this old (default a day). */
  keepStaleMs?: number;
  limits?: PhotoLimit;
  /**
   * No file descriptor was free (EMFILE/ENFILE) to read or write a photo: no photo is
   * refused for it, the set stays, and the update is tried again a little later.
   * Without it, the update's failure is an error line.
   */
  onOutOfDescriptors?: OutOfDescriptors;
}

const emptySet: PhotoSet = { version: 'none', photos: {}, og: null, refused: [] };
const YEAR_IN_SECONDS = 31_536_000;
const HOUR_MS = 3_600_000;
/** After an update that found no file descriptor free, the next try. */
const RETRY_AFTER_SHORTAGE_MS = 5000;

/** What is known about a source file, reused while its size and mtime stay the same. */
interface SourceFacts {
  key: string;
  hashes: SourceHashes;
  size: { width: number; height: number };
  /** One of the sample photos shipped in content/photos/ (sample-photos.ts). */
  sample: boolean;
}

/** One photo to process: a file, its id, and what it is used for. */
interface Job {
  file: string;
  id: string;
  crops: boolean;
  og: boolean;
}

type JobResult = { job: Job; entry: ProcessedPhoto; files: string[]; unfinished: boolean } | { job: Job; refused: string };

export class PhotoLibrary {
  /** Variant files encoded by this library since it opened (the tests count them). */
  encoded = 0;
  readonly ready: Promise<void>;

  private set: PhotoSet = emptySet;
  /** The files of the set before the current one, still referenced by pages cached a moment ago. */
  private previousFiles = new Set<string>();
  private currentFiles = new Set<string>();
  private readonly facts = new Map<string, SourceFacts>();
  private lastRefusals = new Map<string, string>();
  private wanted: Photos | null = null;
  private last: Photos | null = null;
  private running: Promise<void> | null = null;
  private watcher: FSWatcher | null = null;
  private closed = false;
  private resolveReady!: () => void;
  private readonly listeners = new Set<(set: PhotoSet) => void>();

  private retryTimer: NodeJS.Timeout | null = null;

  private constructor(private readonly options: Required<Omit<PhotoLibraryOptions, 'photos' | 'onOutOfDescriptors'>> & Pick<PhotoLibraryOptions, 'onOutOfDescriptors'>) {
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
  }

  static async open(options: PhotoLibraryOptions): Promise<PhotoLibrary> {
    const library = new PhotoLibrary({
      seedDirs: [],
      parallel: 1,
      threads: Math.max(1, availableParallelism() - 1),
      watch: true,
      keepStaleMs: 24 * HOUR_MS,
      limits: photoLimit,
      ...options,
    });
    sharp.concurrency(library.options.threads);
    // No libvips operation cache in a long-running server: it kept the decoded pixels of
    // past encodes for good (a phone's large JPEG: docs/performance.md), and each photo is
    // encoded once; the decoded size the photo limit bounds is then all.
    sharp.cache(false);
    setEncodeConcurrency(library.options.parallel);
    await library.prepareCache();
    if (library.options.watch) library.startWatching();
    if (options.photos) void library.update(options.photos);
    return library;
  }

  /** The set pages show now. */
  current(): PhotoSet {
    return this.set;
  }

  /** Called after each switch to a new set. Returns the unsubscribe function. */
  onChange(listener: (set: PhotoSet) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Processes what is new in `photos` (the validated photos.yaml), then switches
   * to the new set. Calls made meanwhile are merged: the last one wins. Resolves
   * once the set of the last call is current. Never rejects.
   */
  update(photos: Photos): Promise<void> {
    this.wanted = photos;
    this.running ??= this.drain();
    return this.running;
  }

  /**
   * Processes the newest photos.yaml again (a source file changed on disk): the one waiting, if
   * any (an upload's file appears just before the save naming it), else the last one applied.
   */
  refresh(): Promise<void> {
    const newest = this.wanted ?? this.last;
    return newest ? this.update(newest) : Promise.resolve();
  }

  /**
   * The absolute path of a file under /assets/photos/, or null: only names this
   * pipeline gives (no slash, no dot segment, no encoded character), only
   * regular files, from the cache or a seed folder.
   */
  async file(name: string): Promise<string | null> {
    if (!photoFileName.test(name)) return null;
    for (const dir of [this.options.cacheDir, ...this.options.seedDirs]) {
      const candidate = path.join(dir, name);
      try {
        if ((await lstat(candidate)).isFile()) return candidate;
      } catch {
        // not in this folder
      }
    }
    return null;
  }

  /**
   * Each photo the newest photos.yaml names (the one waiting, else the last applied), as the
   * pages have it: ready (shown, with its first files at least), still being made, or refused; its smallest JPEG (the admin's
   * thumbnail), the first or previous one while it is made; and whether it is a sample photo.
   */
  overview(): PhotoOverview[] {
    const photos = this.wanted ?? this.last;
    if (!photos) return [];
    const { jobs, clashes } = jobsOf(photos);
    const refused = new Set([...this.set.refused.map((refusal) => refusal.file), ...clashes.map((clash) => clash.file)]);
    const pending = this.running !== null || this.wanted !== null;
    return [...jobs.map((job) => job.file), ...clashes.map((clash) => clash.file)].map((file) => {
      const id = photoIdOf(file);
      const entry = clashes.some((clash) => clash.file === file) ? undefined : this.set.photos[id];
      const facts = this.facts.get(path.join(this.options.contentDir, 'photos', file));
      // Ready as soon as the pages show it (its first files); the AVIF and wider files follow unseen.
      const current = entry !== undefined && facts !== undefined && entry.hash === facts.hashes.variants;
      const state: PhotoOverview['state'] = refused.has(file) && !pending ? 'refused' : current ? 'ready' : 'processing';
      const smallest = entry?.variants.jpeg[0];
      return { file, state, thumb: entry && smallest ? photoVariantUrl({ ...entry, id }, smallest, 'jpeg') : null, sample: facts?.sample ?? false };
    });
  }

  /** The current og image's file (for /og-image.jpg), or null. */
  async ogImageFile(): Promise<string | null> {
    return this.set.og ? this.file(this.set.og.slice(photoUrlPrefix.length)) : null;
  }

  /** Serves /assets/photos/<name> (mount it there) with the immutable cache header. */
  serve(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      this.file(req.path.slice(1)).then(
        (file) => {
          if (!file) return next();
          res.sendFile(file, { headers: { 'Cache-Control': `public, max-age=${YEAR_IN_SECONDS}, immutable` }, dotfiles: 'deny' }, (error) => {
            if (error && !res.headersSent) next(error);
          });
        },
        next,
      );
    };
  }

  /** Stops watching; an update in progress stops after the file it is encoding. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.watcher?.close();
    this.watcher = null;
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.wanted && !this.closed) {
        const photos = this.wanted;
        this.wanted = null;
        this.last = photos;
        try {
          await this.apply(photos);
        } catch (error) {
          // Not expected (each photo's failure is caught below) but for a shortage of descriptors: the previous set stays.
          if (isOutOfDescriptors(error) && this.options.onOutOfDescriptors) this.retryLater(error, this.options.onOutOfDescriptors);
          else this.options.logger.error({ err: error }, `photos: update failed, the previous photos stay: ${errorText(error)}`);
        }
      }
    } finally {
      this.running = null;
      this.resolveReady();
    }
  }

  /**
   * A cache that cannot be made (DATA_DIR not writable by this user, or no folder) is
   * no reason to stop: the variants built into the image are served, a photo that
   * needs encoding is refused, and the next update tries again (the server's DATA_DIR
   * watch tells the operator).
   */
  private prepareCache(): Promise<void> {
    return makeDirectory(this.options.cacheDir, 0o777).catch(() => undefined);
  }

  private retryLater(error: unknown, report: OutOfDescriptors): void {
    report(error, 'photos');
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.refresh(), RETRY_AFTER_SHORTAGE_MS);
    this.retryTimer.unref();
  }

  private async apply(photos: Photos): Promise<void> {
    const started = Date.now();
    await this.prepareCache();
    const encodedBefore = this.encoded;
    const { jobs, clashes } = jobsOf(photos);
    // First what pages ask for first: a new photo is shown as soon as those files exist.
    const results = await pool(jobs, this.options.parallel, (job) => this.process(job, 'first'));
    if (this.closed) return;
    this.switchTo(photos, results, clashes, { started, encodedBefore, completing: false });
    this.resolveReady();
    const unfinished = results.filter((result) => 'entry' in result && result.unfinished).map((result) => result.job);
    // Then the rest (AVIF, the wider variants, the crops), unless a newer photos.yaml is waiting: its
    // update makes what is still missing of the photos it keeps.
    if (unfinished.length > 0 && !this.wanted) {
      const finished = new Map((await pool(unfinished, this.options.parallel, (job) => this.process(job, 'all'))).map((result) => [result.job, result]));
      if (this.closed) return;
      this.switchTo(photos, results.map((result) => finished.get(result.job) ?? result), clashes, { started, encodedBefore, completing: true });
    }
    await this.removeStale();
  }

  /** Makes the set of these results current (when it differs from the current one) and tells the listeners. */
  private switchTo(
    photos: Photos,
    results: JobResult[],
    clashes: { file: string; reason: string }[],
    { started, encodedBefore, completing }: { started: number; encodedBefore: number; completing: boolean },
  ): void {
    const next: PhotoSet = { version: '', photos: {}, og: null, refused: [] };
    const files = new Set<string>();
    const refusals = new Map<string, string>();
    for (const clash of clashes) refusals.set(clash.file, clash.reason);
    let unfinished = 0;
    for (const result of results) {
      if ('entry' in result) {
        next.photos[result.job.id] = result.entry;
        for (const file of result.files) files.add(file);
        if (result.unfinished) unfinished += 1;
      } else {
        refusals.set(result.job.file, result.refused);
      }
    }
    for (const [file, reason] of refusals) {
      const id = photoIdOf(file);
      const previous = clashes.some((clash) => clash.file === file) ? undefined : this.set.photos[id];
      if (previous) {
        next.photos[id] = previous;
        for (const name of filesOf(id, previous)) files.add(name);
      }
      next.refused.push({ file, reason, keptPrevious: previous !== undefined });
      if (this.lastRefusals.get(file) !== reason) {
        const outcome = previous ? 'its previous version stays on the site' : 'it is left out of the site';
        this.options.logger.error({ file, reason }, `photos: ${file} refused: ${reason}; ${outcome}`);
      }
    }
    this.lastRefusals = refusals;
    next.og = next.photos[photoIdOf(photos.share.home ?? photos.pages.hero.file)]?.og ?? null;
    // By id: a refused photo's kept entry is added after the others, and the same set must hash the same.
    const byId = Object.fromEntries(Object.entries(next.photos).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    next.version = createHash('sha256').update(JSON.stringify([byId, next.og])).digest('hex').slice(0, 16);

    if (next.version === this.set.version) {
      this.set = { ...this.set, refused: next.refused };
      return;
    }
    // After the first files of the same update, the set before it is still "the previous" one: pages cached a moment ago name its files.
    this.previousFiles = completing ? new Set([...this.previousFiles, ...this.currentFiles]) : this.currentFiles;
    this.currentFiles = files;
    this.set = next;
    const encoded = this.encoded - encodedBefore;
    const count = Object.keys(next.photos).length;
    const ms = Date.now() - started;
    this.options.logger.info(
      { photos: count, encoded, unfinished, refused: next.refused.length, ms, version: next.version },
      unfinished > 0
        ? `photos: ${count} photos shown, ${unfinished} of them with their first files only (${encoded} files encoded, ${next.refused.length} refused) in ${ms} ms`
        : `photos: ${count} photos ready (${encoded} files encoded, ${next.refused.length} refused) in ${ms} ms`,
    );
    for (const listener of this.listeners) listener(next);
  }

  /**
   * One photo: its facts (read again only when its size or mtime changed), then whatever file
   * is missing: in the `first` phase only the files pages ask for first (its entry then lists
   * only those, and it is `unfinished` while any other is missing), in the `all` phase every one.
   */
  private async process(job: Job, phase: 'first' | 'all'): Promise<JobResult> {
    const source = path.join(this.options.contentDir, 'photos', job.file);
    try {
      let info;
      try {
        info = await stat(source);
      } catch {
        throw new PhotoRefusedError('the file is missing');
      }
      if (!info.isFile()) throw new PhotoRefusedError('not a file');
      // Before it is read: the limit's file size bounds what is read into memory.
      const tooLarge = checkPhotoFile(info.size, this.options.limits);
      if (tooLarge) throw new PhotoRefusedError(tooLarge.message);
      const key = `${info.size}:${info.mtimeMs}:${info.ino}`;
      let bytes: Buffer | null = null;
      let facts = this.facts.get(source);
      if (facts?.key !== key) {
        bytes = await readFile(source);
        facts = { key, hashes: sourceHashes(bytes), size: await inspectSource(bytes, this.options.limits), sample: isSamplePhoto(bytes) };
        this.facts.set(source, facts);
      }
      const plan = planPhoto(job.id, facts.hashes, facts.size, { crops: job.crops, og: job.og });
      const missing: PhotoOutput[] = [];
      for (const output of plan.outputs) if (!(await this.file(output.name))) missing.push(output);
      const now = missing.filter((output) => phase === 'all' || output.first);
      let made = 0;
      if (now.length > 0) {
        bytes ??= await readFile(source);
        try {
          const prepared = await prepareSource(bytes, facts.size, this.options.limits);
          for (const output of now) {
            if (this.closed) throw new PhotoRefusedError('the server is stopping');
            // A newer photos.yaml waits: its update makes what is still missing here, after its own first files.
            if (phase === 'all' && this.wanted) break;
            await encodeOutput(prepared, output, path.join(this.options.cacheDir, output.name));
            this.encoded += 1;
            made += 1;
          }
        } catch (error) {
          if (isOutOfDescriptors(error) || error instanceof PhotoRefusedError) throw error;
          // The source changed under us, or it is damaged past its header.
          this.facts.delete(source);
          throw new PhotoRefusedError(`could not be converted (${errorText(error)})`);
        }
      }
      if (made < missing.length) {
        const names = plan.outputs.filter((output) => output.first).map((output) => output.name);
        return { job, entry: plan.first, files: names, unfinished: true };
      }
      return { job, entry: plan.entry, files: plan.outputs.map((output) => output.name), unfinished: false };
    } catch (error) {
      // Not the photo's fault: the whole update waits (see drain).
      if (isOutOfDescriptors(error)) throw error;
      if (!(error instanceof PhotoRefusedError)) this.facts.delete(source);
      return { job, refused: error instanceof PhotoRefusedError ? error.message : `could not be read (${errorText(error)})` };
    }
  }

  /**
   * Removes from the cache what neither the current nor the previous set uses,
   * once it is older than keepStaleMs (another process on the same DATA_DIR may
   * still be showing it), and temporary files left over an hour by a crash.
   */
  private async removeStale(): Promise<void> {
    const now = Date.now();
    let names: string[];
    try {
      names = await readdir(this.options.cacheDir);
    } catch {
      return;
    }
    for (const name of names) {
      if (this.currentFiles.has(name) || this.previousFiles.has(name)) continue;
      const temporary = name.endsWith('.tmp');
      if (!temporary && !photoFileName.test(name)) continue;
      const file = path.join(this.options.cacheDir, name);
      try {
        const age = now - (await lstat(file)).mtimeMs;
        if (age >= (temporary ? HOUR_MS : this.options.keepStaleMs)) await rm(file, { force: true });
      } catch {
        // gone already
      }
    }
  }

  private startWatching(): void {
    const dir = path.join(this.options.contentDir, 'photos');
    let timer: NodeJS.Timeout | null = null;
    try {
      this.watcher = watch(dir, { recursive: true, persistent: false }, () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => void this.refresh(), 300);
        timer.unref();
      });
      this.watcher.on('error', () => {
        // The folder was removed or replaced: the content store reports that; photos stay.
      });
    } catch {
      // No photos folder yet: photos are processed on the next update.
    }
  }
}

/**
 * The photos to process, once per id: page photos with crops; the og image for
 * the photos pages are shared with (those `share:` names, and the hero, which
 * every other page and the 404 show), and for no other (each costs an encode).
 * A second file whose id is taken (`lounge/01.jpg` and `lounge-01.jpg`) is refused.
 */
function jobsOf(photos: Photos): { jobs: Job[]; clashes: { file: string; reason: string }[] } {
  const byId = new Map<string, Job>();
  const clashes: { file: string; reason: string }[] = [];
  const add = (file: string, use: { crops: boolean; og: boolean }) => {
    const id = photoIdOf(file);
    const known = byId.get(id);
    if (!known) return void byId.set(id, { file, id, ...use });
    if (known.file !== file) {
      if (!clashes.some((clash) => clash.file === file)) clashes.push({ file, reason: `its address on the site (${id}) is the same as that of ${known.file}: rename one of them` });
      return;
    }
    known.crops ||= use.crops;
    known.og ||= use.og;
  };
  for (const [page, spec] of Object.entries(photos.pages)) add(spec.file, { crops: true, og: page === 'hero' });
  for (const list of Object.values(photos.gallery)) for (const spec of list) add(spec.file, { crops: false, og: false });
  // A shared photo is one listed above (the schema checks it), found by its id.
  for (const file of Object.values(photos.share)) {
    const job = file ? byId.get(photoIdOf(file)) : undefined;
    if (job) job.og = true;
  }
  return { jobs: [...byId.values()], clashes };
}

/** The file names of an entry (to keep them in the cache). */
function filesOf(id: string, entry: ProcessedPhoto): string[] {
  const names = photoFormats.flatMap((format) => entry.variants[format].map((width) => photoVariantFile(id, entry, width, format)));
  for (const url of [...Object.values(entry.crops ?? {}), ...(entry.og ? [entry.og] : [])]) names.push(url.slice(photoUrlPrefix.length));
  return names;
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the results in order. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

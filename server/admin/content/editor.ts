/**
 * The content editor: reads a content file as `{ version, data }` and writes new
 * data with the version it was read at, as one step across processes (a lock in
 * the history folder, then the version check, the write and its history entry).
 * The new text is checked exactly as the loader checks a file (checkContentText),
 * so a save the server would refuse never reaches the folder. The store's watch
 * then reloads it on every replica, as it would a hand edit.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { Document } from 'yaml';
import { contentFiles, type ContentSubject } from '../../../src/content/schema';
import { checkContentData, checkContentText, type ContentError } from '../../content/load';
import { markedFieldsOf, type FieldPath } from '../../content/sample-markers';
import { parseGuarded, type GuardProblem, type Work } from '../../content/yaml-guard';
import { maxMarks } from '../../content/yaml-prescan';
import { isCode, writeFileAtomic } from '../../lib/atomic-file';
import { editableFiles, filePath, folderWritable, HISTORY_FOLDER, readContent, resolveFolder, versionOf, type FileRead, type ReadOnlyReason } from './files';
import { describeChanges, type ChangeSummary } from './changes';
import { addVersion, DEFAULT_RETENTION_DAYS, ensureHistoryFolder, listVersions, newestVersion, previousVersion, pruneVersions, readVersion, type VersionEntry } from './history';
import { entriesMoreThan } from './nesting';
import { applyData, parseForEdit, renderDocument } from './yaml-edit';

/** Counters of the editor's costly steps, for tests and benches (each optional). */
export interface EditorWork {
  /** Every parse of a content file's text (the loader's guard: yaml-guard.ts). */
  parse?: Work;
  /** Applying a save's data to the file's nodes (yaml-edit.ts). */
  merge?: Work;
  /** What a version changed, and what restoring it would change, from the data (changes.ts): the texts' parses and the comparison. */
  changes?: Work;
  /** Reading the history's version files: `runs` files, `steps` bytes (history.ts). */
  history?: Work;
}

interface ContentEditorOptions {
  dir: string;
  now?: () => Date;
  retentionDays?: number;
  work?: EditorWork;
}

/**
 * A file as the editor reads it. `data` is null when the text gives none (broken by
 * hand: a save may write over it); `errors` then says where and why, when the
 * loader's guard refused the text.
 */
export interface ReadResult {
  version: string;
  data: unknown;
  text: string;
  /** The fields still marked `# SAMPLE`. */
  samples: FieldPath[];
  errors?: GuardProblem[];
}

export type SaveResult =
  /** `changes`: what a write changed (its first few, for the audit log). */
  | { ok: true; version: string; changed: boolean; changes?: ChangeSummary }
  | { ok: false; status: 'conflict'; version: string }
  | { ok: false; status: 'invalid'; errors: ContentError[] }
  /** Data the schema takes, with more list items and fields than any file the loader reads. */
  | { ok: false; status: 'too-many'; max: number }
  | { ok: false; status: 'read-only'; why: ReadOnlyReason }
  | { ok: false; status: 'not-found' };

interface FileStatus {
  file: ContentSubject;
  version: string | null;
  editable: boolean;
  why?: ReadOnlyReason;
}

/** The lock is taken again for this long before a save answers "busy" (another save holds it). */
const lockRetries = { retries: 40, minTimeout: 25, maxTimeout: 250, factor: 1.3 };

/**
 * What a file's data may unfold into, in characters and values, its aliases written out: twice
 * the largest file. Within the alias caps, a few hundred kB of text repeated by aliases of aliases
 * still unfolds into hundreds of MB of JSON, which no answer should carry.
 */
const maxUnfolded = 2_000_000;

/** Whether `value` unfolds past `budget`: each value visited as JSON would write it, stopping at the budget. */
function unfoldsPast(value: unknown, budget: number): boolean {
  const pending: unknown[] = [value];
  let left = budget;
  while (pending.length > 0) {
    const current = pending.pop();
    left -= typeof current === 'string' ? current.length + 1 : 1;
    if (left < 0) return true;
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      left -= key.length;
      pending.push(child);
    }
  }
  return false;
}

/**
 * A file's data as JSON, the form the API answers and the editor compares; a problem when
 * the text gives none: an alias that contains itself (no JSON can hold it), or aliases that
 * unfold past maxUnfolded.
 */
function jsonData(read: () => unknown): { data: unknown } | { problem: GuardProblem } {
  try {
    const value = read() ?? null;
    if (unfoldsPast(value, maxUnfolded)) return { problem: unfoldsTooFar };
    return { data: JSON.parse(JSON.stringify(value)) as unknown };
  } catch {
    return { problem: selfContaining };
  }
}

/** An alias that contains itself, as the guard words its problems. */
const selfContaining: GuardProblem = { line: null, code: 'aliasLoop', message: 'an alias (*name) that contains itself' };
/** Aliases that unfold into too much, likewise. */
const unfoldsTooFar: GuardProblem = { line: null, code: 'aliasCopies', message: 'aliases (*name) that unfold into too many copies' };

/** A version as the history shows it: what it changed from the version before it, and what restoring it would change. */
type VersionDetails = Omit<VersionEntry, 'text'> & { changes: ChangeSummary | null; restore: ChangeSummary };

/** How many changes a version's details list (the rest are counted). */
const shownChanges = 60;
/**
 * An audit entry keeps the first change (its texts at most 60 characters) and the count: the
 * log keeps up to 10,000 entries and the file backend writes them all at each append, so an
 * entry stays within a few hundred bytes.
 */
const auditedChanges = 1;
const auditedText = 60;

export class BusyError extends Error {
  constructor() {
    super('content: another save of this file is under way');
    this.name = 'BusyError';
  }
}

export class ContentEditor {
  private constructor(
    readonly root: string,
    private readonly now: () => Date,
    private readonly retentionDays: number,
    private readonly work: EditorWork,
  ) {}

  static async open({ dir, now = () => new Date(), retentionDays = DEFAULT_RETENTION_DAYS, work = {} }: ContentEditorOptions): Promise<ContentEditor> {
    return new ContentEditor(await resolveFolder(dir), now, retentionDays, work);
  }

  /** Whether anything can be written now, and each file's version. */
  async status(): Promise<{ editable: boolean; why?: ReadOnlyReason; files: FileStatus[] }> {
    const folder = await folderWritable(this.root);
    const files = await Promise.all(
      editableFiles.map(async (file): Promise<FileStatus> => {
        const read = await readContent(this.root, file);
        if ('problem' in read) return { file, version: null, editable: false, why: read.problem };
        return folder ? { file, version: read.version, editable: false, why: folder } : { file, version: read.version, editable: true };
      }),
    );
    return folder ? { editable: false, why: folder, files } : { editable: true, files };
  }

  async read(file: ContentSubject): Promise<ReadResult | { problem: ReadOnlyReason }> {
    const read = await readContent(this.root, file);
    if ('problem' in read) return read;
    // Within the loader's bounds: a file written by hand may be anything up to its size limit.
    const parsed = parseGuarded(read.text, {}, this.work.parse);
    // A file broken by hand: the admin gets no data and may write new data over it.
    // (The first problems, as the loader reports at most 20 a file: a text broken on every line has thousands.)
    if ('problems' in parsed) return { version: read.version, data: null, text: read.text, samples: [], errors: parsed.problems.slice(0, 20) };
    const json = jsonData(() => parsed.value);
    if ('problem' in json) return { version: read.version, data: null, text: read.text, samples: [], errors: [json.problem] };
    const { data } = json;
    return { version: read.version, data, text: read.text, samples: markedFieldsOf(parsed.document, read.text).map(({ path }) => path) };
  }

  /** Writes `data` if the file is still at `ifMatch` (null: apply to whatever is there, under the lock). */
  save(file: ContentSubject, { ifMatch, data, by, confirm = [] }: { ifMatch: string | null; data: unknown; by: string; confirm?: FieldPath[] }): Promise<SaveResult> {
    // The schema first, once: data it refuses is never merged into the file's nodes (the loader would refuse the text anyway).
    let refused: ContentError[] | undefined;
    return this.change(file, by, async (current) => {
      if (ifMatch !== null && ifMatch !== current.version) return { ok: false, status: 'conflict', version: current.version };
      refused ??= checkContentData(file, data);
      if (refused.length > 0) return { ok: false, status: 'invalid', errors: refused };
      if (entriesMoreThan(data, maxMarks)) return { ok: false, status: 'too-many', max: maxMarks };
      const doc = parseForEdit(current.text, this.work.parse);
      if (doc && !applyData(doc, data, confirm, this.work.merge)) return { ok: true, version: current.version, changed: false };
      return renderDocument(doc ?? new Document(data));
    });
  }

  /** Applies `change` to the file's current data under the lock (the one-tap actions: nothing concurrent is lost). */
  update(file: ContentSubject, by: string, change: (data: unknown) => unknown): Promise<SaveResult> {
    return this.change(file, by, async (current) => {
      const doc = parseForEdit(current.text, this.work.parse);
      if (!doc) return { ok: false, status: 'invalid', errors: await checkContentText(this.root, file, current.text) };
      // The aliases unfold as the loader unfolds them (its limit, not the package's default of 100).
      const json = jsonData(() => doc.toJS({ maxAliasCount: 1000 }));
      if ('problem' in json) return { ok: false, status: 'invalid', errors: [{ file: contentFiles[file].file, line: null, field: '', message: json.problem.message, guard: json.problem.code }] };
      if (!applyData(doc, change(json.data), [], this.work.merge)) return { ok: true, version: current.version, changed: false };
      return renderDocument(doc);
    });
  }

  async history(file: ContentSubject): Promise<Omit<VersionEntry, 'text'>[]> {
    return listVersions(this.root, file, this.work.history);
  }

  /**
   * One version: what it changed from the version before it (null: the oldest kept, with
   * nothing to compare it with), and what restoring it would change from the current text,
   * both from the data.
   */
  async version(file: ContentSubject, id: string): Promise<VersionDetails | null> {
    const entry = await readVersion(this.root, file, id, this.work.history);
    if (!entry) return null;
    const previous = await previousVersion(this.root, file, id, this.work.history);
    const current = await readContent(this.root, file);
    const data = this.dataOf(entry.text);
    const options = { limit: shownChanges, work: this.work.changes };
    const { text: _text, ...head } = entry;
    return {
      ...head,
      // (The oldest version kept has nothing to compare with, unless its own data cannot be read: that is said.)
      changes: previous ? describeChanges(file, this.dataOf(previous.text), data, options) : data === null ? { unreadable: 'after' } : null,
      restore: describeChanges(file, 'problem' in current ? null : this.dataOf(current.text), data, options),
    };
  }

  /** A text's data, as the editor reads it, for its changes (counted with them); null when the text gives none (broken by hand). */
  private dataOf(text: string): unknown {
    const parsed = parseGuarded(text, {}, this.work.changes);
    if ('problems' in parsed) return null;
    const json = jsonData(() => parsed.value);
    return 'data' in json ? json.data : null;
  }

  /** Writes a version's text back: a new version, checked like any save. */
  restore(file: ContentSubject, id: string, by: string): Promise<SaveResult> {
    return this.change(file, by, async (current) => {
      const entry = await readVersion(this.root, file, id, this.work.history);
      if (!entry) return { ok: false, status: 'not-found' };
      return entry.text === current.text ? { ok: true, version: current.version, changed: false } : entry.text;
    });
  }

  /**
   * One change: `make` gives the file's new text from its current one, or the answer
   * without a write. It runs once outside the lock, so a change refused (a stale
   * version, invalid data, a version not there) writes nothing, not even the lock or
   * the history folder; then again under the lock, where the version check, the
   * loader's check and the write are one step across processes.
   */
  private async change(file: ContentSubject, by: string, make: (current: FileRead) => Promise<SaveResult | string>): Promise<SaveResult> {
    const prepare = async (): Promise<SaveResult | { current: FileRead; text: string }> => {
      const current = await readContent(this.root, file);
      if ('problem' in current) return current.problem === 'missing' ? { ok: false, status: 'not-found' } : { ok: false, status: 'read-only', why: current.problem };
      const text = await make(current);
      if (typeof text !== 'string') return text;
      const errors = await checkContentText(this.root, file, text);
      return errors.length > 0 ? { ok: false, status: 'invalid', errors } : { current, text };
    };
    const why = await folderWritable(this.root);
    if (why) return { ok: false, status: 'read-only', why };
    const first = await prepare();
    if ('ok' in first) return first;
    return this.locked(file, async () => {
      const prepared = await prepare();
      return 'ok' in prepared ? prepared : this.write(file, prepared.current, prepared.text, by);
    });
  }

  private async write(file: ContentSubject, current: FileRead, text: string, by: string): Promise<SaveResult> {
    const at = this.now();
    // The text being replaced is kept first if the history does not end with it (a hand edit, the sample).
    const newest = await newestVersion(this.root, file, this.work.history);
    if (newest?.version !== current.version) await addVersion(this.root, file, { at: new Date(at.getTime() - 1).toISOString(), by: 'file', version: current.version, text: current.text });
    await writeFileAtomic(filePath(this.root, file), text, { mode: current.mode });
    const saved = await addVersion(this.root, file, { at: at.toISOString(), by, version: versionOf(text), text });
    await pruneVersions(this.root, file, at, this.retentionDays, this.work.history);
    // For the audit log: the first change (its texts short), and how many in all.
    const changes = describeChanges(file, this.dataOf(current.text), this.dataOf(text), { limit: auditedChanges, maxText: auditedText, work: this.work.changes });
    return { ok: true, version: saved.version, changed: true, changes };
  }

  /** Makes `.history/<file>/`; why not when it cannot be (a link or a file in its place, not ours to write), before anything is written. */
  private async historyFolder(file: ContentSubject): Promise<ReadOnlyReason | null> {
    try {
      await access(await ensureHistoryFolder(this.root, file), constants.W_OK);
      return null;
    } catch (error) {
      if (isCode(error, 'ENOTDIR', 'ELOOP')) return 'history';
      if (isCode(error, 'EACCES', 'EPERM', 'EROFS')) return 'not-writable';
      throw error;
    }
  }

  /** Runs `task` holding the file's lock (in `.history/`, made first: a link or a file there is a reason, not an error). */
  private async locked<T>(file: ContentSubject, task: () => Promise<T>): Promise<T | { ok: false; status: 'read-only'; why: ReadOnlyReason }> {
    const history = await this.historyFolder(file);
    if (history) return { ok: false, status: 'read-only', why: history };
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(filePath(this.root, file), {
        realpath: false,
        lockfilePath: path.join(this.root, HISTORY_FOLDER, `${contentFiles[file].file}.lock`),
        stale: 10_000,
        retries: lockRetries,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw new BusyError();
      throw error;
    }
    try {
      return await task();
    } finally {
      await release().catch(() => undefined);
    }
  }
}

/**
 * The versions of each content file, in `CONTENT_DIR/.history/<file>/<id>.json`:
 * one JSON file per version (`{ id, at, by, version, text }`), written atomically.
 * Every save adds the text it wrote; a text found in the file that the history does
 * not have yet (an edit by hand, the sample before the first save) is added first,
 * by `file`, so the version a save replaces is always kept. Shared by the replicas
 * as the content is; the content store never reads this folder.
 *
 * Retention: a version older than `retentionDays` is removed when a save prunes
 * (the newest one, the current text, always stays), and at most `maxVersions` stay.
 *
 * The list and the pruning read only the start of each version file (its id, time,
 * author and version come before the text, as addVersion writes them), so neither
 * costs the texts of up to 500 versions of up to a megabyte each.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ContentSubject } from '../../../src/content/schema';
import { ensureChildDirectory, isCode, writeFileAtomic } from '../../lib/atomic-file';
import type { Work } from '../../content/yaml-guard';
import { HISTORY_FOLDER } from './files';

export interface VersionEntry {
  id: string;
  /** ISO time of the save. */
  at: string;
  /** The owner's e-mail; `file` for a text found in the file (written by hand, or the sample). */
  by: string;
  version: string;
  text: string;
}

/** Versions are kept a year (docs/content.md, docs/security.md). */
export const DEFAULT_RETENTION_DAYS = 365;
/** And at most this many per file, whatever their age. */
const maxVersions = 500;
/** A version file is at most this large: a text of the editor's 1 MB, every character escaped in JSON (`\u0001`: 6 bytes). */
const maxVersionBytes = 6 * 1_000_000 + 4_096;
/** The start of a version file that holds everything but its text. */
const headBytes = 4_096;

const idPattern = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;
const isVersionId = (id: string) => idPattern.test(id);

const folderOf = (root: string, subject: ContentSubject) => path.join(root, HISTORY_FOLDER, subject);

/** Creates `.history/<file>/` (0700), refusing a symlink in its place. */
export async function ensureHistoryFolder(root: string, subject: ContentSubject): Promise<string> {
  const history = path.join(root, HISTORY_FOLDER);
  for (const dir of [history, folderOf(root, subject)]) {
    await ensureChildDirectory(dir);
    const info = await lstat(dir);
    if (!info.isDirectory()) throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' });
  }
  return folderOf(root, subject);
}

/** The ids of a file's versions, newest first. */
async function ids(root: string, subject: ContentSubject): Promise<string[]> {
  const names = await readdir(folderOf(root, subject)).catch((error: unknown) => (isCode(error, 'ENOENT', 'ENOTDIR') ? [] : Promise.reject(error)));
  return names
    .filter((name) => name.endsWith('.json') && isVersionId(name.slice(0, -5)))
    .map((name) => name.slice(0, -5))
    .sort()
    .reverse();
}

/** Up to `limit` bytes of a version file (null: none there, or a link or no regular file in its place, or larger than any version). */
async function readBytes(root: string, subject: ContentSubject, id: string, limit: number, work?: Work): Promise<string | null> {
  let handle;
  try {
    handle = await open(path.join(folderOf(root, subject), `${id}.json`), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ELOOP')) return null;
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.size > maxVersionBytes) return null;
    const buffer = Buffer.alloc(Math.min(info.size, limit));
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (work) {
      work.runs++;
      work.steps += length;
    }
    return buffer.toString('utf8', 0, length);
  } finally {
    await handle.close();
  }
}

export async function readVersion(root: string, subject: ContentSubject, id: string, work?: Work): Promise<VersionEntry | null> {
  if (!isVersionId(id)) return null;
  const json = await readBytes(root, subject, id, maxVersionBytes, work);
  if (json === null) return null;
  try {
    const entry = JSON.parse(json) as VersionEntry | null;
    // A version file edited by hand into something else (`null`, a list) is no version.
    return entry !== null && typeof entry === 'object' && typeof entry.text === 'string' ? { ...entry, id } : null;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

type VersionHead = Omit<VersionEntry, 'text'>;

/**
 * A version without its text, from the start of its file: what comes before `"text":"`
 * as addVersion writes it. A file in another form (edited by hand) is no version here.
 */
async function readHead(root: string, subject: ContentSubject, id: string, work?: Work): Promise<VersionHead | null> {
  const head = await readBytes(root, subject, id, headBytes, work);
  const end = head?.indexOf(',"text":"') ?? -1;
  if (head === null || end < 0) return null;
  try {
    const fields = JSON.parse(`${head.slice(0, end)}}`) as Record<string, unknown> | null;
    const { at, by, version } = fields ?? {};
    return typeof at === 'string' && typeof by === 'string' && typeof version === 'string' ? { id, at, by, version } : null;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The versions, newest first, without their texts. */
export async function listVersions(root: string, subject: ContentSubject, work?: Work): Promise<VersionHead[]> {
  const entries = await Promise.all((await ids(root, subject)).map((id) => readHead(root, subject, id, work)));
  return entries.filter((entry) => entry !== null);
}

/** The version saved just before `id` (null: none, or `id` is no version). */
export async function previousVersion(root: string, subject: ContentSubject, id: string, work?: Work): Promise<VersionEntry | null> {
  const all = await ids(root, subject);
  const index = all.indexOf(id);
  const previous = index < 0 ? undefined : all[index + 1];
  return previous ? readVersion(root, subject, previous, work) : null;
}

export async function newestVersion(root: string, subject: ContentSubject, work?: Work): Promise<VersionHead | null> {
  const [newest] = await ids(root, subject);
  return newest ? readHead(root, subject, newest, work) : null;
}

/** Adds a version; its id sorts after every earlier one (the time, then randomness). */
export async function addVersion(root: string, subject: ContentSubject, entry: Omit<VersionEntry, 'id'>): Promise<VersionEntry> {
  const folder = await ensureHistoryFolder(root, subject);
  const id = `${entry.at.replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
  const full = { id, ...entry };
  await writeFileAtomic(path.join(folder, `${id}.json`), `${JSON.stringify(full)}\n`, { durable: true });
  return full;
}

/** Removes versions past the retention (never the newest) and beyond maxVersions. */
export async function pruneVersions(root: string, subject: ContentSubject, now: Date, retentionDays: number, work?: Work): Promise<number> {
  const all = await ids(root, subject);
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  let removed = 0;
  for (const [index, id] of all.entries()) {
    if (index === 0) continue;
    const entry = await readHead(root, subject, id, work);
    const old = entry === null || Date.parse(entry.at) < cutoff;
    if (old || index >= maxVersions) {
      await unlink(path.join(folderOf(root, subject), `${id}.json`)).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

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
 */
import { randomBytes } from 'node:crypto';
import { lstat, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { diffLines } from 'diff';
import type { ContentSubject } from '../../../src/content/schema';
import { ensureChildDirectory, isCode, writeFileAtomic } from '../../lib/atomic-file';
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

export type DiffLine = { op: ' ' | '+' | '-'; line: string };

/** Versions are kept a year (docs/content.md, docs/security.md). */
export const DEFAULT_RETENTION_DAYS = 365;
/** And at most this many per file, whatever their age. */
const maxVersions = 500;

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

export async function readVersion(root: string, subject: ContentSubject, id: string): Promise<VersionEntry | null> {
  if (!isVersionId(id)) return null;
  try {
    const entry = JSON.parse(await readFile(path.join(folderOf(root, subject), `${id}.json`), 'utf8')) as VersionEntry | null;
    // A version file edited by hand into something else (`null`, a list) is no version.
    return entry !== null && typeof entry === 'object' && typeof entry.text === 'string' ? { ...entry, id } : null;
  } catch (error) {
    if (isCode(error, 'ENOENT') || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The versions, newest first, without their texts. */
export async function listVersions(root: string, subject: ContentSubject): Promise<Omit<VersionEntry, 'text'>[]> {
  const entries = await Promise.all((await ids(root, subject)).map((id) => readVersion(root, subject, id)));
  return entries.filter((entry) => entry !== null).map(({ id, at, by, version }) => ({ id, at, by, version }));
}

export async function newestVersion(root: string, subject: ContentSubject): Promise<VersionEntry | null> {
  const [newest] = await ids(root, subject);
  return newest ? readVersion(root, subject, newest) : null;
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
export async function pruneVersions(root: string, subject: ContentSubject, now: Date, retentionDays: number): Promise<number> {
  const all = await ids(root, subject);
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  let removed = 0;
  for (const [index, id] of all.entries()) {
    if (index === 0) continue;
    const entry = await readVersion(root, subject, id);
    const old = entry === null || Date.parse(entry.at) < cutoff;
    if (old || index >= maxVersions) {
      await unlink(path.join(folderOf(root, subject), `${id}.json`)).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

/**
 * A line diff from `from` to `to`. The editor diffs from the current text to a version:
 * what a restore would change (`+` what it brings back, `-` what it removes).
 */
export function lineDiff(from: string, to: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const part of diffLines(from, to)) {
    const op = part.added ? '+' : part.removed ? '-' : ' ';
    const text = part.value.endsWith('\n') ? part.value.slice(0, -1) : part.value;
    for (const line of text.split('\n')) lines.push({ op, line });
  }
  return lines;
}

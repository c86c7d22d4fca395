/**
 * The content folder as the editor touches it: only the allow-listed files
 * (`contentFiles` of src/content/schema.ts) and the history folder, never through a
 * symlink and never outside the folder, and a version (a hash of a file's bytes)
 * for each.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, lstat, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { contentFiles, type ContentSubject } from '../../../src/content/schema';
import { isCode } from '../../lib/atomic-file';
import { HISTORY_FOLDER } from '../../content/store';

/** The names `<file>` of the API: the allow-list. */
export const editableFiles = Object.keys(contentFiles) as ContentSubject[];

export const isEditableFile = (name: string): name is ContentSubject => (editableFiles as string[]).includes(name);

/** The history folder's name in the content folder (the store never reads it as content). */
export { HISTORY_FOLDER };

/** Why the folder or a file cannot be edited now (a code for the admin, which words it). */
export type ReadOnlyReason = 'read-only' | 'not-writable' | 'symlink' | 'not-a-file' | 'missing' | 'history';

/** The largest file read (the loader's limit). */
const maxBytes = 1_000_000;

/** A version: 20 hex digits of a SHA-256 over the file's bytes (changes exactly when the bytes do). */
export function versionOf(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20);
}

/** `If-Match` as sent: a bare version, or quoted like an ETag (`"…"`, `W/"…"`). */
export function parseIfMatch(header: string | undefined): string | null {
  if (header === undefined) return null;
  const value = header.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  return value === '' ? null : value;
}

/** The folder, resolved once (a symlinked CONTENT_DIR is followed here, to its real place, and never again). */
export async function resolveFolder(dir: string): Promise<string> {
  return realpath(path.resolve(dir));
}

export function filePath(root: string, subject: ContentSubject): string {
  return path.join(root, contentFiles[subject].file);
}

export interface FileRead {
  text: string;
  bytes: Buffer;
  version: string;
  mode: number;
}

/** A content file's text, refusing a symlink, anything but a regular file, or more than the loader reads. */
export async function readContent(root: string, subject: ContentSubject): Promise<FileRead | { problem: ReadOnlyReason }> {
  const target = filePath(root, subject);
  const info = await lstat(target).catch((error: unknown) => (isCode(error, 'ENOENT') ? null : Promise.reject(error)));
  if (!info) return { problem: 'missing' };
  if (info.isSymbolicLink()) return { problem: 'symlink' };
  if (!info.isFile() || info.size > maxBytes) return { problem: 'not-a-file' };
  // O_NOFOLLOW: a symlink put in its place since the lstat is refused, not followed.
  const handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const bytes = await handle.readFile();
    return { bytes, text: bytes.toString('utf8').replace(/^\uFEFF/, ''), version: versionOf(bytes), mode: info.mode & 0o777 };
  } finally {
    await handle.close();
  }
}

/** Whether the folder can be written now: a read-only mount or missing permission is a reason, not an error. */
export async function folderWritable(root: string): Promise<ReadOnlyReason | null> {
  try {
    // access(2) answers EROFS for a read-only mount (also for root) without writing anything:
    // a probe file would wake the content store's watcher.
    await access(root, constants.W_OK);
    const history = path.join(root, HISTORY_FOLDER);
    const info = await lstat(history).catch(() => null);
    if (info?.isSymbolicLink() || (info && !info.isDirectory())) return 'history';
    if (info) await access(history, constants.W_OK);
    return null;
  } catch (error) {
    if (isCode(error, 'EROFS')) return 'read-only';
    if (isCode(error, 'EACCES', 'EPERM')) return 'not-writable';
    if (isCode(error, 'ENOENT')) return 'missing';
    throw error;
  }
}

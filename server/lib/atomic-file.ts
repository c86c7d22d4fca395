import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { makeDirectory } from './make-directory';

/** Temporary files start with this and end with TMP_SUFFIX; listings skip them. */
const TMP_PREFIX = '.tmp-';
const TMP_SUFFIX = '.part';

/**
 * Flushes a directory's entries (a rename or an unlink) to disk. Platforms that
 * cannot open a directory for syncing (Windows) are skipped silently.
 */
async function fsyncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
  } catch (error) {
    if (isCode(error, 'EISDIR', 'EPERM', 'EACCES')) return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!isCode(error, 'EINVAL', 'EPERM', 'EBADF')) throw error;
  } finally {
    await handle.close();
  }
}

/** Who a file should belong to, when that is not the writing process's user. */
export interface FileOwner {
  uid: number;
  gid: number;
}

/**
 * Writes a file so that, after a crash, it is either absent or complete:
 * a temporary file in the same directory, fsync, rename, fsync the directory.
 * `durable: false` skips the two fsyncs: still all-or-nothing for other processes
 * and across kill -9 (the page cache survives a process), not across a power cut.
 * `owner`: the file is handed to that user before it appears under its name (root only).
 * `mode`: the file's permissions (default 0600; a content file keeps the ones it had).
 */
export async function writeFileAtomic(
  filePath: string,
  data: string | Uint8Array,
  { durable = true, owner = null as FileOwner | null, mode = 0o600 } = {},
): Promise<void> {
  const dir = path.dirname(filePath);
  const tmp = path.join(dir, `${TMP_PREFIX}${randomBytes(6).toString('hex')}${TMP_SUFFIX}`);
  const handle = await open(tmp, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(data);
      if (mode !== 0o600) await handle.chmod(mode);
      if (owner) await handle.chown(owner.uid, owner.gid);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, filePath);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  if (durable) await fsyncDirectory(dir);
}

/**
 * Moves a file to `to` unless something is there already (then only removes `from`:
 * the copy at `to` is the one that counts). A hard link, so the move never replaces.
 */
export async function moveWithoutReplacing(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    if (!isCode(error, 'EEXIST')) throw error;
  }
  await fsyncDirectory(path.dirname(to));
  await unlink(from).catch((error: unknown) => {
    if (!isCode(error, 'ENOENT')) throw error;
  });
}

/** Creates `dir` and any missing parent (mode 0700); rejects when it cannot (never retries for ever, see makeDirectory). */
export async function ensureDirectory(dir: string): Promise<void> {
  await makeDirectory(dir, 0o700);
}

/** Creates `dir` (mode 0700) if it is missing; its parent must exist (ENOENT otherwise). */
export async function ensureChildDirectory(dir: string): Promise<void> {
  await mkdir(dir, { mode: 0o700 }).catch((error: unknown) => {
    if (!isCode(error, 'EEXIST')) throw error;
  });
}

/**
 * Rejects with the file system's error unless a file can be created and written in
 * `dir` now (permissions, a read-only mount, a full disk): a real write, which
 * `access()` would not do. The file is named like a temporary one, so a crash's
 * leftover is removed with them.
 */
export async function probeWritable(dir: string): Promise<void> {
  const file = path.join(dir, `${TMP_PREFIX}probe-${randomBytes(6).toString('hex')}${TMP_SUFFIX}`);
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile('probe');
  } finally {
    await handle.close();
    await unlink(file).catch(() => undefined);
  }
}

/**
 * Removes temporary files a crash left behind (older than a minute, so a live write is never hit).
 * A folder that is gone holds none: it is made again by the next write that needs it.
 */
export async function removeStaleTemporaryFiles(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch((error: unknown) => {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  });
  for (const name of names) {
    if (!name.startsWith(TMP_PREFIX) || !name.endsWith(TMP_SUFFIX)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > 60_000) await unlink(file).catch(() => undefined);
  }
}

export function isCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && codes.includes(String((error as { code?: unknown }).code));
}

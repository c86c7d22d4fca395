import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : '';

/**
 * `mkdir -p`, without Node's `{ recursive: true }`: that one retries for ever when
 * mkdir says ENOENT although the parent exists (DATA_DIR=/proc/self: a busy loop, the
 * server never listening). Here each level is tried at most twice, so a folder that cannot be made
 * rejects with the file system's error. A path that exists but is no directory (a
 * file, /dev/null, a dangling symlink, whose target is never created) rejects with
 * ENOTDIR or ENOENT. New folders get `mode`.
 */
export async function makeDirectory(dir: string, mode = 0o700): Promise<void> {
  try {
    await mkdir(dir, { mode });
    return;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return expectDirectory(dir);
    const parent = path.dirname(dir);
    if (codeOf(error) !== 'ENOENT' || parent === dir) throw error;
    await makeDirectory(parent, mode);
  }
  await mkdir(dir, { mode }).catch((error: unknown) => {
    if (codeOf(error) !== 'EEXIST') throw error;
    return expectDirectory(dir);
  });
}

async function expectDirectory(dir: string): Promise<void> {
  if (!(await stat(dir)).isDirectory())
    throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${dir}'`), { code: 'ENOTDIR', path: dir });
}

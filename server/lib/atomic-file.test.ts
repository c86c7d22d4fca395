import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleTemporaryFiles, writeFileAtomic } from './atomic-file';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('removeStaleTemporaryFiles', () => {
  it('finds nothing to remove in a folder that is gone (an operator removed it; the next write makes it again)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ballon-atomic-'));
    await expect(removeStaleTemporaryFiles(path.join(dir, 'claims'))).resolves.toBeUndefined();
  });

  it('removes a temporary file a crash left an hour ago, and keeps the finished file beside it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ballon-atomic-'));
    await writeFileAtomic(path.join(dir, 'kept.json'), '{}');
    const [kept] = await readdir(dir);
    // The name a write in progress has: the same prefix and suffix writeFileAtomic gives its own.
    const leftover = path.join(dir, `.tmp-crashed-${Date.now()}.part`);
    await writeFile(leftover, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(leftover, hourAgo, hourAgo);
    await removeStaleTemporaryFiles(dir);
    expect(await readdir(dir)).toEqual([kept]);
  });
});

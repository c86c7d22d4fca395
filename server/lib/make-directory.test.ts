import { mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDirectory } from './make-directory';

let dir: string;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('makeDirectory', () => {
  it('makes a folder and its missing parents with the mode, and accepts one that is there', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ballon-mkdir-'));
    const deep = path.join(dir, 'a', 'b', 'c');
    await makeDirectory(deep);
    expect((await stat(deep)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, 'a'))).isDirectory()).toBe(true);
    await expect(makeDirectory(deep)).resolves.toBeUndefined();
  });

  it('rejects a path that is no folder: a file (ENOTDIR), a folder under a file, a dangling symlink (its target is not made)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ballon-mkdir-'));
    await writeFile(path.join(dir, 'file'), 'x');
    await symlink(path.join(dir, 'nowhere'), path.join(dir, 'dangling'));
    await expect(makeDirectory(path.join(dir, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(makeDirectory(path.join(dir, 'file', 'photos'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(makeDirectory('/dev/null')).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(makeDirectory(path.join(dir, 'dangling'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(path.join(dir, 'nowhere'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  // Node's own `mkdir(…, { recursive: true })` never settles here (it retries ENOENT for ever).
  it.runIf(process.platform === 'linux')(
    'rejects under /proc/self, where mkdir says ENOENT although the parent exists',
    async () => {
      await expect(makeDirectory('/proc/self/photos')).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(makeDirectory('/proc/self/outbox/claims')).rejects.toMatchObject({ code: 'ENOENT' });
    },
  );
});

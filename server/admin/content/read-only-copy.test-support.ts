/**
 * For the content editor's tests: a copy of a content folder that cannot be written,
 * for real (no fake file system).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The folder made read-only for real: as root (npm test runs as root) a read-only bind
 * mount, as compose's `:ro` does (EROFS); otherwise its permissions (EACCES). Null when
 * neither is possible here.
 */
export function readOnlyCopy(source: string): { dir: string; why: 'read-only' | 'not-writable'; undo: () => void } | null {
  if (process.getuid?.() !== 0) {
    chmodSync(source, 0o555);
    return { dir: source, why: 'not-writable', undo: () => chmodSync(source, 0o755) };
  }
  const target = mkdtempSync(path.join(tmpdir(), 'ballon-ro-'));
  const mount = spawnSync('sh', ['-c', `mount --bind "${source}" "${target}" && mount -o remount,bind,ro "${target}"`]);
  if (mount.status !== 0) {
    spawnSync('umount', [target]);
    rmSync(target, { recursive: true, force: true });
    return null;
  }
  return {
    dir: target,
    why: 'read-only',
    undo: () => {
      spawnSync('umount', [target]);
      rmSync(target, { recursive: true, force: true });
    },
  };
}

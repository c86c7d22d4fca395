import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirWatch } from './data-dir';
import { Readiness } from './readiness';

interface Line {
  level: 'error' | 'info';
  fields: Record<string, unknown>;
  msg: string;
}

let base: string | undefined;
afterEach(async () => {
  if (base) await rm(base, { recursive: true, force: true });
  base = undefined;
});

function watchOf(dir: string, options: { holdsEnquiries?: boolean } = {}) {
  const lines: Line[] = [];
  let now = 0;
  const readiness = new Readiness();
  const logger = {
    error: (fields: object, msg: string) =>
      void lines.push({ level: 'error', fields: fields as Record<string, unknown>, msg }),
    info: (fields: object, msg: string) =>
      void lines.push({ level: 'info', fields: fields as Record<string, unknown>, msg }),
  };
  const watch = new DataDirWatch({
    dir,
    logger,
    readiness,
    holdsEnquiries: options.holdsEnquiries ?? true,
    user: { uid: 1000, gid: 1000 },
    now: () => now,
  });
  return { watch, lines, readiness, advance: (ms: number) => (now += ms) };
}

const eacces = Object.assign(new Error("EACCES: permission denied, open '/data/outbox/x'"), { code: 'EACCES' });

describe('the DATA_DIR watch', () => {
  it('makes a missing DATA_DIR and finds it usable: no line, no problem', async () => {
    base = await mkdtemp(path.join(tmpdir(), 'ballon-data-dir-'));
    const { watch, lines, readiness } = watchOf(path.join(base, 'var', 'data'));
    expect(await watch.check()).toBe(true);
    expect(lines).toEqual([]);
    expect(readiness.problems).toEqual([]);
  });

  it('names DATA_DIR, the uid and the remedy in one error line a minute while it lasts, and the recovery once', async () => {
    base = await mkdtemp(path.join(tmpdir(), 'ballon-data-dir-'));
    const file = path.join(base, 'data');
    await writeFile(file, 'not a folder');
    const { watch, lines, readiness, advance } = watchOf(file);
    expect(await watch.check()).toBe(false);
    expect(readiness.problems).toEqual(['data-dir-unusable']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      fields: { alert: 'data-dir-unusable', dataDir: file, uid: 1000, gid: 1000, code: 'ENOTDIR' },
    });
    expect(lines[0]!.msg).toBe(
      `DATA_DIR (${file}) cannot be used by uid 1000 (ENOTDIR: not a directory, mkdir '${file}'): pages are served, enquiries are refused (503) until it can; it is not a folder (a file, a device, or under one): point DATA_DIR at a folder`,
    );

    // Checks and refused posts within the minute: no second line; the refusals are counted in the next.
    advance(30_000);
    await watch.check();
    watch.report('outbox', eacces, 2);
    expect(lines).toHaveLength(1);
    advance(30_000);
    await watch.check();
    expect(lines).toHaveLength(2);
    expect(lines[1]!.fields).toMatchObject({ code: 'ENOTDIR', refused: 2 });

    // Fixed: the folder is there; the outbox still failing keeps the problem until it stores again.
    await rm(file);
    expect(await watch.check()).toBe(false);
    expect(readiness.problems).toEqual(['data-dir-unusable']);
    watch.report('outbox', null);
    expect(watch.usable).toBe(true);
    expect(readiness.problems).toEqual([]);
    expect(lines.slice(2)).toEqual([
      { level: 'info', fields: { dataDir: file, refused: 2 }, msg: `DATA_DIR (${file}) can be used again` },
    ]);
  });

  it('says what to do about a folder of another user, and does not promise refusals when enquiries live in Redis', async () => {
    const { watch, lines } = watchOf('/data', { holdsEnquiries: false });
    watch.report('outbox', eacces, 1);
    expect(lines[0]!.msg).toBe(
      "DATA_DIR (/data) cannot be used by uid 1000 (EACCES: permission denied, open '/data/outbox/x'): pages are served, new photos are not processed until it can; " +
        "give it to the server's user: chown -R 1000:1000 /data (for a host folder mounted into the container, on the host)",
    );
  });
});

/**
 * On a mount that delivers no file events (the case the
 * 2 s poll is for), a photo added *after* photos.yaml names it must be
 * noticed. The poll's stamp covers the folders under photos/ and the photos the
 * last *parsed* photos.yaml names (valid or not), not only those of the last
 * good snapshot.
 */
import type * as fs from 'node:fs';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentStore as Store } from './store';

// No file events: fs.watch throws, as on some network and VM mounts (the store then relies on its poll).
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, watch: () => { throw Object.assign(new Error('no inotify here'), { code: 'ENOSYS' }); } };
});

const { copySample, edit, removeDir } = await import('./content-fixture.test-support');
const { ContentStore } = await import('./store');

let dir: string;
let store: Store | undefined;
afterEach(() => {
  store?.close();
  removeDir(dir);
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (up to 10 s: a busy machine runs the 100 ms poll late) until `done` says so. */
async function until(done: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !done() && Date.now() < deadline; ) await wait(50);
}

describe('the poll without file events', () => {
  it('notices a photo copied in after photos.yaml named it', { timeout: 30_000 }, async () => {
    dir = copySample();
    const logs: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as { level: number; msg: string }) });
    store = await ContentStore.open({ dir, logger, debounceMs: 20, pollMs: 100, retryMs: 200 });
    const before = store.current().version;
    // 1. photos.yaml names a new photo that is not there yet: invalid, the old content stays.
    edit(dir, 'photos.yaml', '  lounge:\n', '  lounge:\n    - file: lounge/99.jpg\n      alt: { cs: Nová, en: New }\n');
    const errors = () => logs.filter((line) => line.level >= 50).map((line) => line.msg);
    await until(() => errors().length > 0);
    await wait(300);
    expect(store.current().version).toBe(before);
    // The retry is over and the error logged: only the poll can notice the photo now.
    expect(logs.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([expect.stringMatching(/^content: photos\.yaml:\d+ gallery\.lounge\[0\]\.file: the photo photos\/lounge\/99\.jpg is missing; kept/)]);
    // 2. The photo arrives.
    copyFileSync(path.join(dir, 'photos/lounge/01.jpg'), path.join(dir, 'photos/lounge/99.jpg'));
    await until(() => store?.current().version !== before);
    expect(store.current().version).not.toBe(before);
    expect(store.current().content.photos.gallery.lounge[0]!.file).toBe('lounge/99.jpg');
  });
});

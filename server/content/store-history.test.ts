/**
 * The admin's history folder beside the content (CONTENT_DIR/.history) is not content:
 * writing there reloads nothing, while a write beside it still does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import { copySample, removeDir } from './content-fixture.test-support';
import { ContentStore, HISTORY_FOLDER } from './store';

let dir: string | undefined;
let store: ContentStore | undefined;
afterEach(() => {
  store?.close();
  if (dir) removeDir(dir);
});

async function eventually(check: () => void): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

it('reloads nothing for a write in the history folder', async () => {
  dir = copySample();
  store = await ContentStore.open({ dir, logger: pino({ level: 'silent' }), pollMs: 0 });
  // Each file event the watcher takes schedules a reload: counted before the debounce merges them.
  const schedule = vi.spyOn(store as unknown as { schedule: () => void }, 'schedule');
  // The first save makes the folder (an event in the content folder itself), then writes in it.
  mkdirSync(path.join(dir, HISTORY_FOLDER, 'hours'), { recursive: true });
  writeFileSync(path.join(dir, HISTORY_FOLDER, 'hours', 'entry.json'), '{}');
  mkdirSync(path.join(dir, HISTORY_FOLDER, 'hours.yaml.lock'));
  writeFileSync(path.join(dir, HISTORY_FOLDER, 'hours', 'entry-2.json'), '{}');
  // A folder made beside it, after it: one event, which comes after any the history writes caused.
  mkdirSync(path.join(dir, 'sentinel'));
  await eventually(() => expect(schedule).toHaveBeenCalled());
  expect(schedule).toHaveBeenCalledTimes(1);
});

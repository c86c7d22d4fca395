import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type * as fsPromises from 'node:fs/promises';
import { afterEach, expect, it, vi } from 'vitest';

/**
 * The deliverer drops a pending copy that has a failed/ (or sent/) twin: that is what a crash
 * between its own two steps leaves. So a retry must never show both copies at once, or a scan
 * falling in between loses the message. Every file operation of this test file is checked.
 */
const seen = vi.hoisted(() => ({ files: null as { pending: string; failed: string } | null, both: [] as string[] }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  const checked =
    <A extends unknown[], R>(name: string, op: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await op(...args);
      if (seen.files && existsSync(seen.files.pending) && existsSync(seen.files.failed)) seen.both.push(name);
      return result;
    };
  const wrapped = {
    ...actual,
    rename: checked('rename', actual.rename),
    link: checked('link', actual.link),
    unlink: checked('unlink', actual.unlink),
    writeFile: checked('writeFile', actual.writeFile),
    open: checked('open', actual.open),
    chown: checked('chown', actual.chown),
  };
  return { ...wrapped, default: wrapped };
});

const { runMailCommand } = await import('./inbox');
const { fileOf, openOutbox } = await import('./outbox');

let dataDir = '';
afterEach(async () => {
  seen.files = null;
  await rm(dataDir, { recursive: true, force: true });
});

it('a retry moves the failed copy back in one step: never a pending copy beside its failed twin', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'retry-atomic-'));
  const outbox = await openOutbox({ dir: path.join(dataDir, 'outbox'), logger: pino({ level: 'silent' }) });
  const { id } = await outbox.enqueue(
    { name: 'Jan', email: 'jan@example.com', subject: 'Dotaz', message: 'Ahoj', lang: 'cs' },
    null,
  );
  await outbox.markFailed(id, await outbox.read(id), {
    code: 'EENVELOPE',
    responseCode: 550,
    response: '550 refused',
    detail: 'refused',
  });

  seen.files = { pending: fileOf(outbox.dir, id), failed: fileOf(outbox.failedDir, id) };
  await runMailCommand(['retry', id], { dataDir, emlDir: path.join(dataDir, 'mail') }, () => {});

  expect(seen.both).toEqual([]);
  expect([existsSync(seen.files.pending), existsSync(seen.files.failed)]).toEqual([true, false]);
  // What the deliverer reads: the record, not a crash's leftover.
  expect(await outbox.readPending(id)).toMatchObject({ kind: 'ok', record: { id } });
});

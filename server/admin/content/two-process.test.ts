/**
 * Two processes on one content folder: two saves racing with the same If-Match give
 * exactly one 200 and one 409 (the lock makes the check and the write one step), and
 * a save in one process is seen by a ContentStore watching in another.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { ContentEditor } from './editor';

const script = path.join(import.meta.dirname, 'child.test-support.ts');
const children: ChildProcessWithoutNullStreams[] = [];
let dir: string | undefined;
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  if (dir) removeDir(dir);
});

/** A child process and its stdout lines, with a wait for a line that matches. */
function child(...args: string[]) {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: process.cwd() });
  children.push(proc);
  const lines: string[] = [];
  let buffer = '';
  const waiters: (() => void)[] = [];
  proc.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  let stderr = '';
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const line = (match: (text: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = lines.find(match);
        if (found !== undefined) return resolve(found);
        if (proc.exitCode !== null) return reject(new Error(`child exited: ${stderr}`));
        waiters.push(look);
      };
      proc.once('exit', () => look());
      look();
    });
  return { proc, line };
}

it('two processes saving with the same version: one 200, one 409', async () => {
  dir = copySample();
  const editor = await ContentEditor.open({ dir });
  const read = await editor.read('lounge');
  if ('problem' in read) throw new Error(read.problem);
  const a = child('save', dir, read.version, 'a@example.cz');
  const b = child('save', dir, read.version, 'b@example.cz');
  await Promise.all([a.line((text) => text === 'ready'), b.line((text) => text === 'ready')]);
  a.proc.stdin.write('go\n');
  b.proc.stdin.write('go\n');
  const results = (await Promise.all([a.line((text) => text.startsWith('{')), b.line((text) => text.startsWith('{'))])).map((text) => JSON.parse(text) as { ok: boolean; status?: string });
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  expect(results.filter((result) => !result.ok && result.status === 'conflict')).toHaveLength(1);
  const versions = await editor.history('lounge');
  expect(versions.filter((version) => version.by !== 'file')).toHaveLength(1);
}, 600_000);

it('a save in one process is live in a ContentStore of another', async () => {
  dir = copySample();
  const watcher = child('watch', dir);
  await watcher.line((text) => text === 'ready');
  const editor = await ContentEditor.open({ dir });
  const read = await editor.read('lounge');
  if ('problem' in read) throw new Error(read.problem);
  const data = structuredClone(read.data) as { arrangements: { capacity: number }[] };
  data.arrangements[0]!.capacity = 77;
  expect(await editor.save('lounge', { ifMatch: read.version, data, by: 'owner@example.cz' })).toMatchObject({ ok: true });
  // Waited for, not timed: how long it takes is measured outside the suite (docs/performance.md).
  await watcher.line((text) => text === 'capacity 77');
}, 600_000);

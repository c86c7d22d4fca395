import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMailCommand } from './inbox';
import { InboxError } from '../queue';
import { openOutbox, type Outbox } from './outbox';

const submission = { name: 'Jan', email: 'jan@example.com', subject: 'Dotaz', message: 'Ahoj', lang: 'cs' as const };
let dataDir: string;
let emlDir: string;
let outbox: Outbox;
let out: string[];
const run = (...args: string[]) => runMailCommand(args, { dataDir, emlDir }, (line) => out.push(line));

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mail-cli-test-'));
  emlDir = path.join(dataDir, 'mail');
  outbox = await openOutbox({ dir: path.join(dataDir, 'outbox'), logger: pino({ level: 'silent' }) });
  out = [];
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function refused(key: string | null = null) {
  const { id } = await outbox.enqueue(submission, key ? { kind: 'key', key } : null);
  await outbox.markFailed(id, await outbox.read(id), {
    code: 'EENVELOPE',
    responseCode: 550,
    response: '550 5.7.1 [address] rejected',
    detail: 'refused',
  });
  return id;
}

describe('npm run mail', () => {
  it('lists failed messages with their reason and no personal data', async () => {
    const id = await refused();
    const corrupt = '20261122T100000000Z-0123456789ab';
    await writeFile(path.join(outbox.failedDir, `${corrupt}.json`), 'garbage');
    await outbox.enqueue(submission, null);
    await run('list');
    expect(out[0]).toMatch(/^pending: 1 \(oldest \d+ s\)$/);
    expect(out[1]).toMatch(/^failed: 2 /);
    expect(out.slice(2)).toEqual([
      `${corrupt}  -  unreadable record (set aside as it was found)`,
      expect.stringMatching(
        new RegExp(`^${id}  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  550 550 5\\.7\\.1 \\[address\\] rejected$`),
      ),
    ]);
    expect(out.join('\n')).not.toMatch(/jan@example\.com|Ahoj|Jan/);
  });

  it('puts a failed message back in the queue, where a running deliverer finds it', async () => {
    const id = await refused();
    await run('retry', id);
    expect(out).toEqual([`${id} queued again; the running server delivers it within seconds`]);
    expect(await readdir(outbox.failedDir)).toEqual([]);
    expect(await outbox.scan()).toEqual([id]);
    expect(await outbox.readPending(id)).toMatchObject({ kind: 'ok', record: { id, submission } });
    await expect(run('retry', id)).rejects.toThrow(/is not in/);
  });

  it('refuses to retry a corrupt record, and purges it', async () => {
    const corrupt = '20261122T100000000Z-0123456789ab';
    await writeFile(path.join(outbox.failedDir, `${corrupt}.json`), 'garbage');
    await expect(run('retry', corrupt)).rejects.toThrow(/cannot be retried/);
    await run('purge', corrupt);
    expect(await readdir(outbox.failedDir)).toEqual([]);
  });

  it('purges a message with every copy: failed record, .eml file and idempotency claim', async () => {
    const id = await refused('purge-key');
    await mkdir(emlDir);
    await writeFile(path.join(emlDir, `${id}.eml`), 'eml');
    expect(await readdir(outbox.claims.dir)).toHaveLength(1);
    await run('purge', id);
    expect(out[0]).toMatch(new RegExp(`^${id} purged: `));
    expect(await readdir(outbox.failedDir)).toEqual([]);
    expect(await readdir(emlDir)).toEqual([]);
    expect((await readdir(outbox.claims.dir)).filter((name) => name.endsWith('.json'))).toEqual([]);
  });

  it('a pending copy beside its failed twin (the deliverer between its two steps) is done: listed once as failed, not retried, purged with the copy', async () => {
    const { id } = await outbox.enqueue(submission, null);
    // markFailed's first step alone: the failed/ twin written, the pending copy not yet dropped.
    const record = await outbox.read(id);
    await writeFile(
      path.join(outbox.failedDir, `${id}.json`),
      JSON.stringify({
        ...record,
        failedAt: new Date().toISOString(),
        reason: { code: 'EENVELOPE', responseCode: 550, response: '550 no', detail: 'refused' },
      }),
    );
    expect(await outbox.locate(id)).toBe('failed');
    await run('list');
    expect(out[0]).toMatch(/^pending: 0\b/);
    expect(out[1]).toMatch(/^failed: 1 /);
    // A retry now would be dropped with the pending copy it replaced: refused until the deliverer is done.
    await expect(run('retry', id)).rejects.toThrow(/already pending/);
    out = [];
    await run('purge', id);
    expect(out[0]).toMatch(new RegExp(`^${id} purged: `));
    expect(await readdir(outbox.failedDir)).toEqual([]);
    // The pending copy too: a deliverer that stopped between its steps would otherwise send it after its erasure.
    expect((await readdir(outbox.dir)).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('refuses bad usage, ids that are not outbox ids, pending messages and unknown ids', async () => {
    const { id } = await outbox.enqueue(submission, null);
    await expect(run()).rejects.toBeInstanceOf(InboxError);
    await expect(run('retry')).rejects.toThrow(/usage: npm run mail/);
    await expect(run('purge', '../../etc/passwd')).rejects.toThrow(/not an outbox id/);
    await expect(run('purge', id)).rejects.toThrow(/is pending/);
    await expect(run('purge', '20261122T100000000Z-ffffffffffff')).rejects.toThrow(/was not found/);
  });

  it.skipIf(process.getuid === undefined)(
    'refuses a user who neither owns the outbox nor is root, for every command, and changes nothing',
    async () => {
      const id = await refused();
      const stranger = (process.getuid?.() ?? 0) + 4242;
      for (const args of [['list'], ['retry', id], ['purge', id]]) {
        await expect(runMailCommand(args, { dataDir, emlDir }, (line) => out.push(line), stranger)).rejects.toThrow(
          new InboxError(
            `run npm run mail as the user the server runs as (uid ${process.getuid?.()}, the owner of ${outbox.dir}) or as root; this is uid ${stranger}`,
          ),
        );
      }
      expect(out).toEqual([]);
      expect(await readdir(outbox.failedDir)).toEqual([`${id}.json`]);
      // Usage errors come first: they need no outbox.
      await expect(runMailCommand(['bogus'], { dataDir, emlDir }, () => undefined, stranger)).rejects.toThrow(
        /usage: npm run mail/,
      );
    },
  );
});

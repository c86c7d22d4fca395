import { chmod, chown, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { newEnquiryId, type FailedEnquiry } from '../../server/enquiries/enquiry';
import { jsonIds, MailChild, NOBODY, submissionNo, until } from './support/mail-child';
import { faultScene } from './support/fault-scene';
import { mailCommand } from './support/mail-command';

/**
 * `npm run mail -- retry|purge` run as another user than the server's: as root
 * (`sudo`, `docker exec -u 0`), or as an unprivileged user who does not own the
 * outbox. What it writes must be readable by the server (owned like the outbox
 * directory), and the failed/ copy must never go before the new pending record is
 * in place and readable; a user who cannot do that is told so and nothing changes.
 * Needs root, to run the server as `nobody` and the command as root or a third user.
 */
const STRANGER = 4242;

async function setup(context: TestContext) {
  const scene = await faultScene(context, { owner: NOBODY, open: false });
  const { sink, cleanup } = scene;
  const data = { dir: scene.dataDir };
  const outboxDir = path.join(data.dir, 'outbox');
  const child = await MailChild.start({
    dataDir: data.dir,
    smtpUrl: sink.url,
    uid: NOBODY,
    env: { MAIL_TEST_POLL_MS: '100', MAIL_TEST_RETRY_MS: '100' },
  });
  cleanup.push(() => child.kill());
  await until(() => child.count('active') === 1, 30_000, 'the delivery lock');
  /** A message the mail server refused, in failed/ as the server (nobody) left it. */
  const refused = async () => {
    const createdAt = new Date();
    const id = newEnquiryId(createdAt);
    const failed: FailedEnquiry = {
      version: 1,
      id,
      createdAt: createdAt.toISOString(),
      idempotencyKey: null,
      submission: submissionNo(1),
      failedAt: createdAt.toISOString(),
      reason: { code: 'EENVELOPE', responseCode: 550, response: '550 5.7.1 rejected', detail: 'refused' },
    };
    const file = path.join(outboxDir, 'failed', `${id}.json`);
    await writeFile(file, JSON.stringify(failed), { mode: 0o600 });
    await chown(file, NOBODY!, NOBODY!);
    return id;
  };
  return { sink, dataDir: data.dir, outboxDir, child, refused };
}

/** Every file and directory under `dir` whose owner is not `uid`. */
async function notOwnedBy(dir: string, uid: number): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if ((await stat(file)).uid !== uid) found.push(file);
    if (entry.isDirectory()) found.push(...(await notOwnedBy(file, uid)));
  }
  return found;
}

describe.skipIf(NOBODY === undefined)('npm run mail as another user than the server', () => {
  it(
    "as root: the re-queued record is the server user's, so the running server delivers it; purge leaves nothing of root's behind",
    { timeout: 120_000 },
    async (context) => {
      const { sink, dataDir, outboxDir, child, refused } = await setup(context);
      const id = await refused();

      const retry = await mailCommand(dataDir, ['retry', id]);
      expect(retry).toMatchObject({
        code: 0,
        stdout: `${id} queued again; the running server delivers it within seconds\n`,
      });
      await until(
        () => child.count('delivered', id) === 1,
        30_000,
        'the retried message, delivered by the server running as nobody',
      );
      expect(sink.messages.map((m) => m.header('X-Outbox-Id'))).toEqual([id]);
      expect(child.logs.filter((line) => line.outboxId === id && line.level >= 40)).toEqual([]);
      expect(await jsonIds(path.join(outboxDir, 'failed'))).toEqual([]);

      const purge = await mailCommand(dataDir, ['purge', id]);
      expect(purge.code).toBe(0);
      expect(await jsonIds(path.join(outboxDir, 'sent'))).toEqual([]);
      expect(await notOwnedBy(dataDir, NOBODY!)).toEqual([]);
    },
  );

  it(
    'as an unprivileged stranger: refuses every command with a clear message and changes nothing',
    { timeout: 120_000 },
    async (context) => {
      const { dataDir, outboxDir, refused } = await setup(context);
      const id = await refused();
      for (const args of [['list'], ['retry', id], ['purge', id]]) {
        const result = await mailCommand(dataDir, args, { uid: STRANGER });
        expect(result, args.join(' ')).toMatchObject({ code: 1, stdout: '' });
        // DATA_DIR is 0700 here, so the outbox cannot even be looked at: its owner is DATA_DIR's.
        expect(result.stderr.trim(), args.join(' ')).toBe(
          `run npm run mail as the user the server runs as (uid ${NOBODY}, the owner of ${dataDir}) or as root; this is uid ${STRANGER}`,
        );
      }
      // DATA_DIR open to all, the outbox not: its owner is named.
      await chmod(dataDir, 0o755);
      expect(await mailCommand(dataDir, ['retry', id], { uid: STRANGER })).toMatchObject({
        code: 1,
        stderr: `run npm run mail as the user the server runs as (uid ${NOBODY}, the owner of ${outboxDir}) or as root; this is uid ${STRANGER}\n`,
      });
      expect(await jsonIds(path.join(outboxDir, 'failed'))).toEqual([id]);
      expect(await jsonIds(outboxDir)).toEqual([]);
    },
  );
});

/**
 * Erasing an enquiry from the outbox on disk, against its delivery. A failed enquiry is
 * being erased (`npm run mail -- purge`, the inbox the admin uses) when the owner sends
 * it again from the admin, and a real SMTP server holds the new delivery's DATA until
 * the test lets it go: the erase must then be refused, with every copy left, however far
 * it had got. Once delivered, the admin's erase leaves no trace of the guest's name,
 * e-mail or message under DATA_DIR, and the mail server got the enquiry exactly once.
 */
import type * as fsPromises from 'node:fs/promises';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { inboxHarness, type InboxHarness } from '../../../tests/support/enquiry-inbox';
import { SmtpSink } from '../../../tests/support/smtp-sink';

/** The next read of `file` waits for `gate`; `reached` is called when it does. */
const pause = vi.hoisted(() => ({ file: null as string | null, reached: () => {}, gate: Promise.resolve() }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  const readFile = (async (...args: Parameters<typeof actual.readFile>) => {
    if (pause.file !== null && String(args[0]) === pause.file) {
      pause.file = null;
      pause.reached();
      await pause.gate;
    }
    return actual.readFile(...args);
  }) as typeof actual.readFile;
  return { ...actual, readFile, default: { ...actual, readFile } };
});

/** Holds the next read of `file`: resolves `held` once a reader waits, and lets it go on `resume()`. */
function pauseNextRead(file: string) {
  let resume!: () => void;
  const held = new Promise<void>((resolve) => (pause.reached = resolve));
  pause.gate = new Promise<void>((resolve) => (resume = resolve));
  pause.file = file;
  return { held, resume };
}

let inbox: InboxHarness | undefined;
let sink: SmtpSink | undefined;
/** Lets a held DATA go, so that a failed test stops its worker at once. */
let releaseHeld = () => {};
afterEach(async () => {
  pause.file = null;
  releaseHeld();
  await inbox?.dispose();
  await sink?.stop();
  inbox = undefined;
  sink = undefined;
});

// ASCII, so that every copy holds them as they are.
const guest = {
  name: 'Ottilie Branscombe',
  email: 'ottilie.branscombe@example.com',
  subject: 'Dotaz',
  message: 'Quillet marrow soup on Sunday',
  lang: 'cs',
};

/** Every file under DATA_DIR that holds the guest's name, e-mail or message. */
async function filesWithTraces(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8').catch(() => '');
    if ([guest.name, guest.email, guest.message].some((trace) => text.includes(trace)))
      found.push(path.relative(dataDir, file));
  }
  return found.sort();
}

it('an erase that a retry and its delivery overtake is refused with every copy left; once delivered, erased without a trace', async () => {
  sink = await new SmtpSink().start();
  // The first try is refused for good; the second (the owner's retry) is held until released.
  sink.verdict = (attempt) => (attempt === 1 ? { code: 550, text: '5.7.1 Mailbox unavailable' } : null);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  releaseHeld = release;
  let delivering!: () => void;
  const held = new Promise<void>((resolve) => (delivering = resolve));
  sink.beforeAnswer = async (attempt) => {
    if (attempt < 2) return;
    delivering();
    await released;
  };
  inbox = await inboxHarness({ smtpUrl: sink.url });
  // No idempotency key: the duplicate check keeps a claim by the post's fingerprint.
  const id = await inbox.post(guest);
  await inbox.reach(id, 'failed');
  const outbox = path.join(inbox.dataDir, 'outbox');
  const failed = await filesWithTraces(inbox.dataDir);
  expect(failed).toEqual([expect.stringMatching(/^outbox\/claims\/[0-9a-f]{64}\.json$/), `outbox/failed/${id}.json`]);
  const claim = failed[0]!;

  // The erase starts (it reads the failed record first), and waits there.
  const paused = pauseNextRead(path.join(outbox, 'failed', `${id}.json`));
  const direct = await inbox.openInbox();
  const erasing = direct.erase(id).then(
    (removed) => ({ removed }),
    (error: unknown) => ({ error }),
  );
  await paused.held;
  // Meanwhile the owner sends it again, and the deliverer takes it: the mail server holds its DATA.
  await inbox.api('post', `/enquiries/${id}/retry`, { body: {} }).expect(202);
  await held;
  paused.resume();
  const outcome = await erasing;
  await direct.close();
  expect(outcome).toEqual({ error: expect.objectContaining({ name: 'InboxError', refusal: 'pending' }) });
  const whileDelivering = [claim, `outbox/${id}.json`].sort();
  expect(await filesWithTraces(inbox.dataDir)).toEqual(whileDelivering);
  // The admin's delete says the same while the DATA is held, and removes nothing either.
  const refused = await inbox.api('delete', `/enquiries/${id}`, { lang: 'en' });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ error: { code: 'enquiry_pending' } });
  expect(await filesWithTraces(inbox.dataDir)).toEqual(whileDelivering);

  release();
  await inbox.reach(id, 'sent');
  await inbox.api('delete', `/enquiries/${id}`).expect(204);
  expect(await filesWithTraces(inbox.dataDir)).toEqual([]);
  expect((await readdir(inbox.dataDir, { recursive: true })).filter((name) => String(name).includes(id))).toEqual([]);
  expect(sink.messages.map((mail) => mail.header('X-Outbox-Id'))).toEqual([id]);
  expect(await inbox.list()).toEqual([]);
});

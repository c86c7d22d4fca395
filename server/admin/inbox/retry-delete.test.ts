/**
 * Sending a failed enquiry again and erasing one, over the outbox on disk: a real SMTP
 * server that refuses, then takes it; and an erasure checked on the files themselves
 * (the record, the .eml, the idempotency claim) and in the owner's statuses.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxHarness, OWNER, type InboxHarness } from '../../../tests/support/enquiry-inbox';
import { SmtpSink } from '../../../tests/support/smtp-sink';

let inbox: InboxHarness;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await inbox?.dispose();
  await sink?.stop();
  sink = undefined;
});

const guest = {
  name: 'Petr Svoboda',
  email: 'petr@example.com',
  subject: 'Dotaz',
  message: 'Dobrý den, vaříte i v pondělí?',
  lang: 'cs',
};
const files = async (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('a failed enquiry', () => {
  it('shows the mail server’s reason; only it can be sent again (202), and then it is delivered', async () => {
    sink = await new SmtpSink().start();
    // The mail server refuses the enquiry marked so, for good, until it is told otherwise.
    let refusing = true;
    sink.verdict = (_attempt, raw) =>
      refusing && raw.includes('Subject: REFUSE') ? { code: 550, text: '5.7.1 Mailbox unavailable' } : null;
    inbox = await inboxHarness({ smtpUrl: sink.url });
    const failed = await inbox.post({ ...guest, subject: 'REFUSE' });
    const sent = await inbox.post(guest);
    expect(await inbox.reach(failed, 'failed')).toMatchObject({
      delivery: 'failed',
      reason: expect.stringContaining('550'),
      status: 'new',
    });
    await inbox.reach(sent, 'sent');

    const notFailed = await inbox.api('post', `/enquiries/${sent}/retry`, { body: {}, lang: 'en' });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body).toEqual({
      error: {
        code: 'enquiry_not_failed',
        message: expect.stringMatching(/^Only an enquiry that could not be delivered can be sent again/),
      },
    });

    refusing = false;
    const retry = await inbox.api('post', `/enquiries/${failed}/retry`, { body: {} });
    expect(retry.status).toBe(202);
    expect(retry.body).toEqual({ id: failed, delivery: 'queued' });
    expect(await inbox.reach(failed, 'sent')).toMatchObject({ reason: null });
    expect(sink.messages.filter((mail) => mail.header('subject') === 'REFUSE')).toHaveLength(1);
    // Sent: nothing left to send again.
    expect((await inbox.api('post', `/enquiries/${failed}/retry`, { body: {} })).status).toBe(409);

    const audits = inbox.lines.filter((line) => line.msg === 'admin audit: enquiry-retry').map((line) => line.audit);
    expect(audits).toEqual([
      { at: expect.any(String), type: 'enquiry-retry', by: OWNER, actorRole: 'owner', enquiry: failed },
    ]);
  });
});

describe('deleting an enquiry', () => {
  it('erases the sent record, its .eml, its idempotency claim and the owner’s status; a second delete is 404', async () => {
    // No SMTP_URL: delivered as an .eml file under DATA_DIR/mail.
    inbox = await inboxHarness();
    const id = await inbox.post({ ...guest, idempotencyKey: 'delete-me-0001' });
    const other = await inbox.post({ ...guest, message: 'Jiná zpráva' });
    await inbox.reach(id, 'sent');
    await inbox.reach(other, 'sent');
    await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'answered' } }).expect(200);
    await inbox.api('patch', `/enquiries/${other}`, { body: { status: 'archived' } }).expect(200);
    const outbox = path.join(inbox.dataDir, 'outbox');
    const claimsOf = async (enquiry: string) => {
      const names = (await files(path.join(outbox, 'claims'))).filter((name) => name.endsWith('.json'));
      const claims = await Promise.all(names.map(async (name) => readFile(path.join(outbox, 'claims', name), 'utf8')));
      return claims.filter((claim) => claim.includes(enquiry));
    };
    expect(await files(path.join(outbox, 'sent'))).toEqual(expect.arrayContaining([`${id}.json`, `${other}.json`]));
    expect(await files(inbox.emlDir)).toEqual(expect.arrayContaining([`${id}.eml`, `${other}.eml`]));
    expect(await claimsOf(id)).toHaveLength(1);

    const answer = await inbox.api('delete', `/enquiries/${id}`);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(await files(path.join(outbox, 'sent'))).toEqual([`${other}.json`]);
    expect(await files(inbox.emlDir)).toEqual([`${other}.eml`]);
    expect(await claimsOf(id)).toEqual([]);
    // Nothing of it is left anywhere under DATA_DIR (the admin's state included).
    const everything = await readdir(inbox.dataDir, { recursive: true });
    expect(everything.filter((name) => String(name).includes(id))).toEqual([]);
    expect(await inbox.harness.state.listStatuses()).toEqual({ [other]: 'archived' });
    expect((await inbox.list()).map((enquiry) => enquiry.id)).toEqual([other]);
    expect((await inbox.api('delete', `/enquiries/${id}`)).status).toBe(404);

    const audits = inbox.lines.filter((line) => line.msg === 'admin audit: enquiry-delete').map((line) => line.audit);
    expect(audits).toEqual([
      { at: expect.any(String), type: 'enquiry-delete', by: OWNER, actorRole: 'owner', enquiry: id },
    ]);
  });

  it('erases a failed one from failed/', async () => {
    sink = await new SmtpSink().start();
    sink.verdict = () => ({ code: 554, text: '5.7.1 Rejected' });
    inbox = await inboxHarness({ smtpUrl: sink.url });
    const id = await inbox.post(guest);
    await inbox.reach(id, 'failed');
    expect(await files(path.join(inbox.dataDir, 'outbox', 'failed'))).toEqual([`${id}.json`]);
    await inbox.api('delete', `/enquiries/${id}`).expect(204);
    expect(await files(path.join(inbox.dataDir, 'outbox', 'failed'))).toEqual([]);
    expect(await inbox.list()).toEqual([]);
  });

  it('forgets the status of an enquiry the queue no longer keeps, but not of one accepted just now', async () => {
    inbox = await inboxHarness();
    const gone = '20200101T000000000Z-0123456789ab';
    const justNow = `${new Date().toISOString().replace(/[-:.]/g, '')}-0123456789ab`;
    await inbox.harness.state.setStatus(gone, 'answered');
    await inbox.harness.state.setStatus(justNow, 'archived');
    expect(await inbox.list()).toEqual([]);
    expect(await inbox.harness.state.listStatuses()).toEqual({ [justNow]: 'archived' });
  });
});

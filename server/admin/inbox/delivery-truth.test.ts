/**
 * What the inbox says of a delivery is what happened: over the outbox on
 * disk and a real SMTP server, an enquiry the mail server took is in the restaurant's
 * mailbox; one it refuses for now waits, with why and the next try; one it refuses for
 * good failed, with why; one it cannot reach waits with that reason; and without SMTP_URL
 * an enquiry is kept here only (an .eml file), never "sent to the restaurant's e-mail".
 */
import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxHarness, type InboxHarness } from '../../../tests/support/enquiry-inbox';
import { SmtpSink } from '../../../tests/support/smtp-sink';

let inbox: InboxHarness | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await inbox?.dispose();
  await sink?.stop();
  inbox = undefined;
  sink = undefined;
});

const guest = {
  name: 'Jana Nová',
  email: 'jana@example.com',
  subject: 'Dotaz',
  message: 'Dobrý den, máte otevřeno i v neděli?',
  lang: 'cs',
};

/** Waits until the inbox lists this enquiry so that `seen` holds; the listing as it then was. */
async function until(id: string, seen: (enquiry: Record<string, unknown>) => boolean) {
  for (;;) {
    const found = (await inbox!.list()).find((enquiry) => enquiry.id === id);
    if (found && seen(found)) return found;
    await sleep(20);
  }
}

describe('delivery in the inbox, with a mail server (SMTP_URL set)', () => {
  it('says delivered, waiting (why, next try), failed (why) as the mail server answered', async () => {
    sink = await new SmtpSink().start();
    let deferring = true;
    sink.verdict = (_attempt, raw) => {
      if (raw.includes('Subject: REFUSE')) return { code: 550, text: '5.1.1 Mailbox unavailable' };
      if (deferring && raw.includes('Subject: LATER')) return { code: 451, text: '4.3.0 Try again later' };
      return null;
    };
    inbox = await inboxHarness({ smtpUrl: sink.url });
    const taken = await inbox.post(guest);
    const later = await inbox.post({ ...guest, subject: 'LATER' });
    const refused = await inbox.post({ ...guest, subject: 'REFUSE' });

    expect(await inbox.reach(taken, 'sent')).toMatchObject({ sentTo: 'mailbox', reason: null, cause: null });
    expect(await inbox.reach(refused, 'failed')).toMatchObject({
      sentTo: null,
      cause: 'refused',
      reason: expect.stringMatching(/^550 /),
    });
    const waiting = await until(later, (enquiry) => enquiry.cause !== null);
    expect(waiting).toMatchObject({
      delivery: 'queued',
      sentTo: null,
      cause: 'deferred',
      reason: expect.stringMatching(/^451 /),
    });
    expect(Date.parse(String(waiting.nextAttemptAt))).not.toBeNaN();

    deferring = false;
    expect(await inbox.reach(later, 'sent')).toMatchObject({
      sentTo: 'mailbox',
      reason: null,
      cause: null,
      nextAttemptAt: null,
    });
    // Nothing was kept as a file: every delivery went to the mail server.
    expect(await readdir(inbox.emlDir).catch(() => [])).toEqual([]);
  });

  it('says an enquiry waits because the mail server cannot be reached, then delivers it', async () => {
    sink = await new SmtpSink().start();
    const { url } = sink;
    await sink.stop();
    inbox = await inboxHarness({ smtpUrl: url });
    const id = await inbox.post(guest);
    expect(await until(id, (enquiry) => enquiry.cause !== null)).toMatchObject({
      delivery: 'queued',
      cause: 'unreachable',
      nextAttemptAt: expect.any(String),
    });
    await sink.start();
    expect(await inbox.reach(id, 'sent')).toMatchObject({ sentTo: 'mailbox', cause: null });
  });
});

describe('delivery in the inbox, without a mail server (SMTP_URL unset)', () => {
  it('says kept here only: the enquiry is an .eml file on this server', async () => {
    inbox = await inboxHarness();
    const id = await inbox.post(guest);
    expect(await inbox.reach(id, 'sent')).toMatchObject({ sentTo: 'here', reason: null, cause: null });
    expect(await readdir(inbox.emlDir)).toEqual([`${id}.eml`]);
  });
});

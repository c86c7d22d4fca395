import { once } from 'node:events';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpSender, type MailSender } from '../../server/mail/transport';
import { createContactHarness, temporaryDataDir, validBody, type ContactHarness } from '../support/contact-harness';
import { SmtpSink, waitFor } from '../support/smtp-sink';

const API = '/api/send-contact-email';
const cleanup: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function sinkOnFreePort(): Promise<SmtpSink> {
  const sink = await new SmtpSink().start();
  cleanup.push(() => sink.stop());
  return sink;
}

async function harness(options: Parameters<typeof createContactHarness>[0]): Promise<ContactHarness> {
  const h = await createContactHarness(options);
  cleanup.push(() => h.dispose());
  return h;
}

const post = (h: ContactHarness, body: unknown = validBody) =>
  request(h.app).post(API).set('Content-Type', 'application/json').send(JSON.stringify(body));

describe('delivery faults', () => {
  it('SMTP down: still 202 at once, the message waits in the outbox and is delivered once SMTP is back', async () => {
    const sink = await sinkOnFreePort();
    await sink.stop();
    // The real SMTP sender, its tries held until the answer to the post is in.
    const smtp = createSmtpSender(sink.url);
    let answered: () => void = () => {};
    const postAnswered = new Promise<void>((resolve) => (answered = resolve));
    const sender: MailSender = {
      target: smtp.target,
      close: () => smtp.close(),
      send: async (message, outboxId) => {
        await postAnswered;
        return smtp.send(message, outboxId);
      },
    };
    const h = await harness({ smtpUrl: sink.url, sender });

    // At once: the 202 does not wait for a delivery (one is held until it is in).
    const res = await post(h);
    expect(res.status).toBe(202);
    answered();
    const id = res.body.data.id as string;
    expect(await readdir(h.outbox.dir)).toContain(`${id}.json`);

    await once(h.worker, 'retry');
    expect(h.outbox.pending()).toEqual([id]);
    expect((await h.status()).body.outbox.pending).toBe(1);
    expect((await request(h.app).get('/readyz')).body).toEqual({ status: 'ready' });

    const delivered = once(h.worker, 'delivered');
    await sink.start();
    await delivered;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.header('X-Outbox-Id')).toBe(id);
    expect(await readdir(h.outbox.sentDir)).toEqual([`${id}.json`]);
    expect(h.outbox.pending()).toEqual([]);
  });

  it('SMTP answering 450 then 250: delivered after a retry', async () => {
    const sink = await sinkOnFreePort();
    sink.verdict = (attempt) => (attempt === 1 ? { code: 450, text: 'Mailbox busy, try later' } : null);
    const h = await harness({ smtpUrl: sink.url });
    const retried = once(h.worker, 'retry');
    const delivered = once(h.worker, 'delivered');
    const res = await post(h);
    await retried;
    await delivered;
    expect(sink.attempts).toBe(2);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.header('X-Outbox-Id')).toBe(res.body.data.id);
    expect(
      h.logs.some((line) => line.level === 40 && line.outboxId === res.body.data.id && line.msg.includes('will retry')),
    ).toBe(true);
  });

  it('SMTP answering 550: after three tries (bounded) moved to failed/ and logged at error level with the outbox id', async () => {
    const sink = await sinkOnFreePort();
    sink.verdict = () => ({ code: 550, text: 'Rejected for policy reasons' });
    const h = await harness({ smtpUrl: sink.url });
    const failed = once(h.worker, 'failed');
    const res = await post(h);
    const id = res.body.data.id as string;
    const [failedId] = (await failed) as [string];
    expect(failedId).toBe(id);
    expect(await readdir(h.outbox.failedDir)).toEqual([`${id}.json`]);
    expect(await readdir(h.outbox.dir)).not.toContain(`${id}.json`);
    const record = JSON.parse(await readFile(path.join(h.outbox.failedDir, `${id}.json`), 'utf8'));
    expect(record.reason).toMatchObject({ responseCode: 550 });
    expect(record.submission.email).toBe(validBody.email);
    const line = h.logs.find((entry) => entry.level === 50 && entry.outboxId === id);
    expect(line?.msg).toMatch(/refused permanently/);
    expect(sink.messages).toHaveLength(0);
    expect(sink.attempts).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.attempts).toBe(3);
  });

  it('a restart delivers what was pending, once, and remembers idempotency keys', async () => {
    const sink = await sinkOnFreePort();
    await sink.stop();
    const dataDir = await temporaryDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));

    const before = await createContactHarness({ smtpUrl: sink.url, dataDir, retryMs: 60_000 });
    const keyed = { ...validBody, idempotencyKey: 'restart-key-1' };
    const first = await post(before, keyed);
    const second = await post(before, { ...validBody, message: 'Druhá zpráva' });
    await before.stop();

    await sink.start();
    const after = await createContactHarness({ smtpUrl: sink.url, dataDir });
    cleanup.push(() => after.stop());
    expect(after.outbox.pending()).toEqual([first.body.data.id, second.body.data.id]);
    await waitFor(() => sink.messages.length === 2 && after.outbox.pending().length === 0, 30_000, 'both deliveries');
    expect(sink.messages.map((m) => m.header('X-Outbox-Id')).sort()).toEqual(
      [first.body.data.id, second.body.data.id].sort(),
    );

    const repeated = await post(after, keyed);
    expect(repeated.body.data.id).toBe(first.body.data.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.messages).toHaveLength(2);
  });

  it('stop() lets the delivery in flight finish', async () => {
    const sink = await sinkOnFreePort();
    const h = await harness({ smtpUrl: sink.url, startWorker: false });
    const res = await post(h);
    // The SMTP server holds its answer until stop() has been called.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    sink.beforeAnswer = async () => {
      entered();
      await gate;
    };
    h.worker.start();
    await inFlight;
    const stopped = h.worker.stop();
    release();
    await stopped;
    expect(sink.messages).toHaveLength(1);
    expect(await readdir(h.outbox.sentDir)).toEqual([`${res.body.data.id}.json`]);
    expect(h.outbox.pending()).toEqual([]);
  });

  it('without SMTP_URL, writes each message as an .eml file under DATA_DIR/mail and logs where', async () => {
    const h = await harness({});
    const delivered = once(h.worker, 'delivered');
    const res = await post(h);
    const id = res.body.data.id as string;
    await delivered;
    const file = path.join(h.dataDir, 'mail', `${id}.eml`);
    const eml = await readFile(file, 'utf8');
    expect(eml).toMatch(/^X-Outbox-ID: /m);
    expect(eml).toContain('To: info@ballon.test');
    expect(h.logs.some((line) => line.file === file && line.outboxId === id)).toBe(true);
    expect((await readdir(path.join(h.dataDir, 'mail'))).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });
});

/**
 * The inbox API with REDIS_URL: the enquiries in BullMQ and the admin's state on a real
 * redis-server. The form round trip, the status, a retry and an erasure (the job, its
 * claim, this replica's .eml), and Redis going away: a clear 503, never a 500.
 */
import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../../tests/support/admin-harness';
import { loungeForm } from '../../../tests/support/contact-harness';
import { inboxHarness, type InboxHarness } from '../../../tests/support/enquiry-inbox';
import { RedisServer } from '../../../tests/support/redis-server';
import { SmtpSink } from '../../../tests/support/smtp-sink';

let redisServer: RedisServer;
let redis: Redis;
let inbox: InboxHarness | undefined;
let sink: SmtpSink | undefined;
beforeAll(async () => {
  redisServer = await RedisServer.start();
  redis = new Redis(redisServer.url);
  // The test's own client sees Redis stopped too (the outage test): its errors are expected, not printed.
  redis.on('error', () => undefined);
});
afterEach(async () => {
  await inbox?.dispose();
  await sink?.stop();
  inbox = undefined;
  sink = undefined;
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.remove();
});

const guest = {
  name: 'Eva Malá',
  email: 'eva@example.com',
  subject: 'Oslava',
  message: 'Dobrý den, máte volný salonek?',
  lang: 'cs',
};
const keysOf = (id: string) => redis.keys(`*${id}*`);

describe('the inbox on Redis', () => {
  it('lists the form as posted (JSON, no-JS lounge page, none), sets a status, and erases the job, its claim and its .eml', async () => {
    inbox = await inboxHarness({ redis: redisServer });
    const lounge = await inbox.post({ ...guest, form: 'lounge', idempotencyKey: 'redis-lounge-0001' });
    const plain = await inbox.post({ ...guest, message: 'Bez formuláře' });
    const page = await request(inbox.harness.app)
      .post('/konferencni-prostory-salonek')
      .set('Origin', SITE)
      .type('form')
      .send(loungeForm);
    expect(page.status).toBe(303);
    // No SMTP_URL: kept here only, as an .eml file of this replica.
    expect(await inbox.reach(lounge, 'sent')).toMatchObject({ sentTo: 'here', cause: null });
    await inbox.reach(plain, 'sent');
    const listed = await inbox.list();
    expect(listed).toHaveLength(3);
    const noJs = listed.find((enquiry) => enquiry.name === loungeForm.name)!;
    expect(Object.fromEntries(listed.map((enquiry) => [enquiry.id, enquiry.form]))).toEqual({
      [lounge]: 'lounge',
      [plain]: 'contact',
      [String(noJs.id)]: 'lounge',
    });
    expect(listed.map((enquiry) => enquiry.id)).toEqual([String(noJs.id), plain, lounge]);

    await inbox.api('patch', `/enquiries/${lounge}`, { body: { status: 'answered' } }).expect(200);
    expect((await inbox.list()).find((enquiry) => enquiry.id === lounge)).toMatchObject({
      status: 'answered',
      delivery: 'sent',
    });
    expect(await redis.hget('ballon:admin:enquiry-status', lounge)).toBe('answered');

    expect(await keysOf(lounge)).not.toEqual([]);
    expect(await readdir(inbox.emlDir)).toContain(`${lounge}.eml`);
    const claimsOf = async (id: string) => {
      const keys = await redis.keys('ballon:claim:*');
      const values = await Promise.all(keys.map((key) => redis.get(key)));
      return keys.filter((_key, n) => values[n]?.includes(id));
    };
    expect(await claimsOf(lounge)).toHaveLength(1);
    await inbox.api('delete', `/enquiries/${lounge}`).expect(204);
    expect(await keysOf(lounge)).toEqual([]);
    expect(await claimsOf(lounge)).toEqual([]);
    expect(await readdir(inbox.emlDir)).not.toContain(`${lounge}.eml`);
    expect(await redis.hget('ballon:admin:enquiry-status', lounge)).toBeNull();
    expect((await inbox.list()).map((enquiry) => enquiry.id)).toEqual([String(noJs.id), plain]);
  });

  it('keeps a table request’s date, time and party in its job, and its confirmed status in Redis', async () => {
    inbox = await inboxHarness({ redis: redisServer });
    // Kept from before the booking replaced it (the intake takes none now): straight into the queue.
    const id = await inbox.enqueue({
      ...guest,
      lang: 'cs',
      subject: 'Rezervace stolu',
      message: 'Rezervace stolu',
      form: 'table',
      table: { date: '2026-06-20', time: '19:00', guests: 4 },
    });
    await inbox.reach(id, 'sent');
    expect((await inbox.list()).find((enquiry) => enquiry.id === id)).toMatchObject({
      form: 'table',
      table: { date: '2026-06-20', time: '19:00', guests: 4 },
    });
    await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'confirmed' } }).expect(200);
    expect(await redis.hget('ballon:admin:enquiry-status', id)).toBe('confirmed');
    expect((await inbox.list()).find((enquiry) => enquiry.id === id)).toMatchObject({ status: 'confirmed' });
  });

  it('sends a refused enquiry again once the mail server takes it', async () => {
    sink = await new SmtpSink().start();
    let refusing = true;
    sink.verdict = () => (refusing ? { code: 550, text: '5.1.1 No such mailbox' } : null);
    inbox = await inboxHarness({ redis: redisServer, smtpUrl: sink.url });
    const id = await inbox.post(guest);
    expect(await inbox.reach(id, 'failed')).toMatchObject({
      reason: expect.stringContaining('No such mailbox'),
      cause: 'refused',
    });
    refusing = false;
    await inbox.api('post', `/enquiries/${id}/retry`, { body: {} }).expect(202);
    // Queued again with its attempts started over: its old refusal is no longer why it waits.
    expect(await inbox.reach(id, 'sent')).toMatchObject({ sentTo: 'mailbox', reason: null, cause: null });
    expect(sink.messages).toHaveLength(1);
  });

  it('says why a job waits (refused for now), then that it is in the restaurant’s mailbox', async () => {
    sink = await new SmtpSink().start();
    let deferring = true;
    sink.verdict = () => (deferring ? { code: 451, text: '4.3.0 Try again later' } : null);
    inbox = await inboxHarness({ redis: redisServer, smtpUrl: sink.url });
    const id = await inbox.post(guest);
    for (;;) {
      const found = (await inbox.list()).find((enquiry) => enquiry.id === id);
      if (found?.cause) {
        expect(found).toMatchObject({ delivery: 'queued', cause: 'deferred', reason: expect.stringMatching(/^451 /) });
        break;
      }
      await sleep(20);
    }
    deferring = false;
    expect(await inbox.reach(id, 'sent')).toMatchObject({ sentTo: 'mailbox', reason: null, cause: null });
  });

  it('answers 503 with a clear message while Redis is away, logs a warning, and answers again when it is back', async () => {
    inbox = await inboxHarness({ redis: redisServer, adminStateOnFiles: true });
    const id = await inbox.post(guest);
    await inbox.reach(id, 'sent');
    await redisServer.stop();
    try {
      for (const [method, url, body] of [
        ['get', '/enquiries', undefined],
        ['patch', `/enquiries/${id}`, { status: 'answered' }],
        ['post', `/enquiries/${id}/retry`, {}],
        ['delete', `/enquiries/${id}`, undefined],
      ] as const) {
        const answer = await inbox.api(method, url, { body, lang: 'en' });
        expect(answer.status, `${method} ${url}`).toBe(503);
        expect(answer.body).toEqual({
          error: {
            code: 'inbox_unavailable',
            message:
              'The enquiries cannot be read right now: the server cannot reach where they are kept. Please try again in a moment.',
          },
        });
      }
      const lines = inbox.lines.filter((line) => line.msg === 'admin inbox: the enquiries cannot be reached');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.level === 40)).toBe(true);
    } finally {
      await redisServer.start();
    }
    for (;;) {
      const answer = await inbox.api('get', '/enquiries');
      if (answer.status === 200) {
        expect(answer.body.enquiries).toMatchObject([{ id, delivery: 'sent' }]);
        break;
      }
      expect(answer.status).toBe(503);
      await sleep(20);
    }
    expect(await inbox.harness.state.listStatuses()).toEqual({});
  });
});

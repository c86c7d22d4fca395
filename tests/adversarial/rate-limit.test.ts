import { connect } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContactHarness, validBody, type ContactHarness } from '../support/contact-harness';
import { waitFor } from '../support/smtp-sink';
import { listen, rawRequest, requestHead, type Listening } from '../support/raw-http';

/**
 * Every stored message counts, whether or not the client
 * waited for the answer; invalid posts do not use up a visitor's messages but have
 * their own, higher limit; replays of a stored message do not count; the client
 * address follows TRUST_PROXY (an IPv6 client by its /56).
 */

const API = '/api/send-contact-email';
let h: ContactHarness;
let server: Listening | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  await h.dispose();
});

async function setup(env: Record<string, string> = {}) {
  h = await createContactHarness({
    startWorker: false,
    env: { CONTACT_RATE_LIMIT: '5', CONTACT_INVALID_RATE_LIMIT: '1000', ...env },
  });
  return h;
}

let serial = 0;
const fresh = (extra: Record<string, unknown> = {}) => ({
  ...validBody,
  message: `Zpráva číslo ${(serial += 1)}`,
  ...extra,
});
const pending = () => h.outbox.stats().pending;
const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  request(h.app).post(API).set('Content-Type', 'application/json').set(headers).send(JSON.stringify(body));
const contactForm = (message: string) => ({
  name: 'Jana Dvořáková',
  email: 'jana@example.com',
  subject: '',
  message,
  consent: 'on',
  website: '',
});

/** Sends a whole request and resets the connection (TCP RST) as soon as it is written. */
function sendAndReset(port: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes, () => socket.resetAndDestroy()));
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

/** Sends a whole request and hangs up at once, without reading the answer. */
function sendAndHangUp(port: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes, () => socket.destroy()));
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

const jsonRequest = (body: string, length = Buffer.byteLength(body)) =>
  Buffer.concat([
    Buffer.from(
      requestHead('POST', API, {
        'Content-Type': 'application/json',
        'Content-Length': String(length),
        Connection: 'keep-alive',
      }),
      'latin1',
    ),
    Buffer.from(body),
  ]);
const formRequest = (body: string) =>
  Buffer.concat([
    Buffer.from(
      requestHead('POST', '/kontakt', {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'keep-alive',
      }),
      'latin1',
    ),
    Buffer.from(body),
  ]);

/** Waits until the outbox holds `count` messages and stays there a moment. */
async function settledAt(count: number) {
  await waitFor(() => pending() >= count, 30_000, `${count} stored messages`);
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(pending()).toBe(count);
}

describe('every stored message counts', () => {
  it('five different messages, then 429 for the sixth; JSON and no-JS posts share the count', async () => {
    await setup();
    for (let i = 0; i < 3; i += 1) expect((await postJson(fresh())).status).toBe(202);
    for (let i = 0; i < 2; i += 1)
      expect(
        (
          await request(h.app)
            .post('/kontakt')
            .type('form')
            .send(contactForm(`formulář ${i}`))
        ).status,
      ).toBe(303);
    expect((await postJson(fresh())).status).toBe(429);
    expect((await request(h.app).post('/en/kontakt').type('form').send(contactForm('one more'))).status).toBe(429);
    expect(pending()).toBe(5);
  });

  it('a JSON post whose client hangs up right after the body is stored and counted', async () => {
    await setup();
    server = await listen(h.app);
    for (let i = 0; i < 5; i += 1) await sendAndHangUp(server.port, jsonRequest(JSON.stringify(fresh())));
    await settledAt(5);
    const sixth = await postJson(fresh());
    expect(sixth.status).toBe(429);
    expect(pending()).toBe(5);
  });

  it('a no-JS post whose client hangs up right after the body is stored and counted', async () => {
    await setup();
    server = await listen(h.app);
    for (let i = 0; i < 5; i += 1)
      await sendAndHangUp(server.port, formRequest(new URLSearchParams(contactForm(`odpojený ${i}`)).toString()));
    await settledAt(5);
    expect((await request(h.app).post('/kontakt').type('form').send(contactForm('šestá'))).status).toBe(429);
    expect(pending()).toBe(5);
  });

  it('clients that reset the connection after their body keep their own address: their own bucket, their address in the log', async () => {
    await setup({ TRUST_PROXY: 'loopback' });
    server = await listen(h.app);
    const post = (client: string) => {
      const body = JSON.stringify(fresh());
      const head = requestHead('POST', API, {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        'X-Forwarded-For': client,
        Connection: 'keep-alive',
      });
      return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)]);
    };
    // A reset may reach the server before the body (then nothing happens at all): which posts
    // are stored varies, so the test counts per address and reads every log line.
    const storedFrom = async (client: string) => {
      const before = pending();
      for (let i = 0; i < 12; i += 1) {
        await sendAndReset(server!.port, post(client));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      return pending() - before;
    };
    const first = await storedFrom('10.62.0.1');
    const second = await storedFrom('10.62.0.2');
    expect(first).toBeLessThanOrEqual(5);
    expect(second).toBeLessThanOrEqual(5);
    // Every post that was taken in is logged with its client's address; one whose
    // address was already gone when it arrived is dropped (400, nothing stored).
    const queued = h.logs.filter((line) => line.msg === 'contact message queued');
    expect(queued.length).toBe(first + second);
  });

  it('a post whose client was gone before its address could be read is dropped, not put in a shared bucket', async () => {
    await setup({ TRUST_PROXY: 'loopback' });
    // What Node leaves of a socket the client reset before the request was handled: no address.
    server = await listen((req, res) => {
      Object.defineProperty(req.socket, 'remoteAddress', { value: undefined, configurable: true });
      h.app(req, res);
    });
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await rawRequest(
          server.port,
          'POST',
          API,
          { 'Content-Type': 'application/json' },
          JSON.stringify(fresh({ message: `ascii message ${i}` })),
        ),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(pending()).toBe(0);
    expect(h.logs.filter((line) => line.msg.startsWith('contact message dropped: the client reset'))).toHaveLength(3);
    expect(h.logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('twenty concurrent different messages: exactly five stored, fifteen 429', async () => {
    await setup();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(fresh())));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(pending()).toBe(5);
  });

  it('a post cut off in the middle of its body stores nothing and does not use up a message', async () => {
    await setup();
    server = await listen(h.app);
    const body = JSON.stringify(fresh());
    for (let i = 0; i < 6; i += 1)
      await sendAndHangUp(server.port, jsonRequest(body.slice(0, 20), Buffer.byteLength(body)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pending()).toBe(0);
    for (let i = 0; i < 5; i += 1) expect((await postJson(fresh())).status).toBe(202);
  });
});

describe('what does not use up a visitor’s messages', () => {
  it('invalid JSON posts, malformed bodies and wrong types: ten of them, then still five messages', async () => {
    await setup();
    for (let i = 0; i < 4; i += 1) expect((await postJson(fresh({ email: 'typo' }))).status).toBe(400);
    expect((await request(h.app).post(API).set('Content-Type', 'application/json').send('{"name":')).status).toBe(400);
    expect((await request(h.app).post(API).set('Content-Type', 'text/plain').send('x')).status).toBe(415);
    expect((await postJson(fresh({ message: 'x'.repeat(20_000) }))).status).toBe(413);
    for (let i = 0; i < 3; i += 1)
      expect((await request(h.app).post('/kontakt').type('form').send({ name: 'Jana' })).status).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await postJson(fresh())).status).toBe(202);
    expect((await postJson(fresh())).status).toBe(429);
  });

  it('replays of a stored message (same key, or same body without a key) answer 202 without counting', async () => {
    await setup();
    const keyed = fresh({ idempotencyKey: 'replayed-key-1' });
    const first = await postJson(keyed);
    for (let i = 0; i < 6; i += 1) expect((await postJson(keyed)).body.data.id).toBe(first.body.data.id);
    const keyless = fresh();
    for (let i = 0; i < 6; i += 1) expect((await postJson(keyless)).status).toBe(202);
    expect(pending()).toBe(2);
    for (let i = 0; i < 3; i += 1) expect((await postJson(fresh())).status).toBe(202);
    expect((await postJson(fresh())).status).toBe(429);
  });

  it('at the limit, a repeat of a stored message is still answered as that message (JSON: same key, or same body)', async () => {
    await setup();
    const keyed = fresh({ idempotencyKey: 'at-the-limit' });
    const keyless = fresh();
    const first = await postJson(keyed);
    const second = await postJson(keyless);
    for (let i = 0; i < 3; i += 1) expect((await postJson(fresh())).status).toBe(202);
    expect((await postJson(fresh())).status).toBe(429);
    const again = await postJson(keyed);
    expect(again.status).toBe(202);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers['retry-after']).toBeUndefined();
    expect((await postJson(keyless)).body.data.id).toBe(second.body.data.id);
    // A new message with a used key, or a new body, is still limited, and nothing more is stored.
    expect((await postJson(fresh({ idempotencyKey: 'at-the-limit' }))).status).toBe(429);
    expect(pending()).toBe(5);
  });

  it('a no-JS double click on the fifth message: both answers say sent, one message stored, no 429 page', async () => {
    await setup();
    for (let i = 0; i < 4; i += 1) expect((await postJson(fresh())).status).toBe(202);
    const form = contactForm('pátá zpráva, dvakrát kliknuto');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request(h.app).post('/kontakt').type('form').send(form)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303, 303]);
    expect(pending()).toBe(5);
    expect((await request(h.app).post('/kontakt').type('form').send(contactForm('šestá'))).status).toBe(429);
  });

  it('a post the outbox could not store (503) does not count', async () => {
    await setup();
    const failing = vi
      .spyOn(h.outbox, 'enqueue')
      .mockRejectedValue(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
    for (let i = 0; i < 6; i += 1) expect((await postJson(fresh())).status).toBe(503);
    failing.mockRestore();
    for (let i = 0; i < 5; i += 1) expect((await postJson(fresh())).status).toBe(202);
    expect((await postJson(fresh())).status).toBe(429);
  });
});

describe('refused posts have their own, higher limit', () => {
  it('once CONTACT_INVALID_RATE_LIMIT refused posts are used up, the client gets 429 for any post', async () => {
    await setup({ CONTACT_INVALID_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) expect((await postJson(fresh({ email: 'typo' }))).status).toBe(400);
    const cut = await postJson(fresh({ email: 'typo' }));
    expect(cut.status).toBe(429);
    expect(cut.body.error.code).toBe('rate_limited');
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postJson(fresh())).status).toBe(429);
    expect((await request(h.app).post('/kontakt').type('form').send(contactForm('platná'))).status).toBe(429);
    expect(pending()).toBe(0);
  });

  it('malformed bodies are cut off too (a flood of garbage)', async () => {
    await setup({ CONTACT_INVALID_RATE_LIMIT: '3' });
    const garbage = () => request(h.app).post(API).set('Content-Type', 'application/json').send('{{{');
    for (let i = 0; i < 3; i += 1) expect((await garbage()).status).toBe(400);
    expect((await garbage()).status).toBe(429);
    expect((await request(h.app).post(API).set('Content-Type', 'text/plain').send('x')).status).toBe(429);
  });

  it('no-JS posts that fail the form’s validation count too, and the limited page keeps the values', async () => {
    await setup({ CONTACT_INVALID_RATE_LIMIT: '2' });
    for (let i = 0; i < 2; i += 1)
      expect((await request(h.app).post('/kontakt').type('form').send({ name: 'Jana' })).status).toBe(422);
    const limited = await request(h.app).post('/kontakt').type('form').send(contactForm('po limitu'));
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('value="Jana Dvořáková"');
    expect(pending()).toBe(0);
  });

  it('the invalid count leaves other clients alone', async () => {
    await setup({ CONTACT_INVALID_RATE_LIMIT: '2' });
    const from = (client: string, body: unknown) => postJson(body, { 'X-Forwarded-For': client });
    for (let i = 0; i < 3; i += 1) await from('203.0.113.1', fresh({ email: 'typo' }));
    expect((await from('203.0.113.1', fresh())).status).toBe(429);
    expect((await from('203.0.113.2', fresh())).status).toBe(202);
  });
});

describe('the client address follows TRUST_PROXY', () => {
  const from = (client: string) => postJson(fresh(), { 'X-Forwarded-For': client });

  it('behind a trusted proxy (loopback), each forwarded client has its own bucket', async () => {
    await setup({ TRUST_PROXY: 'loopback' });
    for (let i = 0; i < 5; i += 1) expect((await from('203.0.113.10')).status).toBe(202);
    expect((await from('203.0.113.10')).status).toBe(429);
    expect((await from('203.0.113.11')).status).toBe(202);
  });

  it('when the peer is not trusted, X-Forwarded-For is ignored: rotating it does not escape the limit', async () => {
    await setup({ TRUST_PROXY: 'false' });
    for (let i = 0; i < 5; i += 1) expect((await from(`198.51.100.${i}`)).status).toBe(202);
    expect((await from('198.51.100.77')).status).toBe(429);
    expect(h.logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('an IPv6 client is counted by its /56: addresses inside it share a bucket, the next /56 does not', async () => {
    await setup({ TRUST_PROXY: 'loopback' });
    for (let i = 0; i < 5; i += 1) expect((await from(`2001:db8:1:1${i}0::${i + 1}`)).status).toBe(202);
    expect((await from('2001:db8:1:1ff:ffff::1')).status).toBe(429);
    expect((await from('2001:db8:1:200::1')).status).toBe(202);
  });

  it('an IPv4-mapped IPv6 address is the IPv4 client', async () => {
    await setup({ TRUST_PROXY: 'loopback' });
    for (let i = 0; i < 5; i += 1) expect((await from('203.0.113.50')).status).toBe(202);
    expect((await from('::ffff:203.0.113.50')).status).toBe(429);
  });
});

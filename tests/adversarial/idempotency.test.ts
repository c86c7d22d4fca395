import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContactHarness, validBody, type ContactHarness } from '../support/contact-harness';
import { waitFor } from '../support/smtp-sink';

/**
 * The HTTP side of idempotency: the same key with another body is a 409
 * with a clear message, never a success; the same key with the same body stores
 * one message, even with 20 concurrent requests and when the retry reaches
 * another outbox on the same DATA_DIR; a post without a key (the no-JS form) is
 * recognised as a repeat by its body and client within a short window.
 */

const API = '/api/send-contact-email';
const harnesses: ContactHarness[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const harness of harnesses.splice(0)) await harness.dispose();
});

async function setup(options: Parameters<typeof createContactHarness>[0] = {}) {
  const harness = await createContactHarness({
    startWorker: false,
    ...options,
    env: { CONTACT_RATE_LIMIT: '1000', ...options.env },
  });
  harnesses.push(harness);
  return harness;
}

const postJson = (h: ContactHarness, body: unknown, headers: Record<string, string> = {}) =>
  request(h.app).post(API).set('Content-Type', 'application/json').set(headers).send(JSON.stringify(body));
const contactForm = {
  name: 'Jana Dvořáková',
  email: 'jana@example.com',
  subject: '',
  message: 'Máte v sobotu volno?',
  consent: 'on',
  website: '',
};
const postForm = (h: ContactHarness, form: Record<string, string>, headers: Record<string, string> = {}) =>
  request(h.app).post('/kontakt').type('form').set(headers).send(form);
const stored = (h: ContactHarness) => h.outbox.stats().pending;

describe('the same idempotency key with another message', () => {
  it('answers 409 with a clear Czech message and stores nothing more', async () => {
    const h = await setup();
    const first = await postJson(h, { ...validBody, idempotencyKey: 'key-conflict-1' });
    expect(first.status).toBe(202);
    const other = await postJson(h, { ...validBody, message: 'Úplně jiná zpráva', idempotencyKey: 'key-conflict-1' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      error: {
        code: 'idempotency_conflict',
        message:
          'Dřívější verze této zprávy už k nám dorazila. Chcete-li odeslat i tuto upravenou, stiskněte prosím znovu Odeslat.',
      },
    });
    expect(other.body).not.toHaveProperty('data');
    expect(stored(h)).toBe(1);
    expect(h.logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('answers in English for an English message', async () => {
    const h = await setup();
    await postJson(h, { ...validBody, lang: 'en', idempotencyKey: 'key-conflict-en' });
    const other = await postJson(h, {
      ...validBody,
      lang: 'en',
      subject: 'Changed',
      idempotencyKey: 'key-conflict-en',
    });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(
      'An earlier version of this message has already reached us. To send this edited version as well, please press Send again.',
    );
  });

  it.each([
    ['the name', { name: 'Jan Novák ml.' }],
    ['the e-mail', { email: 'jiny@example.com' }],
    ['the subject', { subject: 'Jiný předmět' }],
    ['the language', { lang: 'en' }],
    ['one character of the message', { message: `${validBody.message}!` }],
  ])('a change of %s is a conflict', async (_what, patch) => {
    const h = await setup();
    await postJson(h, { ...validBody, idempotencyKey: 'key-conflict-field' });
    expect((await postJson(h, { ...validBody, ...patch, idempotencyKey: 'key-conflict-field' })).status).toBe(409);
    expect(stored(h)).toBe(1);
  });

  it('is still a conflict after the first message was delivered', async () => {
    const h = await setup({ startWorker: true });
    const first = await postJson(h, { ...validBody, idempotencyKey: 'key-after-delivery' });
    await waitFor(() => stored(h) === 0, 30_000, 'the delivery');
    expect((await postJson(h, { ...validBody, message: 'Jiná', idempotencyKey: 'key-after-delivery' })).status).toBe(
      409,
    );
    const again = await postJson(h, { ...validBody, idempotencyKey: 'key-after-delivery' });
    expect(again.status).toBe(202);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(stored(h)).toBe(0);
  });

  it('does not use up one of the visitor’s messages', async () => {
    const h = await setup({ env: { CONTACT_RATE_LIMIT: '2' } });
    await postJson(h, { ...validBody, idempotencyKey: 'key-limit' });
    for (let i = 0; i < 3; i += 1)
      expect((await postJson(h, { ...validBody, message: `jiná ${i}`, idempotencyKey: 'key-limit' })).status).toBe(409);
    expect((await postJson(h, { ...validBody, message: 'druhá zpráva' })).status).toBe(202);
  });
});

describe('the same key with the same message', () => {
  it('twenty concurrent requests store one message and all answer its id', async () => {
    const h = await setup();
    const body = { ...validBody, idempotencyKey: 'key-concurrent-20' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(h, body)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((res) => res.body.data.id)).size).toBe(1);
    expect(stored(h)).toBe(1);
  });

  it('twenty concurrent requests with one key and two bodies: one stored, the others the same id or 409', async () => {
    const h = await setup();
    const bodies = [validBody, { ...validBody, message: 'druhá verze' }].map((body) => ({
      ...body,
      idempotencyKey: 'key-race',
    }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postJson(h, bodies[i % 2])));
    const ids = new Set(answers.filter((res) => res.status === 202).map((res) => res.body.data.id));
    expect(ids.size).toBe(1);
    expect(answers.every((res) => res.status === 202 || res.status === 409)).toBe(true);
    expect(answers.filter((res) => res.status === 409).length).toBeGreaterThanOrEqual(10);
    expect(stored(h)).toBe(1);
  });

  it('a retry that reaches another outbox on the same DATA_DIR finds the first message', async () => {
    const a = await setup();
    const b = await setup({ dataDir: a.dataDir });
    const body = { ...validBody, idempotencyKey: 'key-two-processes' };
    const first = await postJson(a, body);
    const retry = await postJson(b, body);
    expect(retry.status).toBe(202);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect((await postJson(b, { ...body, message: 'jiná' })).status).toBe(409);
    const [x, y] = await Promise.all([
      postJson(a, { ...body, idempotencyKey: 'key-both-at-once' }),
      postJson(b, { ...body, idempotencyKey: 'key-both-at-once' }),
    ]);
    expect(x.body.data.id).toBe(y.body.data.id);
  });
});

describe('posts without a key: the same body from the same client within a short window', () => {
  it('a no-JS double click stores one message; both posts are told it was sent', async () => {
    const h = await setup();
    const [one, two] = await Promise.all([postForm(h, contactForm), postForm(h, contactForm)]);
    expect([one.status, two.status]).toEqual([303, 303]);
    expect(stored(h)).toBe(1);
    expect((await postForm(h, contactForm)).status).toBe(303);
    expect(stored(h)).toBe(1);
  });

  it('a keyless JSON post sent twice stores one message with one id', async () => {
    const h = await setup();
    const one = await postJson(h, validBody);
    const two = await postJson(h, validBody);
    expect(two.body.data.id).toBe(one.body.data.id);
    expect(stored(h)).toBe(1);
  });

  it('a different message, or the same one from another client, is stored', async () => {
    const h = await setup();
    await postForm(h, contactForm, { 'X-Forwarded-For': '203.0.113.1' });
    await postForm(h, { ...contactForm, message: 'Jiný text' }, { 'X-Forwarded-For': '203.0.113.1' });
    await postForm(h, contactForm, { 'X-Forwarded-For': '203.0.113.2' });
    expect(stored(h)).toBe(3);
  });

  it('the same message again after the window is a new message', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const h = await setup();
    await postJson(h, validBody);
    vi.setSystemTime(Date.now() + 30_000);
    await postJson(h, validBody);
    expect(stored(h)).toBe(1);
    vi.setSystemTime(Date.now() + 61_000);
    await postJson(h, validBody);
    expect(stored(h)).toBe(2);
  });

  it('a no-JS post ignores a key it carries: never a false "sent", never a conflict', async () => {
    const h = await setup();
    await postJson(h, { ...validBody, idempotencyKey: 'key-used-by-json' });
    const form = await postForm(h, { ...contactForm, idempotencyKey: 'key-used-by-json' });
    expect(form.status).toBe(303);
    expect(stored(h)).toBe(2);
  });
});

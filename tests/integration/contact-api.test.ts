import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forms as csForms } from '../../src/i18n/cs/forms';
import { forms as enForms } from '../../src/i18n/en/forms';
import { createContactHarness, MAIL_FROM, MAIL_TO, validBody, type ContactHarness } from '../support/contact-harness';
import { decodeHeader, readBodies } from '../support/mime';
import { SmtpSink, waitFor } from '../support/smtp-sink';

const API = '/api/send-contact-email';
let sink: SmtpSink;
let h: ContactHarness;

beforeAll(async () => {
  sink = await new SmtpSink().start();
});
afterAll(async () => {
  await sink.stop();
});
afterEach(async () => {
  await h.dispose();
  sink.messages.length = 0;
});

async function setup(env: Record<string, string> = {}) {
  h = await createContactHarness({ smtpUrl: sink.url, env: { CONTACT_RATE_LIMIT: '1000', ...env } });
  return h;
}

const post = (body: unknown) =>
  request(h.app).post(API).set('Content-Type', 'application/json').send(JSON.stringify(body));
const pendingFiles = async () => (await readdir(h.outbox.dir)).filter((name) => name.endsWith('.json'));

describe('POST /api/send-contact-email: a valid message', () => {
  it('answers 202 with the outbox id and delivers exactly one mail with our headers and both bodies', async () => {
    await setup();
    const res = await post({ ...validBody, message: 'Dobrý den,\n<b>stůl</b> & "víno"', extra: 'ignored' });
    expect(res.status).toBe(202);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ data: { id: expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-f]{12}$/) }, error: null });
    const id = res.body.data.id as string;

    await waitFor(() => sink.messages.length === 1, 30_000, 'the mail');
    await waitFor(() => h.outbox.stats().pending === 0, 30_000, 'the outbox to empty');
    const mail = sink.messages[0]!;
    expect(mail.envelopeTo).toEqual([MAIL_TO]);
    expect(mail.header('From')).toBe(MAIL_FROM);
    expect(mail.header('To')).toBe(MAIL_TO);
    expect(decodeHeader(mail.header('Reply-To') ?? '')).toBe('Jan Novák <jan.novak@example.com>');
    expect(decodeHeader(mail.header('Subject') ?? '')).toBe('Rezervace stolu');
    expect(mail.header('X-Outbox-Id')).toBe(id);
    const { text, html } = readBodies(mail.raw);
    expect(text).toContain('Dobrý den,\n<b>stůl</b> & "víno"');
    expect(text).toContain('jan.novak@example.com');
    expect(html).toContain('&lt;b&gt;stůl&lt;/b&gt; &amp; &quot;víno&quot;');
    expect(html).not.toContain('<b>stůl');
    expect(html).not.toContain('extra');
    expect(await readdir(h.outbox.sentDir)).toEqual([`${id}.json`]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.messages).toHaveLength(1);
  });

  it("uses 'Zpráva z webu – <name>' when the subject is empty or missing", async () => {
    await setup();
    expect((await post({ ...validBody, subject: '' })).status).toBe(202);
    expect((await post({ name: 'Eva Malá', email: 'eva@example.com', message: 'Ahoj' })).status).toBe(202);
    await waitFor(() => sink.messages.length === 2);
    const subjects = sink.messages.map((m) => decodeHeader(m.header('Subject') ?? '')).sort();
    expect(subjects).toEqual(['Zpráva z webu – Eva Malá', 'Zpráva z webu – Jan Novák']);
  });

  it('keeps the lounge subject as sent', async () => {
    await setup();
    expect((await post({ ...validBody, subject: 'Lounge Rental Inquiry', lang: 'en' })).status).toBe(202);
    await waitFor(() => sink.messages.length === 1);
    expect(decodeHeader(sink.messages[0]!.header('Subject') ?? '')).toBe('Lounge Rental Inquiry');
  });

  it('logs the outbox id but never the e-mail address, the phone or the message', async () => {
    await setup();
    const res = await post({ ...validBody, message: 'Volejte na +420 777 123 456, tajná zpráva' });
    await waitFor(() => sink.messages.length === 1);
    await waitFor(() => h.logs.some((line) => line.msg === 'mail delivered'));
    const logText = JSON.stringify(h.logs);
    expect(logText).toContain(res.body.data.id);
    for (const secret of ['jan.novak@example.com', '777 123 456', 'tajná zpráva', 'Jan Novák', 'Rezervace stolu']) {
      expect(logText).not.toContain(secret);
    }
  });
});

describe('POST /api/send-contact-email: validation', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['name', { name: 'a'.repeat(100) }, { name: 'a'.repeat(101) }, 'Jméno nesmí být delší než 100 znaků'],
    ['name', { name: 'J' }, { name: '   ' }, 'Jméno je povinné'],
    [
      'email',
      { email: `${'a'.repeat(243)}@example.com` },
      { email: `${'a'.repeat(244)}@example.com` },
      'Email nesmí být delší než 255 znaků',
    ],
    ['email', { email: 'a@b.cz' }, { email: 'a@b' }, 'Neplatná emailová adresa'],
    ['subject', { subject: 'x'.repeat(200) }, { subject: 'x'.repeat(201) }, 'Předmět nesmí být delší než 200 znaků'],
    ['message', { message: 'x'.repeat(5000) }, { message: 'x'.repeat(5001) }, 'Zpráva nesmí být delší než 5000 znaků'],
    ['message', { message: 'x' }, { message: ' \n ' }, 'Zpráva je povinná'],
  ];

  it.each(cases)(
    '%s: accepted at the limit, 400 one past it, nothing queued',
    async (field, atLimit, pastLimit, message) => {
      await setup();
      expect((await post({ ...validBody, ...atLimit })).status).toBe(202);
      const before = (await pendingFiles()).length + (await readdir(h.outbox.sentDir)).length;
      const res = await post({ ...validBody, ...pastLimit });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'validation',
        message: expect.any(String),
        fields: { [field]: [message] },
      });
      expect((await pendingFiles()).length + (await readdir(h.outbox.sentDir)).length).toBe(before);
    },
  );

  it('answers in the language of the body', async () => {
    await setup();
    const res = await post({ ...validBody, email: 'nope', lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: ['Invalid email address'] });
    expect(res.body.error.message).toBe('The form has errors. Please correct the marked fields.');
    const cs = await post({ ...validBody, email: 'nope' });
    expect(cs.body.error.fields).toEqual({ email: ['Neplatná emailová adresa'] });
  });

  it.each([
    ['subject', { subject: 'Hi\r\nBcc: x@example.com' }],
    ['name', { name: 'Jan\r\nBcc: x@example.com' }],
    ['name', { name: 'Jan\nBcc: x@example.com' }],
    ['subject', { subject: 'Hi\u2028Bcc: x@example.com' }],
  ])('refuses a header injection in the %s: 400, no mail, no Bcc', async (field, patch) => {
    await setup();
    const res = await post({ ...validBody, ...patch });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual([field]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.messages).toHaveLength(0);
    expect(await pendingFiles()).toEqual([]);
  });

  it('keeps a name full of address syntax inside the Reply-To display name', async () => {
    await setup();
    const res = await post({ ...validBody, name: '"Evil" <evil@example.com>, other@example.com; Bcc: x@example.com' });
    expect(res.status).toBe(202);
    await waitFor(() => sink.messages.length === 1);
    const mail = sink.messages[0]!;
    expect(mail.envelopeTo).toEqual([MAIL_TO]);
    expect(mail.headers.map(([name]) => name.toLowerCase())).not.toContain('bcc');
    const replyTo = addressparser(mail.header('Reply-To') ?? '', { flatten: true });
    expect(replyTo.map((a) => a.address)).toEqual(['jan.novak@example.com']);
    // The rest of the name stays in the display name; what would read as an address does not.
    expect(decodeHeader(replyTo[0]?.name ?? '')).toBe(
      '"Evil" evil example.com , other example.com; Bcc: x example.com',
    );
  });
});

describe('POST /api/send-contact-email: malformed requests', () => {
  it.each([
    ['malformed JSON', 'application/json', '{"name": "Jan",', 400, 'bad_request'],
    [
      'a 20 KB body',
      'application/json',
      JSON.stringify({ ...validBody, message: 'x'.repeat(20_000) }),
      413,
      'payload_too_large',
    ],
    ['text/plain', 'text/plain', JSON.stringify(validBody), 415, 'unsupported_media_type'],
    [
      'a form post',
      'application/x-www-form-urlencoded',
      'name=Jan&email=jan%40example.com&message=Ahoj',
      415,
      'unsupported_media_type',
    ],
  ])('%s → %i with a JSON error and no mail', async (_what, type, payload, status, code) => {
    await setup();
    const res = await request(h.app).post(API).set('Content-Type', type).send(payload);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
    expect(res.text).not.toMatch(/\bat \w+ \(|node_modules|stack/i);
    expect(await pendingFiles()).toEqual([]);
    expect(sink.messages).toHaveLength(0);
  });

  it('names the body limit in the language the client accepts', async () => {
    await setup();
    const big = JSON.stringify({ ...validBody, message: 'x'.repeat(20_000) });
    const cs = await request(h.app).post(API).set('Content-Type', 'application/json').send(big);
    expect(cs.body.error.message).toBe('Požadavek je příliš velký (nejvýše 16 kB).');
    const en = await request(h.app)
      .post(API)
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .send(big);
    expect(en.body.error.message).toBe('The request is too large (16 kB at most).');
  });

  it('answers JSON for other methods and unknown API paths', async () => {
    await setup();
    const get = await request(h.app).get(API);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.body.error.code).toBe('method_not_allowed');
    const missing = await request(h.app).post('/api/nope').set('Content-Type', 'application/json').send('{}');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it('answers 503 unavailable, without a stack trace, when the message cannot be stored', async () => {
    // The posts alone: a delivery worker would be pruning the folders at its start, at a moment
    // the removal below may or may not cut into (its own test: tests/faults/directories.test.ts).
    h = await createContactHarness({ smtpUrl: sink.url, env: { CONTACT_RATE_LIMIT: '1000' }, startWorker: false });
    // DATA_DIR itself gone (an unmounted volume): the outbox re-creates its own folders, never DATA_DIR.
    await rm(h.dataDir, { recursive: true, force: true });
    const res = await post(validBody);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    for (let i = 0; i < 4; i += 1) expect((await post({ ...validBody, message: `další ${i}` })).status).toBe(503);
    // One error line says the outbox cannot store (the operator's alert); each refused post is a warning with its cause.
    const errors = h.logs.filter((line) => line.level >= 50);
    expect(errors).toEqual([expect.objectContaining({ alert: 'outbox-not-writable' })]);
    const refused = h.logs.filter((line) => line.level === 40 && line.msg.includes('could not be stored'));
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({ status: 503, err: expect.objectContaining({ code: 'ENOENT' }) });
  });
});

describe('POST /api/send-contact-email: abuse', () => {
  it('answers the 6th post in the window with 429 and the draft-8 headers', async () => {
    await setup({ CONTACT_RATE_LIMIT: '5', CONTACT_RATE_WINDOW: '10m' });
    for (let i = 0; i < 5; i += 1) {
      const res = await post({ ...validBody, message: `Zpráva ${i}` });
      expect(res.status).toBe(202);
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"contact"; r=${4 - i}; t=\\d+$`));
    }
    const res = await post(validBody);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(res.headers.ratelimit).toMatch(/^"contact"; r=0; t=\d+$/);
    expect(res.headers['ratelimit-policy']).toMatch(/^"contact"; q=5; w=600; pk=:[^:]+:$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it("words the limit's 429 for the guest, in the language of the form's page (the body's), not the browser's", async () => {
    await setup({ CONTACT_RATE_LIMIT: '1' });
    expect((await post({ ...validBody, message: 'první' })).status).toBe(202);
    const limited = (lang: 'cs' | 'en', acceptLanguage: string) =>
      request(h.app)
        .post(API)
        .set('Content-Type', 'application/json')
        .set('Accept-Language', acceptLanguage)
        .send(JSON.stringify({ ...validBody, lang, message: `další ${lang}` }));
    const en = await limited('en', 'cs-CZ,cs;q=0.9');
    expect(en.status).toBe(429);
    expect(en.body.error).toEqual({ code: 'rate_limited', message: enForms.rateLimited.text });
    const cs = await limited('cs', 'en-GB,en;q=0.9');
    expect(cs.body.error.message).toBe(csForms.rateLimited.text);
  });

  it('does not count rejected posts (a visitor fixing a typo is not locked out)', async () => {
    await setup({ CONTACT_RATE_LIMIT: '2' });
    for (let i = 0; i < 5; i += 1) expect((await post({ ...validBody, email: 'typo' })).status).toBe(400);
    // Three different messages: the same one again would be recognised as a repeat (not counted).
    expect((await post({ ...validBody, message: 'první' })).status).toBe(202);
    expect((await post({ ...validBody, message: 'druhá' })).status).toBe(202);
    expect((await post({ ...validBody, message: 'třetí' })).status).toBe(429);
  });

  it('with TRUST_PROXY=1, rotating forged X-Forwarded-For entries do not get past the limit', async () => {
    await setup({ CONTACT_RATE_LIMIT: '5', TRUST_PROXY: '1' });
    let n = 0;
    const from = (forged: string, client: string) =>
      request(h.app)
        .post(API)
        .set('Content-Type', 'application/json')
        .set('X-Forwarded-For', `${forged}, ${client}`)
        .send(JSON.stringify({ ...validBody, message: `Zpráva ${(n += 1)}` }));
    for (let i = 0; i < 5; i += 1) expect((await from(`198.51.100.${i}`, '203.0.113.7')).status).toBe(202);
    expect((await from('198.51.100.99', '203.0.113.7')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await from('198.51.100.99', '203.0.113.8')).status).toBe(202);
  });

  it('answers a filled honeypot exactly like a real message, but queues and sends nothing', async () => {
    await setup();
    const res = await post({ ...validBody, website: 'https://spam.example' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { id: expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-f]{12}$/) }, error: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pendingFiles()).toEqual([]);
    expect(sink.messages).toHaveLength(0);
    expect(h.logs.some((line) => line.level === 30 && line.honeypot === true)).toBe(true);
  });

  it('queues one message for the same idempotency key and answers the same id', async () => {
    await setup();
    const body = { ...validBody, idempotencyKey: 'b6c1a4e2-5f0d-4c1e-9a3b-7d2e1f0c9b8a' };
    const [first, second] = await Promise.all([post(body), post(body)]);
    const third = await post(body);
    expect(first.status).toBe(202);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(third.body.data.id).toBe(first.body.data.id);
    await waitFor(() => sink.messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.messages).toHaveLength(1);
    expect((await post({ ...body, idempotencyKey: 'another-key' })).body.data.id).not.toBe(first.body.data.id);
  });
});

describe('a DATA_DIR that cannot take the message (read-only, full, no permission)', () => {
  const failures = ['EROFS', 'ENOSPC', 'EACCES', 'EDQUOT'].map(
    (code) => [code, Object.assign(new Error(`${code}: cannot write`), { code })] as const,
  );

  it.each(failures)(
    '%s: the JSON post answers 503 in the language of the body, the pages and /readyz keep serving',
    async (_code, error) => {
      await setup();
      vi.spyOn(h.outbox, 'enqueue').mockRejectedValue(error);
      const cs = await post(validBody);
      expect(cs.status).toBe(503);
      expect(cs.body).toEqual({
        error: {
          code: 'unavailable',
          message: 'Zprávu se teď nepodařilo přijmout. Zkuste to prosím znovu, nebo nám zavolejte.',
        },
      });
      const en = await post({ ...validBody, lang: 'en' });
      expect(en.body.error.message).toBe(
        'Your message could not be accepted right now. Please try again, or give us a call.',
      );
      expect((await request(h.app).get('/kontakt')).status).toBe(200);
      expect((await request(h.app).get('/readyz')).status).toBe(200);
    },
  );

  it.each(failures)(
    '%s: the no-JS post answers 503 with the page, the values and the failure notice, never a 303',
    async (_code, error) => {
      await setup();
      vi.spyOn(h.outbox, 'enqueue').mockRejectedValue(error);
      const form = {
        name: 'Jana Dvořáková',
        email: 'jana@example.com',
        subject: '',
        message: 'Máte volno?',
        consent: 'on',
        website: '',
      };
      const res = await request(h.app).post('/en/kontakt').type('form').send(form);
      expect(res.status).toBe(503);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain('value="Jana Dvořáková"');
      expect(res.text).toMatch(/role="alert"/);
      expect(res.text).toContain('Failed to send message. Please try again.');
      expect(res.text).toContain('<html lang="en"');
    },
  );
});

describe('GET /readyz', () => {
  it('says only ready or not; the outbox numbers are on the metrics port, without personal data; 503 only while shutting down', async () => {
    h = await createContactHarness({ smtpUrl: 'smtp://127.0.0.1:1', startWorker: false });
    const empty = await request(h.app).get('/readyz');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ status: 'ready' });
    expect((await h.status()).body).toEqual({
      status: 'ready',
      outbox: { pending: 0, oldestPendingAgeSeconds: null, writable: true },
    });

    await post(validBody);
    expect((await request(h.app).get('/readyz')).body).toEqual({ status: 'ready' });
    const busy = await h.status();
    expect(busy.body).toEqual({
      status: 'ready',
      outbox: { pending: 1, oldestPendingAgeSeconds: expect.any(Number), writable: true },
    });
    expect(busy.text).not.toContain('example.com');

    h.readiness.markShuttingDown();
    const draining = await request(h.app).get('/readyz');
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ status: 'unavailable', reason: 'shutting-down' });
    expect((await h.status()).body).toEqual({
      status: 'unavailable',
      reason: 'shutting-down',
      outbox: { pending: 1, oldestPendingAgeSeconds: expect.any(Number), writable: true },
    });
  });

  it('stays 200 when the outbox directory is gone: mail trouble never takes the pages out of rotation', async () => {
    h = await createContactHarness({ smtpUrl: 'smtp://127.0.0.1:1', startWorker: false });
    await rm(path.join(h.dataDir, 'outbox'), { recursive: true, force: true });
    const res = await request(h.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready' });
    expect((await request(h.app).get('/healthz')).status).toBe(200);
    expect((await request(h.app).get('/kontakt')).status).toBe(200);
  });
});

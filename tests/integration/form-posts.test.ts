import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { forms as enForms } from '../../src/i18n/en/forms';
import { contactForm, createContactHarness, loungeForm, type ContactHarness } from '../support/contact-harness';
import { SmtpSink, waitFor } from '../support/smtp-sink';

let harness: ContactHarness | undefined;
let sink: SmtpSink | undefined;

afterEach(async () => {
  await harness?.dispose();
  await sink?.stop();
  harness = undefined;
  sink = undefined;
});

async function pendingCount(dataDir: string): Promise<number> {
  const files = await readdir(path.join(dataDir, 'outbox'));
  return files.filter((file) => file.endsWith('.json')).length;
}

describe('the contact form without JavaScript', () => {
  it('queues a valid post and answers 303 to the page with the success marker, which shows the notice', async () => {
    sink = await new SmtpSink().start();
    harness = await createContactHarness({ smtpUrl: sink.url });
    const response = await request(harness.app).post('/kontakt').type('form').send(contactForm).expect(303);
    expect(response.headers.location).toBe('/kontakt?odeslano=1#formular');

    await waitFor(() => sink?.messages.length === 1, 30_000, 'the mail');
    const mail = sink.messages[0];
    expect(mail?.header('Subject')).toContain('Oslava narozenin');
    expect(mail?.header('Reply-To')).toContain('jana@example.com');

    const page = await request(harness.app).get('/kontakt?odeslano=1').expect(200);
    expect(page.text).toContain('Úspěšně odesláno');
    expect(page.text).toContain('Děkujeme za vaši zprávu. Brzy se vám ozveme.');
  });

  it('re-renders an invalid post with 422, the values kept and the errors under the fields', async () => {
    harness = await createContactHarness({ startWorker: false });
    const response = await request(harness.app)
      .post('/kontakt')
      .type('form')
      .send({ ...contactForm, email: 'not-an-email', message: '', consent: '' })
      .expect(422);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('value="Jana Dvořáková"');
    expect(response.text).toContain('value="not-an-email"');
    expect(response.text).toContain('Neplatná emailová adresa');
    expect(response.text).toContain('Zpráva je povinná');
    expect(response.text).toContain('Musíte souhlasit se zpracováním osobních údajů.');
    expect(response.text).toMatch(/aria-invalid="true"/);
    expect(await pendingCount(harness.dataDir)).toBe(0);
  });

  it('answers in English under /en', async () => {
    harness = await createContactHarness({ startWorker: false });
    const response = await request(harness.app)
      .post('/en/kontakt')
      .type('form')
      .send({ ...contactForm, consent: '' })
      .expect(422);
    expect(response.text).toContain('<html lang="en"');
    expect(response.text).toContain('You must agree to the processing of personal data.');

    const ok = await request(harness.app).post('/en/kontakt').type('form').send(contactForm).expect(303);
    expect(ok.headers.location).toBe('/en/kontakt?odeslano=1#formular');
  });

  it('shares the rate limit with the API and answers 429 with the page and a notice', async () => {
    harness = await createContactHarness({ startWorker: false, env: { CONTACT_RATE_LIMIT: '2' } });
    await request(harness.app).post('/kontakt').type('form').send(contactForm).expect(303);
    await request(harness.app)
      .post('/api/send-contact-email')
      .send({ name: 'A', email: 'a@example.com', subject: '', message: 'Ahoj' })
      .expect(202);
    // A new message (a repeat of the first would read as sent: it is stored).
    const limited = await request(harness.app)
      .post('/kontakt')
      .type('form')
      .send({ ...contactForm, message: 'Ještě jedna zpráva' })
      .expect(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.text).toContain('value="Jana Dvořáková"');
    expect(limited.text).toMatch(/role="alert"/);
    expect(await pendingCount(harness.dataDir)).toBe(2);
  });

  it("says the limit in the page's words without JavaScript, in the page's language (the limit's, not 'try again')", async () => {
    harness = await createContactHarness({ startWorker: false, env: { CONTACT_RATE_LIMIT: '1' } });
    await request(harness.app).post('/en/konferencni-prostory-salonek').type('form').send(loungeForm).expect(303);
    const limited = await request(harness.app)
      .post('/en/konferencni-prostory-salonek')
      .type('form')
      .send({ ...loungeForm, eventType: 'Another one' })
      .set('Accept-Language', 'cs')
      .expect(429);
    const text = limited.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(enForms.rateLimited.title);
    expect(text).toContain(enForms.rateLimited.text);
    expect(text).not.toContain(enForms.lounge.errorText);
    expect(text).not.toContain('enquiry-sent');
  });

  it('treats a filled honeypot like a real post but queues nothing', async () => {
    harness = await createContactHarness({ startWorker: false });
    await request(harness.app)
      .post('/kontakt')
      .type('form')
      .send({ ...contactForm, website: 'http://spam.example' })
      .expect(303);
    expect(await pendingCount(harness.dataDir)).toBe(0);
  });

  it('refuses a body over the form limit (60 KB) with 413, not a 500', async () => {
    harness = await createContactHarness({ startWorker: false });
    await request(harness.app)
      .post('/kontakt')
      .type('form')
      .send({ ...contactForm, message: 'x'.repeat(62_000) })
      .expect(413);
  });

  const ukrainian = 'Добрий день, хочемо забронювати столик на вечір. ';
  const chinese = '你好，我们想预订一张桌子。';
  const repeated = (sentence: string, length: number) =>
    sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);

  it.each([
    ['Ukrainian', ukrainian],
    ['Chinese', chinese],
  ])(
    'takes a message of 1,000 characters (the most) in %s, percent-encoded up to 9 bytes a character',
    async (_script, sentence) => {
      harness = await createContactHarness({ startWorker: false });
      await request(harness.app)
        .post('/kontakt')
        .type('form')
        .send({ ...contactForm, message: repeated(sentence, 1000) })
        .expect(303);
      expect(await pendingCount(harness.dataDir)).toBe(1);
    },
  );

  it('a Ukrainian message too long for the field (3,500 characters, over 16 KB encoded) gets the field error with the text kept, not a 413', async () => {
    harness = await createContactHarness({ startWorker: false });
    const body = new URLSearchParams({ ...contactForm, message: repeated(ukrainian, 3500) }).toString();
    expect(Buffer.byteLength(body)).toBeGreaterThan(16 * 1024);
    const response = await request(harness.app).post('/kontakt').type('form').send(body).expect(422);
    expect(response.text).toContain('Zpráva nesmí být delší než 1000 znaků');
    expect(response.text).toContain('Добрий день');
    expect(await pendingCount(harness.dataDir)).toBe(0);
  });
});

describe('the lounge enquiry without JavaScript', () => {
  it('sends the composed Czech block with the lounge subject', async () => {
    sink = await new SmtpSink().start();
    harness = await createContactHarness({ smtpUrl: sink.url });
    const response = await request(harness.app)
      .post('/konferencni-prostory-salonek')
      .type('form')
      .send(loungeForm)
      .expect(303);
    expect(response.headers.location).toBe('/konferencni-prostory-salonek?odeslano=1#inquiry-form');
    await waitFor(() => sink?.messages.length === 1, 30_000, 'the mail');
    const raw = sink.messages[0]?.raw ?? '';
    expect(sink.messages[0]?.header('Subject')).toMatch(/Popt|=\?UTF-8\?/);
    expect(raw).toContain('Petr Svoboda');
  });

  it('rejects a date in the past with 422', async () => {
    harness = await createContactHarness({ startWorker: false });
    const response = await request(harness.app)
      .post('/en/konferencni-prostory-salonek')
      .type('form')
      .send({ ...loungeForm, eventDate: '2020-01-01', eventType: '' })
      .expect(422);
    expect(response.text).toContain('value="Petr Svoboda"');
    expect(response.text).toContain('value="2020-01-01"');
    expect(await pendingCount(harness.dataDir)).toBe(0);
  });
});

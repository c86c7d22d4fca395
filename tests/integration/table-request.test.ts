/**
 * The table request through the server: the JSON API and the no-JS post of
 * the contact page, judged against the content's hours and limits at the app's moment
 * (Sunday 20 December 2026, 10:00 in Prague), kept in the outbox with its structured
 * fields. Bad dates, times and parties: 4xx with localized messages, never a 5xx.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOutbox, type Outbox } from '../../server/enquiries/file-queue/outbox';
import { temporaryDataDir } from '../support/contact-harness';
import { createTestApp } from '../support/test-app';
import { contentWithLinks } from '../support/test-content';

const NBSP = '\u00a0';
let now = new Date('2026-12-20T09:00:00Z');
let dataDir: string;
let outbox: Outbox;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  dataDir = await temporaryDataDir();
  outbox = await openOutbox({ dir: path.join(dataDir, 'outbox'), logger: pino({ level: 'silent' }), keepDays: 30 });
  // The form shows only without a booking partner (the test content names one).
  ({ app } = createTestApp({
    env: { DATA_DIR: dataDir },
    deps: { now: () => now, content: contentWithLinks({ reservation: null }), enquiries: { queue: outbox } },
  }));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The kept records of the outbox (pending ones). */
async function kept(): Promise<{ submission: Record<string, unknown> }[]> {
  const files = (await readdir(path.join(dataDir, 'outbox'))).filter((file) => file.endsWith('.json'));
  return Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await readFile(path.join(dataDir, 'outbox', file), 'utf8')) as {
          submission: Record<string, unknown>;
        },
    ),
  );
}

const apiBody = (table: object, extra: object = {}) => ({
  name: 'Jana Nová',
  email: 'jana@example.com',
  subject: 'Rezervace stolu',
  message: 'Rezervace stolu\n\nDatum: 22. 12. 2026 (úterý)',
  lang: 'cs',
  form: 'table',
  table,
  ...extra,
});

describe('the table request through the JSON API', () => {
  it('answers a retry of a stored request as that request, though the lead time has passed since (its answer was lost)', async () => {
    // The earliest time it may ask for at 10:00 is 12:00 (a two-hour lead): stored once.
    const body = apiBody(
      { date: '2026-12-20', time: '12:00', guests: 2 },
      { idempotencyKey: '5a0e4b4e-9c1e-4a57-9d0e-2b1f3c4d5e6f' },
    );
    // An app of its own: its three posts do not count toward the other tests' limit.
    const { app } = createTestApp({
      env: { DATA_DIR: dataDir },
      deps: { now: () => now, content: contentWithLinks({ reservation: null }), enquiries: { queue: outbox } },
    });
    const first = await request(app).post('/api/send-contact-email').send(body).expect(202);
    const before = (await kept()).length;
    now = new Date('2026-12-20T09:01:00Z');
    try {
      // A minute later 12:00 is too soon for a new request, but this is the same one again.
      const retry = await request(app).post('/api/send-contact-email').send(body).expect(202);
      expect(retry.body.data.id).toBe(first.body.data.id);
      expect((await kept()).length).toBe(before);
      // A new request for that time (another key) is refused, and not stored.
      const fresh = await request(app)
        .post('/api/send-contact-email')
        .send({ ...body, idempotencyKey: '6b1f5c5f-0d2f-4b68-8e1f-3c2a4d5e6f70' })
        .expect(400);
      expect(fresh.body.error.fields.time ?? fresh.body.error.fields.date).toBeDefined();
      expect((await kept()).length).toBe(before);
    } finally {
      now = new Date('2026-12-20T09:00:00Z');
    }
  });

  it('keeps a request the restaurant can take, with its date, time and party beside the message', async () => {
    const response = await request(app)
      .post('/api/send-contact-email')
      .send(apiBody({ date: '2026-12-23', time: '18:00', guests: 6 }))
      .expect(202);
    const record = (await kept()).find(
      (entry) => (entry.submission.table as { date?: string } | undefined)?.date === '2026-12-23',
    );
    expect(response.body.data.id).toMatch(/^\d{8}T/);
    expect(record?.submission).toMatchObject({
      form: 'table',
      subject: 'Rezervace stolu',
      table: { date: '2026-12-23', time: '18:00', guests: 6 },
    });
  });

  it.each([
    [
      'a closed day',
      { date: '2026-12-24', time: '18:00', guests: 4 },
      'cs',
      { date: [`24.${NBSP}prosince máme zavřeno – Štědrý den`] },
    ],
    [
      'a closed day, in English',
      { date: '2026-12-24', time: '18:00', guests: 4 },
      'en',
      { date: [`We're closed on December${NBSP}24 (Christmas Eve)`] },
    ],
    [
      'a date in the past',
      { date: '2026-12-19', time: '18:00', guests: 4 },
      'cs',
      { date: ['Datum nesmí být v minulosti'] },
    ],
    ['no date at all', { date: '', time: '18:00', guests: 4 }, 'cs', { date: ['Vyberte datum'] }],
    [
      'a time too soon',
      { date: '2026-12-20', time: '11:00', guests: 4 },
      'en',
      {
        time: [
          'Please request a table at least 2\u00a0hours in advance, that is, for 12:00 or later. For an earlier time, please call us.',
        ],
      },
    ],
    [
      'a time after the last seating',
      { date: '2026-12-31', time: '17:30', guests: 4 },
      'cs',
      { time: ['Ten den máme otevřeno 10:00–18:00, stůl lze rezervovat od 10:00 do 17:00'] },
    ],
    [
      'a time that is none',
      { date: '2026-12-22', time: '7 pm', guests: 4 },
      'cs',
      { time: ['Zadejte čas ve tvaru HH:MM'] },
    ],
    [
      'a party too large',
      { date: '2026-12-22', time: '18:00', guests: 40 },
      'en',
      { guests: ['This form is for parties of up to 12. For a larger party, please send us a lounge inquiry.'] },
    ],
    [
      'no party',
      { date: '2026-12-22', time: '18:00', guests: 0 },
      'cs',
      { guests: ['Zadejte počet hostů od jednoho do 12'] },
    ],
    [
      'a party as text',
      { date: '2026-12-22', time: '18:00', guests: '4' },
      'cs',
      { table: ['Počet hostů musí být celé číslo'] },
    ],
    [
      'a date too long to be one',
      { date: '2026-12-22T18:00', time: '18:00', guests: 4 },
      'cs',
      { table: ['Neplatná hodnota'] },
    ],
    ['no table at all', undefined, 'cs', { table: ['Chybí datum, čas nebo počet hostů'] }],
  ] as const)('refuses %s: 400 with the localized message', async (_name, table, lang, fields) => {
    const before = (await kept()).length;
    const response = await request(app)
      .post('/api/send-contact-email')
      .send(apiBody(table ?? {}, { lang, ...(table ? {} : { table: undefined }) }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'validation', fields });
    expect((await kept()).length).toBe(before);
  });

  it('keeps no table fields on another form’s enquiry', async () => {
    await request(app)
      .post('/api/send-contact-email')
      .send(apiBody({ date: '2026-12-24', time: '18:00', guests: 4 }, { form: 'contact', message: 'Jen dotaz.' }))
      .expect(202);
    const record = (await kept()).find((entry) => entry.submission.message === 'Jen dotaz.');
    expect(record?.submission.form).toBe('contact');
    expect(record?.submission).not.toHaveProperty('table');
  });
});

describe('the contact page with a booking partner, and the table request in the privacy notice', () => {
  it('with a booking partner shows no form: the page says where to book, and every Book a table leads there', async () => {
    const { app: partnered } = createTestApp({
      deps: { now: () => now, content: contentWithLinks({ reservation: 'https://reservations.example.com/ballon' }) },
    });
    for (const [url, text] of [
      ['/kontakt', 'rezervačního partnera'],
      ['/en/kontakt', 'reservation partner'],
    ] as const) {
      const html = (await request(partnered).get(url).expect(200)).text.replaceAll(NBSP, ' ');
      expect(html).not.toContain('id="booking-date"');
      expect(html).toContain(text);
      expect(html).not.toContain('#rezervace"');
      expect(html).toContain('href="https://reservations.example.com/ballon" target="_blank"');
    }
  });

  it('the privacy notice names the table request’s fields, in both languages', async () => {
    const cs = (await request(app).get('/ochrana-osobnich-udaju').expect(200)).text.replaceAll(NBSP, ' ');
    expect(cs).toContain(
      'Datum a čas, počet hostů, jméno, e-mailovou adresu, telefon (nepovinný) a poznámku (nepovinnou).',
    );
    const en = (await request(app).get('/en/ochrana-osobnich-udaju').expect(200)).text.replaceAll(NBSP, ' ');
    expect(en).toContain(
      'The date and time, the number of guests, your name, email address, phone (optional) and a note (optional).',
    );
  });
});

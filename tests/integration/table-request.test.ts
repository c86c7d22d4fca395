/**
 * The table request, retired: the booking replaced it, so the intake takes none any more.
 * The JSON API answers a body saying `form: 'table'` as any unknown form (400, localized);
 * the contact page's no-JS post of one (a page left open since before the booking) is
 * refused with the refused post's page, which leads to the booking. Neither stores a thing.
 * The requests kept from before stay readable: one written straight into the outbox, as an
 * old version wrote it, shows in the owner's inbox and on its date in the day's book. Also
 * here: the contact page with a booking partner, and the booking in the privacy notice.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContent, testNow } from '../../server/bookings/desk.test-support';
import { FileBookingStore } from '../../server/bookings/file-store';
import { OwnerDesk } from '../../server/bookings/owner-desk';
import { dayBookPort } from '../../server/bookings/owner-port';
import { openFileInbox } from '../../server/enquiries/file-queue/inbox';
import { openOutbox } from '../../server/enquiries/file-queue/outbox';
import { emlDirOf } from '../../server/mail/transport';
import { createAdminHarness, SITE } from '../support/admin-harness';
import { temporaryDataDir } from '../support/contact-harness';
import { createTestApp } from '../support/test-app';
import { contentWithLinks } from '../support/test-content';

const NBSP = '\u00a0';
const now = new Date('2026-12-20T09:00:00Z');
let dataDir: string;
let app: ReturnType<typeof createTestApp>['app'];
let logs: ReturnType<typeof createTestApp>['logs'];

beforeAll(async () => {
  dataDir = await temporaryDataDir();
  const queue = await openOutbox({
    dir: path.join(dataDir, 'outbox'),
    logger: pino({ level: 'silent' }),
    keepDays: 30,
  });
  // The booking form shows only without a booking partner (the test content names one).
  ({ app, logs } = createTestApp({
    env: { DATA_DIR: dataDir },
    deps: { now: () => now, content: contentWithLinks({ reservation: null }), enquiries: { queue } },
  }));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The enquiries the outbox keeps (no worker runs: every one stays pending). */
async function kept(): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'outbox'))).filter((file) => file.endsWith('.json'));
}

/** What an old page's table request sent: its composed message beside the structured fields. */
const tableRequest = {
  name: 'Jana Nová',
  email: 'jana@example.com',
  subject: 'Rezervace stolu',
  message: 'Rezervace stolu\n\nDatum: 22. 12. 2026 (úterý)',
  form: 'table',
  table: { date: '2026-12-22', time: '19:00', guests: 4 },
};

describe('the JSON API', () => {
  it.each([
    ['cs', 'Neplatná hodnota'],
    ['en', 'Invalid value'],
  ] as const)(
    'refuses a table request as any unknown form: 400 in the body’s language (%s), nothing stored',
    async (lang, message) => {
      for (const idempotencyKey of [undefined, `old-tab-${lang}`]) {
        const answer = await request(app)
          .post('/api/send-contact-email')
          .set('Origin', SITE)
          .send({ ...tableRequest, lang, idempotencyKey });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'validation', fields: { form: [message] } });
        expect(Object.keys(answer.body.error.fields)).toEqual(['form']);
      }
      expect(await kept()).toEqual([]);
      expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    },
  );
});

describe('the contact page’s no-JS post of a table request (a page left open since before the booking)', () => {
  it.each([
    ['/kontakt', 'Žádosti o stůl tímto formulářem už nepřijímáme', '/kontakt#rezervace'],
    ['/en/kontakt', 'We no longer take table requests through this form', '/en/kontakt#rezervace'],
  ] as const)(
    '%s: refused with 400 and a page that leads to the booking; nothing stored',
    async (url, words, booking) => {
      const { date, time, guests } = tableRequest.table;
      const answer = await request(app)
        .post(url)
        .set('Origin', SITE)
        .type('form')
        .send({
          form: 'table',
          date,
          time,
          guests: String(guests),
          name: 'Jana',
          email: 'jana@example.com',
          consent: 'on',
        });
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const html = answer.text.replaceAll(NBSP, ' ');
      expect(html).toContain(words);
      expect(html).toContain(`href="${booking}"`);
      // Nothing of the post is echoed.
      expect(html).not.toContain('jana@example.com');
      expect(await kept()).toEqual([]);
      expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    },
  );

  it('the contact form’s own post still goes through (the refusal is the table request’s only)', async () => {
    const answer = await request(app).post('/kontakt').set('Origin', SITE).type('form').send({
      name: 'Jana',
      email: 'jana@example.com',
      subject: '',
      message: 'Dobrý den, máte v pátek otevřeno?',
      consent: 'on',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/kontakt?odeslano=1#formular');
    expect(await kept()).toHaveLength(1);
  });
});

describe('a table request kept from before', () => {
  it('written into the outbox as an old version wrote it: the owner’s inbox shows it, the day’s book lists it on its date', async () => {
    const dir = await temporaryDataDir();
    const date = '2027-06-07';
    const id = '20270601T100000000Z-0123456789ab';
    const record = {
      version: 1,
      id,
      createdAt: '2027-06-01T10:00:00.000Z',
      idempotencyKey: null,
      submission: {
        ...tableRequest,
        lang: 'cs',
        message: 'Rezervace stolu\n\nDatum: 7. 6. 2027 (pondělí)',
        table: { date, time: '19:30', guests: 5 },
      },
    };
    await mkdir(path.join(dir, 'outbox'), { recursive: true });
    await writeFile(path.join(dir, 'outbox', `${id}.json`), JSON.stringify(record));
    const store = new FileBookingStore(path.join(dir, 'bookings'));
    const harness = await createAdminHarness({
      dataDir: dir,
      openInbox: () => openFileInbox({ dataDir: dir, emlDir: emlDirOf(dir) }),
      dayBook: dayBookPort(new OwnerDesk({ store, now: () => testNow }), () => testContent),
    });
    try {
      const { cookie } = await harness.register('owner@example.cz');
      const api = (url: string) =>
        request(harness.app).get(`/admin/api${url}`).set('Origin', SITE).set('Cookie', cookie).expect(200);
      const { enquiries } = (await api('/enquiries')).body as { enquiries: Record<string, unknown>[] };
      expect(enquiries).toEqual([
        expect.objectContaining({
          id,
          form: 'table',
          name: 'Jana Nová',
          table: { date, time: '19:30', guests: 5 },
          status: 'new',
        }),
      ]);
      expect((await api(`/bookings/${date}`)).body.tableRequests).toEqual([
        { name: 'Jana Nová', email: 'jana@example.com', time: '19:30', guests: 5, status: 'new' },
      ]);
      expect((await api('/bookings/2027-06-08')).body.tableRequests).toEqual([]);
    } finally {
      await harness.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the contact page with a booking partner, and the booking in the privacy notice', () => {
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

  it('the privacy notice names a booking’s fields, its basis and how long it is kept, in both languages', async () => {
    const cs = (await request(app).get('/ochrana-osobnich-udaju').expect(200)).text.replaceAll(NBSP, ' ');
    expect(cs).toContain('Den, čas, počet hostů a místo, jméno, e-mailovou adresu, telefon a poznámku (nepovinnou).');
    expect(cs).toContain('Rezervace proto nemá políčko se souhlasem');
    expect(cs).toMatch(/data-fact="booking-keep-days">Rezervaci server uchovává do 30 dnů po dni/);
    const en = (await request(app).get('/en/ochrana-osobnich-udaju').expect(200)).text.replaceAll(NBSP, ' ');
    expect(en).toContain(
      'The day, time, number of guests and place, your name, email address, phone and a note (optional).',
    );
    expect(en).toMatch(/data-fact="booking-keep-days">The server keeps a booking for 30 days after its day/);
  });
});

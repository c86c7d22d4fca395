/**
 * Table bookings over HTTP, on the app with a real store in a temporary DATA_DIR: the free
 * times' API, the booking page's two no-JavaScript posts, the guest's page by its link (its
 * headers, noindex, nothing of it in the sitemap or a log line), cancelling, and the refusals:
 * another site, a bad question, a day the rules refuse. The e-mails queued for the booking are
 * checked in mailer tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBookings, type Bookings } from '../../server/bookings';
import { pragueInstant } from '../../src/content/time';
import { createTestApp, type LogLine } from '../support/test-app';
import { contentWithLinks } from '../support/test-content';

const SITE = 'https://www.restaurace-ballon.test';
/** A Monday in June 2027, 07:00 in Prague: the whole day ahead. */
const now = pragueInstant('2027-06-07', '07:00');
const day = '2027-06-08';
const sameSite = { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' };

let dir: string;
let bookings: Bookings;
let app: ReturnType<typeof createTestApp>['app'];
let logs: LogLine[];

/** The test content without a booking partner (with one, the partner's link stands in for the form). */
const content = contentWithLinks({ reservation: null });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ballon-bookings-http-'));
  bookings = createBookings({
    dataDir: dir,
    redis: null,
    view: () => content.view(),
    siteUrl: SITE,
    logger: pino({ level: 'silent' }),
    now: () => now,
  });
  ({ app, logs } = createTestApp({ deps: { bookings, now: () => now, content } }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const book = (fields: Record<string, string>, lang = '') =>
  request(app)
    .post(`${lang}/moje-rezervace`)
    .set(sameSite)
    .type('form')
    .send({
      intent: 'book',
      date: day,
      party: '2',
      area: 'any',
      time: '19:00',
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '777 123 456',
      note: '',
      ...fields,
    });

describe('table bookings over HTTP', () => {
  it('the free times API answers a day’s times, and 400 with the form’s words for a bad question', async () => {
    const ok = await request(app).get(`/api/bookings/times?date=${day}&party=2&area=any`).expect(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body.answer.kind).toBe('times');
    expect(ok.body.answer.times.map((free: { time: string }) => free.time)).toContain('19:00');
    const bad = await request(app).get('/api/bookings/times?date=2027-02-30&party=x&area=moon&lang=en').expect(400);
    expect(bad.body.error.code).toBe('validation');
    expect(bad.body.error.fields).toEqual({
      date: ['Pick a day'],
      party: ['Pick the number of guests'],
      area: ['Pick where to sit'],
    });
    const past = await request(app).get('/api/bookings/times?date=2027-06-06&party=2&area=any').expect(200);
    expect(past.body.answer).toEqual({ kind: 'past' });
  });

  it('without JavaScript: day and party → the free times as radio buttons → the booking → the guest’s page', async () => {
    const times = await request(app)
      .post('/moje-rezervace')
      .set(sameSite)
      .type('form')
      .send({ intent: 'times', date: day, party: '3', area: 'any' })
      .expect(200);
    expect(times.text).toMatch(/name="time" value="19:00"/);
    expect(times.headers['cache-control']).toBe('private, no-store');

    const booked = await book({ party: '3' }).expect(303);
    const location = booked.headers.location as string;
    expect(location).toMatch(/^\/moje-rezervace\?t=[A-Za-z0-9_-]{24}&nova=1#vase-rezervace$/);
    const token = new URL(location, SITE).searchParams.get('t')!;

    const page = await request(app).get(location.split('#')[0]!).expect(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.text).toMatch(/<meta name="robots" content="noindex"[ />]/);
    expect(page.text).toContain('Rezervace je potvrzena');
    expect(page.text).toContain('Jana Nováková');
    // Cancelling is two taps without JavaScript too: a closed fold (what it does), then its button, the post.
    const fold = /<details class="my-booking__cancel">([\s\S]*?)<\/details>/.exec(page.text)?.[1] ?? '';
    expect(fold).toMatch(/^<summary[^>]*>Zrušit rezervaci…<\/summary>/);
    expect(fold.replace(/\u00a0/g, ' ')).toContain('zrušení už nepůjde vzít zpět');
    const confirm = /<button([^>]*)>Ano, zrušit rezervaci<\/button>/.exec(fold)?.[1] ?? '';
    expect(confirm).toContain('name="intent"');
    expect(confirm).toContain('value="cancel"');
    // The token is in no log line (the request log keeps paths without their query).
    expect(JSON.stringify(logs)).not.toContain(token);
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).not.toContain('moje-rezervace');

    // Cancelled: 303 to the booking's page, which says so (a reload posts nothing again).
    const cancelled = await request(app)
      .post('/en/moje-rezervace')
      .set(sameSite)
      .type('form')
      .send({ intent: 'cancel', t: token })
      .expect(303);
    expect(cancelled.headers.location).toBe(`/en/moje-rezervace?t=${token}&zruseno=1#vase-rezervace`);
    const after = await request(app).get(`/en/moje-rezervace?t=${token}&zruseno=1`).expect(200);
    expect(after.text).toContain('Your booking has been canceled');
    expect(after.text).toContain('Canceled');
    const again = await request(app)
      .post('/moje-rezervace')
      .set(sameSite)
      .type('form')
      .send({ intent: 'cancel', t: token })
      .expect(409);
    expect(again.text).toContain('Tuto rezervaci už změnit ani zrušit nelze');
    // A link nobody holds: not found, as a change by it is.
    await request(app)
      .post('/moje-rezervace')
      .set(sameSite)
      .type('form')
      .send({ intent: 'cancel', t: 'A'.repeat(43) })
      .expect(404);
  });

  it('without JavaScript the guest changes their booking in two posts (day and party → free times → change), said once', async () => {
    const booked = await book({}).expect(303);
    const token = new URL(booked.headers.location as string, SITE).searchParams.get('t')!;
    // The page offers the change with the day's bounds in its HTML, the day and the party filled in.
    const page = await request(app).get(`/moje-rezervace?t=${token}`).expect(200);
    expect(page.text).toContain('Změnit termín');
    const dateInput = /<input[^>]*name="date"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(dateInput).toContain('min="2027-06-07"');
    // 90 days ahead (the test content's horizon).
    expect(dateInput).toContain('max="2027-09-05"');
    expect(dateInput).toContain(`value="${day}"`);
    const change = (fields: Record<string, string>, headers: Record<string, string> = sameSite) =>
      request(app)
        .post(`/moje-rezervace?t=${token}`)
        .set(headers)
        .type('form')
        .send({ t: token, date: day, party: '4', area: 'any', ...fields });

    const times = await change({ intent: 'changeTimes' }).expect(200);
    expect(times.headers['cache-control']).toBe('private, no-store');
    expect(times.headers['referrer-policy']).toBe('no-referrer');
    expect(times.text).toMatch(/name="time" value="20:00"/);
    expect(times.text).toMatch(/<button[^>]*value="change"[^>]*>Změnit termín/);
    // Another site's post changes nothing.
    await change(
      { intent: 'change', time: '20:00' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    ).expect(403);
    // No time picked: the times again, with the message under them.
    const missing = await change({ intent: 'change', time: '' }).expect(422);
    expect(missing.text).toContain('Vyberte čas');
    expect((await bookings.store.day(day)).bookings[0]).toMatchObject({ time: '19:00', party: 2, sequence: 0 });

    const changed = await change({ intent: 'change', time: '20:00' }).expect(303);
    expect(changed.headers.location).toBe(`/moje-rezervace?t=${token}&zmeneno=1#vase-rezervace`);
    const after = await request(app).get(`/moje-rezervace?t=${token}&zmeneno=1`).expect(200);
    expect(after.text.match(/Rezervaci jsme změnili/g)).toHaveLength(1);
    expect(after.text).toContain('20:00–21:30');
    expect(after.text).toMatch(/<dd>4\s(?:&nbsp;)?hosté<\/dd>/u);
    expect((await bookings.store.day(day)).bookings[0]).toMatchObject({ time: '20:00', party: 4, sequence: 1 });
    // Read again without the mark, the page says it no more.
    const later = await request(app).get(`/moje-rezervace?t=${token}`).expect(200);
    expect(later.text).not.toContain('Rezervaci jsme změnili');
    // The same again: nothing to change; a bad link: not found, in words.
    const same = await change({ intent: 'change', time: '20:00' }).expect(200);
    expect(same.text).toContain('už rezervaci máte, nic jsme neměnili');
    const unknown = await request(app)
      .post('/en/moje-rezervace')
      .set(sameSite)
      .type('form')
      .send({ intent: 'change', t: 'AAAAAAAAAAAAAAAAAAAAAAAA', date: day, party: '2', area: 'any', time: '21:00' })
      .expect(404);
    expect(unknown.text).toContain('find a booking for this link');
    expect(JSON.stringify(logs)).not.toContain(token);
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('the free times API with a manage link’s token counts the booking’s own seats as free', async () => {
    const booked = await book({}).expect(303);
    const token = new URL(booked.headers.location as string, SITE).searchParams.get('t')!;
    const answer = await request(app).get(`/api/bookings/times?date=${day}&party=2&area=any&t=${token}`).expect(200);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.body.answer.kind).toBe('times');
    expect(JSON.stringify(logs)).not.toContain(token);
  });

  it('a time taken meanwhile: 409 with the nearest free times; the same booking again is one booking', async () => {
    const rules = content.view().content.bookings;
    // Fill 19:00 in every area (the largest parties), then ask for it.
    const areas = Object.entries(rules.areas).filter(
      ([, area]) => area && (!area.season || (area.season.from <= day && day <= area.season.until)),
    );
    let n = 0;
    for (const [area, given] of areas)
      for (let left = given!.covers; left > 0; left -= Math.min(left, rules.largestParty), n++)
        await bookings.desk.book(
          {
            hours: content.view().content.hours,
            bookings: { ...rules, perDay: { client: 99, email: 99, phone: 99 } },
            version: 'x',
          },
          {
            date: day,
            time: '19:00',
            party: Math.min(left, rules.largestParty),
            area: area as 'restaurant',
            name: `Host ${String.fromCharCode(65 + n)}`,
            email: `h${n}@example.cz`,
            phone: `7771234${String(n).padStart(2, '0')}`,
            note: '',
            lang: 'cs',
          },
          `198.51.100.${n}`,
        );
    const gone = await book({}).expect(409);
    expect(gone.text).toContain('Čas 19:00 už mezitím někdo obsadil');
    expect(gone.text).not.toMatch(/name="time" value="19:00"/);
    expect(gone.text).toMatch(/name="time" value="17:30"/);

    const first = await book({ time: '12:00' }).expect(303);
    const repeat = await book({ time: '12:00' }).expect(200);
    expect(repeat.text).toContain('Tuto rezervaci už máte');
    expect(first.headers.location).toBeTruthy();
  });

  it('takes the guest page’s own post (no-referrer: Origin null, Sec-Fetch-Site same-origin), not a null origin from elsewhere', async () => {
    const post = (headers: Record<string, string>) =>
      request(app)
        .post('/moje-rezervace')
        .set(headers)
        .type('form')
        .send({ intent: 'times', date: day, party: '2', area: 'any' });
    await post({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }).expect(200);
    await post({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }).expect(403);
    await post({ Origin: 'null' }).expect(403);
  });

  it('refuses a post from another site (403, nothing booked) and a bad one with its messages (422)', async () => {
    await request(app)
      .post('/moje-rezervace')
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
      .type('form')
      .send({
        intent: 'book',
        date: day,
        party: '2',
        area: 'any',
        time: '19:00',
        name: 'Eve',
        email: 'e@example.cz',
        phone: '777123456',
      })
      .expect(403);
    const bad = await book({ name: '<script>', email: 'x', phone: '1', time: '' }).expect(422);
    expect(bad.text).toContain('Vyberte čas');
    expect(bad.text).toContain('Jméno může obsahovat jen písmena');
    expect(bad.text).toContain('value="&lt;script&gt;"');
    // The error summary at the top of the form (src/components/forms/error-summary.tsx): a region named by its
    // heading with the count, a link to each field with a message, each to an element of the page.
    // (No-break spaces, the Czech typography, read as spaces.)
    const summary = (bad.text.match(/<section id="booking-error-summary"[\s\S]*?<\/section>/)?.[0] ?? '').replaceAll(
      '\u00a0',
      ' ',
    );
    const links = [...summary.matchAll(/<a href="#([^"]+)">/g)].map(([, id]) => id);
    expect(summary).toMatch(
      new RegExp(
        `aria-labelledby="booking-error-summary-title"[\\s\\S]*>Formulář obsahuje ${links.length} chyb[yu]?</h3>`,
      ),
    );
    expect(links).toEqual(expect.arrayContaining(['booking-time-error', 'booking-name']));
    for (const id of links) expect(bad.text).toContain(`id="${id}"`);
    expect(summary).toContain('Vyberte čas');
    expect((await bookings.store.day(day)).bookings).toHaveLength(0);
    // No line at error level from any of it.
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('the guest’s page without a known link says so, and offers the form', async () => {
    const page = await request(app).get('/moje-rezervace?t=AAAAAAAAAAAAAAAAAAAAAAAA').expect(200);
    expect(page.text).toContain('Podle tohoto odkazu jsme rezervaci nenašli');
    expect(page.text).toContain('Zobrazit volné časy');
    await request(app).get('/api/bookings/mine?t=AAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });
});

describe('booking posts refused before the form reads them', () => {
  /** The words as the page shows them (its typography's no-break spaces as spaces). */
  const plain = (text: string) => text.replaceAll('\u00a0', ' ');
  /** Lower limits than the site's (POST_LIMITS), the same code: 3 bookings and 8 look-ups per client. */
  const withLimits = () => {
    bookings = createBookings({
      dataDir: dir,
      redis: null,
      view: () => content.view(),
      siteUrl: SITE,
      logger: pino({ level: 'silent' }),
      now: () => now,
      postLimits: { bookings: 3, lookUps: 8 },
    });
    ({ app, logs } = createTestApp({ deps: { bookings, now: () => now, content } }));
  };
  const lookUp = (lang = '', client = '203.0.113.9') =>
    request(app)
      .post(`${lang}/moje-rezervace`)
      .set({ ...sameSite, 'X-Forwarded-For': client })
      .type('form')
      .send({ intent: 'times', date: day, party: '2', area: 'any' });

  it.each([
    ['', 'Odeslaný formulář je příliš velký (nejvýše 60 kB)', 'Zpět na rezervaci', '/moje-rezervace'],
    ['/en', 'The form sent is too large (60 kB at most)', 'Back to booking', '/en/moje-rezervace'],
  ])(
    'too large a body (%s): 413, the page in its language, or JSON when asked; nothing booked',
    async (lang, text, back, link) => {
      const page = await book({ note: 'x'.repeat(62_000) }, lang).expect(413);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(plain(page.text)).toContain(text);
      expect(page.text).toContain(`<a href="${link}">${back}</a>`);
      expect(page.text).not.toContain('xxxxxxxx');
      const json = await book({ note: 'x'.repeat(62_000) }, lang)
        .set('Accept', 'application/json')
        .expect(413);
      expect(json.body).toEqual({ error: { code: 'payload_too_large', message: expect.stringContaining(text) } });
      expect((await bookings.store.day(day)).bookings).toHaveLength(0);
      expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    },
  );

  it.each([
    ['text/plain', 'intent=book'],
    ['application/json', JSON.stringify({ intent: 'book', date: day, party: '2', time: '19:00' })],
  ])('a body of another type (%s): 415, the page in its language, or JSON when asked', async (type, body) => {
    const post = (lang: string) => request(app).post(`${lang}/moje-rezervace`).set(sameSite).type(type).send(body);
    const cs = await post('').expect(415);
    expect(cs.headers['content-type']).toMatch(/^text\/html/);
    expect(cs.text).toContain('<html lang="cs">');
    expect(plain(cs.text)).toContain('Rezervace přišla v podobě, kterou neumíme přečíst');
    const en = await post('/en').set('Accept', 'application/json').expect(415);
    expect(en.body.error.code).toBe('unsupported_media_type');
    expect(en.body.error.message).toBe(
      'The booking arrived in a form we cannot read. Please open the booking page and try again.',
    );
    expect((await bookings.store.day(day)).bookings).toHaveLength(0);
  });

  it('from another site: 403 in the page’s language, as a page or JSON', async () => {
    const post = (accept: string) =>
      request(app)
        .post('/en/moje-rezervace')
        .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Accept: accept })
        .type('form')
        .send({ intent: 'times', date: day, party: '2', area: 'any' });
    const page = await post('text/html').expect(403);
    expect(plain(page.text)).toContain('This booking was not sent from our website');
    expect(page.text).toContain('<html lang="en">');
    expect((await post('application/json').expect(403)).body.error.code).toBe('cross_site');
  });

  it('the limit of booking posts: 429 in the page’s language, as a page or JSON; look-ups are counted apart', async () => {
    withLimits();
    // Three booking posts (each refused by the form: a booking needs a name) use up the client's booking posts.
    for (let n = 0; n < 3; n++) await book({ name: '' }).set('X-Forwarded-For', '203.0.113.9').expect(422);
    const page = await book({}).set('X-Forwarded-For', '203.0.113.9').expect(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(plain(page.text)).toContain('Z tohoto zařízení přišlo v krátké době příliš mnoho rezervací');
    const json = await book({}, '/en')
      .set({ 'X-Forwarded-For': '203.0.113.9', Accept: 'application/json' })
      .expect(429);
    expect(json.body.error).toEqual({
      code: 'rate_limited',
      message: 'Too many bookings came from this device in a short time. Please wait a few minutes, or call us.',
    });
    // The first step still answers: trying days is not booking.
    const times = await lookUp('', '203.0.113.9').expect(200);
    expect(times.text).toMatch(/name="time" value="\d\d:\d\d"/);
    // So does a change's first step (a link nobody holds: the page's own 404, not the limit's 429).
    await request(app)
      .post('/moje-rezervace')
      .set({ ...sameSite, 'X-Forwarded-For': '203.0.113.9' })
      .type('form')
      .send({ intent: 'changeTimes', t: 'A'.repeat(43), date: day, party: '2', area: 'any' })
      .expect(404);
    expect((await bookings.store.day(day)).bookings).toHaveLength(0);
  });

  it('a guest trying many days without JavaScript can still book; the look-ups have a looser limit of their own', async () => {
    withLimits();
    // More days tried than booking posts allowed: the booking still goes through.
    for (let n = 0; n < 5; n++) await lookUp('', '203.0.113.10').expect(200);
    await book({}).set('X-Forwarded-For', '203.0.113.10').expect(303);
    for (let n = 5; n < 8; n++) await lookUp('', '203.0.113.10').expect(200);
    const limited = await lookUp('/en', '203.0.113.10').expect(429);
    expect(plain(limited.text)).toContain('Too many bookings came from this device');
    expect(limited.text).toContain('<html lang="en">');
  });
});

describe('table bookings while Redis is away', () => {
  it('answer 503 in words (nothing booked), the guest’s page says it cannot check now, and no error-level line', async () => {
    const gone = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    gone.on('error', () => undefined);
    const away = createBookings({
      dataDir: dir,
      redis: gone,
      view: () => content.view(),
      siteUrl: SITE,
      logger: pino({ level: 'silent' }),
      now: () => now,
    });
    const { app: site, logs: lines } = createTestApp({ deps: { bookings: away, now: () => now, content } });
    const times = await request(site).get(`/api/bookings/times?date=${day}&party=2&area=any`).expect(503);
    expect(times.body.error.code).toBe('unavailable');
    const post = await request(site)
      .post('/moje-rezervace')
      .set(sameSite)
      .type('form')
      .send({
        intent: 'book',
        date: day,
        party: '2',
        area: 'any',
        time: '19:00',
        name: 'Jana Nováková',
        email: 'jana@example.cz',
        phone: '777 123 456',
        note: '',
      })
      .expect(503);
    expect(post.text).toContain('stůl pro vás není rezervovaný');
    const page = await request(site).get('/moje-rezervace?t=AAAAAAAAAAAAAAAAAAAAAAAA').expect(200);
    expect(page.text).toContain('Rezervaci teď nemůžeme ověřit');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    gone.disconnect();
  });
});

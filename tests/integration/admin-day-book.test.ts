/**
 * The day's book's API behind the admin's real guards, over the owner's desk on a real file
 * store (server/bookings), as server/index.ts wires them: who may call it (staff too; signed
 * out 401; another origin 403), each operation with its refusals in words, the audit log
 * naming bookings by reference only, and the old table requests listed on their date.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDesk } from '../../server/bookings/desk';
import { guest, testContent, testNow, testRules } from '../../server/bookings/desk.test-support';
import { FileBookingStore } from '../../server/bookings/file-store';
import { OwnerDesk } from '../../server/bookings/owner-desk';
import { dayBookPort } from '../../server/bookings/owner-port';
import { BookingStoreUnavailable } from '../../server/bookings/store';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';
import { loggedText, redactingLogger } from '../support/contact-harness';
import type { LogLine } from '../support/test-app';
import type { DayBookDesk, EnquiryInbox } from '../../server/admin';

const DAY = '2027-06-07';
const STAFF = 'personal@example.cz';

interface Book {
  harness: AdminHarness;
  cookie: string;
  guests: BookingDesk;
  store: FileBookingStore;
  lines: LogLine[];
  api(
    method: 'get' | 'post' | 'delete',
    url: string,
    options?: { body?: object | string; cookie?: string | null; origin?: string; lang?: 'cs' | 'en' },
  ): request.Test;
  dispose(): Promise<void>;
}

let book: Book | undefined;
afterEach(async () => {
  await book?.dispose();
  book = undefined;
});

/** The admin with the day's book over a file store (the desks' test day and rules), and a signed-in staff member. */
async function bookHarness(options: { inbox?: EnquiryInbox; desk?: DayBookDesk } = {}): Promise<Book> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ballon-day-book-'));
  const store = new FileBookingStore(dir);
  const now = () => testNow;
  const { logger, lines } = redactingLogger();
  const harness = await createAdminHarness({
    dayBook: options.desk ?? dayBookPort(new OwnerDesk({ store, now }), () => testContent),
    openInbox: options.inbox ? async () => options.inbox! : undefined,
    deps: { logger },
  });
  const { cookie } = await harness.register(STAFF, undefined, 'staff');
  return {
    harness,
    cookie,
    guests: new BookingDesk({ store, now }),
    store,
    lines,
    api(method, url, { body, cookie: session = cookie, origin = SITE, lang = 'cs' } = {}) {
      const req = request(harness.app)[method](`/admin/api${url}`).set('Origin', origin).set('Accept-Language', lang);
      if (session) req.set('Cookie', session);
      return body === undefined ? req : req.send(body);
    },
    async dispose() {
      await harness.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const ANY_ID = '20270607T050000000Z-0123456789ab';
const routes = [
  ['get', `/bookings/${DAY}`, undefined],
  ['post', '/bookings/phone', { date: DAY }],
  ['post', `/bookings/${DAY}/blocks`, { area: 'all' }],
  ['delete', `/bookings/${DAY}/blocks/${ANY_ID}`, undefined],
  ['post', `/bookings/${DAY}/${ANY_ID}/move`, {}],
  ...['confirm', 'decline', 'cancel', 'arrived', 'no-show'].map(
    (action) => ['post', `/bookings/${DAY}/${ANY_ID}/${action}`, undefined] as const,
  ),
  ['delete', `/bookings/${DAY}/${ANY_ID}`, undefined],
] as const;

const phoneCall = {
  date: DAY,
  time: '19:00',
  party: 2,
  area: 'any',
  name: 'Karel Telefonní',
  phone: '+420 602 111 222',
  email: '',
  note: 'Bezlepková dieta',
  lang: 'cs',
};

describe('who may use the day’s book', () => {
  it('signed out (or with a garbled session): 401 for every route; from another origin every change is 403 first', async () => {
    book = await bookHarness();
    for (const cookie of [null, 'ballon_admin=garbled']) {
      for (const [method, url, body] of routes) {
        const answer = await book.api(method, url, { body, cookie });
        expect(answer.status, `${method} ${url}`).toBe(401);
        expect(answer.body.error.code).toBe('unauthorized');
      }
    }
    for (const [method, url, body] of routes.filter(([method]) => method !== 'get')) {
      const answer = await book.api(method, url, { body, origin: 'https://evil.example' });
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body.error.code).toBe('cross_site');
    }
    expect((await book.store.day(DAY)).version).toBe(0);
  });
});

describe('erasing a booking: the owners’ alone', () => {
  it('staff get 403 in their language and nothing changes; an owner erases it (200), audited by reference only', async () => {
    book = await bookHarness();
    const booked = await book.guests.book(testContent, guest(1, { note: 'Bezlepková dieta' }), '192.0.2.1');
    if (booked.kind !== 'booked') throw new Error('not booked');
    const { id } = (await book.store.day(DAY)).bookings[0]!;
    const version = (await book.store.day(DAY)).version;
    for (const lang of ['cs', 'en'] as const) {
      const refused = await book.api('delete', `/bookings/${DAY}/${id}`, { lang }).expect(403);
      expect(refused.body.error.code).toBe('staff_forbidden');
      expect(refused.body.error.message).toMatch(lang === 'cs' ? /majitel/ : /owner/);
    }
    expect((await book.store.day(DAY)).version).toBe(version);
    expect((await book.guests.mine(testRules, booked.token))?.view.reference).toBe(booked.booking.reference);

    const { cookie: owner } = await book.harness.register('majitel@example.cz');
    const erased = await book.api('delete', `/bookings/${DAY}/${id}`, { cookie: owner }).expect(200);
    expect(erased.body).toEqual({ reference: booked.booking.reference, emailsLeft: false });
    expect((await book.store.day(DAY)).bookings).toEqual([]);
    expect(await book.guests.mine(testRules, booked.token)).toBeNull();
    const again = await book.api('delete', `/bookings/${DAY}/${id}`, { cookie: owner, lang: 'en' }).expect(404);
    expect(again.body.error.code).toBe('booking_not_found');
    expect((await book.api('delete', `/bookings/${DAY}/nothing`, { cookie: owner }).expect(400)).body.error.code).toBe(
      'booking_id_invalid',
    );

    const audit = (await book.harness.state.listAudit(100)).filter((entry) => entry.type === 'booking');
    expect(audit).toEqual([
      {
        at: expect.any(String),
        type: 'booking',
        by: 'majitel@example.cz',
        actorRole: 'owner',
        action: 'erase',
        date: DAY,
        reference: booked.booking.reference,
      },
    ]);
    const logged = JSON.stringify(audit) + loggedText(book.lines);
    for (const secret of ['Host B', 'host1@example.cz', '777 100', 'Bezlepkov'])
      expect(logged, secret).not.toContain(secret);
    expect(book.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('the day’s book, as staff', () => {
  it('lists the day; confirms, declines, takes a phone booking, blocks, marks a no-show, moves and cancels; the guest’s side sees each', async () => {
    book = await bookHarness();
    const pending = await book.guests.book(testContent, guest(1, { party: 4, time: '12:00' }), '192.0.2.1');
    const declined = await book.guests.book(testContent, guest(2, { party: 4, time: '14:00' }), '192.0.2.2');
    const small = await book.guests.book(testContent, guest(3, { time: '18:00' }), '192.0.2.3');
    if (pending.kind !== 'booked' || declined.kind !== 'booked' || small.kind !== 'booked')
      throw new Error('not booked');
    const listed = await book.api('get', `/bookings/${DAY}`).expect(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.body).toMatchObject({
      date: DAY,
      open: true,
      areas: [{ area: 'restaurant', covers: 6 }],
      tableRequests: [],
    });
    const idOf = (reference: string) =>
      (listed.body.bookings as { id: string; reference: string }[]).find((entry) => entry.reference === reference)!.id;

    const confirmed = await book.api('post', `/bookings/${DAY}/${idOf(pending.booking.reference)}/confirm`).expect(200);
    expect(confirmed.body.booking).toMatchObject({ reference: pending.booking.reference, state: 'confirmed' });
    await book.api('post', `/bookings/${DAY}/${idOf(declined.booking.reference)}/decline`).expect(200);
    expect((await book.guests.mine(testRules, pending.token))?.view.state).toBe('confirmed');
    expect((await book.guests.mine(testRules, declined.token))?.view.state).toBe('declined');

    const phoned = await book.api('post', '/bookings/phone', { body: phoneCall }).expect(201);
    expect(phoned.body).toMatchObject({ repeat: false, booking: { state: 'confirmed', source: 'phone', email: null } });
    // The same call again (a double tap): the same booking, nothing new.
    const again = await book.api('post', '/bookings/phone', { body: phoneCall }).expect(200);
    expect(again.body).toMatchObject({ repeat: true, booking: { reference: phoned.body.booking.reference } });

    const blocked = await book
      .api('post', `/bookings/${DAY}/blocks`, {
        body: { area: 'all', from: '15:00', to: '16:30', reason: 'Soukromá akce' },
      })
      .expect(201);
    expect(blocked.body).toMatchObject({ block: { area: null, from: '15:00', to: '16:30' }, overlapping: [] });
    const times = await book.guests.times(testContent, { date: DAY, party: 2, area: 'any' });
    expect(times.kind === 'times' && times.times.some((free) => ['14:00', '15:00', '16:00'].includes(free.time))).toBe(
      false,
    );

    // The day is today (07:00): the no-show can be marked.
    await book.api('post', `/bookings/${DAY}/${idOf(small.booking.reference)}/no-show`).expect(200);
    expect((await book.guests.mine(testRules, small.token))?.view.state).toBe('noShow');

    const moved = await book
      .api('post', `/bookings/${DAY}/${idOf(pending.booking.reference)}/move`, {
        body: { date: '2027-06-08', time: '19:30', party: 4, area: 'restaurant' },
      })
      .expect(200);
    expect(moved.body.booking).toMatchObject({
      date: '2027-06-08',
      time: '19:30',
      reference: pending.booking.reference,
    });
    expect((await book.guests.mine(testRules, pending.token))?.view).toMatchObject({
      date: '2027-06-08',
      time: '19:30',
    });
    await book.api('post', `/bookings/2027-06-08/${idOf(pending.booking.reference)}/cancel`).expect(200);
    expect((await book.guests.mine(testRules, pending.token))?.view.state).toBe('cancelled');
    await book.api('delete', `/bookings/${DAY}/blocks/${blocked.body.block.id}`).expect(204);
    expect((await book.api('get', `/bookings/${DAY}`).expect(200)).body.blocks).toEqual([]);

    // The audit log names each booking by its reference, never the guest's name, phone, e-mail or note.
    const audit = (await book.harness.state.listAudit(100)).filter((entry) => entry.type.startsWith('booking'));
    expect(audit.map((entry) => [entry.type, (entry as { action?: string }).action])).toEqual([
      ['booking-unblock', undefined],
      ['booking', 'cancel'],
      ['booking', 'move'],
      ['booking', 'noShow'],
      ['booking-block', undefined],
      ['booking', 'phone'],
      ['booking', 'decline'],
      ['booking', 'confirm'],
    ]);
    expect(audit[2]).toMatchObject({
      by: STAFF,
      actorRole: 'staff',
      date: DAY,
      to: '2027-06-08',
      reference: pending.booking.reference,
    });
    const logged = JSON.stringify(audit) + loggedText(book.lines);
    for (const secret of ['Host B', 'Karel', '602 111', 'host1@example.cz', 'Bezlepkov', '777 100'])
      expect(logged, secret).not.toContain(secret);
    expect(book.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('a full time is 409 with words naming the nearest free times; force adds it above capacity', async () => {
    book = await bookHarness();
    for (let n = 0; n < 3; n++) await book.guests.book(testContent, guest(n), `192.0.2.${n + 1}`);
    const full = await book.api('post', '/bookings/phone', { body: phoneCall }).expect(409);
    expect(full.body.error).toEqual({
      code: 'booking_full',
      message: expect.stringContaining('17:15, 17:30, 20:30, 20:45'),
      nearest: ['17:15', '17:30', '20:30', '20:45'],
    });
    const english = await book.api('post', '/bookings/phone', { body: phoneCall, lang: 'en' }).expect(409);
    expect(english.body.error.message).toMatch(/^There is no room .* 17:15, 17:30, 20:30, 20:45\./);
    await book.api('post', '/bookings/phone', { body: { ...phoneCall, force: true } }).expect(201);
    expect((await book.store.day(DAY)).bookings.reduce((sum, entry) => sum + entry.party, 0)).toBe(8);
  });

  it('bad input is a 4xx in the admin’s language, before the store is asked', async () => {
    book = await bookHarness();
    const before = (await book.store.day(DAY)).version;
    const invalid = await book
      .api('post', '/bookings/phone', {
        body: { ...phoneCall, name: 'Robert<script>', phone: '12', party: 0 },
        lang: 'en',
      })
      .expect(422);
    expect(invalid.body.error.code).toBe('booking_invalid');
    const fields = invalid.body.error.fields as { path: string[]; message: string }[];
    expect(fields.map(({ path }) => path[0]).sort()).toEqual(['name', 'party', 'phone']);
    expect(fields.find(({ path }) => path[0] === 'name')?.message).toMatch(/letters/);
    const block = await book
      .api('post', `/bookings/${DAY}/blocks`, { body: { area: 'garden', from: '18:00', to: '17:00', reason: '' } })
      .expect(422);
    expect(block.body.error.fields).toEqual([
      { path: ['area'], message: expect.stringContaining('blokujete') },
      { path: ['to'], message: expect.stringContaining('později') },
      { path: ['reason'], message: expect.stringContaining('důvod') },
    ]);
    expect((await book.api('get', '/bookings/2027-02-30').expect(400)).body.error.code).toBe('booking_date_invalid');
    expect((await book.api('post', `/bookings/${DAY}/../../etc/confirm`)).status).toBeGreaterThanOrEqual(400);
    expect((await book.api('post', `/bookings/${DAY}/nothing/confirm`).expect(400)).body.error.code).toBe(
      'booking_id_invalid',
    );
    // Not an action: beyond staff's allow-list, refused before any route.
    expect((await book.api('post', `/bookings/${DAY}/${ANY_ID}/explode`).expect(403)).body.error.code).toBe(
      'staff_forbidden',
    );
    expect((await book.api('post', `/bookings/${DAY}/${ANY_ID}/confirm`).expect(404)).body.error.code).toBe(
      'booking_not_found',
    );
    await book.api('post', '/bookings/phone', { body: 'name=x' }).expect(415);
    const late = await book.api('post', '/bookings/phone', { body: { ...phoneCall, time: '21:30' } }).expect(409);
    expect(late.body.error.code).toBe('booking_not_offered');
    const closed = await book
      .api('post', '/bookings/phone', { body: { ...phoneCall, date: '2027-06-13' } })
      .expect(409);
    expect(closed.body.error).toEqual({ code: 'booking_closed', message: expect.stringContaining('zavřeno') });
    expect((await book.store.day(DAY)).version).toBe(before);
    // A state it cannot leave: 409.
    const booked = await book.api('post', '/bookings/phone', { body: phoneCall }).expect(201);
    await book.api('post', `/bookings/${DAY}/${booked.body.booking.id}/cancel`).expect(200);
    expect(
      (await book.api('post', `/bookings/${DAY}/${booked.body.booking.id}/confirm`).expect(409)).body.error.code,
    ).toBe('booking_state');
    expect(book.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('lists the table requests kept from before on their date, read-only; an inbox that cannot be read leaves the bookings shown', async () => {
    const entry = (id: string, date: string, time: string) => ({
      id,
      state: 'delivered' as const,
      reason: null,
      enquiry: {
        name: 'Jana Dvořáková',
        email: 'jana@example.com',
        subject: 'Rezervace stolu',
        message: 'Rezervace stolu',
        form: 'table' as const,
        table: { date, time, guests: 5 },
      },
    });
    let failing = false;
    const inbox: EnquiryInbox = {
      list: async () => {
        if (failing) throw new Error('the outbox is gone');
        return {
          entries: [
            entry('20270601T100000000Z-0123456789ab', DAY, '20:00'),
            entry('20270601T110000000Z-0123456789ab', DAY, '12:30'),
            entry('20270601T120000000Z-0123456789ab', '2027-06-08', '19:00'),
          ],
        };
      },
      retry: async () => undefined,
      erase: async () => [],
      close: async () => undefined,
    };
    book = await bookHarness({ inbox });
    const listed = await book.api('get', `/bookings/${DAY}`).expect(200);
    expect(listed.body.tableRequests).toEqual([
      { name: 'Jana Dvořáková', email: 'jana@example.com', time: '12:30', guests: 5, status: 'new' },
      { name: 'Jana Dvořáková', email: 'jana@example.com', time: '20:00', guests: 5, status: 'new' },
    ]);
    failing = true;
    expect((await book.api('get', `/bookings/${DAY}`).expect(200)).body).toMatchObject({
      bookings: [],
      tableRequests: null,
    });
  });

  it('a bookings store that cannot be reached: 503 in words and a warning, never an error line', async () => {
    const down = () => Promise.reject(new BookingStoreUnavailable('connection refused'));
    book = await bookHarness({
      desk: { day: down, act: down, phone: down, move: down, block: down, unblock: down, erase: down },
    });
    // An owner: every route, the erasure too.
    const { cookie: owner } = await book.harness.register('majitel@example.cz');
    for (const [method, url, body] of routes) {
      const answer = await book.api(method, url, { body, cookie: owner });
      expect(answer.status, `${method} ${url}`).toBe(503);
      expect(answer.body.error.code).toBe('bookings_unavailable');
    }
    expect(book.lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(book.lines.some((line) => line.msg === 'admin bookings: the bookings cannot be reached')).toBe(true);
  });
});

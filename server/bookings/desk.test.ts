/**
 * The desk on a real store (files in a temporary folder; the Redis store in
 * redis-store.test.ts): what a guest is told, what is held, and that nothing is held twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pragueInstant } from '../../src/content/time';
import { tokenHashOf } from './booking';
import { BookingDesk } from './desk';
import { guest, testContent, testNow, testRules } from './desk.test-support';
import { FileBookingStore } from './file-store';
import { BookingStoreUnavailable, type BookingStore } from './store';

describe('the booking desk, on files', () => {
  let dir: string;
  let store: BookingStore;
  let desk: BookingDesk;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ballon-bookings-'));
    store = new FileBookingStore(dir);
    desk = new BookingDesk({ store, now: () => testNow });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('confirms a party up to confirmUpTo at once and holds a larger one as pending, both against capacity', async () => {
    const small = await desk.book(testContent, guest(1), '192.0.2.1');
    expect(small).toMatchObject({
      kind: 'booked',
      booking: { state: 'confirmed', time: '19:00', endTime: '20:30', area: 'restaurant', party: 2 },
    });
    const large = await desk.book(testContent, guest(2, { party: 4, time: '19:00' }), '192.0.2.2');
    expect(large).toMatchObject({ kind: 'booked', booking: { state: 'pending', endTime: '20:30' } });
    if (large.kind !== 'booked') throw new Error('not booked');
    // Within 24 hours, but an hour before the table at the latest: a booking for tonight is answered tonight.
    expect(large.booking.answerBy).toBe(pragueInstant('2027-06-07', '18:00').toISOString());
    // 6 covers held from 19:00: the time is gone, and the nearest free times are offered.
    const third = await desk.book(testContent, guest(3), '192.0.2.3');
    expect(third).toEqual({ kind: 'gone', nearest: ['17:15', '17:30', '20:30', '20:45'] });
    const day = await store.day('2027-06-07');
    expect(day.bookings.map((booking) => [booking.state, booking.party])).toEqual([
      ['confirmed', 2],
      ['pending', 4],
    ]);
    expect(day.version).toBe(2);
  });

  it('a manage token leads to its booking only, and is kept as a hash', async () => {
    const booked = await desk.book(testContent, guest(1), '192.0.2.1');
    if (booked.kind !== 'booked') throw new Error('not booked');
    expect(booked.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const found = await desk.mine(testRules, booked.token);
    expect(found?.view).toEqual(booked.booking);
    expect(found?.booking.tokenHash).toBe(tokenHashOf(booked.token));
    expect(JSON.stringify(await store.day('2027-06-07'))).not.toContain(booked.token);
    expect(await desk.mine(testRules, `${booked.token.slice(0, -1)}A`)).toBeNull();
    // The day over, the link leads nowhere.
    const later = new BookingDesk({ store, now: () => pragueInstant('2027-06-08', '00:00') });
    expect(await later.mine(testRules, booked.token)).toBeNull();
  });

  it('the same booking posted twice is one booking (a double tap)', async () => {
    const first = await desk.book(testContent, guest(1), '192.0.2.1');
    const again = await desk.book(testContent, guest(1), '192.0.2.1');
    expect(again).toMatchObject({
      kind: 'repeat',
      booking: { reference: first.kind === 'booked' ? first.booking.reference : '' },
    });
    expect((await store.day('2027-06-07')).bookings).toHaveLength(1);
  });

  it('one client cannot hold more than perDay.client bookings of a day, one e-mail perDay.email, one phone perDay.phone', async () => {
    const rules = { ...testRules, areas: { restaurant: { covers: 200 } } };
    const content = { ...testContent, bookings: rules };
    const times = ['12:00', '13:00', '14:00', '15:00', '16:00'];
    const byClient = await Promise.all(times.map((time, n) => desk.book(content, guest(n, { time }), '192.0.2.9')));
    expect(byClient.filter((answer) => answer.kind === 'booked')).toHaveLength(3);
    expect(byClient.filter((answer) => answer.kind === 'limit')).toHaveLength(2);
    const covers = (await store.day('2027-06-07')).bookings.reduce((sum, booking) => sum + booking.party, 0);
    expect(covers).toBe(6);
    const byEmail = await Promise.all(
      times.map((time, n) => desk.book(content, guest(10 + n, { time, email: 'same@example.cz' }), `198.51.100.${n}`)),
    );
    expect(byEmail.filter((answer) => answer.kind === 'booked')).toHaveLength(2);
    const byPhone = await Promise.all(
      times.map((time, n) => desk.book(content, guest(20 + n, { time, phone: '777 000 111' }), `203.0.113.${n}`)),
    );
    expect(byPhone.filter((answer) => answer.kind === 'booked')).toHaveLength(2);
  });

  it('one phone number written in its ways (+420, 00420, spaces) is one number for the per-day limit', async () => {
    const rules = { ...testRules, areas: { restaurant: { covers: 200 } } };
    const content = { ...testContent, bookings: rules };
    const phones = ['777 111 222', '+420 777 111 222', '00420-777-111-222'];
    const answers = [];
    for (const [n, phone] of phones.entries())
      answers.push(await desk.book(content, guest(n, { phone, time: `1${n + 2}:00` }), `198.51.100.${n}`));
    expect(answers.map((answer) => answer.kind)).toEqual(['booked', 'booked', 'limit']);
  });

  it('a store whose folder cannot be used says it is unavailable (the guest is told not booked), never a raw error', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    const broken = new BookingDesk({ store: new FileBookingStore(path.join(file, 'bookings')), now: () => testNow });
    await expect(broken.book(testContent, guest(1), '192.0.2.1')).rejects.toBeInstanceOf(BookingStoreUnavailable);
    await expect(broken.times(testContent, { date: '2027-06-07', party: 2, area: 'any' })).rejects.toBeInstanceOf(
      BookingStoreUnavailable,
    );
  });

  it('20 guests at once for a time with room for three parties: three booked, seventeen told it is gone', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => desk.book(testContent, guest(n), `192.0.2.${n + 1}`)),
    );
    expect(answers.filter((answer) => answer.kind === 'booked')).toHaveLength(3);
    const gone = answers.filter((answer) => answer.kind === 'gone');
    expect(gone).toHaveLength(17);
    expect(gone[0]).toEqual({ kind: 'gone', nearest: ['17:15', '17:30', '20:30', '20:45'] });
    expect((await store.day('2027-06-07')).bookings).toHaveLength(3);
  });

  it('two desks on one folder (two replicas) hold no seat twice', async () => {
    const other = new BookingDesk({ store: new FileBookingStore(dir), now: () => testNow });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 2 ? desk : other).book(testContent, guest(n), `192.0.2.${n + 1}`)),
    );
    expect(answers.filter((answer) => answer.kind === 'booked')).toHaveLength(3);
    expect((await store.day('2027-06-07')).bookings).toHaveLength(3);
  });

  it('free times come from the cache until that day changes; a taken time is never offered from it', async () => {
    const query = { date: '2027-06-07', party: 2, area: 'any' as const };
    const first = await desk.times(testContent, query);
    await desk.times(testContent, query);
    expect(desk.cacheStats).toMatchObject({ hits: 1, misses: 1 });
    expect(first.kind === 'times' && first.times.some((free) => free.time === '19:00')).toBe(true);
    for (let n = 0; n < 3; n++) await desk.book(testContent, guest(n), `192.0.2.${n + 1}`);
    const after = await desk.times(testContent, query);
    expect(desk.cacheStats.misses).toBe(2);
    expect(after.kind === 'times' && after.times.some((free) => free.time === '19:00')).toBe(false);
    // Another version of the content is another answer too.
    await desk.times({ ...testContent, version: 'v2' }, query);
    expect(desk.cacheStats.misses).toBe(3);
  });

  it('a day the rules refuse is answered without reading the store', async () => {
    expect(await desk.times(testContent, { date: '2027-06-06', party: 2, area: 'any' })).toEqual({ kind: 'past' });
    expect(await desk.times(testContent, { date: '2027-06-13', party: 2, area: 'any' })).toEqual({
      kind: 'closed',
      reason: null,
    });
    expect(await desk.times(testContent, { date: '2027-06-08', party: 7, area: 'any' })).toEqual({
      kind: 'party',
      largest: 6,
    });
    expect(await desk.book(testContent, guest(1, { date: '2027-06-13' }), '192.0.2.1')).toEqual({
      kind: 'unavailable',
      answer: { kind: 'closed', reason: null },
    });
    expect(await store.dates()).toEqual([]);
  });
});

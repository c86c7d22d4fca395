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

describe('a guest’s change by the manage link, on files', () => {
  let dir: string;
  let store: BookingStore;
  let clock: Date;
  let told: { reference: string; isNew: boolean; changed?: boolean }[];
  let desk: BookingDesk;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ballon-bookings-change-'));
    store = new FileBookingStore(dir);
    clock = testNow;
    told = [];
    desk = new BookingDesk({
      store,
      now: () => clock,
      onChanged: ({ booking, isNew, changed }) => told.push({ reference: booking.reference, isNew, changed }),
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const booked = async (n: number, extra: Parameters<typeof guest>[1] = {}) => {
    const answer = await desk.book(testContent, guest(n, extra), `192.0.2.${n + 1}`);
    if (answer.kind !== 'booked') throw new Error(`not booked: ${answer.kind}`);
    return answer;
  };

  it('within a day: the new time held in one write, the sequence bumped, the changed e-mail owed, the owners told', async () => {
    const { token, booking } = await booked(1);
    const answer = await desk.change(testContent, token, { date: '2027-06-07', time: '20:00' }, '192.0.2.2');
    expect(answer).toMatchObject({
      kind: 'changed',
      booking: { reference: booking.reference, time: '20:00', endTime: '21:30', party: 2, state: 'confirmed' },
    });
    const day = await store.day('2027-06-07');
    expect(day.bookings).toHaveLength(1);
    expect(day.bookings[0]).toMatchObject({ time: '20:00', sequence: 1 });
    expect(day.bookings[0]!.notices).toEqual([
      { kind: 'confirmed', sequence: 0 },
      { kind: 'restaurant', sequence: 0 },
      { kind: 'changed', sequence: 1 },
    ]);
    expect(day.version).toBe(2);
    expect(told).toEqual([
      { reference: booking.reference, isNew: true, changed: undefined },
      { reference: booking.reference, isNew: false, changed: true },
    ]);
    // The same time again changes nothing (no write, no e-mail).
    const again = await desk.change(testContent, token, { date: '2027-06-07', time: '20:00' }, '192.0.2.2');
    expect(again.kind).toBe('unchanged');
    expect((await store.day('2027-06-07')).version).toBe(2);
  });

  it('across days: taken off the old date and put on the new one in one step; the link follows it', async () => {
    const { token, booking } = await booked(1);
    const answer = await desk.change(testContent, token, { date: '2027-06-09', time: '12:30', party: 3 }, '192.0.2.2');
    expect(answer).toMatchObject({ kind: 'changed', booking: { date: '2027-06-09', time: '12:30', party: 3 } });
    expect((await store.day('2027-06-07')).bookings).toEqual([]);
    const moved = (await store.day('2027-06-09')).bookings;
    expect(moved.map(({ reference, time, party }) => ({ reference, time, party }))).toEqual([
      { reference: booking.reference, time: '12:30', party: 3 },
    ]);
    expect((await desk.mine(testRules, token))?.view).toMatchObject({ date: '2027-06-09', time: '12:30' });
    // The link works until the end of the new day (not the old one's).
    const nextEvening = new BookingDesk({ store, now: () => pragueInstant('2027-06-08', '23:00') });
    expect(await nextEvening.mine(testRules, token)).not.toBeNull();
  });

  it('to a full time: told it is gone with the nearest free times, the booking as it was', async () => {
    for (let n = 0; n < 3; n++) await booked(n);
    const { token } = await booked(5, { time: '15:00' });
    const full = await desk.change(testContent, token, { date: '2027-06-07', time: '19:30' }, '192.0.2.9');
    // The four nearest 19:30 with room for two (17:30 is two hours before it, 21:00 an hour and a half after).
    expect(full).toEqual({ kind: 'gone', nearest: ['17:30', '20:30', '20:45', '21:00'] });
    expect((await store.day('2027-06-07')).bookings.find((kept) => kept.time === '15:00')?.sequence).toBe(0);
  });

  it('offers a guest with a token the times their own seats make free, on their own day only', async () => {
    const tokens: string[] = [];
    for (let n = 0; n < 3; n++) tokens.push((await booked(n)).token);
    const query = { date: '2027-06-07', party: 2, area: 'any' as const };
    const timesOf = (answer: Awaited<ReturnType<BookingDesk['times']>>) =>
      answer.kind === 'times' ? answer.times.map((free) => free.time) : [];
    expect(timesOf(await desk.times(testContent, query))).not.toContain('19:15');
    expect(timesOf(await desk.times(testContent, query, tokens[0]))).toContain('19:15');
    // Another day's question with the token is anyone's (the booking holds nothing there).
    const elsewhere = await desk.times(testContent, { ...query, date: '2027-06-08' }, tokens[0]);
    expect(timesOf(elsewhere)).toEqual(timesOf(await desk.times(testContent, { ...query, date: '2027-06-08' })));
    // And the change to it holds: 19:15 for the guest who sat at 19:00, in a full evening.
    const moved = await desk.change(testContent, tokens[0]!, { date: '2027-06-07', time: '19:15' }, '192.0.2.1');
    expect(moved).toMatchObject({ kind: 'changed', booking: { time: '19:15' } });
    // An unknown token is as anyone's.
    expect(timesOf(await desk.times(testContent, query, 'AAAAAAAAAAAAAAAAAAAAAAAA'))).not.toContain('19:15');
  });

  it('is refused once the start has passed, and for a cancelled booking', async () => {
    const { token } = await booked(1, { time: '12:00' });
    clock = pragueInstant('2027-06-07', '12:05');
    expect(await desk.change(testContent, token, { date: '2027-06-08', time: '19:00' }, '192.0.2.2')).toEqual({
      kind: 'notChangeable',
    });
    clock = testNow;
    const other = await booked(2, { time: '13:00' });
    await desk.cancel(testRules, other.token);
    expect(await desk.change(testContent, other.token, { date: '2027-06-07', time: '14:00' }, '192.0.2.3')).toEqual({
      kind: 'notChangeable',
    });
    expect(
      await desk.change(testContent, 'AAAAAAAAAAAAAAAAAAAAAAAA', { date: '2027-06-07', time: '14:00' }, '1'),
    ).toEqual({ kind: 'notFound' });
    // The rules of a new booking: the lead time (two hours), a day the restaurant is closed, the largest party.
    clock = pragueInstant('2027-06-07', '10:30');
    expect(await desk.change(testContent, token, { date: '2027-06-07', time: '12:15' }, '192.0.2.2')).toMatchObject({
      kind: 'gone',
    });
    expect(await desk.change(testContent, token, { date: '2027-06-13', time: '12:00' }, '192.0.2.2')).toEqual({
      kind: 'unavailable',
      answer: { kind: 'closed', reason: null },
    });
    expect(await desk.change(testContent, token, { date: '2027-06-07', time: '19:00', party: 7 }, '192.0.2.2')).toEqual(
      { kind: 'unavailable', answer: { kind: 'party', largest: 6 } },
    );
  });

  it('a confirmed booking whose new party is above confirmUpTo waits for the owner, answered by from the change; a pending one stays pending', async () => {
    const { token } = await booked(1, { time: '20:00' });
    clock = pragueInstant('2027-06-07', '08:00');
    const larger = await desk.change(testContent, token, { date: '2027-06-08', time: '19:00', party: 4 }, '192.0.2.2');
    expect(larger).toMatchObject({ kind: 'changed', booking: { state: 'pending', party: 4 } });
    // Within 24 hours of the change (not of the booking), on the quarter hour.
    expect(larger.kind === 'changed' && larger.booking.answerBy).toBe(
      pragueInstant('2027-06-08', '08:00').toISOString(),
    );
    const smaller = await desk.change(testContent, token, { date: '2027-06-08', time: '19:00', party: 2 }, '192.0.2.2');
    expect(smaller).toMatchObject({ kind: 'changed', booking: { state: 'pending', party: 2 } });
  });

  it('counts the booking’s maker on the new day too: a booking is not moved past its maker’s limit from another address', async () => {
    const rules = { ...testRules, areas: { restaurant: { covers: 200 } } };
    const content = { ...testContent, bookings: rules };
    // One address holds its three bookings of the 8th, each with its own e-mail and phone.
    for (const [n, time] of ['12:00', '13:00', '14:00'].entries())
      expect((await desk.book(content, guest(10 + n, { date: '2027-06-08', time }), '198.51.100.7')).kind).toBe(
        'booked',
      );
    const fourth = await desk.book(content, guest(20, { time: '12:00' }), '198.51.100.7');
    if (fourth.kind !== 'booked') throw new Error('not booked');
    // Moved to the 8th from the same address: refused; from another one: refused as well.
    expect(await desk.change(content, fourth.token, { date: '2027-06-08', time: '15:00' }, '198.51.100.7')).toEqual({
      kind: 'limit',
    });
    expect(await desk.change(content, fourth.token, { date: '2027-06-08', time: '15:00' }, '203.0.113.50')).toEqual({
      kind: 'limit',
    });
    expect((await store.day('2027-06-08')).bookings).toHaveLength(3);
  });

  it('the same change sent twice at once (a double tap) to another day: changed once, the other told it is unchanged', async () => {
    const { token } = await booked(1);
    const answers = await Promise.all(
      [0, 1, 2].map(() => desk.change(testContent, token, { date: '2027-06-09', time: '12:30' }, '192.0.2.2')),
    );
    expect(answers.map((answer) => answer.kind).sort()).toEqual(['changed', 'unchanged', 'unchanged']);
    expect((await store.day('2027-06-09')).bookings).toHaveLength(1);
    expect((await store.day('2027-06-07')).bookings).toEqual([]);
  });

  it('counts the new day’s per-day limits as a new booking would, the booking itself left out', async () => {
    const rules = { ...testRules, areas: { restaurant: { covers: 200 } } };
    const content = { ...testContent, bookings: rules };
    const same = 'same@example.cz';
    for (const [n, time] of ['12:00', '13:00'].entries())
      expect(
        (await desk.book(content, guest(n, { date: '2027-06-08', time, email: same }), `198.51.100.${n}`)).kind,
      ).toBe('booked');
    const today = await desk.book(content, guest(5, { time: '12:00', email: same }), '198.51.100.5');
    if (today.kind !== 'booked') throw new Error('not booked');
    // Two of this e-mail's bookings on the 8th already: a third is refused, as a new one would be.
    expect(await desk.change(content, today.token, { date: '2027-06-08', time: '15:00' }, '198.51.100.5')).toEqual({
      kind: 'limit',
    });
    // Within its own day it is not counted against itself: two of the e-mail's there, itself one of them.
    await desk.book(content, guest(6, { time: '14:00', email: same }), '198.51.100.6');
    expect(
      await desk.change(content, today.token, { date: '2027-06-07', time: '16:00' }, '198.51.100.5'),
    ).toMatchObject({
      kind: 'changed',
    });
  });
});

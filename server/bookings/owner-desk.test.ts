/**
 * The owner's desk on both real stores (files in a temporary folder; Redis on a real
 * redis-server, three connections as three replicas): each operation, what it owes the
 * guest, that a phone booking and a move count against the same capacity as the guests'
 * bookings, in one step, and that a moved booking's manage link follows it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueInstant } from '../../src/content/time';
import { RedisServer } from '../../tests/support/redis-server';
import { tokenFor } from './booking';
import { BookingDesk } from './desk';
import { guest, testContent, testNow, testRules } from './desk.test-support';
import { FileBookingStore } from './file-store';
import { OwnerDesk, type PhoneBookingInput } from './owner-desk';
import { RedisBookingStore } from './redis-store';
import type { BookingStore } from './store';

const DAY = '2027-06-07';

const phoneCall = (extra: Partial<PhoneBookingInput> = {}): PhoneBookingInput => ({
  date: DAY,
  time: '19:00',
  party: 2,
  area: 'any',
  name: 'Karel Telefon',
  phone: '+420 602 111 222',
  email: null,
  note: null,
  lang: 'cs',
  force: false,
  ...extra,
});

let redis: RedisServer;
let clients: Redis[] = [];
beforeAll(async () => {
  redis = await RedisServer.start();
  clients = Array.from(
    { length: 3 },
    () => new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }),
  );
  await Promise.all(clients.map((client) => new Promise((resolve) => client.once('ready', resolve))));
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis?.remove();
});

/** Everything a store keeps, as text: every file under its folder, or every Redis key with its value. */
async function keptText(store: BookingStore): Promise<string> {
  if (store instanceof FileBookingStore)
    return readdirSync(store.dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.name} ${readFileSync(path.join(entry.parentPath, entry.name), 'utf8')}`)
      .join('\n');
  const reader = clients[2]!;
  const keys = await reader.keys('*');
  const values = await Promise.all(
    keys.map(async (key) =>
      (await reader.type(key)) === 'set' ? (await reader.smembers(key)).join(' ') : await reader.get(key),
    ),
  );
  return keys.map((key, index) => `${key} ${values[index]}`).join('\n');
}

/** A fresh store of each kind, and another "replica" of it (a second store on the same folder or Redis). */
const backends: [string, () => Promise<{ store: BookingStore; other: BookingStore; dispose(): void }>][] = [
  [
    'files',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ballon-owner-'));
      return {
        store: new FileBookingStore(dir),
        other: new FileBookingStore(dir),
        dispose: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'Redis',
    async () => {
      await clients[0]!.flushall();
      return {
        store: new RedisBookingStore(clients[0]!),
        other: new RedisBookingStore(clients[1]!),
        dispose: () => undefined,
      };
    },
  ],
];

describe.each(backends)('the owner’s desk, on %s', (_name, make) => {
  const setup = async (now: Date = testNow) => {
    const made = await make();
    return {
      ...made,
      owner: new OwnerDesk({ store: made.store, now: () => now }),
      guests: new BookingDesk({ store: made.other, now: () => now }),
    };
  };

  it('lists a day by time with the guests’ details, the blocks, and the covers held at each slot against capacity', async () => {
    const { owner, guests, store, dispose } = await setup();
    await guests.book(testContent, guest(1, { time: '19:00', note: 'Oslava' }), '192.0.2.1');
    await guests.book(testContent, guest(2, { time: '12:00', party: 4 }), '192.0.2.2');
    await owner.phone(testContent, phoneCall({ time: '19:30', party: 1 }));
    await owner.block({ date: DAY, area: null, from: '15:00', to: '16:00', reason: 'Soukromá akce' });
    const book = await owner.day(testContent, DAY);
    expect(book.bookings.map((booking) => [booking.time, booking.party, booking.state, booking.source])).toEqual([
      ['12:00', 4, 'pending', 'online'],
      ['19:00', 2, 'confirmed', 'online'],
      ['19:30', 1, 'confirmed', 'phone'],
    ]);
    expect(book.bookings[1]).toMatchObject({
      name: 'Host B',
      email: 'host1@example.cz',
      phone: '+420 777 100001',
      note: 'Oslava',
      area: 'restaurant',
      endTime: '20:30',
    });
    expect(book.blocks).toEqual([
      { id: expect.any(String), area: null, from: '15:00', to: '16:00', reason: 'Soukromá akce' },
    ]);
    expect(book.areas).toEqual([{ area: 'restaurant', covers: 6 }]);
    const at = (time: string) => book.slots.find((slot) => slot.time === time)?.covers.restaurant;
    // 11:00 to the last seating (21:00) on the 15-minute step.
    expect(book.slots[0]!.time).toBe('11:00');
    expect(book.slots.at(-1)!.time).toBe('21:00');
    expect([
      at('11:45'),
      at('12:00'),
      at('13:15'),
      at('13:30'),
      at('19:00'),
      at('19:30'),
      at('20:30'),
      at('21:00'),
    ]).toEqual([0, 4, 4, 0, 2, 3, 1, 0]);
    expect(book.version).toBe((await store.day(DAY)).version);
    dispose();
  });

  it('confirms a pending booking and declines another, each owing the guest its e-mail; a state it cannot leave is refused', async () => {
    const { owner, guests, store, dispose } = await setup();
    const large = await guests.book(testContent, guest(1, { party: 4 }), '192.0.2.1');
    const other = await guests.book(testContent, guest(2, { party: 4, time: '12:00' }), '192.0.2.2');
    if (large.kind !== 'booked' || other.kind !== 'booked') throw new Error('not booked');
    const [first, second] = (await store.day(DAY)).bookings;
    expect(await owner.act(DAY, first!.id, 'confirm')).toMatchObject({ kind: 'done', booking: { state: 'confirmed' } });
    expect(await owner.act(DAY, second!.id, 'decline')).toMatchObject({ kind: 'done', booking: { state: 'declined' } });
    const kept = (await store.day(DAY)).bookings;
    expect(kept[0]).toMatchObject({ state: 'confirmed', sequence: 1 });
    expect(kept[0]!.notices.at(-1)).toEqual({ kind: 'ownerConfirmed', sequence: 1 });
    expect(kept[1]).toMatchObject({ state: 'declined', sequence: 1 });
    expect(kept[1]!.notices.at(-1)).toEqual({ kind: 'declined', sequence: 1 });
    // The guest's side sees it.
    expect((await guests.mine(testRules, large.token))?.view.state).toBe('confirmed');
    expect((await guests.mine(testRules, other.token))?.view).toMatchObject({ state: 'declined', changeable: false });
    // Declined twice, confirmed after a decline: refused, nothing written.
    const version = (await store.day(DAY)).version;
    expect(await owner.act(DAY, second!.id, 'confirm')).toEqual({ kind: 'state', state: 'declined' });
    expect(await owner.act(DAY, first!.id, 'decline')).toEqual({ kind: 'state', state: 'confirmed' });
    expect(await owner.act(DAY, '20270607T050000000Z-000000000000', 'cancel')).toEqual({ kind: 'notFound' });
    expect((await store.day(DAY)).version).toBe(version);
    dispose();
  });

  it('cancels (owing the e-mail only with an address), and marks arrived or no-show only from the booking’s day, without an e-mail', async () => {
    const { owner, guests, store, dispose } = await setup();
    const online = await guests.book(testContent, guest(1, { date: '2027-06-08' }), '192.0.2.1');
    if (online.kind !== 'booked') throw new Error('not booked');
    const byPhone = await owner.phone(testContent, phoneCall({ date: '2027-06-08', time: '12:00' }));
    if (byPhone.kind !== 'done') throw new Error('not booked');
    const [mine] = (await store.day('2027-06-08')).bookings;
    expect(await owner.act('2027-06-08', mine!.id, 'noShow')).toEqual({ kind: 'notYet' });
    expect(await owner.act('2027-06-08', mine!.id, 'cancel')).toMatchObject({
      kind: 'done',
      booking: { state: 'cancelled' },
    });
    expect(await owner.act('2027-06-08', byPhone.booking.id, 'cancel')).toMatchObject({ kind: 'done' });
    const [cancelled, phoned] = (await store.day('2027-06-08')).bookings;
    expect(cancelled!.notices.map((notice) => notice.kind)).toEqual(['confirmed', 'restaurant', 'cancelled']);
    expect(phoned).toMatchObject({ state: 'cancelled', sequence: 1, notices: [] });
    expect((await guests.mine(testRules, online.token))?.view.state).toBe('cancelled');
    // The next day, at its evening: arrived, then corrected to no-show; no e-mail either time.
    const evening = new OwnerDesk({ store, now: () => pragueInstant('2027-06-08', '20:00') });
    const again = await evening.phone(
      testContent,
      phoneCall({ date: '2027-06-08', time: '20:30', email: 'karel@example.cz' }),
    );
    if (again.kind !== 'done') throw new Error('not booked');
    expect(await evening.act('2027-06-08', again.booking.id, 'arrived')).toMatchObject({
      booking: { state: 'arrived' },
    });
    expect(await evening.act('2027-06-08', again.booking.id, 'noShow')).toMatchObject({ booking: { state: 'noShow' } });
    const marked = (await store.day('2027-06-08')).bookings.find((booking) => booking.id === again.booking.id)!;
    expect(marked).toMatchObject({ sequence: 2 });
    expect(marked.notices).toEqual([{ kind: 'confirmed', sequence: 0 }]);
    dispose();
  });

  it('a phone booking counts against capacity like any, is refused when full with the nearest times, and overrides only with force', async () => {
    const { owner, guests, store, dispose } = await setup();
    await guests.book(testContent, guest(1), '192.0.2.1');
    await guests.book(testContent, guest(2), '192.0.2.2');
    // 4 of 6 covers held at 19:00: a party of 2 by phone fits, and then a guest online does not.
    const phoned = await owner.phone(testContent, phoneCall());
    expect(phoned).toMatchObject({
      kind: 'done',
      booking: { state: 'confirmed', source: 'phone', area: 'restaurant' },
    });
    expect(await guests.book(testContent, guest(3), '192.0.2.3')).toMatchObject({ kind: 'gone' });
    // Full for the phone too: the nearest free times; with force, it is taken above capacity.
    const full = await owner.phone(testContent, phoneCall({ name: 'Eva Nová', phone: '603 000 111' }));
    expect(full).toEqual({ kind: 'full', nearest: ['17:15', '17:30', '20:30', '20:45'] });
    expect(
      await owner.phone(testContent, phoneCall({ name: 'Eva Nová', phone: '603 000 111', force: true })),
    ).toMatchObject({
      kind: 'done',
    });
    // No per-client limit: more than perDay.phone bookings of one number.
    for (const time of ['12:00', '13:00', '14:00'])
      expect(await owner.phone(testContent, phoneCall({ time }))).toMatchObject({ kind: 'done' });
    // The same call posted twice (a double tap) is one booking.
    expect(await owner.phone(testContent, phoneCall({ time: '12:00' }))).toMatchObject({ kind: 'repeat' });
    const kept = (await store.day(DAY)).bookings;
    expect(kept.filter((booking) => booking.source === 'phone')).toHaveLength(5);
    // No e-mail given: none owed, no manage link, no client.
    expect(kept.find((booking) => booking.source === 'phone')).toMatchObject({
      email: null,
      tokenHash: null,
      client: null,
      notices: [],
    });
    dispose();
  });

  it('a phone booking with an e-mail owes the confirmation, and its manage link works on the guest’s side', async () => {
    const { owner, guests, store, dispose } = await setup();
    const phoned = await owner.phone(testContent, phoneCall({ email: 'karel@example.cz', note: 'U okna', lang: 'en' }));
    if (phoned.kind !== 'done') throw new Error('not booked');
    const [kept] = (await store.day(DAY)).bookings;
    expect(kept).toMatchObject({
      email: 'karel@example.cz',
      note: 'U okna',
      lang: 'en',
      notices: [{ kind: 'confirmed', sequence: 0 }],
    });
    expect(kept!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The link the mailer makes from the store's secret leads the guest to it.
    const token = tokenFor(await store.secret(), kept!.id);
    expect((await guests.mine(testRules, token))?.view).toMatchObject({ state: 'confirmed', time: '19:00', party: 2 });
    expect(await store.token(kept!.tokenHash!, testNow.getTime())).toEqual({
      date: DAY,
      id: kept!.id,
      until: pragueInstant('2027-06-08', '00:00').getTime(),
    });
    dispose();
  });

  it('refuses a time that is past, closed, off the day’s times or blocked (even with force), in the owner’s words’ kinds', async () => {
    const { owner, dispose } = await setup(pragueInstant(DAY, '18:00'));
    // No lead time for the owner: 18:15 today is fine; 17:45 has passed.
    expect(await owner.phone(testContent, phoneCall({ time: '18:15' }))).toMatchObject({ kind: 'done' });
    expect(await owner.phone(testContent, phoneCall({ time: '17:45' }))).toEqual({ kind: 'past' });
    expect(await owner.phone(testContent, phoneCall({ date: '2027-06-13' }))).toEqual({ kind: 'closed' });
    expect(await owner.phone(testContent, phoneCall({ time: '21:15' }))).toEqual({ kind: 'notOffered' });
    expect(await owner.phone(testContent, phoneCall({ time: '19:10' }))).toEqual({ kind: 'notOffered' });
    expect(await owner.phone(testContent, phoneCall({ area: 'terrace' }))).toEqual({ kind: 'areaClosed' });
    // Beyond the guests' horizon (90 days) the owner may book.
    expect(await owner.phone(testContent, phoneCall({ date: '2027-12-01', time: '12:00' }))).toMatchObject({
      kind: 'done',
    });
    await owner.block({ date: DAY, area: 'restaurant', from: '20:00', to: '24:00', reason: 'Firemní večírek' });
    expect(await owner.phone(testContent, phoneCall({ time: '19:00', force: true }))).toEqual({ kind: 'blocked' });
    dispose();
  });

  it('blocks an area for a period (guests are offered nothing in it), names the bookings already in it, and lifts the block', async () => {
    const { owner, guests, dispose } = await setup();
    const held = await guests.book(testContent, guest(1, { time: '18:00' }), '192.0.2.1');
    if (held.kind !== 'booked') throw new Error('not booked');
    const blocked = await owner.block({ date: DAY, area: 'restaurant', from: '19:00', to: '22:00', reason: 'Svatba' });
    expect(blocked).toMatchObject({
      kind: 'done',
      block: { area: 'restaurant', from: '19:00', to: '22:00', reason: 'Svatba' },
    });
    if (blocked.kind !== 'done') throw new Error('not blocked');
    expect(blocked.overlapping).toEqual([held.booking.reference]);
    const times = await guests.times(testContent, { date: DAY, party: 2, area: 'any' });
    const offered = times.kind === 'times' ? times.times.map((free) => free.time) : [];
    // A sitting of 90 minutes must end by 19:00: 17:30 is the last time offered.
    expect(offered.at(-1)).toBe('17:30');
    expect(await owner.unblock(DAY, blocked.block.id)).toMatchObject({ kind: 'done' });
    expect(await owner.unblock(DAY, blocked.block.id)).toEqual({ kind: 'notFound' });
    const after = await guests.times(testContent, { date: DAY, party: 2, area: 'any' });
    expect(after.kind === 'times' && after.times.some((free) => free.time === '20:00')).toBe(true);
    dispose();
  });

  it('moves a booking to another time in its day, checked against capacity without its own seats, owing “changed”', async () => {
    const { owner, guests, store, dispose } = await setup();
    const moved = await guests.book(testContent, guest(1, { party: 3 }), '192.0.2.1');
    await guests.book(testContent, guest(2, { time: '20:00', party: 3 }), '192.0.2.2');
    if (moved.kind !== 'booked') throw new Error('not booked');
    const [kept] = (await store.day(DAY)).bookings;
    // 19:30 overlaps both: 3 + 3 held, the moved one's own 3 are free to it: it fits.
    const answer = await owner.move(testContent, DAY, kept!.id, {
      date: DAY,
      time: '19:30',
      party: 3,
      area: 'restaurant',
      force: false,
    });
    expect(answer).toMatchObject({
      kind: 'done',
      booking: { time: '19:30', endTime: '21:00', reference: moved.booking.reference },
    });
    // A larger party there would not fit beside the other.
    expect(
      await owner.move(testContent, DAY, kept!.id, {
        date: DAY,
        time: '19:30',
        party: 4,
        area: 'restaurant',
        force: false,
      }),
    ).toMatchObject({ kind: 'full' });
    const after = (await store.day(DAY)).bookings.find((booking) => booking.id === kept!.id)!;
    expect(after).toMatchObject({ time: '19:30', party: 3, sequence: 1 });
    expect(after.notices.at(-1)).toEqual({ kind: 'changed', sequence: 1 });
    expect((await guests.mine(testRules, moved.token))?.view).toMatchObject({ time: '19:30', endTime: '21:00' });
    dispose();
  });

  it('moves a booking to another day in one step over both records; its id stays and its manage link follows it', async () => {
    const { owner, guests, store, dispose } = await setup();
    const moved = await guests.book(testContent, guest(1), '192.0.2.1');
    if (moved.kind !== 'booked') throw new Error('not booked');
    const [kept] = (await store.day(DAY)).bookings;
    const [fromVersion, toVersion] = [(await store.day(DAY)).version, (await store.day('2027-06-09')).version];
    const answer = await owner.move(testContent, DAY, kept!.id, {
      date: '2027-06-09',
      time: '12:30',
      party: 2,
      area: 'restaurant',
      force: false,
    });
    expect(answer).toMatchObject({ kind: 'done', booking: { id: kept!.id, date: '2027-06-09', time: '12:30' } });
    expect((await store.day(DAY)).bookings).toEqual([]);
    expect((await store.day(DAY)).version).toBe(fromVersion + 1);
    const target = await store.day('2027-06-09');
    expect(target.version).toBe(toVersion + 1);
    expect(target.bookings).toMatchObject([
      { id: kept!.id, date: '2027-06-09', time: '12:30', reference: kept!.reference },
    ]);
    // The guest's link leads to the new day, and holds until that day is over.
    expect((await guests.mine(testRules, moved.token))?.view).toMatchObject({ date: '2027-06-09', time: '12:30' });
    expect((await store.token(kept!.tokenHash!, testNow.getTime()))?.until).toBe(
      pragueInstant('2027-06-10', '00:00').getTime(),
    );
    // A cancelled booking is not moved.
    await owner.act('2027-06-09', kept!.id, 'cancel');
    expect(
      await owner.move(testContent, '2027-06-09', kept!.id, {
        date: DAY,
        time: '19:00',
        party: 2,
        area: 'restaurant',
        force: false,
      }),
    ).toEqual({ kind: 'state', state: 'cancelled' });
    dispose();
  });

  it('erases a booking (any state) in one step: its record and its link gone, its seats free again, only its id left', async () => {
    const { owner, guests, store, dispose } = await setup();
    const booked = await Promise.all(
      [0, 1, 2].map((n) => guests.book(testContent, guest(n, { note: `Pozn ${n}` }), `192.0.2.${n + 1}`)),
    );
    const [first, second] = booked.map((answer) => {
      if (answer.kind !== 'booked') throw new Error('not booked');
      return answer;
    });
    // The three fill the restaurant (6 covers) at 19:00.
    const offered = async () => {
      const times = await guests.times(testContent, { date: DAY, party: 2, area: 'any' });
      return times.kind === 'times' ? times.times.map((free) => free.time) : [];
    };
    expect(await offered()).not.toContain('19:00');
    const kept = (await store.day(DAY)).bookings;
    const target = kept.find((booking) => booking.reference === first!.booking.reference)!;
    await owner.act(DAY, target.id, 'cancel');
    // The guest's details are there before (the search finds them), and not after.
    expect(await keptText(store)).toContain('host0@example.cz');
    const version = (await store.day(DAY)).version;

    expect(await owner.erase(DAY, target.id)).toEqual({
      kind: 'done',
      reference: first!.booking.reference,
      emailsLeft: false,
    });
    const day = await store.day(DAY);
    expect(day.version).toBe(version + 1);
    expect(day.erasures).toEqual([{ id: target.id, swept: false }]);
    expect(day.bookings.map((booking) => booking.reference).sort()).toEqual(
      booked
        .slice(1)
        .map((answer) => (answer.kind === 'booked' ? answer.booking.reference : ''))
        .sort(),
    );
    expect(await guests.mine(testRules, first!.token)).toBeNull();
    expect(await store.token(target.tokenHash!, testNow.getTime())).toBeNull();
    const text = await keptText(store);
    for (const detail of ['Host A', 'host0@example.cz', '777 100000', 'Pozn 0', target.tokenHash!])
      expect(text, detail).not.toContain(detail);
    // The others stay, with their links.
    expect(text).toContain('host1@example.cz');
    expect((await guests.mine(testRules, second!.token))?.view.state).toBe('confirmed');

    // A confirmed one: its two seats are offered again (the cache's day version moved).
    const other = (await store.day(DAY)).bookings.find((booking) => booking.reference === second!.booking.reference)!;
    await owner.erase(DAY, other.id);
    expect(await offered()).toContain('19:00');
    expect(await owner.erase(DAY, other.id)).toEqual({ kind: 'notFound' });
    dispose();
  });

  it('an erasure waits for the mailer’s sweep and says whether an e-mail of the booking is left', async () => {
    const { store, guests, dispose } = await setup();
    let swept = 0;
    const owner = new OwnerDesk({
      store,
      now: () => testNow,
      sweep: async () => {
        swept++;
        // The sweep found one still being sent: the erasure stays open.
      },
    });
    const booked = await guests.book(testContent, guest(1), '192.0.2.1');
    if (booked.kind !== 'booked') throw new Error('not booked');
    const [kept] = (await store.day(DAY)).bookings;
    expect(await owner.erase(DAY, kept!.id)).toMatchObject({ kind: 'done', emailsLeft: true });
    expect(swept).toBe(1);
    dispose();
  });

  it('an erasure done is said done even when the sweep after it fails: its e-mails are left to the next pass', async () => {
    const { store, guests, dispose } = await setup();
    const owner = new OwnerDesk({
      store,
      now: () => testNow,
      sweep: () => Promise.reject(new Error('the queue is away')),
    });
    const booked = await guests.book(testContent, guest(1), '192.0.2.1');
    if (booked.kind !== 'booked') throw new Error('not booked');
    const [kept] = (await store.day(DAY)).bookings;
    expect(await owner.erase(DAY, kept!.id)).toMatchObject({ kind: 'done', emailsLeft: true });
    expect((await store.day(DAY)).bookings).toEqual([]);
    dispose();
  });

  it('tells the mailer after each change of a booking, and not after a refusal', async () => {
    const { store, dispose } = await setup();
    let kicks = 0;
    const owner = new OwnerDesk({ store, now: () => testNow, onChanged: () => void kicks++ });
    const phoned = await owner.phone(testContent, phoneCall({ email: 'karel@example.cz' }));
    if (phoned.kind !== 'done') throw new Error('not booked');
    expect(kicks).toBe(1);
    await owner.move(testContent, DAY, phoned.booking.id, {
      date: DAY,
      time: '19:30',
      party: 2,
      area: 'restaurant',
      force: false,
    });
    await owner.act(DAY, phoned.booking.id, 'cancel');
    expect(kicks).toBe(3);
    expect(await owner.act(DAY, phoned.booking.id, 'confirm')).toMatchObject({ kind: 'state' });
    expect(await owner.phone(testContent, phoneCall({ time: '21:30' }))).toEqual({ kind: 'notOffered' });
    expect(kicks).toBe(3);
    dispose();
  });

  it('guests online and the owner by phone at once for the last seats: never more than the capacity without force', async () => {
    const { owner, guests, store, dispose } = await setup();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) => guests.book(testContent, guest(n), `192.0.2.${n + 1}`)),
      ...Array.from({ length: 6 }, (_, n) => owner.phone(testContent, phoneCall({ phone: `602 000 00${n}` }))),
    ]);
    expect(answers.filter((answer) => answer.kind === 'booked' || answer.kind === 'done')).toHaveLength(3);
    const covers = (await store.day(DAY)).bookings.reduce((sum, booking) => sum + booking.party, 0);
    expect(covers).toBe(6);
    dispose();
  });
});

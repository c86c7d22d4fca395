/**
 * The Redis store on a real redis-server: three desks, each with its own connection (three
 * replicas), give the last seats once; a step that lost the race runs again on the new day;
 * a store that cannot be reached says so before anything is held.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisServer } from '../../tests/support/redis-server';
import { BookingDesk } from './desk';
import { guest, testContent, testNow } from './desk.test-support';
import { RedisBookingStore } from './redis-store';
import { BookingStoreUnavailable } from './store';

let redis: RedisServer;
let clients: Redis[];

beforeAll(async () => {
  redis = await RedisServer.start();
  clients = Array.from(
    { length: 3 },
    () => new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }),
  );
  await Promise.all(clients.map((client) => new Promise((resolve) => client.once('ready', resolve))));
});

afterAll(async () => {
  for (const client of clients ?? []) client.disconnect();
  await redis?.remove();
});

beforeEach(async () => {
  await clients[0]!.flushall();
});

describe('the bookings in Redis', () => {
  it('three replicas, 20 guests at once for a time with room for three parties: three booked, seventeen told it is gone', async () => {
    const desks = clients.map(
      (client) => new BookingDesk({ store: new RedisBookingStore(client), now: () => testNow }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => desks[n % 3]!.book(testContent, guest(n), `192.0.2.${n + 1}`)),
    );
    expect(answers.filter((answer) => answer.kind === 'booked')).toHaveLength(3);
    expect(answers.filter((answer) => answer.kind === 'gone')).toHaveLength(17);
    const day = await new RedisBookingStore(clients[0]!).day('2027-06-07');
    expect(day.bookings).toHaveLength(3);
    expect(day.version).toBe(3);
    expect(await new RedisBookingStore(clients[1]!).dates()).toEqual(['2027-06-07']);
  });

  it('a token leads to its booking from any replica, and expires with its day', async () => {
    const [first, second] = clients.map(
      (client) => new BookingDesk({ store: new RedisBookingStore(client), now: () => testNow }),
    );
    const booked = await first!.book(testContent, guest(1), '192.0.2.1');
    if (booked.kind !== 'booked') throw new Error('not booked');
    expect((await second!.mine(testContent.bookings, booked.token))?.view).toEqual(booked.booking);
    const ttl = await clients[0]!.pttl(
      `ballon:booking:token:${(await second!.mine(testContent.bookings, booked.token))!.booking.tokenHash}`,
    );
    expect(ttl).toBeGreaterThan(0);
  });

  it('a write that finds the day changed since it was read writes nothing and runs again', async () => {
    const store = new RedisBookingStore(clients[0]!);
    let runs = 0;
    const result = await store.update(['2027-06-07'], ([day]) => {
      runs++;
      // The first run is overtaken by a write between its read and its write (sent first on the
      // same connection, so Redis runs it before the store's script).
      if (runs === 1) void clients[0]!.incr('ballon:booking:version:2027-06-07');
      return { result: day!.version, days: [{ ...day!, blocks: [] }] };
    });
    expect(runs).toBe(2);
    expect(result).toBe(1);
    expect((await store.day('2027-06-07')).version).toBe(2);
  });

  it('a Redis that is gone: the store says it is unavailable, nothing is held', async () => {
    const gone = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    const desk = new BookingDesk({ store: new RedisBookingStore(gone), now: () => testNow });
    await expect(desk.book(testContent, guest(1), '192.0.2.1')).rejects.toBeInstanceOf(BookingStoreUnavailable);
    gone.disconnect();
  });
});

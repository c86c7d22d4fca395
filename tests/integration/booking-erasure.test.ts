/**
 * A booking erased everywhere, on real parts and on both backends: the bookings' store (files in
 * DATA_DIR, or Redis) and the enquiries' durable queue that carried its e-mails (the outbox with
 * its `sent/` records and `.eml` copies, or BullMQ's jobs) and the push to the owner's phone (a
 * device on a local push endpoint), wired as server/index.ts wires them.
 * Before the erasure the guest's name, e-mail and phone are found in DATA_DIR's files (and
 * Redis's values), which proves the search sees them; after it, nowhere. The manage link no
 * longer opens the booking, and the free times offer its seats again (the cache did not keep the
 * day as it was). An e-mail still being sent is erased by a later pass of the mailer.
 */
import { once } from 'node:events';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookings, type Bookings } from '../../server/bookings';
import { loadConfig } from '../../server/config/config';
import { createEnquiries, type Enquiries } from '../../server/enquiries';
import { createPush } from '../../server/push';
import { connectRedis, type RedisConnections } from '../../server/redis/connection';
import { pragueInstant } from '../../src/content/time';
import { MAIL_FROM, MAIL_TO, redactingLogger, temporaryDataDir } from '../support/contact-harness';
import { PushEndpoint } from '../support/push-endpoint';
import { RedisServer } from '../support/redis-server';
import { createTestApp, type LogLine } from '../support/test-app';
import { contentWithLinks } from '../support/test-content';

const SITE = 'https://www.restaurace-ballon.test';
/** A Monday 07:00 in Prague; the booking is for the next day. */
const now = pragueInstant('2027-06-07', '07:00');
const DAY = '2027-06-08';
const content = contentWithLinks({ reservation: null });
/** What the guest typed that the erasure must remove (each distinctive, plain ASCII: found as typed in every file). */
const GUEST = { name: 'Vilma Erasova', email: 'vilma.erasova@example.cz', phone: '602 987 654' };
const secrets = [GUEST.name, 'Erasova', GUEST.email, '602 987 654', '602987654'];

let server: RedisServer;
let plain: Redis;
beforeAll(async () => {
  server = await RedisServer.start();
  plain = new Redis(server.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  plain?.disconnect();
  await server?.remove();
});

interface World {
  dataDir: string;
  redis: RedisConnections | null;
  enquiries: Enquiries;
  bookings: Bookings;
  /** The owner's phone's push service: what reached it. */
  endpoint: PushEndpoint;
  app: ReturnType<typeof createTestApp>['app'];
  lines: LogLine[];
  dispose(): Promise<void>;
}

let world: World | undefined;
afterEach(async () => {
  await world?.dispose();
  world = undefined;
});

async function makeWorld(backend: 'files' | 'Redis', startWorker = true): Promise<World> {
  const dataDir = await temporaryDataDir();
  const { logger, lines } = redactingLogger();
  if (backend === 'Redis') await plain.flushall();
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: SITE,
    DATA_DIR: dataDir,
    MAIL_TO,
    MAIL_FROM,
    SMTP_URL: '',
    ...(backend === 'Redis' ? { REDIS_URL: server.url } : {}),
  });
  const redis = backend === 'Redis' ? connectRedis(server.url, logger) : null;
  if (redis && redis.requests.status !== 'ready') await once(redis.requests, 'ready');
  const enquiries = await createEnquiries(config, { logger, redis });
  if (startWorker) enquiries.worker.start();
  const owner = 'majitel@ballon.test';
  const endpoint = await PushEndpoint.start();
  const push = await createPush(config, { logger, redis, loopbackEndpoints: true, accounts: async () => [owner] });
  endpoint.serverKey = await push.publicKey();
  const subscribed = await push.subscribe({ email: owner, lang: 'cs' }, endpoint.device('owner-phone').subscription);
  if (!subscribed.ok) throw new Error('the owner’s phone was not subscribed');
  const bookings = createBookings({
    dataDir,
    redis: redis?.requests ?? null,
    view: () => content.view(),
    siteUrl: SITE,
    logger,
    now: () => now,
    queueLetter: enquiries.queueLetter,
    eraseLetters: enquiries.eraseLetters,
    notifyNew: (booking) =>
      void push.notifyOwners({
        kind: 'booking',
        date: booking.date,
        time: booking.time,
        party: booking.party,
        pending: booking.state === 'pending',
        path: `/admin/bookings?date=${booking.date}`,
      }),
  });
  const { app } = createTestApp({ deps: { bookings, now: () => now, content } });
  return {
    dataDir,
    redis,
    enquiries,
    bookings,
    endpoint,
    app,
    lines,
    async dispose() {
      await bookings.mailer?.stop();
      await enquiries.worker.stop();
      await push.close();
      await endpoint.stop();
      await redis?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file under DATA_DIR, as text. */
async function filesOf(dir: string): Promise<{ file: string; text: string }[]> {
  const found: { file: string; text: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file: path.relative(dir, file), text: await readFile(file, 'utf8') });
  }
  return found;
}

/** Every Redis key with its value(s), as text. */
async function redisValues(): Promise<{ key: string; text: string }[]> {
  const found: { key: string; text: string }[] = [];
  for (const key of await plain.keys('*')) {
    const type = await plain.type(key);
    const value =
      type === 'string'
        ? await plain.get(key)
        : type === 'hash'
          ? await plain.hgetall(key)
          : type === 'list'
            ? await plain.lrange(key, 0, -1)
            : type === 'set'
              ? await plain.smembers(key)
              : type === 'zset'
                ? await plain.zrange(key, '0', '-1')
                : type === 'stream'
                  ? await plain.xrange(key, '-', '+')
                  : null;
    found.push({ key, text: `${key} ${JSON.stringify(value)}` });
  }
  return found;
}

/** Where the guest's details are kept: DATA_DIR's files and, with Redis, its keys (each named by where). */
async function whereTheGuestIs(backend: 'files' | 'Redis', dataDir: string): Promise<string[]> {
  const places = [
    ...(await filesOf(dataDir)).map(({ file, text }) => ({ where: file, text })),
    ...(backend === 'Redis' ? (await redisValues()).map(({ key, text }) => ({ where: `redis ${key}`, text })) : []),
  ];
  return places
    .filter(({ text }) => secrets.some((secret) => text.includes(secret)))
    .map(({ where }) => where)
    .sort();
}

/** The guest's booking: the largest party in the café at 19:00 (it fills the café), then confirmed by the owner. */
async function bookAndConfirm(bookings: Bookings) {
  const view = content.view();
  const booked = await bookings.desk.book(
    { hours: view.content.hours, bookings: view.content.bookings, version: view.version },
    {
      date: DAY,
      time: '19:00',
      party: view.content.bookings.areas.cafe!.covers,
      area: 'cafe',
      ...GUEST,
      note: 'Erasova slaví narozeniny',
      lang: 'cs',
    },
    '198.51.100.7',
  );
  if (booked.kind !== 'booked') throw new Error(`not booked: ${booked.kind}`);
  const { id } = (await bookings.store.day(DAY)).bookings.find((kept) => kept.reference === booked.booking.reference)!;
  const confirmed = await bookings.ownerDesk.act(DAY, id, 'confirm');
  expect(confirmed.kind).toBe('done');
  return { id, token: booked.token };
}

/** The booking's e-mails as the queue lists them (by their Message-ID), once `count` are in `state`. */
async function lettersOf(enquiries: Enquiries, id: string, count: number, state: 'pending' | 'delivered') {
  for (let tries = 0; tries < 400; tries++) {
    const inbox = await enquiries.openInbox();
    const { entries } = await inbox.list(['pending', 'delivered', 'failed']).finally(() => inbox.close());
    const letters = entries.filter((entry) => entry.enquiry?.letter?.messageId.startsWith(`<booking-${id}-`));
    if (letters.length === count && letters.every((entry) => entry.state === state)) return letters;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the booking's ${count} e-mails were not ${state}`);
}

const cafeTimes = async (app: World['app']) =>
  (await request(app).get(`/api/bookings/times?date=${DAY}&party=1&area=cafe`).expect(200)).body.answer as {
    kind: string;
    times?: { time: string }[];
  };

describe.each(['files', 'Redis'] as const)('an owner erases a booking everywhere, on %s', (backend) => {
  it('the day’s record, its link, its e-mails (records, .eml, jobs, claims): nothing of the guest is left', async () => {
    world = await makeWorld(backend);
    const { app, bookings, enquiries, dataDir, endpoint } = world;
    const before = await cafeTimes(app);
    expect(before.times?.map(({ time }) => time)).toContain('19:00');

    const { id, token } = await bookAndConfirm(bookings);
    // The confirmation, the restaurant's copy and the owner's confirmation, delivered (.eml files).
    await bookings.mailer!.kick();
    expect(await lettersOf(enquiries, id, 3, 'delivered')).toHaveLength(3);
    // The owner's phone was told (a push, with nothing of the guest in it).
    await endpoint.until(1);
    expect(endpoint.received).toHaveLength(1);
    expect(JSON.stringify(endpoint.received[0]!.payload)).not.toContain('Erasova');
    const taken = await cafeTimes(app);
    expect(taken.times?.map(({ time }) => time) ?? []).not.toContain('19:00');
    const page = await request(app).get(`/moje-rezervace?t=${token}`).expect(200);
    expect(page.text).toContain(GUEST.name);
    // The search sees the guest where they are: the day's record and every e-mail's copies.
    const kept = await whereTheGuestIs(backend, dataDir);
    expect(kept.filter((where) => where.endsWith('.eml'))).toHaveLength(3);
    expect(
      kept.some((where) => (backend === 'files' ? where.startsWith('bookings/days/') : where.includes('booking:day:'))),
    ).toBe(true);
    const versionBefore = (await bookings.store.day(DAY)).version;

    const erased = await bookings.dayBook.erase(DAY, id);
    expect(erased).toEqual({ kind: 'done', reference: expect.stringMatching(/^[A-Z2-9]{6}$/), emailsLeft: false });

    expect(await whereTheGuestIs(backend, dataDir)).toEqual([]);
    const day = await bookings.store.day(DAY);
    expect(day.bookings).toEqual([]);
    expect(day.version).toBeGreaterThan(versionBefore);
    expect(day.erasures).toEqual([{ id, swept: true }]);
    // The link opens nothing; the seats are offered again (not the cached answer from before).
    const gone = await request(app).get(`/moje-rezervace?t=${token}`).expect(200);
    expect(gone.text).toContain('Podle tohoto odkazu jsme rezervaci nenašli');
    expect(gone.text).not.toContain(GUEST.name);
    await request(app).get(`/api/bookings/mine?t=${token}`).expect(404);
    expect(await cafeTimes(app)).toEqual(before);
    // Again: nothing there any more.
    expect(await bookings.dayBook.erase(DAY, id)).toEqual({ kind: 'notFound' });
    // None at error level but, with Redis, the start's own (.eml delivery without SMTP_URL, as this test wants).
    expect(
      world.lines.filter((line) => line.level >= 50 && (line as { alert?: string }).alert !== 'redis-without-smtp'),
    ).toEqual([]);
  }, 60_000);

  it('an e-mail still being sent when the booking is erased goes on a later pass of the mailer', async () => {
    world = await makeWorld(backend, false);
    const { bookings, enquiries, dataDir } = world;
    const { id } = await bookAndConfirm(bookings);
    await bookings.mailer!.kick();
    // Queued, not delivered: the queue does not erase what it may be sending right now.
    await lettersOf(enquiries, id, 3, 'pending');
    const erased = await bookings.dayBook.erase(DAY, id);
    expect(erased).toMatchObject({ kind: 'done', emailsLeft: true });
    expect((await bookings.store.day(DAY)).erasures).toEqual([{ id, swept: false }]);
    expect((await bookings.store.day(DAY)).bookings).toEqual([]);

    enquiries.worker.start();
    await lettersOf(enquiries, id, 3, 'delivered');
    expect((await whereTheGuestIs(backend, dataDir)).length).toBeGreaterThan(0);
    await bookings.mailer!.kick();
    expect(await whereTheGuestIs(backend, dataDir)).toEqual([]);
    expect((await bookings.store.day(DAY)).erasures).toEqual([{ id, swept: true }]);
  }, 60_000);
});

/**
 * A built server (dist/server) killed with SIGKILL in the middle of a guest's booking, at exact
 * points of the step, then started again on the same DATA_DIR or Redis with a real SMTP server.
 * What must hold after the restart: either the booking is held and each of its e-mails (the
 * guest's confirmation, the restaurant's copy) reaches the SMTP server exactly once, or nothing
 * is held and the guest's post got no success answer (so the guest books again, once). Nobody
 * is answered "booked" for a seat the store does not hold.
 *
 * The points are reached without timing: on DATA_DIR a preloaded hook
 * (support/booking-fault.mjs) kills the process just before or after the day's file is renamed
 * into place, or after the first e-mail is renamed into the mail queue (the post's answer held
 * back until then); on Redis a TCP proxy (tests/support/redis-proxy.ts) holds the reply to the
 * step's read of the day or to its write script, and the test kills the process once Redis has
 * the command.
 */
import path from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it, type TestContext } from 'vitest';
import { FileBookingStore } from '../../server/bookings/file-store';
import { RedisBookingStore } from '../../server/bookings/redis-store';
import type { BookingStore } from '../../server/bookings/store';
import { startBuiltServer, type Answer, type RunningServer } from '../support/built-server';
import { RedisProxy } from '../support/redis-proxy';
import { RedisServer } from '../support/redis-server';
import type { SmtpSink } from '../support/smtp-sink';
import { book, guestEmail, openDate } from './support/booking-post';
import { faultScene } from './support/fault-scene';
import { jsonIds, until } from './support/mail-child';
import { messageIdCounts, SITE_URL } from './support/redis-replicas';

const HOOK = path.resolve('tests/faults/support/booking-fault.mjs');
const GUEST = 7;

/** What the post got: an answer, or the connection lost under it. */
type Outcome = Answer | { lost: string };
const settle = (answer: Promise<Answer>): Promise<Outcome> =>
  answer.catch((error: unknown) => ({ lost: String((error as Error).message ?? error) }));
const isBooked = (outcome: Outcome) => 'status' in outcome && outcome.status === 303;

interface Scene {
  sink: SmtpSink;
  store: BookingStore;
  /** A built server on this scene's DATA_DIR (and Redis), with `env` on top. */
  start(env?: Record<string, string>): Promise<RunningServer>;
  /** Whether the mail queue still holds anything to deliver (DATA_DIR's outbox; Redis: only the notices say). */
  queueEmpty(): Promise<boolean>;
}

async function fileScene(context: TestContext): Promise<Scene> {
  const { sink, dataDir, cleanup } = await faultScene(context, { open: false });
  return {
    sink,
    store: new FileBookingStore(path.join(dataDir, 'bookings')),
    start: (env = {}) => startServer(cleanup, sink, { DATA_DIR: dataDir, ...env }),
    queueEmpty: async () => (await jsonIds(path.join(dataDir, 'outbox'))).length === 0,
  };
}

async function redisScene(context: TestContext): Promise<Scene & { proxy: RedisProxy }> {
  const { sink, dataDir, cleanup } = await faultScene(context, { open: false });
  const redis = await RedisServer.start();
  const proxy = await RedisProxy.start(redis.port);
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  cleanup.push(async () => {
    client.disconnect();
    await proxy.close();
    await redis.remove();
  });
  return {
    sink,
    proxy,
    store: new RedisBookingStore(client),
    // Through the proxy while a hold is wanted; the restarted server talks to Redis itself.
    start: (env = {}) => startServer(cleanup, sink, { DATA_DIR: dataDir, REDIS_URL: redis.url, ...env }),
    queueEmpty: async () => true,
  };
}

async function startServer(
  cleanup: (() => Promise<void>)[],
  sink: SmtpSink,
  env: Record<string, string>,
): Promise<RunningServer> {
  const server = await startBuiltServer({
    SITE_URL,
    LOG_LEVEL: 'info',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Restaurace Ballon <web@ballon.test>',
    MAIL_TO: 'info@ballon.test',
    ...env,
  });
  cleanup.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
}

/** The guest's bookings of the day as the store keeps them. */
const guestBookings = async (store: BookingStore, date: string) =>
  (await store.day(date)).bookings.filter((booking) => booking.email === guestEmail(GUEST));

/**
 * After the restart: once the day owes no e-mail and the queue holds none, the guest has
 * exactly one booking and its two e-mails arrived once each: the guest's and the restaurant's.
 */
async function expectBookedOnce(scene: Scene, date: string) {
  const settled = async () =>
    scene.sink.messages.length >= 2 &&
    (await scene.store.day(date)).bookings.every((booking) => booking.notices.length === 0) &&
    (await scene.queueEmpty());
  await until(settled, 40_000, 'the booking’s e-mails delivered and nothing more owed');
  const held = await guestBookings(scene.store, date);
  expect(held).toHaveLength(1);
  expect(held[0]!.state).toBe('confirmed');
  expect(scene.sink.messages.filter((mail) => mail.envelopeTo.includes(guestEmail(GUEST)))).toHaveLength(1);
  expect(scene.sink.messages.filter((mail) => mail.envelopeTo.includes('info@ballon.test'))).toHaveLength(1);
  expect(scene.sink.messages).toHaveLength(2);
  const ids = messageIdCounts(scene.sink.messages);
  expect([...ids.keys()].every((id) => id.startsWith(`<booking-${held[0]!.id}-`))).toBe(true);
  expect([...ids.values()]).toEqual([1, 1]);
}

/** What the killed post and the store say right after the kill, checked against each other. */
async function afterKill(scene: Scene, server: RunningServer, answer: Promise<Outcome>, date: string) {
  expect((await server.exited).signal).toBe('SIGKILL');
  const outcome = await answer;
  const held = await guestBookings(scene.store, date);
  // Never "booked" for a seat the store does not hold.
  if (isBooked(outcome)) expect(held).toHaveLength(1);
  return { outcome, held };
}

describe.concurrent('a server killed with SIGKILL mid-booking, on DATA_DIR', () => {
  it(
    'before the hold is written: nothing held, no answer; the guest books again and is e-mailed once',
    { timeout: 120_000 },
    async (context) => {
      const scene = await fileScene(context);
      const date = openDate();
      const first = await scene.start({ NODE_OPTIONS: `--import=${HOOK}`, BOOKING_TEST_FAULT: 'before-hold' });
      const { outcome, held } = await afterKill(
        scene,
        first,
        settle(book(first.port, GUEST, { date, party: '2' })),
        date,
      );
      expect(outcome).toHaveProperty('lost');
      expect(held).toEqual([]);

      const second = await scene.start();
      // The killed holder's lock of the day goes stale: the second server waits for it, then books.
      expect((await book(second.port, GUEST, { date, party: '2' })).status).toBe(303);
      await expectBookedOnce(scene, date);
    },
  );

  it(
    'after the hold, before its e-mails are queued: held; after the restart each e-mail arrives once',
    { timeout: 120_000 },
    async (context) => {
      const scene = await fileScene(context);
      const date = openDate();
      const first = await scene.start({ NODE_OPTIONS: `--import=${HOOK}`, BOOKING_TEST_FAULT: 'after-hold' });
      const { outcome, held } = await afterKill(
        scene,
        first,
        settle(book(first.port, GUEST, { date, party: '2' })),
        date,
      );
      expect(outcome).toHaveProperty('lost');
      // Held, with both e-mails owed in the same write.
      expect(held.map((booking) => booking.notices.map((notice) => notice.kind))).toEqual([
        ['confirmed', 'restaurant'],
      ]);
      expect(scene.sink.messages).toEqual([]);

      await scene.start();
      await expectBookedOnce(scene, date);
    },
  );

  it(
    'after an e-mail is queued, before the answer: held; the restart queues it again and it folds: once',
    { timeout: 120_000 },
    async (context) => {
      const scene = await fileScene(context);
      const date = openDate();
      const first = await scene.start({ NODE_OPTIONS: `--import=${HOOK}`, BOOKING_TEST_FAULT: 'after-queue' });
      const { outcome, held } = await afterKill(
        scene,
        first,
        settle(book(first.port, GUEST, { date, party: '2' })),
        date,
      );
      expect(outcome).toHaveProperty('lost');
      // Queued, and still owed by the day (the notice was not taken off yet).
      expect(held).toHaveLength(1);
      expect(held[0]!.notices).toHaveLength(2);
      expect(await scene.queueEmpty()).toBe(false);

      await scene.start();
      await expectBookedOnce(scene, date);
    },
  );
});

describe.concurrent('a server killed with SIGKILL mid-booking, on Redis', () => {
  /** The booking step's read of the day (MGET of its record and version), or its write script. */
  const readOf = (date: string) => (args: string[]) =>
    args[0]?.toUpperCase() === 'MGET' && args.includes(`ballon:booking:day:${date}`);
  const writeOf = (date: string) => (args: string[]) =>
    /^EVAL(SHA)?$/i.test(args[0] ?? '') && args.includes(`ballon:booking:day:${date}`);

  it.for([
    ['before the hold is written (its read of the day answered never)', readOf, false] as const,
    ['after Redis ran the hold’s script (its reply never came)', writeOf, true] as const,
  ])('%s', { timeout: 120_000 }, async ([, match, isHeld], context) => {
    const scene = await redisScene(context);
    const date = openDate();
    const first = await scene.start({ REDIS_URL: scene.proxy.url });
    const held = scene.proxy.hold(match(date));
    const answer = settle(book(first.port, GUEST, { date, party: '2' }));
    await held.matched;
    first.child.kill('SIGKILL');
    const after = await afterKill(scene, first, answer, date);
    expect(after.outcome).toHaveProperty('lost');
    expect(after.held).toHaveLength(isHeld ? 1 : 0);

    const second = await scene.start();
    // Not held: the guest, told nothing, books again.
    if (!isHeld) expect((await book(second.port, GUEST, { date, party: '2' })).status).toBe(303);
    await expectBookedOnce(scene, date);
  });
});

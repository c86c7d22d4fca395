/**
 * The mailer on a real store: what a booking owes is queued once under its key and taken off; a
 * queue that refuses leaves it owed until a later pass; the reminder is owed at 10:00 the day before
 * (not for a booking made within 24 hours); a day past `keepDays` is erased with its links.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pragueInstant } from '../../src/content/time';
import { tokenHashOf } from './booking';
import { BookingDesk } from './desk';
import { guest, testContent, testNow } from './desk.test-support';
import { FileBookingStore } from './file-store';
import { BookingMailer, type QueuedLetter } from './mailer';
import { OwnerDesk } from './owner-desk';
import { testVenue } from './venue.test-support';

describe('the bookings’ mailer', () => {
  let dir: string;
  let store: FileBookingStore;
  let clock: Date;
  let queued: { letter: QueuedLetter; key: string }[];
  let refuse: boolean;
  let mailer: BookingMailer;
  let desk: BookingDesk;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ballon-mailer-'));
    store = new FileBookingStore(dir);
    clock = testNow;
    queued = [];
    refuse = false;
    mailer = new BookingMailer({
      store,
      queue: async (letter, key) => {
        if (refuse) throw new Error('the queue cannot keep it now');
        queued.push({ letter, key });
      },
      content: () => ({ venue: testVenue, bookings: testContent.bookings }),
      siteUrl: 'https://www.restaurace-ballon.test',
      now: () => clock,
      logger: pino({ level: 'silent' }),
    });
    desk = new BookingDesk({ store, now: () => clock });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('queues the guest’s confirmation (with the manage link) and the restaurant’s copy once, and takes them off', async () => {
    const booked = await desk.book(testContent, guest(1), '192.0.2.1');
    if (booked.kind !== 'booked') throw new Error('not booked');
    await mailer.kick();
    expect(queued.map(({ key }) => key.replace(/booking-[^-]+-[0-9a-f]+-/, 'booking-…-'))).toEqual([
      'booking-…-confirmed-0',
      'booking-…-restaurant-0',
    ]);
    const [guestMail, copy] = queued;
    expect(guestMail!.letter).toMatchObject({ audience: 'guest', to: { address: 'host1@example.cz' } });
    expect(guestMail!.letter.text).toContain(`/moje-rezervace?t=${booked.token}`);
    expect(copy!.letter.audience).toBe('restaurant');
    expect(copy!.letter.text).not.toContain(booked.token);
    expect((await store.day('2027-06-07')).bookings[0]!.notices).toEqual([]);
    await mailer.kick();
    expect(queued).toHaveLength(2);
  });

  it('a queue that refuses leaves the e-mails owed; the next pass queues them', async () => {
    await desk.book(testContent, guest(1), '192.0.2.1');
    refuse = true;
    await mailer.kick();
    expect(queued).toEqual([]);
    expect((await store.day('2027-06-07')).bookings[0]!.notices).toHaveLength(2);
    refuse = false;
    await mailer.kick();
    expect(queued).toHaveLength(2);
  });

  it('owes the reminder at 10:00 the day before, once, and none for a booking made within 24 hours of its time', async () => {
    const reminders = () => queued.filter(({ key }) => key.includes('-reminder-'));
    await desk.book(testContent, guest(1, { date: '2027-06-08' }), '192.0.2.1');
    clock = pragueInstant('2027-06-07', '09:59');
    await mailer.kick();
    expect(reminders()).toEqual([]);
    // At 20:00 the day before, a booking for 12:00 is made: 16 hours ahead, it gets none.
    clock = pragueInstant('2027-06-07', '20:00');
    await desk.book(testContent, guest(2, { date: '2027-06-08', time: '12:00' }), '192.0.2.2');
    await mailer.kick();
    await mailer.kick();
    expect(reminders().map(({ letter }) => letter.to?.address)).toEqual(['host1@example.cz']);
    expect(reminders()[0]!.key).toMatch(/-reminder-0$/);
  });

  it('erases a day keepDays after it, with its manage links', async () => {
    const booked = await desk.book(testContent, guest(1), '192.0.2.1');
    if (booked.kind !== 'booked') throw new Error('not booked');
    await mailer.kick();
    clock = pragueInstant('2027-07-07', '12:00');
    await mailer.kick();
    expect(await store.dates()).toEqual(['2027-06-07']);
    clock = pragueInstant('2027-07-08', '12:00');
    await mailer.kick();
    expect(await store.dates()).toEqual([]);
    expect(await store.token(tokenHashOf(booked.token), pragueInstant('2027-06-07', '08:00').getTime())).toBeNull();
  });

  it('erases an erased booking’s e-mails on its pass; one queued while another replica swept is looked for again', async () => {
    const DAY = '2027-06-07';
    const prefixes: string[] = [];
    const quiet = pino({ level: 'silent' });
    const common = {
      content: () => ({ venue: testVenue, bookings: testContent.bookings }),
      siteUrl: 'https://www.restaurace-ballon.test',
      now: () => clock,
      logger: quiet,
    };
    // Another replica's mailer: its sweep finds the queue empty of the booking's e-mails.
    const other = new BookingMailer({
      ...common,
      store: new FileBookingStore(dir),
      queue: async () => undefined,
      eraseLetters: async () => ({ left: 0 }),
    });
    const owner = new OwnerDesk({ store: new FileBookingStore(dir), now: () => clock, sweep: () => other.kick() });
    await desk.book(testContent, guest(1), '192.0.2.1');
    const [kept] = (await store.day(DAY)).bookings;
    let erasedMeanwhile = false;
    // This replica's mailer: the owner erases the booking (the other replica sweeping) while its first e-mail is queued.
    const racing = new BookingMailer({
      ...common,
      store,
      queue: async (letter, key) => {
        queued.push({ letter, key });
        if (erasedMeanwhile) return;
        erasedMeanwhile = true;
        expect(await owner.erase(DAY, kept!.id)).toMatchObject({ kind: 'done', emailsLeft: false });
      },
      eraseLetters: async (prefix) => {
        prefixes.push(prefix);
        return { left: 0 };
      },
    });
    await racing.kick();
    // Queued after the other replica's sweep: the erasure is open again…
    expect(queued.length).toBeGreaterThan(0);
    expect((await store.day(DAY)).erasures).toEqual([{ id: kept!.id, swept: false }]);
    // …and this mailer's next pass erases what it queued.
    await racing.kick();
    expect(prefixes).toEqual([`<booking-${kept!.id}-`]);
    expect((await store.day(DAY)).erasures).toEqual([{ id: kept!.id, swept: true }]);
    await racing.kick();
    expect(prefixes).toHaveLength(1);
  });
});

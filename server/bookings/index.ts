/**
 * The bookings, made once per process: the store (files in DATA_DIR/bookings, or Redis with
 * REDIS_URL, shared by every replica), the desk on it, the mailer that queues the e-mails the
 * desk's steps owe, and the routes. `server/app.ts` mounts the routes, `server/index.ts` starts
 * and stops the mailer; nothing outside the feature imports anything else of it (checked).
 */
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BookingPort } from '../../src/bookings/data';
import type { ContentView } from '../../src/content/content-view';
import type { Booking } from './booking';
import { BookingDesk, type DeskContent } from './desk';
import { FileBookingStore } from './file-store';
import { BookingMailer, type EraseLetters, type QueueLetter } from './mailer';
import { OwnerDesk } from './owner-desk';
import { dayBookPort, type DayBookPort } from './owner-port';
import { RedisBookingStore } from './redis-store';
import { bookingPortFor, bookingRoutes, type BookingRouteDeps, type PostLimits } from './routes';
import type { BookingStore } from './store';

export interface BookingsDeps {
  dataDir: string;
  /** The request connection (server/redis) when REDIS_URL is set. */
  redis: Redis | null;
  /** The content at this moment (server/content's store). */
  view: () => ContentView;
  siteUrl: string;
  logger: Logger;
  now: () => Date;
  limitStore?: (prefix: string) => Store;
  /** The booking page's posts per client (routes.ts POST_LIMITS without: a test's lower ones). */
  postLimits?: PostLimits;
  /** The mail queue (server/enquiries): without it the bookings owe their e-mails until it is there. */
  queueLetter?: QueueLetter;
  /** The mail queue's erasure of an erased booking's e-mails (server/enquiries `eraseLetters`). */
  eraseLetters?: EraseLetters;
  /** A new booking: the owners' phones are told (server/push); must not throw. */
  notifyNew?: (booking: Booking) => void;
  /** A guest changed their booking by its manage link: the owners' phones are told too; must not throw. */
  notifyChanged?: (booking: Booking) => void;
}

export interface Bookings {
  store: BookingStore;
  desk: BookingDesk;
  mailer: BookingMailer | null;
  /** The owner's desk (the day's book), on the same store: its changes kick the mailer too. */
  ownerDesk: OwnerDesk;
  /** The owner's desk as the admin is handed it (server/index.ts: `createAdmin(…, { dayBook })`), on the content of each request. */
  dayBook: DayBookPort;
  routes(): ReturnType<typeof bookingRoutes> & { portFor: (req: Request, res: Response) => BookingPort };
}

export function createBookings(deps: BookingsDeps): Bookings {
  const store: BookingStore = deps.redis
    ? new RedisBookingStore(deps.redis)
    : new FileBookingStore(path.join(deps.dataDir, 'bookings'));
  const content = () => deps.view().content;
  const mailer = deps.queueLetter
    ? new BookingMailer({
        store,
        queue: deps.queueLetter,
        ...(deps.eraseLetters ? { eraseLetters: deps.eraseLetters } : {}),
        content,
        siteUrl: deps.siteUrl,
        now: deps.now,
        logger: deps.logger,
      })
    : null;
  const desk = new BookingDesk({
    store,
    now: deps.now,
    onChanged: ({ booking, isNew, changed }) => {
      void mailer?.kick();
      if (isNew) deps.notifyNew?.(booking);
      else if (changed) deps.notifyChanged?.(booking);
    },
  });
  const deskContent = (): DeskContent => {
    const view = deps.view();
    return { hours: view.content.hours, bookings: view.content.bookings, version: view.version };
  };
  // The owner's changes owe e-mails as the guest's do: the mailer queues them at once; an
  // erasure waits for its pass, which erases the booking's e-mails from the queue.
  const ownerDesk = new OwnerDesk({
    store,
    now: deps.now,
    onChanged: () => void mailer?.kick(),
    ...(mailer ? { sweep: () => mailer.kick() } : {}),
  });
  return {
    store,
    desk,
    mailer,
    ownerDesk,
    dayBook: dayBookPort(ownerDesk, deskContent),
    routes() {
      const routeDeps: BookingRouteDeps = {
        desk,
        content: deskContent,
        siteUrl: deps.siteUrl,
        logger: deps.logger,
        limitStore: deps.limitStore,
        postLimits: deps.postLimits,
      };
      return { ...bookingRoutes(routeDeps), portFor: (req, res) => bookingPortFor(routeDeps, req, res) };
    },
  };
}

/**
 * The bookings, made once per process: the store (files in DATA_DIR/bookings, or Redis with
 * REDIS_URL, shared by every replica), the desk on it, and its routes. `server/app.ts` mounts
 * the routes; nothing outside the feature imports anything else of it (checked).
 */
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Request, Response } from 'express';
import type { Store } from 'express-rate-limit';
import type { BookingPort } from '../../src/bookings/data';
import { BookingDesk, type DeskContent } from './desk';
import { FileBookingStore } from './file-store';
import { OwnerDesk } from './owner-desk';
import { dayBookPort, type DayBookPort } from './owner-port';
import { RedisBookingStore } from './redis-store';
import { bookingPortFor, bookingRoutes, type BookingRouteDeps } from './routes';
import type { BookingStore } from './store';

export interface BookingsDeps {
  dataDir: string;
  /** The request connection (server/redis) when REDIS_URL is set. */
  redis: Redis | null;
  siteUrl: string;
  logger: Logger;
  now: () => Date;
  limitStore?: (prefix: string) => Store;
}

export interface Bookings {
  store: BookingStore;
  desk: BookingDesk;
  /** The owner's desk (the day's book), on the same store. */
  ownerDesk: OwnerDesk;
  /** The owner's desk as the admin is handed it, given the content at each request (server/index.ts reads it like app.ts). */
  dayBook(content: () => DeskContent): DayBookPort;
  /** The routes, given the content at each request (server/app.ts reads it from the content store). */
  routes(content: () => DeskContent): ReturnType<typeof bookingRoutes> & { portFor: BookingPortFactory };
}

type BookingPortFactory = (req: Request, res: Response) => BookingPort;

export function createBookings(deps: BookingsDeps): Bookings {
  const store: BookingStore = deps.redis
    ? new RedisBookingStore(deps.redis)
    : new FileBookingStore(path.join(deps.dataDir, 'bookings'));
  const desk = new BookingDesk({ store, now: deps.now });
  const ownerDesk = new OwnerDesk({ store, now: deps.now });
  return {
    store,
    desk,
    ownerDesk,
    dayBook: (content) => dayBookPort(ownerDesk, content),
    routes(content) {
      const routeDeps: BookingRouteDeps = {
        desk,
        content,
        siteUrl: deps.siteUrl,
        logger: deps.logger,
        limitStore: deps.limitStore,
      };
      return { ...bookingRoutes(routeDeps), portFor: (req, res) => bookingPortFor(routeDeps, req, res) };
    },
  };
}

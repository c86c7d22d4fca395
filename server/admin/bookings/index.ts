/**
 * The day's book's API, behind the admin's same-origin and session checks;
 * owners and staff alike (permissions.ts). Each change is one step of the owner's desk
 * (server/bookings/owner-desk.ts), which checks and writes at once; each is audited with the
 * booking's reference (or the block's id), never the guest's name, phone, e-mail or note.
 *
 * - `GET /bookings/<date>`: the day's book, and the table requests of that date the inbox keeps.
 * - `POST /bookings/<date>/<id>/<confirm|decline|cancel|arrived|no-show>`
 * - `POST /bookings/<date>/<id>/move` `{ date, time, party, area, force? }`
 * - `POST /bookings/phone` `{ date, time, party, area, name, phone, email, note, lang, force? }`
 * - `POST /bookings/<date>/blocks` `{ area, from, to, reason }`, `DELETE /bookings/<date>/blocks/<id>`
 * - `DELETE /bookings/<date>/<id>`: the booking erased everywhere (owners only: staff get 403
 *   from permissions.ts before this router); 200 with its reference and whether an e-mail of it
 *   is still being sent (the server erases it once it is).
 *
 * Refusals are the house's JSON error in the admin's language: 400 for a date or id that is
 * none, 422 with each field's message, 404, 409 for what the day does not allow (a time that is
 * full: its words name the nearest free times, also given as `nearest`), and 503 when the
 * bookings' store cannot be reached (one warning line, never an error line).
 */
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { bookingActions, type Answer, type BookingAction } from '../../../src/admin/api/contract';
import { isCalendarDate } from '../../../src/content/time';
import { adminApiMessages } from '../../../src/i18n/admin-api-messages';
import { recordFailure } from '../../runtime/request-logging';
import { adminLang, sendAdminError, sendAdminJsonError, type AdminErrorCode } from '../api-errors';
import type { AdminRequestContext } from '../context';
import type { KeptTableRequest } from '../inbox';
import { jsonBody } from '../json-body';
import type { DayBookDesk, DeskRefusal } from './day-book-desk';

export type { DayBookDesk } from './day-book-desk';

export interface BookingRouteParts {
  desk: DayBookDesk;
  context: AdminRequestContext;
  logger: Logger;
  /** The inbox's table requests of a date (absent without an inbox: none). */
  tableRequests?: (date: string) => Promise<KeptTableRequest[]>;
}

/** A booking's or a block's id (server/bookings/booking.ts `newBookingId`): checked before the store is asked. */
const ID = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;

/** The actions as their paths say them. */
const actionOfPath: Record<string, BookingAction> = {
  confirm: 'confirm',
  decline: 'decline',
  cancel: 'cancel',
  arrived: 'arrived',
  'no-show': 'noShow',
};

/** The desk's refusals as the house's errors. */
const refusalCodes: Record<Exclude<DeskRefusal['kind'], 'full'>, [number, AdminErrorCode]> = {
  notFound: [404, 'booking_not_found'],
  state: [409, 'booking_state'],
  notYet: [409, 'booking_not_yet'],
  past: [409, 'booking_past'],
  closed: [409, 'booking_closed'],
  areaClosed: [409, 'booking_area_closed'],
  notOffered: [409, 'booking_not_offered'],
  blocked: [409, 'booking_blocked'],
};

/** The store could not be reached (Redis down, DATA_DIR unusable): the operator's to fix, never the owner's. */
class BookingsUnavailable extends Error {
  override name = 'BookingsUnavailable';
}

export function bookingRoutes({ desk, context, logger, tableRequests }: BookingRouteParts): Router {
  const router = Router({ caseSensitive: true, strict: true });
  /** The desk's step; any failure of it is the store's. */
  const ask = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new BookingsUnavailable('the bookings cannot be reached', { cause: error });
    }
  };

  /** The path's date (and id), checked before anything is asked; null once answered 400. */
  const dateOf = (req: Request, res: Response): string | null => {
    const date = req.params.date;
    if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date)) return date;
    sendAdminError(req, res, 400, 'booking_date_invalid');
    return null;
  };
  const idOf = (req: Request, res: Response): string | null => {
    const id = req.params.id;
    if (typeof id === 'string' && ID.test(id)) return id;
    sendAdminError(req, res, 400, 'booking_id_invalid');
    return null;
  };

  /** A refusal of the desk, or a body it does not take, as the house's error. */
  const refuse = (
    req: Request,
    res: Response,
    answer: DeskRefusal | { kind: 'invalid'; fields: Partial<Record<string, string[]>> },
  ) => {
    const lang = adminLang(req);
    const words = adminApiMessages[lang].errors;
    // The fields as the admin's errors name them (the content editor's too): a path and a message each.
    if (answer.kind === 'invalid')
      return sendAdminJsonError(res, 422, {
        code: 'booking_invalid',
        message: words.booking_invalid,
        fields: Object.entries(answer.fields).flatMap(([field, messages]) =>
          (messages ?? []).map((message) => ({ path: [field], message })),
        ),
      });
    if (answer.kind === 'full') {
      const list = answer.nearest.join(', ');
      return sendAdminJsonError(res, 409, {
        code: 'booking_full',
        message: answer.nearest.length > 0 ? words.booking_full.replace('{times}', list) : words.booking_full_none,
        nearest: answer.nearest,
      });
    }
    const [status, code] = refusalCodes[answer.kind];
    sendAdminError(req, res, status, code);
  };

  router.get('/bookings/:date', async (req, res) => {
    const date = dateOf(req, res);
    if (!date) return;
    const book = await ask(() => desk.day(date));
    // The old table requests are the inbox's: when it cannot be read, the book still shows the bookings.
    const requests = tableRequests
      ? await tableRequests(date).catch((error: unknown) => {
          (req.log ?? logger).warn({ err: error }, 'admin bookings: the table requests cannot be read');
          return null;
        })
      : [];
    res.json({ ...book, tableRequests: requests } satisfies Answer<'dayBook'>);
  });

  router.post('/bookings/phone', jsonBody(), async (req, res) => {
    const answer = await ask(() => desk.phone(req.body, adminLang(req)));
    if (!('booking' in answer)) return refuse(req, res, answer);
    if (answer.kind === 'done')
      await context.audit({
        type: 'booking',
        by: context.ownerOf(req),
        action: 'phone',
        date: answer.booking.date,
        reference: answer.booking.reference,
      });
    res
      .status(answer.kind === 'done' ? 201 : 200)
      .json({ booking: answer.booking, repeat: answer.kind === 'repeat' } satisfies Answer<'phoneBooked'>);
  });

  router.post('/bookings/:date/blocks', jsonBody(), async (req, res) => {
    const date = dateOf(req, res);
    if (!date) return;
    const answer = await ask(() => desk.block(date, req.body, adminLang(req)));
    if (answer.kind === 'invalid') return refuse(req, res, answer);
    if (answer.kind === 'notFound') return sendAdminError(req, res, 404, 'block_not_found');
    await context.audit({ type: 'booking-block', by: context.ownerOf(req), date, block: answer.block.id });
    res.status(201).json({ block: answer.block, overlapping: answer.overlapping } satisfies Answer<'blockAdded'>);
  });

  router.delete('/bookings/:date/blocks/:id', async (req, res) => {
    const date = dateOf(req, res);
    const id = date && idOf(req, res);
    if (!date || !id) return;
    const answer = await ask(() => desk.unblock(date, id));
    if (answer.kind === 'notFound') return sendAdminError(req, res, 404, 'block_not_found');
    await context.audit({ type: 'booking-unblock', by: context.ownerOf(req), date, block: id });
    res.status(204).end();
  });

  router.delete('/bookings/:date/:id', async (req, res) => {
    const date = dateOf(req, res);
    const id = date && idOf(req, res);
    if (!date || !id) return;
    const answer = await ask(() => desk.erase(date, id));
    if (answer.kind === 'notFound') return sendAdminError(req, res, 404, 'booking_not_found');
    await context.audit({
      type: 'booking',
      by: context.ownerOf(req),
      action: 'erase',
      date,
      reference: answer.reference,
    });
    res.json({ reference: answer.reference, emailsLeft: answer.emailsLeft } satisfies Answer<'bookingErased'>);
  });

  router.post('/bookings/:date/:id/move', jsonBody(), async (req, res) => {
    const date = dateOf(req, res);
    const id = date && idOf(req, res);
    if (!date || !id) return;
    const answer = await ask(() => desk.move(date, id, req.body, adminLang(req)));
    if (answer.kind !== 'done') return refuse(req, res, answer);
    await context.audit({
      type: 'booking',
      by: context.ownerOf(req),
      action: 'move',
      date,
      reference: answer.booking.reference,
      ...(answer.booking.date !== date ? { to: answer.booking.date } : {}),
    });
    res.json({ booking: answer.booking } satisfies Answer<'bookingChanged'>);
  });

  router.post('/bookings/:date/:id/:action', async (req, res) => {
    const date = dateOf(req, res);
    const id = date && idOf(req, res);
    if (!date || !id) return;
    const action = Object.hasOwn(actionOfPath, req.params.action!) ? actionOfPath[req.params.action!] : undefined;
    if (!action || !bookingActions.includes(action)) return sendAdminError(req, res, 404, 'not_found');
    const answer = await ask(() => desk.act(date, id, action));
    if (answer.kind !== 'done') return refuse(req, res, answer);
    await context.audit({
      type: 'booking',
      by: context.ownerOf(req),
      action,
      date,
      reference: answer.booking.reference,
    });
    res.json({ booking: answer.booking } satisfies Answer<'bookingChanged'>);
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent || !(error instanceof BookingsUnavailable)) return next(error);
    // The request's one line, at warning level: the operator's to fix, and no client caused it.
    recordFailure(res, error.cause, 'admin bookings: the bookings cannot be reached', true);
    sendAdminError(req, res, 503, 'bookings_unavailable');
  };
  router.use(onError);
  return router;
}

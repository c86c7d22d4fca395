/**
 * Moving a booking: the write both desks share. The owner's move (owner-desk.ts) and the
 * guest's change by the manage link (desk.ts) check the new time each by its own rules (the
 * owner's without lead time or horizon, and with `force`; the guest's as a new booking is
 * checked), then write the same way, here: the booking's sequence bumped, the e-mail it owes
 * appended in the same step, and, when the day changes, the booking taken off one date's record
 * and added to the other's in the one `store.update` over both, its manage link's entry
 * re-pointed to the new date. It keeps its id, and its reference unless the new day has it.
 */
import { addDays, pragueInstant } from '../../src/content/time';
import { newReference, type Booking, type BookingDay, type BookingNotice } from './booking';
import type { BookingArea } from './free-times';
import type { TokenEntry } from './store';

/** The end of a date in Prague (the next day's 00:00), epoch ms: until then a manage link works. */
export const endOfDay = (date: string) => pragueInstant(addDays(date, 1), '00:00').getTime();

/** A reference no other booking of the day has (`keep`, when the day does not have it yet). */
export function referenceFor(day: BookingDay, keep?: string): string {
  const taken = new Set(day.bookings.map((booking) => booking.reference));
  if (keep !== undefined && !taken.has(keep)) return keep;
  let reference = newReference();
  while (taken.has(reference)) reference = newReference();
  return reference;
}

/** The booking changed as a step changes it: a new sequence, and the e-mail it owes (only with an address). */
export function changed(
  booking: Booking,
  change: Partial<Booking>,
  notice: BookingNotice['kind'] | null,
  now: Date,
): Booking {
  const sequence = booking.sequence + 1;
  return {
    ...booking,
    ...change,
    updatedAt: now.toISOString(),
    sequence,
    notices: notice && booking.email ? [...booking.notices, { kind: notice, sequence }] : booking.notices,
  };
}

export const replaced = (day: BookingDay, booking: Booking, by: Booking): BookingDay => ({
  ...day,
  bookings: day.bookings.map((candidate) => (candidate === booking ? by : candidate)),
});

/** Where a booking goes, once a desk found it room. */
export interface Placement {
  date: string;
  time: string;
  party: number;
  area: BookingArea;
  /** The sitting, epoch ms. */
  start: number;
  end: number;
}

/**
 * The records a move writes: `booking` (on `from`) placed as `to`, owing a `changed` e-mail,
 * with `also` (a state, say) changed with it. `target` is `to.date`'s record (`from` itself
 * when the date stays).
 */
export function moveWrite(
  from: BookingDay,
  target: BookingDay,
  booking: Booking,
  to: Placement,
  also: Partial<Booking>,
  now: Date,
): { next: Booking; days: BookingDay[]; tokens: { hash: string; entry: TokenEntry }[] } {
  const sameDay = to.date === from.date;
  const next = changed(
    booking,
    {
      ...also,
      date: to.date,
      time: to.time,
      start: to.start,
      end: to.end,
      area: to.area,
      party: to.party,
      reference: sameDay ? booking.reference : referenceFor(target, booking.reference),
    },
    'changed',
    now,
  );
  if (sameDay) return { next, days: [replaced(from, booking, next)], tokens: [] };
  return {
    next,
    days: [
      { ...from, bookings: from.bookings.filter((candidate) => candidate !== booking) },
      { ...target, bookings: [...target.bookings, next] },
    ],
    tokens: booking.tokenHash
      ? [{ hash: booking.tokenHash, entry: { date: to.date, id: booking.id, until: endOfDay(to.date) } }]
      : [],
  };
}

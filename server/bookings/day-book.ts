/**
 * The day's book as the owner reads it: a date's bookings by time (with the guest's details,
 * which only the admin shows), its blocked periods, and the covers held at each slot in each
 * area against what the area gives. Pure: computed from the day's record and the content,
 * with the same rules as the free times (`isHolding`, `slots`, `peakCovers`), so the book
 * shows "full" exactly where the guests' form offers nothing.
 */
import type { Bookings, Hours } from '../../src/content/schema';
import { hoursOn, pragueClock } from '../../src/content/time';
import { isHolding, type BlockRecord, type Booking, type BookingDay } from './booking';
import { bookingAreas, openAreas, peakCovers, slots, type Block, type BookingArea, type Hold } from './free-times';

const MINUTE = 60_000;

/** One booking as the book lists it: no token, no client hash, no notices. */
export interface BookEntry {
  id: string;
  reference: string;
  /** Its Prague date (a moved one's new date). */
  date: string;
  time: string;
  endTime: string;
  party: number;
  area: BookingArea;
  name: string;
  phone: string | null;
  email: string | null;
  note: string | null;
  state: Booking['state'];
  source: Booking['source'];
  lang: Booking['lang'];
}

/** A blocked period as the book lists it: wall-clock times of its date (`to` may be `24:00`). */
export interface BookBlock {
  id: string;
  area: BookingArea | null;
  from: string;
  to: string;
  reason: string;
}

export interface DayBook {
  date: string;
  /** The day's record version (it grows with every change). */
  version: number;
  /** Whether the restaurant is open that day (its hours, exceptions included). */
  open: boolean;
  /** The areas that take bookings that day, with the covers each gives; an area a booking still sits in but closed since, with 0. */
  areas: { area: BookingArea; covers: number }[];
  bookings: BookEntry[];
  blocks: BookBlock[];
  /** Each time offered that day, with the most covers held at once in each area during its step. */
  slots: { time: string; covers: Partial<Record<BookingArea, number>> }[];
}

export const holdsOf = (day: BookingDay): Hold[] =>
  day.bookings.filter(isHolding).map(({ area, start, end, party }) => ({ area, start, end, covers: party }));
export const blocksOf = (day: BookingDay): Block[] => day.blocks.map(({ area, start, end }) => ({ area, start, end }));

/** An instant's Prague wall clock, `HH:MM`; the next midnight of `date` is `24:00`. */
function wallClock(instant: number, date: string): string {
  const { date: shown, minutes } = pragueClock(new Date(instant));
  const total = shown > date ? 24 * 60 : minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function bookEntryOf(booking: Booking): BookEntry {
  return {
    id: booking.id,
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    endTime: wallClock(booking.end, booking.date),
    party: booking.party,
    area: booking.area,
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    note: booking.note,
    state: booking.state,
    source: booking.source,
    lang: booking.lang,
  };
}

export function bookBlockOf(block: BlockRecord, date: string): BookBlock {
  return {
    id: block.id,
    area: block.area,
    from: wallClock(block.start, date),
    to: wallClock(block.end, date),
    reason: block.reason,
  };
}

/** The book of one day. */
export function dayBookOf(day: BookingDay, content: { hours: Hours; bookings: Bookings }): DayBook {
  const rules = content.bookings;
  const { open } = hoursOn(content.hours, day.date);
  const bookable = openAreas(rules, day.date);
  const used = new Set(day.bookings.filter(isHolding).map((booking) => booking.area));
  const areas = bookingAreas
    .filter((area) => bookable.includes(area) || used.has(area))
    .map((area) => ({ area, covers: bookable.includes(area) ? (rules.areas[area]?.covers ?? 0) : 0 }));
  const holds = holdsOf(day);
  const times = open ? slots(day.date, open.opens, open.closes, rules) : [];
  return {
    date: day.date,
    version: day.version,
    open: open !== null,
    areas,
    bookings: [...day.bookings]
      .sort((a, b) => a.start - b.start || a.createdAt.localeCompare(b.createdAt))
      .map(bookEntryOf),
    blocks: [...day.blocks].sort((a, b) => a.start - b.start).map((block) => bookBlockOf(block, day.date)),
    slots: times.map(({ time, start }) => ({
      time,
      covers: Object.fromEntries(
        areas.map(({ area }) => [area, peakCovers(holds, area, start, start + rules.slotMinutes * MINUTE)]),
      ),
    })),
  };
}

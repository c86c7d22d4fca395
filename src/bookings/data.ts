/**
 * The table booking without React: the form's fields and their one parse (the page, with and
 * without JavaScript, the server's post and its JSON route), what the server's booking desk
 * answers, and the desk as the booking page's loader and action get it (`BookingPort`, in the
 * request context). server/bookings/desk.ts does the work; this file holds no server code.
 *
 * Errors are i18n keys of the booking page's namespace (`booking.errors.*`), filled by
 * `localizeFieldErrors`.
 */
import { z } from 'zod/mini';
import { isCalendarDate } from '../content/time';
import { fieldLimits } from '../forms/form-fields';
import type { Lang } from '../lang';
import type { PageData } from '../content/page-data';

/** The areas a guest may pick; `any` lets the restaurant seat them where there is room. */
const bookingAreaChoices = ['any', 'restaurant', 'cafe', 'terrace'] as const;
export type BookingAreaChoice = (typeof bookingAreaChoices)[number];
type BookingAreaName = Exclude<BookingAreaChoice, 'any'>;

/** The form's fields, in the page's order. */
export const bookingFields = ['date', 'party', 'area', 'time', 'name', 'email', 'phone', 'note'] as const;
export type BookingValues = Record<(typeof bookingFields)[number], string>;
export const emptyBookingValues: BookingValues = {
  date: '',
  party: '2',
  area: 'any',
  time: '',
  name: '',
  email: '',
  phone: '',
  note: '',
};

/** Reads the posted fields ('' when absent). */
export function readBookingForm(form: FormData | URLSearchParams): BookingValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(bookingFields.map((field) => [field, read(field)])) as BookingValues;
}

const key = (name: string) => `booking.errors.${name}`;

/**
 * A guest's name as our e-mails carry it: letters (any script), spaces and `-'.`; the
 * typographic apostrophe a phone types (’) is read as `'`. 2 to 80 characters.
 */
const BOOKING_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u;

const nameField = z.string().check(
  z.overwrite((value) => value.replace(/’/g, "'").replace(/\s+/g, ' ').trim()),
  z.minLength(1, key('nameRequired')),
  z.minLength(2, key('nameShort')),
  z.maxLength(80, key('nameLong')),
  z.regex(BOOKING_NAME, key('nameLetters')),
);

/** A phone number: digits with spaces, an optional leading +, 9 to 15 digits. */
const phoneField = z.string().check(
  z.overwrite((value) => value.replace(/\s+/g, ' ').trim()),
  z.minLength(1, key('phoneRequired')),
  z.maxLength(fieldLimits.phone, key('phoneInvalid')),
  z.refine((value) => /^\+?[\d ()-]+$/.test(value) && /^\d{9,15}$/.test(value.replace(/\D/g, '')), key('phoneInvalid')),
);

const dateField = z.string().check(z.refine(isCalendarDate, key('dateInvalid')));
const partyField = z.string().check(z.regex(/^\d{1,3}$/, key('partyInvalid')));
const areaField = z.enum(bookingAreaChoices, key('areaInvalid'));

/** The question of step one: a day, a party, an area. */
export const timesQuerySchema = z.object({ date: dateField, party: partyField, area: areaField });

/** The whole booking. */
export const bookingSchema = z.object({
  date: dateField,
  party: partyField,
  area: areaField,
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, key('timeRequired'))),
  name: nameField,
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key('emailRequired')),
      z.email({ error: key('emailInvalid') }),
      z.maxLength(fieldLimits.email, key('emailInvalid')),
    ),
  phone: phoneField,
  note: z.string().check(z.trim(), z.maxLength(500, key('noteLong'))),
});

/** A phone number as compared for the per-phone limit: its digits. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

// ── What the desk answers ─────────────────────────────────────────────────────────────

/** A day's free times for a party, or why there are none. */
export type TimesAnswer =
  | { kind: 'times'; times: { time: string; areas: BookingAreaName[] }[]; sittingMinutes: number }
  | { kind: 'past' }
  | { kind: 'tooFar'; last: string }
  | { kind: 'party'; largest: number }
  | { kind: 'closed'; reason: { cs: string; en: string } | null }
  | { kind: 'areaClosed' };

/** A booking as its guest sees it (never the client's address, the token or the owner's notes). */
export interface GuestBooking {
  reference: string;
  date: string;
  time: string;
  endTime: string;
  party: number;
  area: BookingAreaName;
  name: string;
  state: 'confirmed' | 'pending' | 'arrived' | 'noShow' | 'declined' | 'cancelled';
  /** Until when a pending one is answered (ISO), for the "we answer by …" line. */
  answerBy: string | null;
  /** Whether the guest may still change or cancel it (not past, not declined or cancelled). */
  changeable: boolean;
}

export type BookAnswer =
  | { kind: 'booked'; booking: GuestBooking; token: string }
  /** The same booking posted again (a double tap): it stands; the e-mail has its link. */
  | { kind: 'repeat'; booking: GuestBooking }
  /** The time is no longer free: the nearest free times of that day. */
  | { kind: 'gone'; nearest: string[] }
  | { kind: 'unavailable'; answer: Exclude<TimesAnswer, { kind: 'times' }> }
  | { kind: 'limit' }
  /** The store could not be written: certainly not booked. */
  | { kind: 'notStored' }
  /** The store went away during the write: it may be booked (the e-mail will tell). */
  | { kind: 'unconfirmed' };

/** What cancelling by the manage link did. */
export type CancelAnswer =
  { kind: 'cancelled'; booking: GuestBooking } | { kind: 'notChangeable' } | { kind: 'notFound' };

// ── The desk, as the booking page's loader and action get it ─────────────────────────

interface TimesQuery {
  date: string;
  party: number;
  area: BookingAreaChoice;
}

export interface BookingPort {
  times(query: TimesQuery): Promise<TimesAnswer>;
  book(
    input: TimesQuery & { time: string; name: string; email: string; phone: string; note: string; lang: Lang },
  ): Promise<BookAnswer>;
  mine(token: string): Promise<GuestBooking | null>;
  cancel(token: string): Promise<CancelAnswer>;
}

export function bookingPortOf(context: unknown): BookingPort | null {
  const port = (context as { bookings?: BookingPort } | undefined)?.bookings;
  return port && typeof port.book === 'function' ? port : null;
}

/** The manage link's token in a URL's query (`?t=…`), or null. */
export function tokenOf(url: URL): string | null {
  const token = url.searchParams.get('t');
  return token && /^[A-Za-z0-9_-]{24}$/.test(token) ? token : null;
}

/** The booking page's data: its form's setup (src/select.ts), and the booking its link (`?t=…`) leads to, which the server's loader and the browser's fetch add (null without one). */
export type MyBookingData = PageData<'myBooking'> & { mine: GuestBooking | null };

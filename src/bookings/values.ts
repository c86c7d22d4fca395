/**
 * The table booking's form values and what the server's booking desk answers, without zod or
 * React: the booking form's first load needs only these (its check is the server's: data.ts).
 */
import type { PageData } from '../content/page-data';
import type { Lang } from '../lang';

/** The areas a guest may pick; `any` lets the restaurant seat them where there is room. */
export const bookingAreaChoices = ['any', 'restaurant', 'cafe', 'terrace'] as const;
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

/** A phone number as compared for the per-phone limit: its digits. */
export function phoneDigits(phone: string): string {
  // +420 777 …, 00420 777 …, (420) 777 … and 777 … are one number.
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.length === 12 && digits.startsWith('420') ? digits.slice(3) : digits;
}

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

/** The booking's page after its booking was changed: says so once (a reload reads it again, never posts again). */
export const CHANGED_PARAM = 'zmeneno';

/** A guest's change of their booking: the new day and time; the party and the area as they were unless given. */
export interface ChangeInput {
  date: string;
  time: string;
  party?: number;
  area?: BookingAreaChoice;
}

/** What changing by the manage link did. */
export type ChangeAnswer =
  /** Changed; its state says whether it now waits for the owner (a party above what is confirmed at once). */
  | { kind: 'changed'; booking: GuestBooking }
  /** The same day, time, party and place as booked: nothing to change. */
  | { kind: 'unchanged'; booking: GuestBooking }
  /** The new time is not free (taken meanwhile, or never was): the nearest free times of that day. */
  | { kind: 'gone'; nearest: string[] }
  | { kind: 'unavailable'; answer: Exclude<TimesAnswer, { kind: 'times' }> }
  | { kind: 'limit' }
  | { kind: 'notChangeable' }
  | { kind: 'notFound' }
  | { kind: 'notStored' }
  | { kind: 'unconfirmed' };

// ── The desk, as the booking page's loader and action get it ─────────────────────────

interface TimesQuery {
  date: string;
  party: number;
  area: BookingAreaChoice;
}

export interface BookingPort {
  /** `token`: a guest changing their booking (its own seats count as free to it). */
  times(query: TimesQuery, token?: string): Promise<TimesAnswer>;
  book(
    input: TimesQuery & { time: string; name: string; email: string; phone: string; note: string; lang: Lang },
  ): Promise<BookAnswer>;
  /** The booking, null when the link leads to none, `unavailable` when the store cannot say now. */
  mine(token: string): Promise<GuestBooking | null | { unavailable: true }>;
  cancel(token: string): Promise<CancelAnswer>;
  change(token: string, input: ChangeInput): Promise<ChangeAnswer>;
}

/** The booking page's data: its form's setup (src/select.ts), and the booking its link (`?t=…`) leads to, which the server's loader and the browser's fetch add (null without one). */
export type MyBookingData = PageData<'myBooking'> & { mine: GuestBooking | null | { unavailable: true } };

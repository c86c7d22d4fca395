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
import { bookingAreaChoices, type BookingPort } from './values';

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

const timeField = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, key('timeRequired')));

/** A guest's change of their booking (by its link): the new day, party, area and time. */
export const changeSchema = z.object({ date: dateField, party: partyField, area: areaField, time: timeField });

/** The whole booking. */
export const bookingSchema = z.object({
  date: dateField,
  party: partyField,
  area: areaField,
  time: timeField,
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

export * from './values';

export function bookingPortOf(context: unknown): BookingPort | null {
  const port = (context as { bookings?: BookingPort } | undefined)?.bookings;
  return port && typeof port.book === 'function' ? port : null;
}

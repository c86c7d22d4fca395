/**
 * What every e-mail of a booking writes alike, for the guest's (guest-email.ts) and the
 * restaurant's copy (restaurant-copy.ts): the words filled in, the booking's facts as text,
 * its lines (label and value), the restaurant's address and phone. Pure.
 */
import type { Booking } from './booking';
import { escapeHtml } from '../lib/escape-html';
import { singleLine } from '../lib/header-text';
import type { SiteContent } from '../../src/content/schema';
import { formatDateWithWeekday, pragueTime, weekdayOf } from '../../src/content/time';
import type { BookingEmailWords } from '../../src/i18n/booking-email-messages';
import { plainText } from '../../src/i18n/typography';
import type { Lang } from '../../src/lang';

/** What the e-mails say of the restaurant (content/venue.yaml). */
export type EmailVenue = Pick<SiteContent['venue'], 'name' | 'address' | 'geo' | 'phones' | 'phoneFor' | 'email'>;

/** The state an e-mail states: confirmed, pending, declined or cancelled. */
export type ShownState = keyof BookingEmailWords['states'];

/** `{{name}}` → its value; a name it is not given stays as written (a test finds it). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole,
  );
}

/** The same, in HTML: the template and each value escaped. */
export function fillHtml(template: string, values: Readonly<Record<string, string>>): string {
  return fill(
    escapeHtml(template),
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)])),
  );
}

/** SITE_URL's host: the Message-IDs' and the calendar entry's. */
export const hostOf = (siteUrl: string) => new URL(siteUrl).hostname;

/**
 * The booking's facts as the e-mails write them: the day as the site writes dates (with its
 * weekday: `čtvrtek 3. prosince 2026`, `Thursday, December 3, 2026`), plain text (machines
 * and mail clients get no no-break spaces); the guest's name on one line.
 */
export function facts(booking: Booking, lang: Lang, words: BookingEmailWords) {
  const weekday = words.weekdays[weekdayOf(booking.date)];
  return {
    date: plainText(formatDateWithWeekday(booking.date, weekday, lang, words.months)),
    time: booking.time,
    /** `19:00–20:30`: the sitting, so the guest knows how long the table is theirs. */
    sitting: `${booking.time}–${pragueTime(new Date(booking.end))}`,
    party: String(booking.party),
    area: words.areas[booking.area],
    name: singleLine(booking.name),
  };
}

/** [label, value] of each line of the booking, in the order every e-mail shows them. */
export function detailRows(
  booking: Booking,
  state: ShownState,
  lang: Lang,
  words: BookingEmailWords,
): [string, string][] {
  const shown = facts(booking, lang, words);
  return [
    [words.details.day, shown.date],
    [words.details.time, shown.sitting],
    [words.details.party, shown.party],
    [words.details.area, shown.area],
    [words.details.name, shown.name],
    [words.details.reference, booking.reference],
    [words.details.state, words.states[state]],
  ];
}

/** `Evropská 000, 160 00 Praha 6 – Vokovice`. */
export const addressLine = (venue: EmailVenue) =>
  `${venue.address.street}, ${venue.address.postalCode} ${venue.address.locality}`;

/** The number that takes table bookings (venue.yaml `phoneFor.reservations`). */
export const reservationPhone = (venue: EmailVenue) => venue.phones[venue.phoneFor.reservations];

/**
 * A booking as a calendar entry: the `.ics` file its e-mails carry, one VEVENT the guest's
 * calendar keeps up to date. Pure; the words come in already filled (guest-email.ts).
 *
 * - UID `booking-<id>@<host>`: the same in every e-mail of one booking, so a later file
 *   (changed, confirmed, cancelled) updates the entry instead of adding a second one; and
 *   SEQUENCE, how many times the booking changed, tells the calendar which file is newer.
 * - METHOD:PUBLISH, and a cancellation is STATUS:CANCELLED under it, not METHOD:CANCEL.
 *   REQUEST and CANCEL are iTIP scheduling messages (RFC 5546) between an ORGANIZER and
 *   ATTENDEEs: Outlook and Gmail apply a CANCEL only to a meeting they took from that
 *   organizer's REQUEST, and a REQUEST shows accept and decline buttons whose replies would
 *   go to our mailbox. A published event is matched by its UID, and of two copies the one
 *   with the higher SEQUENCE is the newer (RFC 5545 §3.8.7.4): a calendar that updates an
 *   imported entry from a later file shows it cancelled; one that does not still has the
 *   e-mail saying so. The feast's calendar is published the same way.
 * - DTSTART and DTEND in Europe/Prague wall-clock time with its VTIMEZONE, from the
 *   sitting's instants: a calendar in another zone shows the right moment.
 * - DTSTAMP the booking's last change, not the clock: a resend is the same file.
 * - No manage link: a calendar is often synced or shared, and the link carries the token.
 */
import type { Booking } from './booking';
import {
  contentLine,
  escapeText,
  icsDocument,
  localDateTime,
  PRAGUE_TZID,
  pragueTimeZone,
  utcDateTime,
} from '../lib/ics';
import { formatCoordinate } from '../../src/content/map-links';
import type { SiteContent } from '../../src/content/schema';
import { pragueDate, pragueTime } from '../../src/content/time';
import type { Lang } from '../../src/lang';

/** CONFIRMED, TENTATIVE (a pending booking) or CANCELLED. */
export type CalendarStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface BookingCalendarRequest {
  booking: Pick<Booking, 'id' | 'start' | 'end' | 'updatedAt'>;
  status: CalendarStatus;
  /** How many times the booking changed (SEQUENCE). */
  sequence: number;
  /** SITE_URL's host: the UID's and PRODID's. */
  host: string;
  lang: Lang;
  /** The texts, plain (no no-break spaces): the entry's title and its description. */
  summary: string;
  description: string;
  /** The restaurant's name and address (LOCATION). */
  location: string;
  geo: SiteContent['venue']['geo'];
}

/** The UID of a booking's entry: one per booking, on every e-mail and replica. */
const calendarUid = (id: string, host: string) => `booking-${id}@${host}`;

/** The wall-clock DATE-TIME in Prague of an instant (epoch ms). */
const pragueLocal = (instant: number) => localDateTime(pragueDate(new Date(instant)), pragueTime(new Date(instant)));

export function bookingCalendar(request: BookingCalendarRequest): string {
  const { booking, status, sequence, host, lang, geo } = request;
  const language = { LANGUAGE: lang };
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', `-//${host}//Table booking//${lang.toUpperCase()}`),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...pragueTimeZone,
    'BEGIN:VEVENT',
    contentLine('UID', calendarUid(booking.id, host)),
    contentLine('SEQUENCE', String(Math.max(0, Math.trunc(sequence)))),
    contentLine('DTSTAMP', utcDateTime(new Date(booking.updatedAt))),
    contentLine('DTSTART', pragueLocal(booking.start), { TZID: PRAGUE_TZID }),
    contentLine('DTEND', pragueLocal(booking.end), { TZID: PRAGUE_TZID }),
    contentLine('SUMMARY', escapeText(request.summary), language),
    contentLine('DESCRIPTION', escapeText(request.description), language),
    contentLine('LOCATION', escapeText(request.location), language),
    contentLine('GEO', `${formatCoordinate(geo.latitude)};${formatCoordinate(geo.longitude)}`),
    contentLine('STATUS', status),
    // A table held for the guest: the time is taken.
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}

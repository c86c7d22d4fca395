/**
 * The calendar file of a St. Martin's feast: what `/svatomartinske-hody/<year>.ics`
 * (and `/en/…`) answers, made from the content at the moment asked.
 *
 * One event per day of the feast, from that day's opening to its closing time
 * (hours.yaml: the regular week, or the day's exception; a day the restaurant is
 * closed has no event). The feast is an offer served while the restaurant is
 * open, not one appointment: a calendar then shows each day with the hours a
 * guest can come, rather than an all-day block from the first day to the last
 * that would say nothing of when.
 *
 * Each event's UID is made from the edition's first day, the day itself and the
 * site's host (`feast-2027-11-11-2027-11-12@www.restaurace-ballon.cz`): the same
 * on every download and in both languages, so importing the file again (or the
 * other language's) updates the events instead of adding them twice. DTSTAMP is
 * when the content it is made from last changed (never after now): the same
 * bytes until the content changes, so the answer has a stable ETag.
 */
import { getI18n } from '../../src/i18n';
import { plainText } from '../../src/i18n/typography';
import { formatCoordinate } from '../../src/content/map-links';
import type { FeastEdition, SiteContent } from '../../src/content/schema';
import { addDays, hoursOn } from '../../src/content/time';
import { localizePath, type Lang } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import {
  contentLine,
  escapeText,
  icsDocument,
  localDateTime,
  PRAGUE_TZID,
  pragueTimeZone,
  utcDateTime,
} from '../lib/ics';

export interface FeastCalendarRequest {
  /** The validated content at this moment. */
  content: Pick<SiteContent, 'venue' | 'hours' | 'events'>;
  lang: Lang;
  /** The year in the address: the editions that start in it. */
  year: number;
  /** Today's Prague date (`YYYY-MM-DD`): an edition that ended before it has no calendar. */
  today: string;
  /** DTSTAMP: when the content was last changed (see above). */
  stamp: Date;
  /** SITE_URL: the feast page's address and the UIDs' host. */
  siteUrl: string;
}

export interface FeastCalendar {
  body: string;
  /** The file name the download gets (`svatomartinske-hody-2027.ics`). */
  fileName: string;
}

/** The editions of `year` that have not ended by `today`, oldest first. */
function editionsOf(editions: readonly FeastEdition[], year: number, today: string): FeastEdition[] {
  return editions.filter((edition) => Number(edition.start.slice(0, 4)) === year && edition.end >= today);
}

/** The days of an edition, first to last, both included. */
function daysOf(edition: FeastEdition): string[] {
  const days: string[] = [];
  for (let day = edition.start; day <= edition.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** `24:00` ends the day: the next day's `00:00`. */
function wallClock(date: string, time: string): string {
  return time === '24:00' ? localDateTime(addDays(date, 1), '00:00') : localDateTime(date, time);
}

/**
 * The feast's calendar for one language, or null when the year has no edition
 * that is still to come or running (unknown years, ended editions: a 404).
 */
export function feastCalendar({
  content,
  lang,
  year,
  today,
  stamp,
  siteUrl,
}: FeastCalendarRequest): FeastCalendar | null {
  const editions = editionsOf(content.events.feast.editions, year, today);
  if (editions.length === 0) return null;
  const { t } = getI18n(lang);
  const { venue, hours } = content;
  const host = new URL(siteUrl).hostname;
  const pageUrl = new URL(localizePath(pagePaths.feast, lang), siteUrl).href;
  const name = venue.name[lang];
  const { street, postalCode, locality } = venue.address;
  const language = { LANGUAGE: lang };
  // Text for a calendar program (as for any machine): plain spaces, so it finds the phone number and the address.
  const summary = plainText(t('feast.calendar.summary', { venue: name }));
  const description = plainText(
    t('feast.calendar.description', { phone: venue.phones[venue.phoneFor.feastOrders], url: pageUrl }),
  );
  const location = `${name}, ${street}, ${postalCode} ${locality}`;

  const events = editions.flatMap((edition) =>
    daysOf(edition).flatMap((day) => {
      const { open } = hoursOn(hours, day);
      if (!open) return [];
      return [
        'BEGIN:VEVENT',
        contentLine('UID', `feast-${edition.start}-${day}@${host}`),
        contentLine('DTSTAMP', utcDateTime(stamp)),
        contentLine('DTSTART', wallClock(day, open.opens), { TZID: PRAGUE_TZID }),
        contentLine('DTEND', wallClock(day, open.closes), { TZID: PRAGUE_TZID }),
        contentLine('SUMMARY', escapeText(summary), language),
        contentLine('DESCRIPTION', escapeText(description), language),
        contentLine('LOCATION', escapeText(location), language),
        contentLine('GEO', `${formatCoordinate(venue.geo.latitude)};${formatCoordinate(venue.geo.longitude)}`),
        contentLine('URL', pageUrl),
        'STATUS:CONFIRMED',
        // An offer to come by, not a meeting: it does not mark the guest busy.
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      ];
    }),
  );

  // Every day of the feast closed (hours.yaml): nothing to put in a calendar, and the page offers no file.
  if (events.length === 0) return null;
  const body = icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', `-//${host}//Feast calendar//${lang.toUpperCase()}`),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...pragueTimeZone,
    ...events,
    'END:VCALENDAR',
  ]);
  return { body, fileName: t('feast.calendar.fileName', { year }) };
}

/**
 * The table request's rules: a date, a time and a party size checked
 * against the content's hours (the regular week and its exceptions) and the limits
 * of bookings.yaml (lead time, last seating, largest party, days ahead). Pure: the content and the clock come in as
 * arguments, so the browser's check, the no-JS post and the JSON API ask the same
 * question the same way. Instants go through src/content/time.ts (Europe/Prague,
 * DST-correct): "two hours ahead" and "an hour before closing" are real hours,
 * also on the nights the clocks change.
 *
 * The answer is a list of issues in no language: `table-messages.ts` words them.
 */
import { addDays, hoursOn, pragueClock, pragueDate, pragueInstant } from '../content/time';
import type { Hours, HoursException, SiteContent } from '../content/schema';

/** The four limits of bookings.yaml a table request is checked against. */
export type TableLimits = Pick<
  SiteContent['bookings'],
  'leadMinutes' | 'lastSeatingBeforeClose' | 'largestParty' | 'daysAhead'
>;

/** What a table request is checked against: the hours (from today on is enough) and the limits. */
export interface TableRules {
  hours: Hours;
  limits: TableLimits;
}

/** The structured fields as typed (strings: a form posts text). */
export interface TableFields {
  date: string;
  time: string;
  guests: string;
}

const MINUTE = 60_000;

export type TableIssue =
  | { field: 'date'; kind: 'dateRequired' | 'dateInvalid' | 'datePast' }
  | { field: 'date'; kind: 'dateTooFar'; last: string }
  /** Closed all day: named by its exception (a holiday, a closure), or a regular day off (`exception` null). */
  | { field: 'date'; kind: 'closed'; date: string; exception: HoursException | null }
  | { field: 'time'; kind: 'timeRequired' | 'timeInvalid' | 'timePast' }
  /** Sooner than the lead time: `earliest` is the first acceptable moment (Prague date and time, 5-minute steps). */
  | { field: 'time'; kind: 'tooSoon'; leadMinutes: number; earliest: { date: string; time: string } }
  /** Outside the seating window of the day: from opening to `lastSeating` (closing less the limit). */
  | { field: 'time'; kind: 'outsideHours'; opens: string; closes: string; lastSeating: string }
  /** Open that day, but too briefly for any seating (closing less the limit is before opening). */
  | { field: 'time'; kind: 'noSeating'; opens: string; closes: string }
  | { field: 'guests'; kind: 'guestsRequired' | 'guestsInvalid'; largest: number }
  /** Above the largest party: the lounge enquiry is the way. */
  | { field: 'guests'; kind: 'tooMany'; largest: number };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WHOLE = /^\d{1,4}$/;

/** True for a real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Prague wall-clock time of an instant, `HH:MM`. */
function wallTime(instant: Date): string {
  const { minutes } = pragueClock(instant);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The first 5-minute step at or after an instant, as a Prague date and time. */
function earliestStep(instant: number): { date: string; time: string } {
  const step = 5 * MINUTE;
  const rounded = new Date(Math.ceil(instant / step) * step);
  return { date: pragueDate(rounded), time: wallTime(rounded) };
}

function checkGuests(guests: string, largest: number): TableIssue[] {
  const value = guests.trim();
  if (value === '') return [{ field: 'guests', kind: 'guestsRequired', largest }];
  if (!WHOLE.test(value) || Number(value) < 1) return [{ field: 'guests', kind: 'guestsInvalid', largest }];
  return Number(value) > largest ? [{ field: 'guests', kind: 'tooMany', largest }] : [];
}

/** The date's own issues, or the open span of a bookable date. */
function checkDate(
  date: string,
  { hours, limits }: TableRules,
  today: string,
): TableIssue | { opens: string; closes: string } {
  if (date === '') return { field: 'date', kind: 'dateRequired' };
  if (!isCalendarDate(date)) return { field: 'date', kind: 'dateInvalid' };
  if (date < today) return { field: 'date', kind: 'datePast' };
  const last = addDays(today, limits.daysAhead);
  if (date > last) return { field: 'date', kind: 'dateTooFar', last };
  const { open, exception } = hoursOn(hours, date);
  return open ?? { field: 'date', kind: 'closed', date, exception };
}

/** The time's issues on a bookable date open `span`. */
function checkTime(
  date: string,
  time: string,
  span: { opens: string; closes: string },
  limits: TableLimits,
  now: Date,
): TableIssue[] {
  if (time === '') return [{ field: 'time', kind: 'timeRequired' }];
  if (!TIME.test(time)) return [{ field: 'time', kind: 'timeInvalid' }];
  const at = pragueInstant(date, time).getTime();
  const opens = pragueInstant(date, span.opens).getTime();
  const closes = pragueInstant(date, span.closes).getTime();
  const lastSeating = closes - limits.lastSeatingBeforeClose * MINUTE;
  if (lastSeating < opens) return [{ field: 'time', kind: 'noSeating', ...span }];
  if (at < now.getTime()) return [{ field: 'time', kind: 'timePast' }];
  const soonest = now.getTime() + limits.leadMinutes * MINUTE;
  if (at < soonest)
    return [{ field: 'time', kind: 'tooSoon', leadMinutes: limits.leadMinutes, earliest: earliestStep(soonest) }];
  if (at < opens || at > lastSeating)
    return [{ field: 'time', kind: 'outsideHours', ...span, lastSeating: wallTime(new Date(lastSeating)) }];
  return [];
}

/**
 * Everything wrong with a table request at `now`, in field order (date, time,
 * guests); an empty list is a request the restaurant can take. The time is checked
 * against the hours only on a bookable date (a time on a closed day says nothing more).
 */
export function checkTableRequest(fields: TableFields, rules: TableRules, now: Date): TableIssue[] {
  const date = fields.date.trim();
  const time = fields.time.trim();
  const issues: TableIssue[] = [];
  const day = checkDate(date, rules, pragueDate(now));
  if ('field' in day) {
    issues.push(day);
    // The time's own form is said at once, whatever the date.
    if (time === '') issues.push({ field: 'time', kind: 'timeRequired' });
    else if (!TIME.test(time)) issues.push({ field: 'time', kind: 'timeInvalid' });
  } else issues.push(...checkTime(date, time, day, rules.limits, now));
  issues.push(...checkGuests(fields.guests, rules.limits.largestParty));
  return issues;
}

/** The party size as a number, once checked. */
export const guestsOf = (guests: string): number => Number(guests.trim());

/**
 * Time in Europe/Prague: what the content says *now*. Pure functions, no I/O,
 * no facts: the content comes in as an argument and so does the clock (`now`),
 * so the server's render, the browser's refresh and the tests all ask the same
 * question the same way.
 *
 * Dates are Prague calendar dates written as `YYYY-MM-DD` strings (as in the
 * content files), times are Prague wall-clock times `HH:MM` (`24:00` = the
 * midnight at the end of the day). Instants are `Date`s. The conversion between
 * them goes through `Intl.DateTimeFormat` with the `Europe/Prague` zone only,
 * which Node and every current browser implement from the same tz database, so
 * both sides compute the same answer (no hydration mismatch). Formatting of
 * dates for people is done by hand from the month names the i18n resources
 * give, for the same reason.
 */
import type { Lang } from '../lang';
import { RANGE_DASH } from '../i18n/typography';
import type { Announcement, Hours, HoursException, SiteContent, Weekday } from './schema';

const TIME_ZONE = 'Europe/Prague';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NBSP = '\u00a0';

/** How far ahead `next` (the next opening) looks. */
const NEXT_OPENING_DAYS = 14;

// ── Prague wall clock ─────────────────────────────────────────────────────────

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let wallFormat: Intl.DateTimeFormat | undefined;

/** The Prague wall clock at an instant (seconds precision). */
function wallClock(instant: Date): WallClock {
  // The locale only decides the order of the parts and their literals, which
  // formatToParts lets us ignore; `nu-latn` keeps the digits ASCII, `h23` keeps
  // midnight at 00 (some engines once wrote 24 with hour12: false).
  wallFormat ??= new Intl.DateTimeFormat('en-GB-u-nu-latn', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallFormat.formatToParts(instant)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  if (clock.hour === 24) clock.hour = 0;
  return clock;
}

/** Prague's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const clock = wallClock(new Date(whole));
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - whole;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dateOf(clock: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

function parseDate(date: string): [year: number, month: number, day: number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`expected a date written as YYYY-MM-DD, got ${JSON.stringify(date)}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `text` is a calendar date written `YYYY-MM-DD` that exists (2027-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = parseDate(text);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `HH:MM` (00:00–24:00) → minutes since midnight. */
function parseTime(time: string): number {
  const match = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/.exec(time);
  if (!match) throw new RangeError(`expected a time written as HH:MM (00:00–24:00), got ${JSON.stringify(time)}`);
  return match[3] ? 24 * 60 : Number(match[1]) * 60 + Number(match[2]);
}

/** Today's date in Prague, `YYYY-MM-DD`. */
export function pragueDate(now: Date): string {
  return dateOf(wallClock(now));
}

/** This year in Prague (the footer's year, "this year" wording). */
export function pragueYear(now: Date): number {
  return wallClock(now).year;
}

export interface PragueClock {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Minutes since the wall clock showed 00:00 (0–1439; on the DST days the clock skips or repeats an hour). */
  minutes: number;
  weekday: Weekday;
}

/** The Prague date, wall-clock time and day of the week at `now`. */
export function pragueClock(now: Date): PragueClock {
  const clock = wallClock(now);
  const date = dateOf(clock);
  return { date, minutes: clock.hour * 60 + clock.minute, weekday: weekdayOf(date) };
}

/** The Prague wall-clock time at an instant, `HH:MM` (`19:00`). */
export function pragueTime(instant: Date): string {
  const clock = wallClock(instant);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * An instant as ISO 8601 in Prague's time, with the offset then in force:
 * `2026-12-03T19:00:00+01:00`, `2027-07-01T19:00:00+02:00` (whole seconds).
 * What a machine reads a local time from without knowing the zone: the
 * JSON-LD of a booking (`startTime`, `endTime`).
 */
export function pragueDateTime(instant: Date): string {
  const clock = wallClock(instant);
  const offsetMinutes = Math.round(offsetAt(instant.getTime()) / MINUTE);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${dateOf(clock)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${offset}`;
}

/** `2026-12-31` + 1 → `2027-01-01`. Calendar arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return dateOf({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
}

const WEEKDAYS_FROM_SUNDAY: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function weekdayOf(date: string): Weekday {
  const [year, month, day] = parseDate(date);
  return WEEKDAYS_FROM_SUNDAY[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

/**
 * The instant at which Prague's wall clock shows `time` on `date` (`24:00` = the
 * next day's 00:00). A time that does not exist (the hour skipped on the last
 * Sunday of March, 02:00–02:59) gives the instant the clocks jump to 03:00; a
 * time that happens twice (the last Sunday of October, 02:00–02:59) gives the
 * first of the two.
 */
export function pragueInstant(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let instant = instantCache.get(key);
  if (instant === undefined) {
    instant = computeInstant(date, time);
    // Pages ask for a few dates' opening and closing times, again and again; keep the last few hundred.
    if (instantCache.size >= 512) instantCache.clear();
    instantCache.set(key, instant);
  }
  return new Date(instant);
}

const instantCache = new Map<string, number>();

function computeInstant(date: string, time: string): number {
  const minutes = parseTime(time);
  if (minutes === 24 * 60) return computeInstant(addDays(date, 1), '00:00');
  const [year, month, day] = parseDate(date);
  // The wall-clock time read as if it were UTC; the instant is that minus the offset in force.
  const wall = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // Prague's offset changes at most once in a day: try the offsets of a day before and after.
  const before = offsetAt(wall - DAY);
  const after = offsetAt(wall + DAY);
  const candidates = [wall - before, wall - after].filter((instant) => instant + offsetAt(instant) === wall).sort((a, b) => a - b);
  if (candidates[0] !== undefined) return candidates[0];
  // Skipped: find the change of offset (on a whole minute) between the two readings.
  let low = Math.floor(Math.min(wall - before, wall - after) / MINUTE); // still the old offset
  let high = Math.ceil(Math.max(wall - before, wall - after) / MINUTE); // already the new one
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetAt(middle * MINUTE) === before) low = middle;
    else high = middle;
  }
  return high * MINUTE;
}

/** The Prague midnight that starts the day after `date`. */
function midnightAfter(date: string): Date {
  return pragueInstant(addDays(date, 1), '00:00');
}

// ── Opening hours ─────────────────────────────────────────────────────────────

interface OpenSpan {
  opens: string;
  closes: string;
}

export interface DayHours {
  /** The opening hours of the day, or null when closed all day. */
  open: OpenSpan | null;
  /** The exception that sets this date's hours (a holiday, a closure, special hours), or null for a regular day. */
  exception: HoursException | null;
}

/** The hours of a Prague date: its exception if it has one, else its regular day of the week. */
export function hoursOn(hours: Hours, date: string): DayHours {
  const exception = hours.exceptions.find((candidate) => candidate.date === date) ?? null;
  if (exception) return { open: 'opens' in exception ? { opens: exception.opens, closes: exception.closes } : null, exception };
  const regular = hours.regular[weekdayOf(date)];
  return { open: regular === 'closed' ? null : { opens: regular.opens, closes: regular.closes }, exception: null };
}

interface NextOpening {
  date: string;
  opens: string;
}

export type HoursState =
  /** "Otevřeno do 22:00" / "Open now until 22:00". `exception`: today's special hours, if any. */
  | { kind: 'open'; closes: string; exception: HoursException | null }
  /** Before today's opening: "Otevíráme v 10:00" / "Opens at 10:00". */
  | { kind: 'opens-later'; opens: string; exception: HoursException | null }
  /** Closed all day: "Dnes zavřeno – Štědrý den". `exception` is null on a regular closed day of the week. */
  | { kind: 'closed-today'; exception: HoursException | null; next: NextOpening | null }
  /** After today's closing: "Zavřeno, otevíráme zítra v 10:00". */
  | { kind: 'closed-now'; next: NextOpening | null };

/** The first opening on a date after `date`, within 14 days; null when none. */
function nextOpening(hours: Hours, date: string): NextOpening | null {
  for (let offset = 1; offset <= NEXT_OPENING_DAYS; offset++) {
    const day = addDays(date, offset);
    const { open } = hoursOn(hours, day);
    if (open) return { date: day, opens: open.opens };
  }
  return null;
}

/** Today's opening and closing instants (null when closed all day). */
function todaysSpan(hours: Hours, date: string): { span: OpenSpan; exception: HoursException | null; opens: Date; closes: Date } | null {
  const { open, exception } = hoursOn(hours, date);
  if (!open) return null;
  return { span: open, exception, opens: pragueInstant(date, open.opens), closes: pragueInstant(date, open.closes) };
}

/** Open or closed at `now`, and what comes next. */
export function hoursState(hours: Hours, now: Date): HoursState {
  const date = pragueDate(now);
  const today = todaysSpan(hours, date);
  if (!today) return { kind: 'closed-today', exception: hoursOn(hours, date).exception, next: nextOpening(hours, date) };
  const { span, exception, opens, closes } = today;
  if (now < opens) return { kind: 'opens-later', opens: span.opens, exception };
  if (now < closes) return { kind: 'open', closes: span.closes, exception };
  return { kind: 'closed-now', next: nextOpening(hours, date) };
}

/** The exceptions dated from today (included) through the next `days` days, in date order (hours list, JSON-LD). */
export function upcomingExceptions(hours: Hours, now: Date, days = 60): HoursException[] {
  const today = pragueDate(now);
  const end = addDays(today, days);
  return hours.exceptions.filter((exception) => exception.date >= today && exception.date < end).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

// ── Dated content ─────────────────────────────────────────────────────────────

/** The announcements whose window (Prague dates, both included) contains today, in the file's order. */
export function activeAnnouncements(announcements: readonly Announcement[], now: Date): Announcement[] {
  const today = pragueDate(now);
  return announcements.filter((notice) => notice.from <= today && today <= notice.until);
}

/**
 * The first instant after `now` at which anything above can give another
 * answer: today's opening or closing time if still ahead, else the next Prague
 * midnight (every date window - feast, banner, announcements, exceptions, the
 * year - turns at a midnight). A page rendered at `now` is true until then: the
 * page cache keeps it no longer, and the browser re-renders at that instant.
 * Pass the content (or any part of it with the hours): only the hours add
 * instants of their own.
 */
export function nextBoundary(content: Pick<SiteContent, 'hours'> & Partial<SiteContent>, now: Date): Date {
  const date = pragueDate(now);
  const midnight = midnightAfter(date);
  const today = todaysSpan(content.hours, date);
  if (today) {
    for (const instant of [today.opens, today.closes]) {
      if (instant > now && instant < midnight) return instant;
    }
  }
  return midnight;
}

// ── Dates for people ──────────────────────────────────────────────────────────

function monthName(months: readonly string[], month: number): string {
  return months[month - 1] ?? String(month);
}

/**
 * A day of a month, no year: `24. prosince` in Czech (an ordinal before the
 * month, in the genitive), `December 24` in English (US order). The space is
 * a no-break one. `months`: the 12 month names of the i18n resources.
 */
export function formatDayMonth(date: string, lang: Lang, months: readonly string[]): string {
  const [, month, day] = parseDate(date);
  return dayMonth(day, month, lang, months);
}

function dayMonth(day: number, month: number, lang: Lang, months: readonly string[]): string {
  return lang === 'cs' ? `${day}.${NBSP}${monthName(months, month)}` : `${monthName(months, month)}${NBSP}${day}`;
}

/** A day and month followed by the year: `24. prosince 2026` / `December 24, 2026`. */
function withYear(dayAndMonth: string, year: number, lang: Lang): string {
  return lang === 'cs' ? `${dayAndMonth}${NBSP}${year}` : `${dayAndMonth},${NBSP}${year}`;
}

/**
 * `24. prosince 2026` / `December 24, 2026`: Czech writes day, month, year (as
 * the specification writes its dates), English the US order, month, day, year.
 * `months`: the 12 month names of the i18n resources (Czech in the genitive).
 * The spaces are no-break ones, so the date never breaks across lines.
 */
export function formatDate(date: string, lang: Lang, months: readonly string[]): string {
  const [year, month, day] = parseDate(date);
  return withYear(dayMonth(day, month, lang, months), year, lang);
}

/**
 * A date with its day of the week before it: `pátek 27. listopadu 2026` /
 * `Friday, November 27, 2026` (US English sets the weekday off with a comma).
 * `weekday`: the day's name from the i18n resources.
 */
export function formatDateWithWeekday(date: string, weekday: string, lang: Lang, months: readonly string[]): string {
  return `${weekday}${lang === 'cs' ? '' : ','} ${formatDate(date, lang, months)}`;
}

/**
 * A range of Prague dates, both included, with an en dash:
 * cs `8.–11. listopadu 2025`, `30. října – 2. listopadu 2027`, `30. prosince 2026 – 2. ledna 2027`;
 * en `November 8–11, 2025`, `October 30 – November 2, 2027`, `December 30, 2026 – January 2, 2027`.
 * Every space is a no-break one except the one after a spaced dash (a line
 * never starts with the dash), and the unspaced dash is one the line never
 * breaks after (typography.ts). A single day is `formatDate`.
 */
export function formatDateRange(start: string, end: string, lang: Lang, months: readonly string[]): string {
  if (start === end) return formatDate(start, lang, months);
  const [startYear, startMonth, startDay] = parseDate(start);
  const [endYear, endMonth, endDay] = parseDate(end);
  const sameYear = startYear === endYear;
  const sameMonth = sameYear && startMonth === endMonth;
  if (sameMonth) {
    const days = lang === 'cs' ? `${startDay}.${RANGE_DASH}${dayMonth(endDay, endMonth, lang, months)}` : `${dayMonth(startDay, startMonth, lang, months)}${RANGE_DASH}${endDay}`;
    return withYear(days, endYear, lang);
  }
  const from = sameYear ? dayMonth(startDay, startMonth, lang, months) : formatDate(start, lang, months);
  return `${from}${NBSP}– ${formatDate(end, lang, months)}`;
}

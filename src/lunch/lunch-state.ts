/**
 * What the daily menu page (and the home page's lunch brief) shows at a moment:
 * today's published lunch while it is served, else the next published day, and
 * the rest of that day's week. Pure: the moment is the caller's (the render's,
 * then the browser's clock, src/components/ui/now.tsx), so the server's markup
 * and the hydration agree. Only published days ever reach it (published-days.ts).
 */
import type { PageKey } from '../page-ids';
import type { LunchDayView } from '../content/page-data';
import type { DailyMenu, Hours, HoursException, ServingTime } from '../content/schema';
import { addDays, hoursOn, hoursState, pragueClock, pragueDate, pragueInstant, weekdayOf } from '../content/time';

type LunchStatus =
  /** Today's lunch, before its serving time. */
  | 'serving-later'
  /** Today's lunch, being served. */
  | 'serving'
  /**
   * Lunch time is over for today: today's lunch was served, or on an open
   * weekday with nothing published its usual serving time has passed.
   */
  | 'over'
  /** Saturday or Sunday without a lunch of its own. */
  | 'weekend'
  /** The restaurant is closed today (an exception in hours.yaml, or a closed day of the week). */
  | 'closed'
  /** An open weekday with nothing published for it (yet: before the usual serving time ends). */
  | 'none';

export interface LunchState {
  /** Today's Prague date. */
  today: string;
  status: LunchStatus;
  /** The exception that closes today (its name is shown), when status is `closed`. */
  closedBy: HoursException | null;
  /** When status is `closed`: the day and time the restaurant opens again (within two weeks), else null. */
  reopens: { date: string; opens: string } | null;
  /** Whether the restaurant is open at this moment: only then does the page offer a call. */
  openNow: boolean;
  /** The day the page shows in full: today's while served, else the next published day; null when none. */
  shown: LunchDayView | null;
  /** The published days after `shown`, up to the Sunday of its week. */
  coming: LunchDayView[];
}

/** The Sunday that ends the week (Monday to Sunday) of `date`. */
function sundayOf(date: string): string {
  let day = date;
  while (weekdayOf(day) !== 'sunday') day = addDays(day, 1);
  return day;
}

/** Whether `minutes` (since Prague midnight) is before `time` (HH:MM). */
function before(minutes: number, time: string): boolean {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return minutes < hour * 60 + minute;
}

/**
 * The day's state comes first, whether or not any day ahead is published (issue
 * 36): closed, the weekend, today's serving, or over, or not published yet.
 * `usual`: the menu's usual serving time (content), which says when an open
 * weekday without a published lunch is over; without it such a day stays `none`.
 */
export function lunchState(
  days: readonly LunchDayView[],
  hours: Hours,
  now: Date,
  usual: ServingTime | null = null,
): LunchState {
  const { date: today, minutes, weekday } = pragueClock(now);
  const ahead = days.filter((day) => day.date >= today);
  const todays = ahead.find((day) => day.date === today) ?? null;
  const { open, exception } = hoursOn(hours, today);
  let status: LunchStatus;
  if (!open && exception) status = 'closed';
  else if (todays)
    status = before(minutes, todays.serving.from)
      ? 'serving-later'
      : before(minutes, todays.serving.until)
        ? 'serving'
        : 'over';
  else if (weekday === 'saturday' || weekday === 'sunday') status = 'weekend';
  else if (!open) status = 'closed';
  else status = usual && !before(minutes, usual.until) ? 'over' : 'none';
  const shown =
    status === 'serving-later' || status === 'serving' ? todays : (ahead.find((day) => day.date > today) ?? null);
  const coming = shown ? ahead.filter((day) => day.date > shown.date && day.date <= sundayOf(shown.date)) : [];
  const hoursNow = hoursState(hours, now);
  return {
    today,
    status,
    closedBy: status === 'closed' ? exception : null,
    reopens: status === 'closed' && hoursNow.kind === 'closed-today' ? hoursNow.next : null,
    openNow: hoursNow.kind === 'open',
    shown,
    coming,
  };
}

/** Decision 0014's "own content" of the daily menu page: a published day from today on. */
export function hasLunchAhead(days: readonly LunchDayView[], now: Date): boolean {
  const today = pragueDate(now);
  return days.some((day) => day.date >= today);
}

/** The pages that show the daily lunch (their cached copies also end at the serving start and end). */
export const pagesShowingLunch: ReadonlySet<PageKey> = new Set<PageKey>(['dailyMenu', 'home']);

/**
 * The next instant after `now`, before the next midnight, at which today's
 * published lunch starts or stops being served (without one, the usual serving
 * time's, at whose end an unpublished day is `over`); null when none is left
 * today. (Midnight itself is every page's boundary already: time.ts's nextBoundary.)
 */
export function nextLunchBoundary(menu: DailyMenu, now: Date): Date | null {
  const today = pragueDate(now);
  const day = menu.days.find((candidate) => candidate.date === today && candidate.published);
  const serving = day?.serving ?? menu.serving;
  const midnight = pragueInstant(addDays(today, 1), '00:00');
  for (const time of [serving.from, serving.until]) {
    const instant = pragueInstant(today, time);
    if (instant > now && instant < midnight) return instant;
  }
  return null;
}

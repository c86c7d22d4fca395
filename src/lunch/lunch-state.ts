/**
 * What the daily menu page (and the home page's lunch brief) shows at a moment:
 * today's published lunch while it is served, else the next published day, and
 * the rest of that day's week. Pure: the moment is the caller's (the render's,
 * then the browser's clock, src/components/ui/now.tsx), so the server's markup
 * and the hydration agree. Only published days ever reach it (published-days.ts).
 */
import type { PageKey } from '../page-ids';
import type { LunchDayView } from '../content/page-data';
import type { DailyMenu, Hours, HoursException } from '../content/schema';
import { addDays, hoursOn, pragueClock, pragueDate, pragueInstant, weekdayOf } from '../content/time';

type LunchStatus =
  /** Today's lunch, before its serving time. */
  | 'serving-later'
  /** Today's lunch, being served. */
  | 'serving'
  /** Today's lunch was served and is over. */
  | 'over'
  /** Saturday or Sunday without a lunch of its own. */
  | 'weekend'
  /** The restaurant is closed today (an exception in hours.yaml, or a closed day of the week). */
  | 'closed'
  /** An open weekday with nothing published for it. */
  | 'none';

export interface LunchState {
  /** Today's Prague date. */
  today: string;
  status: LunchStatus;
  /** The exception that closes today (its name is shown), when status is `closed`. */
  closedBy: HoursException | null;
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

export function lunchState(days: readonly LunchDayView[], hours: Hours, now: Date): LunchState {
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
  else status = open ? 'none' : 'closed';
  const shown =
    status === 'serving-later' || status === 'serving' ? todays : (ahead.find((day) => day.date > today) ?? null);
  const coming = shown ? ahead.filter((day) => day.date > shown.date && day.date <= sundayOf(shown.date)) : [];
  return { today, status, closedBy: status === 'closed' ? exception : null, shown, coming };
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
 * published lunch starts or stops being served; null when none is left today.
 * (Midnight itself is every page's boundary already: time.ts's nextBoundary.)
 */
export function nextLunchBoundary(menu: DailyMenu, now: Date): Date | null {
  const today = pragueDate(now);
  const day = menu.days.find((candidate) => candidate.date === today && candidate.published);
  if (!day) return null;
  const serving = day.serving ?? menu.serving;
  const midnight = pragueInstant(addDays(today, 1), '00:00');
  for (const time of [serving.from, serving.until]) {
    const instant = pragueInstant(today, time);
    if (instant > now && instant < midnight) return instant;
  }
  return null;
}

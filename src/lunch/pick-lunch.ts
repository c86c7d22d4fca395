/**
 * Which published lunch the home page shows at a moment: today's while it is
 * still to be served (before its serving time ends), else tomorrow's once it is
 * published, else none. A day the restaurant is closed (hours.yaml) shows none.
 * Pure: the clock is the caller's (useNow), the days are the page's data
 * (src/select.ts: the published days of today and tomorrow at the server's render).
 */
import type { LunchDayView } from '../content/page-data';
import type { Hours } from '../content/schema';
import { addDays, hoursOn, pragueDate, pragueInstant } from '../content/time';

export interface PickedLunch {
  day: LunchDayView;
  when: 'today' | 'tomorrow';
}

export function pickLunch(days: readonly LunchDayView[], hours: Hours, now: Date): PickedLunch | null {
  const today = pragueDate(now);
  const open = (day: LunchDayView) => hoursOn(hours, day.date).open !== null;
  const todays = days.find((day) => day.date === today);
  if (todays && open(todays) && now < pragueInstant(today, todays.serving.until)) return { day: todays, when: 'today' };
  const tomorrow = addDays(today, 1);
  const next = days.find((day) => day.date === tomorrow);
  return next && open(next) ? { day: next, when: 'tomorrow' } : null;
}

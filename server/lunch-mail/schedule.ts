/**
 * When a day's lunch is e-mailed: `dueSend` answers, for one instant, whether the morning send
 * of that Prague day is due, and until when it may still go out. Pure (the clock is the
 * caller's), so a table of instants tests it whole, the daylight-saving days included.
 *
 * It is due when all of these hold, at `now`:
 * - the Prague date D is Monday to Friday;
 * - D is open (`hoursOn`: an exception of hours.yaml can close it);
 * - D is published with at least one dish (a draft is never sent);
 * - daily-menu.yaml has `sendAt`;
 * - now ≥ D at `sendAt`, and now < the end of D's serving (the day's own `serving`, else the menu's).
 *
 * Publishing after `sendAt` is then the first tick after the publish, and catching up after an
 * outage the first tick after the start; after serving ends nothing is sent ("late"). Whether a
 * send already happened is not this function's: a day planned once is never planned again
 * (planner.ts), so a correction published after the send sends nothing.
 */
import { hoursOn, pragueDate, pragueInstant, weekdayOf } from '../../src/content/time';
import type { DailyMenu, Hours } from '../../src/content/schema';

export interface DueSend {
  /** The Prague date whose lunch is sent, `YYYY-MM-DD`. */
  date: string;
  /** D at `sendAt`: the earliest instant of the send. */
  startsAt: Date;
  /** The end of D's serving: nothing of the send is delivered at or after it (`late`). */
  deadline: Date;
}

const WEEKEND = new Set(['saturday', 'sunday']);

/** The day's lunch entry, published with at least one dish, or null. */
function publishedDay(menu: DailyMenu, date: string): DailyMenu['days'][number] | null {
  const day = menu.days.find((candidate) => candidate.date === date);
  return day?.published && day.soups.length + day.mains.length > 0 ? day : null;
}

/** Whether date D's lunch may be sent in this content at all (weekday, open, published, `sendAt`). */
export function sendable(menu: DailyMenu, hours: Hours, date: string): boolean {
  return (
    menu.sendAt !== undefined &&
    !WEEKEND.has(weekdayOf(date)) &&
    hoursOn(hours, date).open !== null &&
    publishedDay(menu, date) !== null
  );
}

/** The send due at `now`, or null (see the module's comment). */
export function dueSend(menu: DailyMenu, hours: Hours, now: Date): DueSend | null {
  const date = pragueDate(now);
  if (!sendable(menu, hours, date) || menu.sendAt === undefined) return null;
  const day = publishedDay(menu, date)!;
  const startsAt = pragueInstant(date, menu.sendAt);
  const deadline = pragueInstant(date, (day.serving ?? menu.serving).until);
  return now >= startsAt && now < deadline ? { date, startsAt, deadline } : null;
}

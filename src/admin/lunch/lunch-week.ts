/**
 * The lunch week: Monday to Friday of a week, each day's state or why
 * the restaurant is closed then, and "copy last week" and "copy this day to …" as the drafts they add. Pure: the data
 * are the files as the server sent them (`unknown`: a file edited by hand may hold anything).
 */
import { itemName } from '../../content/item-name';
import { weekdays } from '../../content/schema';
import { addDays, weekdayOf } from '../../content/time';
import { copiedDay, dayOf, dishCount, isRecord, stateOf, withDay, type DayState } from './lunch-days';

/** The Monday of `date`'s week. */
export const mondayOf = (date: string): string => addDays(date, -weekdays.indexOf(weekdayOf(date)));

/** The week being planned on `today`: its own, or on a weekend the coming one. */
export function plannedMonday(today: string): string {
  const weekend = weekdayOf(today) === 'saturday' || weekdayOf(today) === 'sunday';
  return addDays(mondayOf(today), weekend ? 7 : 0);
}

/** Monday to Friday of the week that starts on `monday`. */
export const weekDates = (monday: string): string[] => [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));

/** Why the restaurant is closed on `date` by the hours: an exception's name, the usual week, or open (null). */
export type Closed = { name: unknown } | { regular: true } | null;

export function closedOn(hours: unknown, date: string): Closed {
  if (!isRecord(hours)) return null;
  const exception = Array.isArray(hours.exceptions)
    ? hours.exceptions.find((item) => isRecord(item) && item.date === date)
    : undefined;
  if (isRecord(exception)) return exception.closed === true ? { name: exception.name } : null;
  const regular = isRecord(hours.regular) ? hours.regular[weekdayOf(date)] : undefined;
  return regular === 'closed' ? { regular: true } : null;
}

/** A closed day's name in `lang` (an exception's), or null: the usual week, or an exception without one. */
export const closedName = (closed: NonNullable<Closed>, lang: 'cs' | 'en'): string | null =>
  'name' in closed ? itemName({ name: closed.name }, lang) : null;

export interface WeekDay {
  date: string;
  state: DayState;
  dishes: number;
  closed: Closed;
}

/** The week's five days as the week view lists them. */
export function weekDays(data: unknown, hours: unknown, monday: string): WeekDay[] {
  return weekDates(monday).map((date) => {
    const day = dayOf(data, date);
    return { date, state: stateOf(day), dishes: dishCount(day), closed: closedOn(hours, date) };
  });
}

/**
 * "Copy last week" into the week of `monday`: each weekday with nothing written yet and not
 * closed gets, as a draft, the dishes of the same weekday a week before (published or a
 * draft, with at least one dish), each copy marked with the name it was copied with. The
 * days already written are never touched. `copied`: the dates that got a draft.
 */
export function copiedWeek(data: unknown, hours: unknown, monday: string): { data: unknown; copied: string[] } {
  let next = data;
  const copied: string[] = [];
  for (const date of weekDates(monday)) {
    const source = dayOf(data, addDays(date, -7));
    if (dayOf(data, date) || closedOn(hours, date) || !source || dishCount(source) === 0) continue;
    next = withDay(next, copiedDay(date, source));
    copied.push(date);
  }
  return { data: next, copied };
}

/** The last day "copy this day to …" offers: the Friday after the week being planned. */
export const copyUntil = (today: string): string => addDays(plannedMonday(today), 11);

/**
 * The days "copy this day to …" offers for the day of `from`: the weekdays from today to the end
 * of next week (the week being planned and the one after) with nothing written yet and not closed,
 * `from` itself left out.
 */
export function copyTargets(data: unknown, hours: unknown, from: string, today: string): string[] {
  const last = copyUntil(today);
  const targets: string[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (weekday === 'saturday' || weekday === 'sunday' || date === from) continue;
    if (!dayOf(data, date) && !closedOn(hours, date)) targets.push(date);
  }
  return targets;
}

/**
 * The data with the day of `from`, as the file has it, copied to `to` as a draft (copiedDay: a
 * renamed copy is then marked to check its allergens); null when it cannot be: `from` has no
 * dish, or `to` is written already or closed.
 */
export function copiedTo(data: unknown, hours: unknown, from: string, to: string): unknown {
  const source = dayOf(data, from);
  if (!source || dishCount(source) === 0 || dayOf(data, to) || closedOn(hours, to)) return null;
  return withDay(data, copiedDay(to, source));
}

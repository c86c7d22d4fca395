/**
 * The lunch editor's model of daily-menu.yaml (src/content/schema.ts `dailyMenuSchema`):
 * which days have a menu and in which state, the day to copy, and the file's data with
 * one day set. Pure. The data is the file as the server sent it (`unknown`: a file edited
 * by hand may hold anything, and the server's check says what is wrong), and a day is
 * kept as the file has it, keys this editor does not show (a day's own `serving`) included.
 */
import { addDays, isCalendarDate, weekdayOf } from '../../content/time';

/** A day of the file as this editor handles it: its own fields as the file has them. */
export type LunchDayData = Record<string, unknown> & { date: string };
export type DayState = 'published' | 'draft' | 'none';
export type Course = 'soups' | 'mains';
export const courses: readonly Course[] = ['soups', 'mains'];

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The file's days that are days (an object with a date), in the file's order. */
function daysOf(data: unknown): LunchDayData[] {
  const days = isRecord(data) ? data.days : undefined;
  return Array.isArray(days)
    ? days.filter((day): day is LunchDayData => isRecord(day) && typeof day.date === 'string')
    : [];
}

export function dayOf(data: unknown, date: string): LunchDayData | null {
  return daysOf(data).find((day) => day.date === date) ?? null;
}

export function stateOf(day: LunchDayData | null): DayState {
  if (!day) return 'none';
  return day.published === true ? 'published' : 'draft';
}

/** The dishes of a course (none when the file has no list there). */
export function dishesOf(day: Record<string, unknown> | null, course: Course): Record<string, unknown>[] {
  const list = day?.[course];
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

export const dishCount = (day: Record<string, unknown> | null): number =>
  dishesOf(day, 'soups').length + dishesOf(day, 'mains').length;

/**
 * The day "Copy the last published day" copies for `date`: the nearest published day
 * before it (yesterday's, usually; Friday's on a Monday), else the latest published day
 * of the file (a day planned before any other). Null when nothing was ever published.
 */
export function copySource(data: unknown, date: string): LunchDayData | null {
  const published = daysOf(data).filter((day) => day.published === true && day.date !== date);
  const before = published.filter((day) => day.date < date);
  const pick = (list: LunchDayData[]) =>
    list.reduce<LunchDayData | null>((latest, day) => (!latest || day.date > latest.date ? day : latest), null);
  return pick(before) ?? pick(published);
}

/**
 * A new day for `date`, a draft, with the source's soups and mains (copies: the source stays as
 * it is). Each copy remembers the name its allergens and diet tags came with (`copiedFrom`):
 * renamed, it is marked "zkontrolujte alergeny" until the owner has looked at them.
 */
export function copiedDay(date: string, source: LunchDayData): LunchDayData {
  // A copy is on offer: a dish sold out on the day it came from is not sold out on this one.
  const copy = (course: Course) =>
    structuredClone(dishesOf(source, course)).map((whole) => {
      const { soldOut: _soldOut, copiedFrom, ...dish } = whole;
      // A dish still to check (renamed since its own copy) stays to check: its allergens are no surer here.
      if (toCheck(whole)) return { ...dish, copiedFrom };
      return isRecord(dish.name) ? { ...dish, copiedFrom: structuredClone(dish.name) } : dish;
    });
  return { date, published: false, soups: copy('soups'), mains: copy('mains') };
}

/**
 * Whether a dish was renamed since it was copied (src/content/schema.ts `allergensToCheck`), as the
 * editor holds it: once it has a name in both languages (a name being retyped, or one left empty,
 * is said as a missing name first).
 */
export function toCheck(dish: Record<string, unknown>): boolean {
  const { name, copiedFrom } = dish;
  if (!isRecord(copiedFrom)) return false;
  const named = isRecord(name) ? name : {};
  const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
  if (!filled(named.cs) || !filled(named.en)) return false;
  return copiedFrom.cs !== named.cs || copiedFrom.en !== named.en;
}

/** The places (`['mains', 0]`) of a day's dishes still to check, in the order they are shown. */
export function markedDishes(day: Record<string, unknown>): [Course, number][] {
  return courses.flatMap((course) =>
    dishesOf(day, course).flatMap((dish, index): [Course, number][] => (toCheck(dish) ? [[course, index]] : [])),
  );
}

/** A dish with its allergens looked at: no longer marked. */
export function checked(dish: Record<string, unknown>): Record<string, unknown> {
  const { copiedFrom: _copiedFrom, ...rest } = dish;
  return rest;
}

/**
 * The day as it is saved: a copy still named as it was copied keeps its allergens right, so it
 * carries no mark into the file; a renamed one keeps it (its day then cannot be published).
 */
export function withoutUnchangedCopies(day: LunchDayData): LunchDayData {
  const tidied = { ...day };
  for (const course of courses) {
    const list = day[course];
    if (Array.isArray(list))
      tidied[course] = list.map((dish) =>
        isRecord(dish) && 'copiedFrom' in dish && !toCheck(dish) ? checked(dish) : dish,
      );
  }
  return tidied;
}

export function emptyDay(date: string): LunchDayData {
  return { date, published: false, soups: [], mains: [] };
}

/** A new dish: names to write, a price to set (the server says so if it stays empty). */
export function emptyDish(): Record<string, unknown> {
  return { name: { cs: '', en: '' } };
}

/**
 * The file's data with `day` in it: in place of the day of that date, or inserted where
 * its date belongs (the schema keeps days in date order, each date once), every other
 * day and key as it was.
 */
export function withDay(data: unknown, day: LunchDayData): Record<string, unknown> {
  const file = isRecord(data) ? data : {};
  const days = Array.isArray(file.days) ? [...(file.days as unknown[])] : [];
  const dateAt = (index: number) => (isRecord(days[index]) ? (days[index] as Record<string, unknown>).date : undefined);
  const same = days.findIndex((_, index) => dateAt(index) === day.date);
  if (same !== -1) days[same] = day;
  else {
    const after = days.findIndex(
      (_, index) => typeof dateAt(index) === 'string' && (dateAt(index) as string) > day.date,
    );
    days.splice(after === -1 ? days.length : after, 0, day);
  }
  return { ...file, days };
}

/** The index of `date`'s day in the data `withDay` made (for the server's error paths). */
export function dayIndex(data: unknown, date: string): number {
  const days = isRecord(data) && Array.isArray(data.days) ? (data.days as unknown[]) : [];
  return days.findIndex((day) => isRecord(day) && day.date === date);
}

/** A list with the item at `index` moved by `by` (-1 up, +1 down); the same list when it cannot move. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to] as T, copy[index] as T];
  return copy;
}

/**
 * The days the editor offers to plan: today, then the coming weekdays (and a weekend day
 * that already has a menu), `count` in all. Other days are one date field away.
 */
export function planDates(today: string, data: unknown, count = 6): string[] {
  const written = new Set(daysOf(data).map((day) => day.date));
  const dates = [today];
  for (let offset = 1; dates.length < count && offset <= 21; offset += 1) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    if ((weekday !== 'saturday' && weekday !== 'sunday') || written.has(date)) dates.push(date);
  }
  return dates;
}

/** A calendar date `YYYY-MM-DD` that exists (an address's date is checked before it is used). */
export function isDate(text: string | undefined): text is string {
  return text !== undefined && isCalendarDate(text);
}

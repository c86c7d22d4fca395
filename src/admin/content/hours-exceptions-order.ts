import { isCalendarDate } from '../../content/time';

/** An exception of the hours with its place in the file, and its date when it has a valid one. */
export interface ListedException {
  item: unknown;
  index: number;
  date: string | null;
}

/** Its date when it is one the calendar has, from a year a person types in full (not `0002-…`, half typed). */
export const dateOf = (item: unknown): string | null => {
  const date = item !== null && typeof item === 'object' ? (item as { date?: unknown }).date : undefined;
  return typeof date === 'string' && isCalendarDate(date) && date >= '1900' ? date : null;
};

/** Newest first; one without a date yet (a new one) before all, in the order they were added (the last added first). */
const newestFirst = (a: ListedException, b: ListedException) =>
  a.date === null || b.date === null
    ? (a.date === null ? -1 : 0) - (b.date === null ? -1 : 0) || b.index - a.index
    : b.date.localeCompare(a.date) || a.index - b.index;

/**
 * The hours' exceptions in the order the owner reads them (hours-exceptions.tsx): today's and
 * the coming ones, newest first, a new one without a date at the top; then the past ones
 * (before `today`, a Prague date), newest first too.
 */
export function exceptionOrder(list: readonly unknown[], today: string): { upcoming: ListedException[]; past: ListedException[] } {
  const listed = list.map((item, index) => ({ item, index, date: dateOf(item) }));
  return {
    upcoming: listed.filter(({ date }) => date === null || date >= today).sort(newestFirst),
    past: listed.filter(({ date }) => date !== null && date < today).sort(newestFirst),
  };
}

/** The order as shown: indexes of the file's list, the coming ones and the past ones. */
export interface ShownOrder {
  upcoming: number[];
  past: number[];
  /** How many items the list had when the order was taken. */
  length: number;
}

/**
 * The order to show `list` in, kept while the owner edits (an item does not jump away while its
 * date is being typed): taken anew only when items come or go. One added at the end of the file
 * (a new exception) goes to the top; after a removal the order is taken again by date.
 */
export function keptOrder(list: readonly unknown[], today: string, shown: ShownOrder | null): ShownOrder {
  if (shown && shown.length === list.length) return shown;
  if (shown && list.length === shown.length + 1)
    return { upcoming: [shown.length, ...shown.upcoming], past: shown.past, length: list.length };
  const { upcoming, past } = exceptionOrder(list, today);
  return { upcoming: upcoming.map(({ index }) => index), past: past.map(({ index }) => index), length: list.length };
}

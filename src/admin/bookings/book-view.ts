/**
 * The day's book's pure part: which day a link asks for, the days around it, what the owner
 * may do with a booking now (the server decides again: a refusal is said in words), and the
 * day's totals. No React, so its test needs no browser.
 */
import { addDays, isCalendarDate } from '../../content/time';
import type { BookEntry, BookingAction } from '../api/contract';

/** What a booking's card offers: the server's actions, and moving it (a form of its own). */
export type CardAction = BookingAction | 'move';

/** The day a `?date=` asks for; today without one, or with one that is not a date. */
export function dayAsked(search: URLSearchParams, today: string): string {
  const asked = search.get('date');
  return asked !== null && /^\d{4}-\d{2}-\d{2}$/.test(asked) && isCalendarDate(asked) ? asked : today;
}

/** The days the book links to: the one before, the one after. */
export const daysAround = (date: string) => ({ previous: addDays(date, -1), next: addDays(date, 1) });

/**
 * What a booking's card offers on `date` when today is `today`: a pending one is confirmed or
 * declined; arrived and no-show are the evening's marks (from the booking's day on, each
 * correcting the other); a booking still to come may be moved or cancelled.
 */
export function actionsFor(entry: Pick<BookEntry, 'state' | 'date'>, today: string): CardAction[] {
  const onItsDay = entry.date <= today;
  switch (entry.state) {
    case 'pending':
      return ['confirm', 'decline', 'move', 'cancel'];
    case 'confirmed':
      return onItsDay ? ['arrived', 'noShow', 'move', 'cancel'] : ['move', 'cancel'];
    case 'arrived':
      return onItsDay ? ['noShow'] : [];
    case 'noShow':
      return onItsDay ? ['arrived'] : [];
    default:
      return [];
  }
}

/** The bookings that hold seats (not declined or cancelled), and their guests. */
export function totals(entries: readonly Pick<BookEntry, 'state' | 'party'>[]): { count: number; guests: number } {
  const held = entries.filter((entry) => entry.state !== 'declined' && entry.state !== 'cancelled');
  return { count: held.length, guests: held.reduce((sum, entry) => sum + entry.party, 0) };
}

/** A block's end as the server takes it: the time input's empty or 00:00 is the day's end. */
export const blockEnd = (to: string) => (to === '' || to === '00:00' ? '24:00' : to);

/** A block's end as the owner reads it: the day's end is midnight. */
export const shownEnd = (to: string) => (to === '24:00' ? '00:00' : to);

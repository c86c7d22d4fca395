import type { TFunction } from 'i18next';
import type { Lang } from '../lang';
import { formatDateWithWeekday, weekdayOf } from '../content/time';
import { monthNames } from '../content/hours-text';

/** A lunch day's date for people: `pátek 27. listopadu 2026` / `Friday, November 27, 2026`. */
export function lunchDateText(t: TFunction, lang: Lang, date: string): string {
  return formatDateWithWeekday(date, t(`dailyMenu.weekdays.${weekdayOf(date)}`), lang, monthNames(t));
}

/** The id of a day's section on the page (the feed's entries link to it). */
export function lunchDayAnchor(date: string): string {
  return `menu-${date}`;
}

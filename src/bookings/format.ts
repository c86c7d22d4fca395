import type { TFunction } from 'i18next';
import { monthNames } from '../content/hours-text';
import { formatDate, pragueClock } from '../content/time';
import type { Lang } from '../lang';

/** An instant as Prague's date and wall time: `2. prosince 2026 v 10:15` / `December 2, 2026, at 10:15`. */
export function pragueMomentText(t: TFunction, lang: Lang, iso: string): string {
  const { date, minutes } = pragueClock(new Date(iso));
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return t('booking.moment', { date: formatDate(date, lang, monthNames(t)), time });
}

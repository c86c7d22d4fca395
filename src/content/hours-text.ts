/**
 * Opening hours in words, from the content's hours and the clock (time.ts):
 * the week in short ("denně 10:00–22:00", "po–pá 10:00–22:00, so–ne zavřeno")
 * and the state at a moment ("Otevřeno do 22:00", "Dnes zavřeno – Štědrý den").
 * Shared by the footer, the contact page, the home page and the head.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '../lang';
import type { Hours, Weekday } from './schema';
import { addDays, formatDate, hoursState, pragueDate } from './time';

// The order of the week (kept here: the schema module is not for the browser's bundle).
const week: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The 12 month names of the language (Czech in the genitive) for time.ts's date formatting. */
export function monthNames(t: TFunction): readonly string[] {
  return t('common.months', { returnObjects: true }) as readonly string[];
}

function spanText(t: TFunction, day: Hours['regular'][Weekday]): string {
  return day === 'closed' ? t('hours.closed') : t('hours.span', { opens: day.opens, closes: day.closes });
}

/** The usual week, lower-case for use inside a sentence: `denně 10:00–22:00` / `daily 10:00–22:00`. */
export function weekText(t: TFunction, hours: Hours): string {
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of week) {
    const text = spanText(t, hours.regular[day]);
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  const [only] = groups;
  if (groups.length === 1 && only && hours.regular.monday !== 'closed') return t('hours.daily', { span: only.text });
  return groups
    .map(({ from, to, text }) => {
      const days = from === to ? t(`hours.weekdays.${from}`) : `${t(`hours.weekdays.${from}`)}–${t(`hours.weekdays.${to}`)}`;
      return t('hours.days', { days, span: text });
    })
    .join(', ');
}

/** The first letter in upper case (a sentence-initial `Denně 10:00–22:00`). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The opening time of the first open day of the usual week (`10:00`), or null when every day is closed. */
export function usualOpening(hours: Hours): string | null {
  for (const day of week) {
    const span = hours.regular[day];
    if (span !== 'closed') return span.opens;
  }
  return null;
}

/** Open or closed at `now`, in words. */
export function hoursStatusText(t: TFunction, lang: Lang, hours: Hours, now: Date): string {
  const state = hoursState(hours, now);
  switch (state.kind) {
    case 'open':
      return t('hours.open', { closes: state.closes });
    case 'opens-later':
      return t('hours.opensLater', { opens: state.opens });
    case 'closed-today':
      return state.exception ? t('hours.closedTodayNamed', { name: state.exception.name[lang] }) : t('hours.closedToday');
    case 'closed-now': {
      const { next } = state;
      if (!next) return t('hours.closedNow');
      if (next.date === addDays(pragueDate(now), 1)) return t('hours.closedNowTomorrow', { opens: next.opens });
      return t('hours.closedNowLater', { opens: next.opens, date: formatDate(next.date, lang, monthNames(t)) });
    }
  }
}

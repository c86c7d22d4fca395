/**
 * The home page's answer to "is it open?": a headline for the moment (from
 * hours-text.ts: "Otevřeno do 22:00", "Dnes zavřeno – Štědrý den") and one line
 * under it: the usual week on a regular day, today's exception on a day that has
 * one (closing early, opening late), or when it opens next on a day it stays
 * closed. Pure: the clock is the caller's (useNow), so the server's render and the
 * hydration agree.
 */
import type { TFunction } from 'i18next';
import type { Hours } from '../../content/schema';
import { addDays, formatDate, hoursState, pragueDate } from '../../content/time';
import type { Lang } from '../../lang';
import { capitalize, hoursStatusText, monthNames, weekText } from '../../content/hours-text';

export interface TodayStatus {
  /** Open at this moment (a green dot), else closed (a muted one). */
  open: boolean;
  headline: string;
  detail: string;
  /** Today's exception in words ("Dnes zavřeno – Štědrý den", "Silvestr: dnes otevřeno 10:00–18:00"), null on a regular day. */
  exception: string | null;
}

export function todayStatus(t: TFunction, lang: Lang, hours: Hours, now: Date): TodayStatus {
  const state = hoursState(hours, now);
  const headline = hoursStatusText(t, lang, hours, now);
  const week = capitalize(weekText(t, hours));
  switch (state.kind) {
    case 'open':
    case 'opens-later': {
      const { exception } = state;
      // Today's own hours (a holiday, closing early): said instead of the usual week, which is not true today.
      const special =
        exception && 'opens' in exception
          ? t('home.status.todaySpecial', {
              name: exception.name[lang],
              opens: exception.opens,
              closes: exception.closes,
            })
          : null;
      return { open: state.kind === 'open', headline, detail: special ?? week, exception: special };
    }
    case 'closed-today': {
      const { next, exception } = state;
      const today = pragueDate(now);
      const detail = !next
        ? week
        : next.date === addDays(today, 1)
          ? t('home.status.opensTomorrow', { opens: next.opens })
          : t('home.status.opensOn', { date: formatDate(next.date, lang, monthNames(t)), opens: next.opens });
      return { open: false, headline, detail, exception: exception ? headline : null };
    }
    case 'closed-now':
      // The headline already says when it opens next.
      return { open: false, headline, detail: week, exception: null };
  }
}

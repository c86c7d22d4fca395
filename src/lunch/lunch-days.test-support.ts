/**
 * Published lunch days for unit tests (the shape published-days.ts selects),
 * built here, never read from content/: a dish of each kind, served 11:00–14:00.
 */
import type { LunchDayView } from '../content/page-data';
import type { Lang } from '../lang';

export function lunchDay(date: string, lang: Lang, serving = { from: '11:00', until: '14:00' }): LunchDayView {
  const cs = lang === 'cs';
  return {
    date,
    serving,
    note: null,
    soups: [
      {
        name: cs ? `Česnečka (${date})` : `Garlic soup (${date})`,
        amount: cs ? '0,3\u00a0l' : '0.3\u00a0l',
        price: 45,
        allergens: [1, 7],
        diet: ['vegetarian'],
        soldOut: null,
      },
    ],
    mains: [
      {
        name: cs ? 'Svíčková na smetaně' : 'Beef sirloin in cream sauce',
        amount: '150\u00a0g',
        price: 189,
        allergens: [1, 3, 7, 9, 10],
        diet: [],
        soldOut: null,
      },
      {
        name: cs ? 'Rizoto s houbami' : 'Mushroom risotto',
        amount: '300\u00a0g',
        price: 169,
        allergens: [7],
        diet: ['vegetarian', 'gluten-free'],
        soldOut: null,
      },
    ],
  };
}

/** The sample week of the unit tests: Monday 23 to Friday 27 November 2026, and Monday 30 November. */
export function sampleLunchDays(lang: Lang): LunchDayView[] {
  return ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'].map((date) =>
    lunchDay(date, lang),
  );
}

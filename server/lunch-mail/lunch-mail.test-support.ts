/**
 * Content for the morning send's tests, built here (never read from content/): a daily menu
 * with `sendAt: '10:00'`, served 11:00–14:00, and the usual week (Monday to Friday open).
 */
import type { DailyMenu, Hours } from '../../src/content/schema';

type Day = DailyMenu['days'][number];

/** A published day with a soup and a main (or a draft, or with no dish). */
export function menuDay(date: string, extra: Partial<Day> = {}): Day {
  return {
    date,
    published: true,
    soups: [{ name: { cs: 'Česnečka', en: 'Garlic soup' }, amount: { litres: 0.3 }, price: 45, allergens: [1, 7] }],
    mains: [
      {
        name: { cs: 'Svíčková na smetaně', en: 'Beef sirloin in cream sauce' },
        amount: { grams: 150 },
        price: 189,
        allergens: [1, 3, 7, 9, 10],
      },
    ],
    ...extra,
  } as Day;
}

export function lunchMenu(days: Day[], sendAt: string | null = '10:00'): DailyMenu {
  return { serving: { from: '11:00', until: '14:00' }, ...(sendAt ? { sendAt } : {}), days };
}

export function weekHours(exceptions: Hours['exceptions'] = []): Hours {
  const open = { opens: '10:00', closes: '22:00' };
  return {
    regular: {
      monday: open,
      tuesday: open,
      wednesday: open,
      thursday: open,
      friday: open,
      saturday: open,
      sunday: 'closed',
    },
    exceptions,
  };
}

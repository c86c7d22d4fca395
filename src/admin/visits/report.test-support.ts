/**
 * A fixed report of the owner's numbers, as server/visits' report would answer it: the screens'
 * SSR tests draw it, the routers' tests send it through the admin, and the browser walk
 * (tests/e2e/admin-screens.spec.ts) reads the same shapes from the counts it seeds.
 */
import type { VisitsReport } from './contract';

/** 30 dates from `first` (YYYY-MM-DD), one a day. */
function datesFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T12:00:00Z`);
  return Array.from({ length: count }, (_, day) => new Date(start + day * 86_400_000).toISOString().slice(0, 10));
}

/** A weekday's shape: more on weekdays, none on the last day (today, early). */
const daily = (base: number) => (_: unknown, day: number) => (day === 29 ? 0 : base + ((day * 7) % 11));

export function sampleVisitsReport(): VisitsReport {
  const days = datesFrom('2026-11-01', 30);
  const lunchHours = (weekday: number) =>
    Array.from({ length: 24 }, (_, hour) =>
      hour >= 9 && hour <= 13 ? 10 + weekday * 3 + (hour === 11 ? 20 : 0) : hour === 8 ? 2 : 0,
    );
  return {
    days,
    pages: [
      { page: 'dailyMenu', lang: 'cs', views: Array.from({ length: 30 }, daily(40)) },
      { page: 'dailyMenu', lang: 'en', views: Array.from({ length: 30 }, daily(4)) },
      { page: 'home', lang: 'cs', views: Array.from({ length: 30 }, daily(25)) },
      { page: 'home', lang: 'en', views: Array.from({ length: 30 }, daily(6)) },
      { page: 'contact', lang: 'cs', views: Array.from({ length: 30 }, daily(8)) },
    ],
    lunchGrid: { weeks: 8, views: [0, 1, 2, 3, 4].map(lunchHours) },
    referrers: [
      { host: 'google.com', views: 412 },
      { host: 'mapy.cz', views: 268 },
      { host: 'instagram.com', views: 51 },
      { host: '(other)', views: 17 },
      { host: '(direct)', views: 903 },
    ],
    weekly: datesFrom('2026-09-07', 91)
      .filter((_, day) => day % 7 === 0)
      .map((weekStart, week) => ({
        weekStart,
        enquiries: week % 4,
        bookings: 5 + (week % 6),
        subscribeAccepted: week % 3,
      })),
    fetches: { feed: Array.from({ length: 30 }, daily(3)), ics: Array.from({ length: 30 }, (_, day) => day % 5) },
    forms: [
      { form: 'contact', accepted: 9, refused: 2 },
      { form: 'lounge', accepted: 3, refused: 0 },
      { form: 'booking', accepted: 41, refused: 6 },
      { form: 'subscribe', accepted: 12, refused: 1 },
    ],
  };
}

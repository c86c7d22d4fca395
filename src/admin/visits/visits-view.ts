/**
 * The pure part of "Návštěvnost": the report (contract.ts) shaped for the charts, with no React.
 * The screen shows what an owner would look at: pages by their names, hosts by their names (a
 * view with no referrer, and the rest, in words: never `(direct)` or `(other)`), the busiest
 * day, hour and host.
 */
import type { PageKey } from '../../page-ids';
import { DIRECT, OTHER, type VisitsReport } from './contract';

/** One page's row: its views per day in each language, and the sum. */
export interface PageRow {
  page: PageKey;
  cs: number[];
  en: number[];
  total: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The pages viewed at all, with their two languages side by side, the most viewed first (ties in the report's order). */
export function pageRows(report: VisitsReport): PageRow[] {
  const rows = new Map<PageKey, PageRow>();
  const length = report.days.length;
  for (const { page, lang, views } of report.pages) {
    const row = rows.get(page) ?? { page, cs: Array(length).fill(0), en: Array(length).fill(0), total: 0 };
    row[lang] = Array.from({ length }, (_, day) => row[lang][day]! + (views[day] ?? 0));
    row.total = sum(row.cs) + sum(row.en);
    rows.set(page, row);
  }
  return [...rows.values()].filter((row) => row.total > 0).sort((a, b) => b.total - a.total);
}

/** The index of the largest value (the first of equals); -1 when every value is 0. */
export function peakAt(values: readonly number[]): number {
  let peak = -1;
  values.forEach((value, index) => {
    if (value > 0 && (peak < 0 || value > values[peak]!)) peak = index;
  });
  return peak;
}

/** A day's views in both languages. */
export const bothLangs = (row: PageRow): number[] => row.cs.map((views, day) => views + row.en[day]!);

export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

/** The busiest weekday and Prague hour of the lunch menu, or null with no views at all. */
export function gridPeak(
  views: readonly (readonly number[])[],
): { weekday: WeekdayKey; hour: number; count: number } | null {
  let best: { weekday: WeekdayKey; hour: number; count: number } | null = null;
  views.forEach((hours, day) =>
    hours.forEach((count, hour) => {
      if (count > 0 && (!best || count > best.count)) best = { weekday: weekdayKeys[day]!, hour, count };
    }),
  );
  return best;
}

/**
 * The hours the grid shows: 6:00 to 22:00, wider when views fall outside (a night owl's view at
 * 2:00 is shown, not hidden), so a phone's narrow grid keeps squares big enough to see.
 */
export function shownHours(views: readonly (readonly number[])[]): number[] {
  let first = 6;
  let last = 22;
  for (const hours of views)
    hours.forEach((count, hour) => {
      if (count > 0) {
        first = Math.min(first, hour);
        last = Math.max(last, hour);
      }
    });
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** A referring host as the owner reads it: a site's name, or the words for no referrer and for the rest. */
export type HostName = { words: 'direct' | 'other' } | { host: string };
const hostName = (host: string): HostName =>
  host === DIRECT ? { words: 'direct' } : host === OTHER ? { words: 'other' } : { host };

/** The hosts for the ranked bars: the sites by views, then the rest, then no referrer (as the report orders the last two). */
export function rankedHosts(report: VisitsReport): { name: HostName; views: number }[] {
  const sites = report.referrers.filter(({ host }) => host !== DIRECT && host !== OTHER);
  const rest = report.referrers.filter(({ host }) => host === OTHER || host === DIRECT);
  return [...[...sites].sort((a, b) => b.views - a.views), ...rest]
    .filter(({ views }) => views > 0)
    .map(({ host, views }) => ({ name: hostName(host), views }));
}

/** The weeks' sums and this week's (the last). */
export function weekTotals(report: VisitsReport) {
  const last = report.weekly.at(-1);
  return {
    enquiries: sum(report.weekly.map((week) => week.enquiries)),
    bookings: sum(report.weekly.map((week) => week.bookings)),
    thisEnquiries: last?.enquiries ?? 0,
    thisBookings: last?.bookings ?? 0,
  };
}

export { sum };

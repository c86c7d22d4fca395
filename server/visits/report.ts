/**
 * The owner's numbers (`VisitsPort.report`, read by the admin's "Návštěvnost" screen): the
 * stored counts of the last 13 weeks, turned from UTC hours into Prague days and hours. The
 * counts are kept per UTC hour because a Prague hour is ambiguous once a year (the autumn
 * change's 02:00 happens twice: both are added to 02:00) and missing once (spring's 02:00
 * has no count). Nothing here is per visitor: the records hold sums only.
 */
import { addDays, pragueClock } from '../../src/content/time';
import { pageKeys, type PageKey } from '../../src/page-ids';
import { countedForms, type CountedForm } from './classify';
import { DIRECT, OTHER } from './referrer';
import type { VisitsStore } from './store';

/** Days of the per-day rows; weeks of the lunch grid; weeks of the weekly rows. */
const DAYS = 30;
const GRID_WEEKS = 8;
const WEEKS = 13;
/** Referring hosts named one by one; the rest are summed as `(other)`. */
const TOP_HOSTS = 8;
const WORKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const WEEK = [...WORKDAYS, 'saturday', 'sunday'] as const;
/** A record's field begins with its UTC hour. */
const HOUR = /^(?:[01]\d|2[0-3])$/;

/** The answer of `GET /admin/api/visits`: the admin's contract (src/admin/visits/contract.ts) has the same shape. */
export interface VisitsReport {
  /** The last 30 Prague dates, oldest first; each `number[30]` follows them. */
  days: string[];
  pages: { page: PageKey; lang: 'cs' | 'en'; views: number[] }[];
  /** The daily menu's views (both languages) over the last 8 weeks: Monday to Friday × Prague hour 0–23. */
  lunchGrid: { weeks: number; views: number[][] };
  /** The 30 days' referring hosts: the top ones, then `(other)` and `(direct)`. */
  referrers: { host: string; views: number }[];
  /** The last 13 weeks (Monday's date, oldest first). */
  weekly: { weekStart: string; enquiries: number; bookings: number; subscribeAccepted: number }[];
  fetches: { feed: number[]; ics: number[] };
  /** Each form's posts over the 30 days. */
  forms: { form: CountedForm; accepted: number; refused: number }[];
}

const zeros = (n: number) => Array.from({ length: n }, () => 0);

/** The report at `now` from the store's records (throws when the store cannot be read). */
export async function visitsReport(store: VisitsStore, now: Date): Promise<VisitsReport> {
  const today = pragueClock(now);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today.date, i - DAYS + 1));
  const monday = addDays(today.date, -WEEK.indexOf(today.weekday));
  const weekStarts = Array.from({ length: WEEKS }, (_, i) => addDays(monday, 7 * (i - WEEKS + 1)));
  const gridFrom = addDays(today.date, 1 - GRID_WEEKS * 7);
  const from = weekStarts[0]! < gridFrom ? weekStarts[0]! : gridFrom;
  // A Prague date begins on the UTC date before it (22:00 or 23:00 UTC); UTC is never ahead of Prague.
  const utcDates: string[] = [];
  for (let date = addDays(from, -1); date <= today.date; date = addDays(date, 1)) utcDates.push(date);
  const records = await store.read(utcDates);

  const dayIndex = new Map(days.map((date, i) => [date, i]));
  const pageRows = new Map<string, number[]>(
    pageKeys.flatMap((page) => (['cs', 'en'] as const).map((lang) => [`${page}|${lang}`, zeros(DAYS)] as const)),
  );
  const grid = WORKDAYS.map(() => zeros(24));
  const hosts = new Map<string, number>();
  const weekly = weekStarts.map((weekStart) => ({ weekStart, enquiries: 0, bookings: 0, subscribeAccepted: 0 }));
  const fetches = { feed: zeros(DAYS), ics: zeros(DAYS) };
  const forms = new Map(countedForms.map((form) => [form, { form, accepted: 0, refused: 0 }]));

  for (const [utcDate, fields] of Object.entries(records)) {
    const hours = new Map<string, ReturnType<typeof pragueClock>>();
    for (const [field, n] of Object.entries(fields)) {
      const bar = field.indexOf('|');
      const hh = field.slice(0, bar);
      const key = field.slice(bar + 1);
      if (!HOUR.test(hh)) continue;
      let clock = hours.get(hh);
      if (!clock) {
        clock = pragueClock(new Date(`${utcDate}T${hh}:00:00Z`));
        hours.set(hh, clock);
      }
      if (clock.date < from || clock.date > today.date || !Number.isFinite(n)) continue;
      const day = dayIndex.get(clock.date);
      const week = Math.floor(daysBetween(weekStarts[0]!, clock.date) / 7);
      const [kind, name, last] = key.split('|');
      if (kind === 'v' && day !== undefined) {
        const row = pageRows.get(`${name}|${last}`);
        if (row) row[day]! += n;
      }
      const workday = WORKDAYS.indexOf(clock.weekday as (typeof WORKDAYS)[number]);
      if (kind === 'v' && name === 'dailyMenu' && clock.date >= gridFrom && workday >= 0)
        grid[workday]![Math.floor(clock.minutes / 60)]! += n;
      if (kind === 'r' && day !== undefined) hosts.set(name!, (hosts.get(name!) ?? 0) + n);
      if (kind === 'f' && day !== undefined && (name === 'feed' || name === 'ics')) fetches[name][day]! += n;
      if (kind === 'p' && day !== undefined) {
        const row = forms.get(name as CountedForm);
        if (row && last === 'a') row.accepted += n;
        if (row && last === 'r') row.refused += n;
      }
      const weekRow = week >= 0 ? weekly[week] : undefined;
      if (weekRow && kind === 'p' && last === 'a' && (name === 'contact' || name === 'lounge')) weekRow.enquiries += n;
      if (weekRow && kind === 'p' && last === 'a' && name === 'subscribe') weekRow.subscribeAccepted += n;
      if (weekRow && kind === 'b') weekRow.bookings += n;
    }
  }

  return {
    days,
    pages: [...pageRows].map(([row, views]) => {
      const [page, lang] = row.split('|') as [PageKey, 'cs' | 'en'];
      return { page, lang, views };
    }),
    lunchGrid: { weeks: GRID_WEEKS, views: grid },
    referrers: rankHosts(hosts),
    weekly,
    fetches,
    forms: [...forms.values()],
  };
}

/** The top hosts by views (ties by name), then `(other)` with the rest and `(direct)`. */
function rankHosts(hosts: Map<string, number>): VisitsReport['referrers'] {
  const named = [...hosts]
    .filter(([host]) => host !== DIRECT && host !== OTHER)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  const rest = named.slice(TOP_HOSTS).reduce((sum, [, views]) => sum + views, hosts.get(OTHER) ?? 0);
  return [
    ...named.slice(0, TOP_HOSTS).map(([host, views]) => ({ host, views })),
    { host: OTHER, views: rest },
    { host: DIRECT, views: hosts.get(DIRECT) ?? 0 },
  ];
}

/** Whole days from one date to another (calendar dates, no time zone). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Where the counts are added up: one record per UTC date, `{ "<HH>|<key>": n }`, in
 * DATA_DIR/visits (file-store.ts) or in Redis (redis-store.ts). Every process adds its own
 * counts (a batch) once a minute, so replicas and processes on one DATA_DIR add up.
 */

/** The counts one flush adds: per UTC date, field → how many. */
export type DayCounts = Record<string, Record<string, number>>;

export interface Batch {
  /** Who flushes: a process's id, random at each start (never a visitor's). */
  replica: string;
  /** The flush's number in that process, 1, 2, 3…: a batch sent again keeps it and is added once. */
  seq: number;
  days: DayCounts;
}

export interface VisitsStore {
  /** Adds a batch's counts; a batch already added (its replica and seq) is not added again. */
  add(batch: Batch): Promise<void>;
  /** The records of these UTC dates (an empty one for a date with none). */
  read(dates: readonly string[]): Promise<DayCounts>;
  /** Drops the records older than KEEP_MONTHS before `today` (the files; Redis's expire by themselves). */
  prune(today: string): Promise<number>;
}

/** How long the counts are kept: 13 calendar months (the privacy notice says so). */
export const KEEP_MONTHS = 13;

/** `2027-03-31` moved by `months` calendar months, the day clamped to the month's last (`2026-02-28`). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** The oldest date still kept on `today`: 13 calendar months before it. */
export function oldestKept(today: string): string {
  return addMonths(today, -KEEP_MONTHS);
}

/**
 * What a store's failure is logged with: its code alone (`ENOTDIR`, `EACCES`, `ECONNREFUSED`),
 * no stack: the cause is the operator's (an unusable DATA_DIR, Redis away), said at error level
 * where it is watched, not a bug of ours.
 */
export function failureCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message.slice(0, 200) : 'unknown';
}

let pragueDateFormat: Intl.DateTimeFormat | undefined;

/** Today's date in Prague as a date input value (YYYY-MM-DD). Pass `now` in tests. */
export function pragueToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  pragueDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return pragueDateFormat.format(now);
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD (2025-02-30 is not). */
export function isDateValue(value: string): boolean {
  const match = DATE_VALUE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `2025-11-08` → `8. 11. 2025` (the Czech way, no time zone involved). */
export function formatCzechDate(value: string): string {
  const match = DATE_VALUE.exec(value);
  if (!match) return value;
  return `${Number(match[3])}. ${Number(match[2])}. ${match[1]}`;
}

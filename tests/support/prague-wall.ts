/**
 * Prague's wall clock found with Intl alone: the oracle of the property tests of rules that
 * src/content/time.ts serves (the free times'), written apart from it so that
 * a mistake there is not repeated here.
 */
const prague = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `YYYY-MM-DD HH:MM` on Prague's wall clock at an instant (epoch ms). */
export function wall(instant: number): string {
  const parts = Object.fromEntries(prague.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** `2026-12-31` + 1 → `2027-01-01`, by the calendar alone. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The instant Prague's clock shows `time` on `date` (the first, if twice; `24:00` is the next
 * day's 00:00), or null when the clock skips it. Prague is UTC+1 or UTC+2, nothing else.
 */
export function instantOf(date: string, time: string): number | null {
  if (time === '24:00') return instantOf(plusDays(date, 1), '00:00');
  const naive = Date.parse(`${date}T${time}:00Z`);
  const found = [2, 1]
    .map((hours) => naive - hours * 3_600_000)
    .filter((instant) => wall(instant) === `${date} ${time}`);
  return found[0] ?? null;
}

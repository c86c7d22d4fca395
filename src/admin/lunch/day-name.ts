import type { AdminLang } from '../i18n/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A lunch day's date for the owner: `short` in a list of days ("čt 26. 11.", "Thu 26 Nov"),
 * `long` as a heading ("čtvrtek 26. listopadu 2026"). A calendar date has no time zone:
 * it is formatted as a UTC midnight in UTC.
 */
export function dayName(date: string, lang: AdminLang, style: 'short' | 'long'): string {
  const key = `${lang}-${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : { weekday: 'short', day: 'numeric', month: lang === 'cs' ? 'numeric' : 'short' };
    format = new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

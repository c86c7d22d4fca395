import type { Lang } from '../lang';

const NBSP = '\u00a0';

/**
 * A duration in a sentence: `2 h`, `1 h 30 min`, `45 min` in Czech (the usual
 * abbreviations, with no-break spaces); `2 hours`, `1 hour 30 minutes`,
 * `45 minutes` in English, where abbreviations read as a form, not as speech.
 * (The table request's words only: a module of its own, out of every page's entry.)
 */
export function formatDuration(minutes: number, lang: Lang): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(lang === 'cs' ? `${hours}${NBSP}h` : `${hours}${NBSP}${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(lang === 'cs' ? `${rest}${NBSP}min` : `${rest}${NBSP}${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

import type { Lang } from '../lang';
import { RANGE_DASH } from '../i18n/typography';

const NBSP = '\u00a0';

/**
 * Prices are written the Czech way in both languages: thousands grouped with a
 * no-break space and the `Kč` suffix (`2 599 Kč`). Done by hand rather than with
 * Intl so that Node and every browser produce the same bytes (no hydration
 * mismatch from differing ICU data). A range's dash is one the line never breaks after.
 */
export function formatCzk(amount: number | readonly [number, number]): string {
  if (typeof amount === 'number') return `${groupThousands(amount)}${NBSP}Kč`;
  return `${groupThousands(amount[0])}${RANGE_DASH}${groupThousands(amount[1])}${NBSP}Kč`;
}

function groupThousands(value: number): string {
  const digits = String(Math.trunc(value));
  // At most 22 characters (a sign and 21 digits: String() writes 1e21 and more with an exponent).
  // eslint-disable-next-line regexp/no-super-linear-move -- quadratic in the digits, of which there are at most 21
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** `0.33` → `0,33 l` in Czech, `0.33 l` in English. */
export function formatLitres(litres: number, lang: Lang): string {
  const text = String(litres);
  return `${lang === 'cs' ? text.replace('.', ',') : text}${NBSP}l`;
}

export function formatGrams(grams: number): string {
  return `${groupThousands(grams)}${NBSP}g`;
}

/** `480 g`; `cca 4,2 kg` / `approx. 4.2 kg`; `0,3 l` / `0.3 l`. */
export function formatAmount(amount: { litres: number } | { grams: number; approx?: boolean | undefined }, lang: Lang): string {
  if ('litres' in amount) return formatLitres(amount.litres, lang);
  const approx = amount.approx ? (lang === 'cs' ? `cca${NBSP}` : `approx.${NBSP}`) : '';
  if (amount.grams < 1000) return `${approx}${formatGrams(amount.grams)}`;
  const kilos = String(amount.grams / 1000);
  return `${approx}${lang === 'cs' ? kilos.replace('.', ',') : kilos}${NBSP}kg`;
}

/** `+420 000 000 001` → `tel:+420000000001` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** A phone number that never breaks across lines (`+420 000 000 001` with no-break spaces). */
export function unbreakable(text: string): string {
  return text.replace(/ /g, NBSP);
}

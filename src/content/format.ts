import type { Lang } from '../lang';
import { RANGE_DASH } from '../i18n/typography';

const NBSP = '\u00a0';

/**
 * A price in Czech crowns as the page's language writes it: Czech groups the
 * thousands with a no-break space and ends with `Kč` (`2 599 Kč`, `45–75 Kč`);
 * English groups them with a comma and ends with `CZK` (`2,599 CZK`,
 * `45–75 CZK`), because an English-speaking guest reads neither `Kč` nor a
 * space inside a number. The space before the currency is a no-break one in
 * both. Done by hand rather than with Intl so that Node and every browser
 * produce the same bytes (no hydration mismatch from differing ICU data).
 */
export function formatCzk(amount: number | readonly [number, number], lang: Lang): string {
  const currency = lang === 'cs' ? 'Kč' : 'CZK';
  const figures = typeof amount === 'number' ? groupThousands(amount, lang) : `${groupThousands(amount[0], lang)}${RANGE_DASH}${groupThousands(amount[1], lang)}`;
  return `${figures}${NBSP}${currency}`;
}

/** `2 599` (a no-break space) in Czech, `2,599` in English. */
function groupThousands(value: number, lang: Lang): string {
  const digits = String(Math.trunc(value));
  // At most 22 characters (a sign and 21 digits: String() writes 1e21 and more with an exponent).
  // eslint-disable-next-line regexp/no-super-linear-move -- quadratic in the digits, of which there are at most 21
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'cs' ? NBSP : ',');
}

/** `0.33` → `0,33 l` in Czech, `0.33 l` in English. */
export function formatLitres(litres: number, lang: Lang): string {
  const text = String(litres);
  return `${lang === 'cs' ? text.replace('.', ',') : text}${NBSP}l`;
}

export function formatGrams(grams: number): string {
  return `${groupThousands(grams, 'cs')}${NBSP}g`;
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

/** `20`, `20 a 26`, `4, 20 a 26`: a list with its last joint in words (`and`, the language's: "a", "and"). */
export function joinList(items: readonly string[], and: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

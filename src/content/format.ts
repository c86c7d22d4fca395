import type { Lang } from '../lang';

const NBSP = '\u00a0';

/**
 * Prices are written the Czech way in both languages: thousands grouped with a
 * no-break space and the `Kč` suffix (`2 599 Kč`). Done by hand rather than with
 * Intl so that Node and every browser produce the same bytes (no hydration
 * mismatch from differing ICU data).
 */
export function formatCzk(amount: number | readonly [number, number]): string {
  if (typeof amount === 'number') return `${groupThousands(amount)}${NBSP}Kč`;
  return `${groupThousands(amount[0])}–${groupThousands(amount[1])}${NBSP}Kč`;
}

function groupThousands(value: number): string {
  const digits = String(Math.trunc(value));
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

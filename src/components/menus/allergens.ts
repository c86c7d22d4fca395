import type { TFunction } from 'i18next';
import type { Messages } from '../../i18n/cs';
import type { Lang } from '../../lang';

/** The 14 allergens of Annex II of Regulation (EU) No 1169/2011, by their numbers. */
export const allergenNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
type AllergenNumber = (typeof allergenNumbers)[number];

function isAllergenNumber(value: number): value is AllergenNumber {
  return (allergenNumbers as readonly number[]).includes(value);
}

/** The official name of an allergen (`Obiloviny obsahující lepek`); null for a number outside 1–14. */
export function allergenName(t: TFunction, allergen: number): string | null {
  return isAllergenNumber(allergen) ? t(`allergens.names.${allergen}`) : null;
}

/** The allergens whose heading the regulation spells out (cereals, milk, nuts). */
type DetailKey = keyof Messages['allergens']['details'];
const detailed: readonly DetailKey[] = ['1', '7', '8'];

/** What the regulation lists under an allergen's heading (`including lactose`); null when nothing. */
export function allergenDetail(t: TFunction, allergen: number): string | null {
  const key = detailed.find((candidate) => candidate === String(allergen));
  return key ? t(`allergens.details.${key}`) : null;
}

/**
 * What a screen reader says for an item's allergens: the names, not the digits
 * (`Alergeny: obiloviny obsahující lepek, vejce a mléko`).
 */
export function allergenNames(t: TFunction, lang: Lang, allergens: readonly number[]): string {
  const names = allergens.flatMap((allergen) => {
    const name = allergenName(t, allergen);
    return name ? [name.charAt(0).toLocaleLowerCase(lang) + name.slice(1)] : [];
  });
  return t('allergens.item.names', { names: spokenList(lang, names) });
}

/** Words as a sentence lists them, in the page's language: `vejce a mléko`, `vegetarians and vegans`. */
export function spokenList(lang: Lang, words: readonly string[]): string {
  // One list format a language, made once: making one costs more than the list it formats, and every dish asks.
  listFormats[lang] ??= new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  return listFormats[lang].format(words);
}

const listFormats: Partial<Record<Lang, Intl.ListFormat>> = {};

/** A number as the owner writes it: with a decimal comma in Czech (0,5), a point in English. */
export const numberText = (value: unknown, lang: 'cs' | 'en'): string =>
  typeof value === 'number' && lang === 'cs' ? String(value).replace('.', ',') : String(value);

/**
 * Typography of the shown text, done by code in one place: every Czech text
 * (the copy through i18next's post-processor, instances.ts; the content's
 * texts where select.ts picks them) gets its no-break spaces and en dashes at
 * render time, on the server and in the browser alike (pure, deterministic: the
 * hydration sees the same characters). Each rule only ever turns a space into a
 * no-break space (U+00A0) or a hyphen-minus into an en dash (U+2013); a second
 * pass changes nothing.
 *
 * Czech (ČSN 01 6910): a no-break space after a one-letter preposition or
 * conjunction (k s v z o u a i, also capitalised), between a number and its unit,
 * currency or counted noun (`250 míst`, `0,5 l`, `159 Kč`, `30 %`), inside
 * numbers (`2 599`, `160 00`), in dates (`8. listopadu 2026`, `24. 12.`) and
 * before a spaced dash; and in both languages an en dash in ranges
 * (`10:00–22:00`, `8.–11.`, `45–75`) and for a spaced hyphen (`Praha 6 – Vokovice`).
 *
 * What must never break across lines, in both languages: a range (a browser may break
 * after any en dash, so an unspaced one gets a word joiner, U+2060, after it:
 * `10:00–⁠22:00`, `po–⁠pá`), an abbreviation and its word (`St. Martin`, `sv. Martina`,
 * `tel. 777`: a no-break space) and a number written in groups (`+420 235 360 052`,
 * `160 00`: no-break spaces, as in Czech). So the rules may also insert a word joiner
 * right after an en dash, and nothing else.
 * Machines get plain text back (`plainText`): titles, meta tags, JSON-LD, e-mails.
 */
import type { Lang } from '../lang';

const NBSP = '\u00a0';
const EN_DASH = '\u2013';
/** U+2060 WORD JOINER: no line break on either side of it, and nothing shown. */
const WORD_JOINER = '\u2060';
/** The dash of a range as code writes it (prices, dates): an en dash the line never breaks after. */
export const RANGE_DASH = `${EN_DASH}${WORD_JOINER}`;

/** What may stand right before a word: the start, a space, an opening bracket or quote. */
const WORD_START = /[\s([{„“‚‘"'«»]/;
/** What may stand right before a number and its unit: not a digit or part of a number or a time. */
const NUMBER_START = /[^\d.,:]/;
/** What may stand right before the first number of a range: nor a hyphen, a dash (joined or not) or a plus (a chain, a phone number). */
const RANGE_START = /[^\d.,:\-–+\u2060]/;

const at = (text: string, offset: number, allowed: RegExp) => offset === 0 || allowed.test(text.charAt(offset - 1));

const ONE_LETTER = /([ksvzouai]) (?=\S)/gi;
const UNIT = /(\d{1,12}(?:[.,]\d{1,12})?) (?=\p{Ll}|(?:Kč|CZK|EUR|€|%|‰|°C?)(?![\p{L}\d]))/gu;
const DIGITS = /(\d) (?=\d)/g;
const ORDINAL = /(\d{1,3})\. (?=[\p{Ll}\d])/gu;
const MONTH_YEAR =
  /(ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|leden|únor|březen|duben|květen|červen|červenec|srpen|říjen|listopad|prosinec) (?=\d{4}(?!\d))/g;
const BEFORE_DASH = / –(?=\s)/g;
const SPACED_HYPHEN = /(\s)-(?=\s)/g;
/**
 * Numbers, decimals, times and ordinals on both sides of one hyphen: `45-75`, `10:00-22:00`, `8.-11.`.
 * Every quantifier here and in UNIT is bounded (a number of up to 12 digits, up to four parts): with `\d+`
 * a long run of digits took quadratic time (docs/performance.md), bounded it is linear.
 */
const RANGE = /(\d{1,12}(?:[.,:]\d{1,12}){0,3}\.?)-(?=\d{1,12}(?:[.,:]\d{1,12}){0,3}\.?(?![.\d\-–]))/g;
/** An unspaced en dash between two words or numbers (a range): `10:00–22:00`, `8.–11.`, `po–pá`. */
const RANGE_DASH_UNJOINED = /(?<=[\p{L}\p{N}.])\u2013(?=[\p{L}\p{N}])/gu;
/** An abbreviation that belongs to the next word or number: `St. Martin's`, `sv. Martina`, `č. 5`. */
const ABBREVIATION = /(?<![\p{L}\p{N}])(St|Sv|sv|Dr|Mr|Mrs|Ms|No|č|tel|Tel)\. (?=[\p{L}\p{N}])/gu;
/** A token that is an address of some kind (URL, e-mail, path): its hyphens stay. */
const ADDRESS = /[/@]|www\./i;

function dashes(text: string): string {
  return text.replace(SPACED_HYPHEN, `$1${EN_DASH}`).replace(/\S+/g, (token) =>
    ADDRESS.test(token)
      ? token
      : // Not the middle of a chain like an ISO date or a phone number (`2026-11-08`, `777-123-456`).
        token.replace(RANGE, (match: string, from: string, offset: number) =>
          at(token, offset, RANGE_START) ? `${from}${EN_DASH}` : match,
        ),
  );
}

/** Both languages: ranges, abbreviations and numbers in groups (phone numbers, postal codes) stay on one line. */
function unbreakables(text: string): string {
  return text.replace(RANGE_DASH_UNJOINED, RANGE_DASH).replace(ABBREVIATION, `$1.${NBSP}`).replace(DIGITS, `$1${NBSP}`);
}

function czechSpaces(text: string): string {
  return text
    .replace(ONE_LETTER, (match: string, letter: string, offset: number, whole: string) =>
      at(whole, offset, WORD_START) ? `${letter}${NBSP}` : match,
    )
    .replace(UNIT, (match: string, number: string, offset: number, whole: string) =>
      at(whole, offset, NUMBER_START) ? `${number}${NBSP}` : match,
    )
    .replace(ORDINAL, (match: string, number: string, offset: number, whole: string) =>
      at(whole, offset, /\D/) ? `${number}.${NBSP}` : match,
    )
    .replace(MONTH_YEAR, `$1${NBSP}`)
    .replace(BEFORE_DASH, `${NBSP}${EN_DASH}`);
}

/** The text as it is shown in `lang`: Czech gets its no-break spaces, both languages the dashes and the unbreakable runs. */
export function typeset(text: string, lang: Lang): string {
  const dashed = unbreakables(dashes(text));
  return lang === 'cs' ? czechSpaces(dashed) : dashed;
}

/** Plain text for machines (titles, meta tags, JSON-LD, e-mails): no-break spaces back to spaces, no word joiners. */
export function plainText(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
}

/**
 * A change between two versions (server/admin/content/changes.ts) as a sentence in the
 * admin's language: "Cola 0,33 l: cena 35 Kč → 39 Kč", "Denní menu, út 1. 12.: zveřejněno",
 * "Galerie Restaurace: přidána fotografie „Terasa“". Items are named by what the owner
 * sees (names, dates, a photo's description), fields by short words or the form's labels,
 * prices and amounts as the public site writes them; never ids, keys or file names.
 */
import { formatAmount, formatCzk, formatLitres } from '../../content/format';
import type { Change, ChangeSummary, ItemKind, Named, Place } from '../api/contract';
import { adminMessages, wordAt, type AdminI18n } from '../i18n/i18n';
import { lookup, type MessageKey } from '../i18n/messages';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

type Words = Pick<AdminI18n, 't' | 'label' | 'lang'>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Fields whose change reads "old → new": a price, hours, times, a size. */
const arrowFields = new Set(['price', 'hours', 'serving', 'volume', 'amount', 'opens', 'closes', 'from', 'until']);
/** Fields whose value is a photo's file: said as "photo replaced", never by its name. */
const photoFields = new Set(['file', 'welcomeCards', 'share']);
/** Fields whose value is a choice with words of its own (choices in the i18n). */
const choiceFields = new Set(['diet', 'reservations', 'feastOrders', 'eventEnquiries', 'id']);

const locale = (lang: string) => (lang === 'cs' ? 'cs-CZ' : 'en-US');
const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "24. prosince" (the year only when it is not this one), "út 1. 12.", "1. 12. 2026". */
function dateText(iso: string, lang: string, style: 'day' | 'lunch' | 'full'): string {
  if (!isoDate.test(iso) || Number.isNaN(utc(iso).getTime())) return iso;
  const thisYear = iso.slice(0, 4) === String(new Date().getFullYear());
  const options: Intl.DateTimeFormatOptions =
    style === 'lunch'
      ? { weekday: 'short', day: 'numeric', month: lang === 'cs' ? 'numeric' : 'short' }
      : style === 'day'
        ? { day: 'numeric', month: 'long', ...(thisYear ? {} : { year: 'numeric' }) }
        : { day: 'numeric', month: lang === 'cs' ? 'numeric' : 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(locale(lang), { ...options, timeZone: 'UTC' }).format(utc(iso));
}

const nameText = (name: Named, lang: string) => (lang === 'en' ? name.en : name.cs) || name.cs || name.en;

function placeText(place: Place, { t, lang, label }: Words): string {
  if ('name' in place) return nameText(place.name, lang);
  if ('day' in place) return t('changes.day', { date: dateText(place.day, lang, 'lunch') });
  if ('date' in place) return t('changes.date', { date: dateText(place.date, lang, 'day') });
  if ('weekday' in place) {
    const day = label(place.weekday);
    return t('changes.weekday', { day: lang === 'cs' ? day.toLocaleLowerCase('cs') : day });
  }
  if ('until' in place)
    return t('changes.announcement', {
      from: dateText(place.from, lang, 'full'),
      until: dateText(place.until, lang, 'full'),
    });
  if ('edition' in place) return t('changes.edition', { year: place.edition.slice(0, 4) });
  if ('choice' in place) return lookup(adminMessages[lang], `choices.${place.choice}`) ?? place.choice;
  if ('gallery' in place)
    return t('changes.gallery', {
      section: wordAt(lang, `photos.sections.${place.gallery}`) ?? place.gallery,
    });
  return t(`changes.kinds.${place.kind}` as MessageKey);
}

/** A field's name in a sentence: a short word where one is written, else the form's label without its hint, in lower case. */
function fieldText(field: string[], words: Words): string {
  const { t, lang, label } = words;
  const language = field.at(-1) === 'cs' || field.at(-1) === 'en' ? field.at(-1) : undefined;
  const parts = field
    .filter((key) => key !== 'cs' && key !== 'en' && key !== 'hours')
    .map((key) => {
      const short = wordAt(lang, `changes.fields.${key}`);
      if (short) return short;
      // Without the form's hint in brackets: "Cena (Kč)" is "cena".
      const full = label(key);
      const hint = full.endsWith(')') ? full.lastIndexOf(' (') : -1;
      const text = hint > 0 ? full.slice(0, hint) : full;
      // "IČO", "PSČ": a word written in capitals stays so.
      return text.length > 1 && text.charAt(1) === text.charAt(1).toLocaleUpperCase() && /\p{L}/u.test(text.charAt(1))
        ? text
        : text.charAt(0).toLocaleLowerCase() + text.slice(1);
    });
  const joined = parts.join(', ');
  return language ? t(language === 'cs' ? 'changes.inCs' : 'changes.inEn', { field: joined }) : joined;
}

/** A value as the owner reads it, by the field it is in. */
function valueText(value: unknown, field: string[], words: Words): string {
  const { t, lang } = words;
  const key = field.filter((part) => part !== 'cs' && part !== 'en').at(-1) ?? '';
  if (value === undefined || value === null) return t('changes.nothing');
  if (typeof value === 'boolean') return t(value ? 'changes.yes' : 'changes.no');
  if (
    key === 'price' &&
    (typeof value === 'number' ||
      (Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number')))
  ) {
    return formatCzk(value as number | [number, number], lang);
  }
  if (key === 'volume' && typeof value === 'number') return formatLitres(value, lang);
  if (key === 'amount' && typeof value === 'object' && value !== null && ('litres' in value || 'grams' in value)) {
    return formatAmount(value as { litres: number }, lang);
  }
  if (value === 'closed') return t('changes.closed');
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (typeof record.opens === 'string' && typeof record.closes === 'string')
      return `${record.opens}–${record.closes}`;
    if (typeof record.from === 'string' && typeof record.until === 'string' && !isoDate.test(record.from))
      return `${record.from}–${record.until}`;
    if (typeof record.cs === 'string' && typeof record.en === 'string') return nameText(record as Named, lang);
    return Object.entries(record)
      .map(([name, entry]) => valueText(entry, [...field, name], words))
      .join(', ');
  }
  if (Array.isArray(value)) return value.map((entry) => valueText(entry, field, words)).join(', ');
  if (typeof value === 'string' && isoDate.test(value)) return dateText(value, lang, 'full');
  if (typeof value === 'string' && choiceFields.has(key))
    return lookup(adminMessages[lang], `choices.${value}`) ?? value;
  return typeof value === 'number' && lang === 'cs' ? String(value).replace('.', ',') : String(value);
}

/** "Where: rest", or the rest alone, capitalized. */
const withPlace = (where: Place[], rest: string, words: Words) =>
  where.length > 0 ? `${where.map((place) => placeText(place, words)).join(', ')}: ${rest}` : capitalized(rest);

/** The item's name after "přidán nápoj": quoted when it is a name, as it is when it is a date or a choice. */
function itemName(place: Place, words: Words): string {
  if ('kind' in place) return '';
  if ('until' in place)
    return ` ${dateText(place.from, words.lang, 'full')} – ${dateText(place.until, words.lang, 'full')}`;
  const text = placeText(place, words);
  return 'name' in place ? (words.lang === 'cs' ? ` „${text}“` : ` “${text}”`) : ` ${text}`;
}

export function changeText(change: Change, words: Words): string {
  const { t, lang } = words;
  switch (change.kind) {
    case 'added':
    case 'removed': {
      // A lunch day and an exception are named by their date, and say what they are.
      if (change.item === 'day' || change.item === 'exception') {
        const rest =
          change.kind === 'removed'
            ? t(change.item === 'day' ? 'changes.dayRemoved' : 'changes.exceptionRemoved')
            : change.item === 'day'
              ? t(change.value === true ? 'changes.dayAddedPublished' : 'changes.dayAdded')
              : valueText(change.value, ['hours'], words);
        return withPlace([...change.where, change.name], rest, words);
      }
      return withPlace(
        change.where,
        `${t(`changes.${change.kind}.${change.item}` as MessageKey)}${itemName(change.name, words)}`,
        words,
      );
    }
    case 'renamed': {
      // Only the other language's name changed: said as that field.
      if (nameText(change.from, lang) === nameText(change.to, lang)) {
        const other = lang === 'cs' ? 'en' : 'cs';
        return changeText(
          {
            kind: 'field',
            where: change.where,
            field: ['name', other],
            from: change.from[other],
            to: change.to[other],
          },
          words,
        );
      }
      return withPlace(change.where, t('changes.renamed', { to: nameText(change.to, lang) }), words);
    }
    case 'moved':
      return withPlace(change.where, t(`changes.moved.${change.item}` as ItemKindKey), words);
    case 'published':
    case 'unpublished':
      return withPlace(change.where, t(`changes.${change.kind}`), words);
    case 'field': {
      const field = fieldText(change.field, words);
      if (change.field.some((key) => photoFields.has(key))) {
        // "Fotografie stránek, hlavní fotografie: vyměněna fotografie" (not "…, fotografie: …").
        const where = fieldText(
          change.field.filter((key) => key !== 'file'),
          words,
        );
        return withPlace(
          change.where,
          where ? t('changes.photoChanged', { field: where }) : capitalized(t('changes.photoReplaced')),
          words,
        );
      }
      // "Svíčková: vyprodáno 29. 11. 2026", "Svíčková: zpět v nabídce".
      if (change.field.length === 1 && change.field[0] === 'soldOut') {
        const rest =
          typeof change.to === 'string'
            ? t('changes.soldOut', { date: dateText(change.to, lang, 'full') })
            : t('changes.backOnOffer');
        return withPlace(change.where, rest, words);
      }
      // "Frankfurtská polévka: alergeny zkontrolovány": a renamed copy's mark gone (server/admin/content/changes.ts).
      if (change.field[0] === 'copiedFrom') return withPlace(change.where, t('changes.allergensChecked'), words);
      const [from, to] = [valueText(change.from, change.field, words), valueText(change.to, change.field, words)];
      const key = change.field.filter((part) => part !== 'cs' && part !== 'en').at(-1) ?? '';
      // A value set where there was none (or `null`: "no address"), or cleared.
      const rest =
        change.from === undefined || change.from === null
          ? t('changes.set', { field, to })
          : change.to === undefined || change.to === null
            ? t('changes.cleared', { field, from })
            : arrowFields.has(key)
              ? `${field} ${from} → ${to}`.trim()
              : t('changes.field', { field, from, to });
      return withPlace(change.where, rest, words);
    }
  }
}

type ItemKindKey = `changes.moved.${ItemKind}`;

const plural = new Map<string, Intl.PluralRules>();
/** `one`, `few` or `other`: the Czech forms the messages are written in (English uses one and other). */
export function pluralForm(lang: string, n: number): 'One' | 'Few' | 'Other' {
  const rules = plural.get(lang) ?? new Intl.PluralRules(lang);
  plural.set(lang, rules);
  const form = rules.select(n);
  return form === 'one' ? 'One' : form === 'few' ? 'Few' : 'Other';
}

/** The sentences of a summary, and how many changes are not among them. */
export function summaryText(
  summary: ChangeSummary,
  words: Words,
): { sentences: string[]; more: number } | { unreadable: 'before' | 'after' | 'both' } {
  if ('unreadable' in summary) return summary;
  const sentences = summary.changes.map((change) => changeText(change, words));
  return { sentences, more: Math.max(0, summary.count - sentences.length) };
}

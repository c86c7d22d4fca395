/**
 * What a list item of a content file is called where the owner sees it, and the id a new
 * one gets. The admin names an item as its page shows it ("Cola 0,33 l"), a dated item by
 * its date ("24. prosince"), a photo by its description; the server's errors name it the
 * same way ("24. prosince: zavírá dřív, než otevírá"). Ids (`id` of a dish, a drink, a
 * section…) are made from the Czech name when the item is first saved and kept after,
 * never shown or asked for.
 */
type Lang = 'cs' | 'en';
type Path = readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const locales: Record<Lang, string> = { cs: 'cs-CZ', en: 'en-US' };

/** "24. prosince" / "December 24" for an ISO date; null for anything else. */
function dayName(date: unknown, lang: Lang): string | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const when = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(when.getTime())) return null;
  return new Intl.DateTimeFormat(locales[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(when);
}

/** A text in the language asked for, or the other one when that is empty. */
function textOf(value: unknown, lang: Lang): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (!isRecord(value)) return null;
  const own = value[lang];
  const other = value[lang === 'cs' ? 'en' : 'cs'];
  const text = (typeof own === 'string' && own.trim()) || (typeof other === 'string' && other.trim()) || '';
  return text || null;
}

const shorten = (text: string, max = 50): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * An item's name as the owner knows it: its date (an exception, a lunch day, a feast's
 * edition by its first day), else its name or title, else a photo's description or a
 * notice's text (shortened); null while it has none (the caller says "nová položka").
 */
export function itemName(item: unknown, lang: Lang): string | null {
  if (!isRecord(item)) return null;
  const date = dayName(item.date, lang) ?? dayName(item.start, lang) ?? dayName(item.from, lang);
  if (date) return date;
  for (const key of ['name', 'title', 'alt', 'text'] as const) {
    const text = textOf(item[key], lang);
    // A name is shown whole; a description or a notice's text is cut to its beginning.
    if (!text) continue;
    if (key === 'title') return text;
    // A drink as the list shows it: "Cola 0,33 l".
    if (key === 'name') return typeof item.volume === 'number' ? `${text} ${item.volume.toLocaleString(locales[lang])} l` : text;
    return shorten(text);
  }
  return null;
}

/**
 * The name of the innermost list item on a path through `data`; null when that item has none yet
 * (a new drink is not named by its category: the caller says "new item"). A value in a list of
 * values (an allergen of a dish) is no item: the dish names it.
 */
export function nameOnPath(data: unknown, path: Path, lang: Lang): string | null {
  let node: unknown = data;
  let named: string | null = null;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') {
      node = node[key];
      if (isRecord(node)) named = itemName(node, lang);
    } else if (isRecord(node) && typeof key === 'string') node = node[key];
    else break;
  }
  return named;
}

/**
 * A message with the item it is about in front: "Cola 0,33 l: cena musí být celé číslo".
 * The message's first letter is lowered after the colon unless it starts an abbreviation (IČO).
 */
export function namedMessage(name: string | null, message: string): string {
  if (!name) return message;
  const lowered = /^\p{Lu}\p{Ll}/u.test(message) ? message.charAt(0).toLocaleLowerCase('cs') + message.slice(1) : message;
  return `${name}: ${lowered}`;
}

/** An id from a name: lower-case letters and digits without diacritics, words joined by dashes (at most 60 characters). */
export function slugOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  // (Words are joined by single dashes: the cut leaves at most one at the end.)
  return words.join('-').slice(0, 60).replace(/-$/, '');
}

/** Every `id` string anywhere in `data`: a new id is unique among them (the food menu's ids are one set across sections). */
function idsIn(data: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(data)) for (const item of data) idsIn(item, found);
  else if (isRecord(data)) {
    for (const [key, value] of Object.entries(data)) {
      if (key === 'id' && typeof value === 'string' && value !== '') found.add(value);
      else idsIn(value, found);
    }
  }
  return found;
}

/**
 * Ids the food menu's page gives its own elements (a section's id is its anchor there): a name
 * that slugs to one ("Main", "Food specials") is given `menu-` in front ("menu-main"), which
 * none of them starts with.
 */
export const pageElementId = /^(?:main|mobile-nav|root|ssr-data|(?:footer|allergen|food|without|only)-.+|filter(?:-title)?|dishes|frame-title)$/;

/** `base`, or `base-2`, `base-3`… : the first not taken (and then taken); never one of the page's own. */
function unique(name: string, taken: Set<string>): string {
  const base = pageElementId.test(name) ? `menu-${name}`.slice(0, 60).replace(/-$/, '') : name;
  let id = base;
  // (A cut base never ends with a dash: "…-s-ledy-2", not "…-s-ledy--2".)
  for (let n = 2; taken.has(id); n += 1) id = `${base.slice(0, 60 - String(n).length - 1).replace(/-$/, '')}-${n}`;
  taken.add(id);
  return id;
}

/**
 * `data` with an id for every list item that has an empty one: the slug of its Czech name
 * (or title, or English name), unique in the file; "polozka" when it has no name yet. Ids
 * already there are kept, so renaming an item never changes its id (links keep working).
 */
export function withIds(data: unknown): unknown {
  const taken = idsIn(data);
  const fill = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      return node.map((item) => {
        const filled = fill(item);
        if (!isRecord(filled) || filled.id !== '') return filled;
        const name = textOf(filled.name, 'cs') ?? textOf(filled.title, 'cs') ?? '';
        return { ...filled, id: unique(slugOf(name) || 'polozka', taken) };
      });
    }
    if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value)]));
    return node;
  };
  return fill(data);
}

/**
 * The menu editor's pure part: where the menus are in the three files that have them (the food
 * menu's sections, the drinks' categories, each feast edition's groups), what a dish's row says,
 * the search across a menu, and the list operations (move, duplicate, remove, put back).
 * Data comes as the API gives it (unknown: a hand-edited file may hold anything).
 */
import type { ContentSubject } from '../../content/schema';
import { itemName } from '../../content/item-name';
import type { Path } from '../content/paths';
import { searchable } from '../i18n/searchable';

/** The files whose editor is the menu editor, and what their items are counted as (the feast's menu has its wine too). */
export const menuFiles = { foodMenu: 'dishes', drinks: 'drinks', events: 'items' } as const satisfies Partial<
  Record<ContentSubject, string>
>;
export type MenuFile = keyof typeof menuFiles;
export const isMenuFile = (subject: ContentSubject): subject is MenuFile => subject in menuFiles;

/** Whether a path is a menu's list of groups: `sections`, `categories`, `feast.editions.<n>.menu`. */
export function isMenuList(subject: MenuFile, path: Path): boolean {
  if (subject === 'foodMenu') return path.length === 1 && path[0] === 'sections';
  if (subject === 'drinks') return path.length === 1 && path[0] === 'categories';
  return (
    path.length === 4 &&
    path[0] === 'feast' &&
    path[1] === 'editions' &&
    typeof path[2] === 'number' &&
    path[3] === 'menu'
  );
}

/** The key of a dish's field when the path is one (`…menu list…, <group>, items, <dish>, <key>`), else null. */
export function dishFieldKey(subject: MenuFile, path: Path): string | null {
  if (path.length < 5) return null;
  const [key, dish, items, group] = [path.at(-1), path.at(-2), path.at(-3), path.at(-4)];
  return typeof key === 'string' &&
    typeof dish === 'number' &&
    items === 'items' &&
    typeof group === 'number' &&
    isMenuList(subject, path.slice(0, -4))
    ? key
    : null;
}

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A list's entries as records (anything else as an empty one: its place still counts). */
export const records = (value: unknown): Data[] =>
  Array.isArray(value) ? value.map((item) => (isRecord(item) ? item : {})) : [];

/** A price's number as the menu shows it: `1 290`, a range `45–50`; nothing when none is written yet (the currency is the words', `menus.price`). */
export function priceText(price: unknown, lang: 'cs' | 'en'): string {
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value)
      ? value.toLocaleString(lang === 'cs' ? 'cs-CZ' : 'en-US')
      : null;
  const range = Array.isArray(price) ? price.map(number) : [number(price)];
  if (range.some((part) => part === null) || range.length === 0) return '';
  return range.join('–');
}

/** An item's name or a group's title in the admin's language (else the other); null while it has none. */
export const nameOf = (item: unknown, lang: 'cs' | 'en'): string | null => itemName(item, lang);

export interface Found {
  group: number;
  dish: number;
  name: string;
  groupTitle: string;
}

/** The dishes (drinks) whose name in either language holds the query, without diacritics or case; in menu order. */
export function findDishes(groups: unknown, query: string, lang: 'cs' | 'en'): Found[] {
  const wanted = searchable(query.trim());
  if (wanted === '') return [];
  const other = lang === 'cs' ? 'en' : 'cs';
  return records(groups).flatMap((group, groupIndex) =>
    records(group.items).flatMap((dish, dishIndex) => {
      const names = isRecord(dish.name) ? [dish.name[lang], dish.name[other]] : [];
      const hit = names.some((name) => typeof name === 'string' && searchable(name).includes(wanted));
      return hit
        ? [
            {
              group: groupIndex,
              dish: dishIndex,
              name: nameOf(dish, lang) ?? '',
              groupTitle: nameOf(group, lang) ?? '',
            },
          ]
        : [];
    }),
  );
}

/** A list with the item at `from` moved to `to` (both in range; else the list as it is). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** A list with `item` put at `index` (a removed one put back where it was; at the end when the list is shorter now). */
export function inserted<T>(list: readonly T[], index: number, item: T): T[] {
  const copy = [...list];
  copy.splice(Math.min(Math.max(index, 0), copy.length), 0, item);
  return copy;
}

/**
 * A copy of a dish to put after it: everything but its id (a new one is made from the name at
 * save, unique in the file) and its "sold out today" (the copy is another dish); its names marked
 * as a copy's ("(kopie)", "(copy)"), so the two rows are told apart until it is renamed.
 */
export function duplicateOf(dish: unknown, mark: { cs: string; en: string }): Data {
  const { soldOut: _soldOut, ...rest } = isRecord(dish) ? dish : {};
  const copy: Data = { ...structuredClone(rest), id: '' };
  if (isRecord(copy.name))
    copy.name = Object.fromEntries(
      Object.entries(copy.name).map(([lang, text]) => [
        lang,
        typeof text === 'string' && (lang === 'cs' || lang === 'en') ? `${text} ${mark[lang]}` : text,
      ]),
    );
  return copy;
}

/** Where a fragment's field is in the menu whose list's field id is `list` (`f-sections`): its group and dish (`f-sections-2-items-4-price`), or null. */
export function placeOfField(list: string, fragment: string): { group: number; dish: number | null } | null {
  const prefix = `${list}-`;
  if (!fragment.startsWith(prefix)) return null;
  const match = /^(\d+)(?:-items-(\d+))?(?:-|$)/.exec(fragment.slice(prefix.length));
  return match ? { group: Number(match[1]), dish: match[2] === undefined ? null : Number(match[2]) } : null;
}

/** Whether any of the server's errors is at a path or under it. */
export const errorsUnder = (errors: ReadonlyMap<string, string[]>, path: Path): boolean => {
  const key = path.join('.');
  for (const [at, messages] of errors) if (messages.length > 0 && (at === key || at.startsWith(`${key}.`))) return true;
  return false;
};

/** The same day a year later (29 February: the 28th). */
function yearLater(date: string): string {
  const [year, month, day] = date.split('-');
  const next = `${Number(year) + 1}-${month}-${day}`;
  return month === '02' && day === '29' ? `${Number(year) + 1}-02-28` : next;
}

/**
 * Next year's edition from an edition: its menu as it is, every date (its days, its banner's) a year
 * on; the St. Martin's feast keeps its dates from year to year, around 11 November.
 */
export function nextEdition(edition: unknown): unknown {
  const shift = (node: unknown): unknown =>
    isIsoDate(node)
      ? yearLater(node)
      : Array.isArray(node)
        ? node.map(shift)
        : node !== null && typeof node === 'object'
          ? Object.fromEntries(
              Object.entries(node).map(([key, value]) => [key, key === 'menu' ? structuredClone(value) : shift(value)]),
            )
          : node;
  return shift(edition);
}

const isIsoDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

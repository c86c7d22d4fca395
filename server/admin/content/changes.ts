/**
 * What changed between two versions of a content file, from their DATA (not their
 * lines): a list of changes the admin words in the owner's language
 * (src/admin/history/change-words.ts). Items are matched by what identifies them in
 * the schema (a drink's or a dish's id, a lunch day's or an exception's date, a photo's
 * file; a lunch dish, which has none, by its name, then by its place), each list
 * through a map: the work is linear in both versions' size, however unlike they are.
 * A change names items by what the owner sees (their names in both languages, dates,
 * a photo's alt text), never by ids or paths; the words come in the browser.
 */
import { weekdays, type ContentSubject } from '../../../src/content/schema';
import type { Work } from '../../content/yaml-guard';

/** A text in both languages, as the content writes names. */
type Named = { cs: string; en: string };

/** One step of where a change is. */
type Place =
  /** An item's visible name: a drink, a dish, a category, a photo's alt text. */
  | { name: Named }
  /** A lunch day, by its date (ISO). */
  | { day: string }
  /** An exception to the opening hours, by its date (ISO). */
  | { date: string }
  /** A day of the usual week. */
  | { weekday: string }
  /** An announcement, by the days it shows. */
  | { from: string; until: string }
  /** A feast edition, by its first day. */
  | { edition: string }
  /** A lounge arrangement, by its choice (U, T, …). */
  | { choice: string }
  /** A gallery section. */
  | { gallery: string }
  /** An item with nothing to name it by (a hand-edited file): its kind. */
  | { kind: ItemKind };

type ItemKind = 'category' | 'drink' | 'section' | 'group' | 'dish' | 'edition' | 'day' | 'soup' | 'main' | 'exception' | 'announcement' | 'arrangement' | 'photo';

type Change =
  | { kind: 'added' | 'removed'; where: Place[]; item: ItemKind; name: Place; value?: unknown }
  | { kind: 'renamed'; where: Place[]; from: Named; to: Named }
  | { kind: 'moved'; where: Place[]; item: ItemKind }
  | { kind: 'published' | 'unpublished'; where: Place[] }
  /** A field: `field` is its keys under the item (`['name', 'en']`); `from`/`to` absent: it was not there. */
  | { kind: 'field'; where: Place[]; field: string[]; from?: unknown; to?: unknown };

/** The first changes and how many there are in all; or which side's data could not be read. */
export type ChangeSummary = { changes: Change[]; count: number } | { unreadable: 'before' | 'after' | 'both' };

interface ListRule {
  item: ItemKind;
  key: (item: Record<string, unknown>) => string | undefined;
  place: (item: Record<string, unknown>) => Place | null;
  /** The item's place follows its container's (a lunch dish: "Denní menu, út 1. 12., Gulášová"); else it stands alone. */
  chain?: boolean;
  /** Items left over on both sides are the same items in turn (no key survives a rename). */
  pair?: boolean;
  /** The list's own place, from its key (a gallery section). */
  container?: (key: string) => Place;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNamed = (value: unknown): value is Named => isRecord(value) && typeof value.cs === 'string' && typeof value.en === 'string';
const stringOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
const named = (value: unknown): Place | null => (isNamed(value) ? { name: value } : null);

const byId = (item: ItemKind, field: 'name' | 'title' = 'name'): ListRule => ({ item, key: (entry) => stringOf(entry.id), place: (entry) => named(entry[field]) });
const dish = (item: ItemKind): ListRule => ({ item, key: (entry) => (isNamed(entry.name) ? entry.name.cs : undefined), place: (entry) => named(entry.name), chain: true, pair: true });
const photo: ListRule = { item: 'photo', key: (entry) => stringOf(entry.file), place: (entry) => named(entry.alt), chain: true, container: (section) => ({ gallery: section }) };

/** Each file's lists of items, by the key they sit under. */
const lists: Partial<Record<ContentSubject, Record<string, ListRule>>> = {
  drinks: { categories: byId('category', 'title'), items: byId('drink') },
  foodMenu: { sections: byId('section', 'title'), items: byId('dish') },
  events: {
    editions: { item: 'edition', key: (entry) => stringOf(entry.start), place: (entry) => (typeof entry.start === 'string' ? { edition: entry.start } : null), pair: true },
    menu: byId('group', 'title'),
    items: byId('dish'),
  },
  dailyMenu: {
    days: { item: 'day', key: (entry) => stringOf(entry.date), place: (entry) => (typeof entry.date === 'string' ? { day: entry.date } : null) },
    soups: dish('soup'),
    mains: dish('main'),
  },
  hours: { exceptions: { item: 'exception', key: (entry) => stringOf(entry.date), place: (entry) => (typeof entry.date === 'string' ? { date: entry.date } : null) } },
  announcements: {
    announcements: {
      item: 'announcement',
      key: (entry) => stringOf(entry.id),
      place: (entry) => (typeof entry.from === 'string' && typeof entry.until === 'string' ? { from: entry.from, until: entry.until } : null),
    },
  },
  lounge: { arrangements: { item: 'arrangement', key: (entry) => stringOf(entry.id), place: (entry) => (typeof entry.id === 'string' ? { choice: entry.id } : null) } },
  photos: { lounge: photo, cafe: photo, restaurant: photo },
};

/** Fields compared as one value, whatever their shape: an amount, a price range, a serving time. */
const wholeFields = new Set(['amount', 'price', 'serving']);
const weekdayKeys = new Set<string>(weekdays);

/** A value as a change carries it: texts up to `maxText` characters, lists up to 20 values. */
function clip(value: unknown, maxText: number, depth = 0): unknown {
  if (typeof value === 'string') return value.length > maxText ? `${value.slice(0, maxText)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 2) return null;
  if (Array.isArray(value)) return value.slice(0, 20).map((entry) => clip(entry, maxText, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 20)
      .map(([key, entry]) => [key, clip(entry, maxText, depth + 1)]),
  );
}

/** Whether two values are the same JSON; each node visited once (a step each). */
function same(a: unknown, b: unknown, work: Work): boolean {
  work.steps++;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((entry, index) => same(entry, b[index], work));
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(b, key) && same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], work));
}

/** An exception's hours: `closed`, or its times. */
const hoursOf = (entry: Record<string, unknown>): unknown => (entry.closed === true ? 'closed' : { opens: entry.opens, closes: entry.closes });

class Collector {
  readonly changes: Change[] = [];
  count = 0;
  constructor(
    private readonly subject: ContentSubject,
    private readonly limit: number,
    private readonly maxText: number,
    readonly work: Work,
  ) {}

  private add(change: Change): void {
    this.count++;
    if (this.changes.length < this.limit) this.changes.push(change);
  }

  field(where: Place[], field: string[], from: unknown, to: unknown): void {
    if (same(from, to, this.work)) return;
    this.add({ kind: 'field', where, field, ...(from === undefined ? {} : { from: clip(from, this.maxText) }), ...(to === undefined ? {} : { to: clip(to, this.maxText) }) });
  }

  object(a: Record<string, unknown>, b: Record<string, unknown>, where: Place[], field: string[], skip?: Set<string>): void {
    const rules = lists[this.subject] ?? {};
    const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
    for (const key of keys) {
      this.work.steps++;
      if (skip?.has(key)) continue;
      const [va, vb] = [a[key], b[key]];
      // Own keys only: a key a file may hold (`valueOf`, `constructor`) is not a list's rule.
      const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
      if (rule && (Array.isArray(va) || va === undefined) && (Array.isArray(vb) || vb === undefined) && (va ?? vb)) {
        this.list((va ?? []) as unknown[], (vb ?? []) as unknown[], rule, rule.container ? [...where, rule.container(key)] : where);
      } else if (this.subject === 'hours' && weekdayKeys.has(key) && field.at(-1) === 'regular') {
        this.field([...where, { weekday: key }], ['hours'], va, vb);
      } else if (!wholeFields.has(key) && isRecord(va) && isRecord(vb)) {
        this.object(va, vb, where, [...field, key]);
      } else this.field(where, [...field, key], va, vb);
    }
  }

  private list(a: unknown[], b: unknown[], rule: ListRule, where: Place[]): void {
    const items = (list: unknown[]) => list.map((entry) => (isRecord(entry) ? entry : {}));
    const [before, after] = [items(a), items(b)];
    // Each key's items in order (a key twice, in a file edited by hand: the first with the first).
    const index = new Map<string, number[]>();
    before.forEach((entry, position) => {
      this.work.steps++;
      const key = rule.key(entry);
      if (key === undefined) return;
      const positions = index.get(key);
      if (positions) positions.push(position);
      else index.set(key, [position]);
    });
    const taken = new Map<string, number>();
    const matched: [number, number][] = [];
    const used = new Set<number>();
    const added: number[] = [];
    after.forEach((entry, position) => {
      this.work.steps++;
      const key = rule.key(entry);
      const next = key === undefined ? 0 : (taken.get(key) ?? 0);
      const found = key === undefined ? undefined : index.get(key)?.[next];
      if (key !== undefined && found !== undefined) {
        taken.set(key, next + 1);
        used.add(found);
        matched.push([found, position]);
      } else added.push(position);
    });
    const removed = before.map((_, position) => position).filter((position) => !used.has(position));
    if (rule.pair) {
      const pairs = Math.min(removed.length, added.length);
      for (let n = 0; n < pairs; n++) matched.push([removed[n]!, added[n]!]);
      removed.splice(0, pairs);
      added.splice(0, pairs);
      matched.sort((x, y) => x[1] - y[1]);
    }
    const placeOf = (entry: Record<string, unknown>): Place => rule.place(entry) ?? { kind: rule.item };
    for (const position of removed) this.add(this.itemChange('removed', where, rule, before[position]!, placeOf));
    for (const position of added) this.add(this.itemChange('added', where, rule, after[position]!, placeOf));
    // The items both have, in another order: said once for the list.
    if (matched.some(([from], n) => n > 0 && from < matched[n - 1]![0])) this.add({ kind: 'moved', where, item: rule.item });
    for (const [from, to] of matched) this.item(before[from]!, after[to]!, rule, rule.chain ? [...where, placeOf(before[from]!)] : [placeOf(before[from]!)]);
  }

  private itemChange(kind: 'added' | 'removed', where: Place[], rule: ListRule, entry: Record<string, unknown>, placeOf: (entry: Record<string, unknown>) => Place): Change {
    this.work.steps++;
    // An exception says its hours; a lunch day whether guests see it.
    const value = rule.item === 'exception' ? hoursOf(entry) : rule.item === 'day' ? entry.published === true : undefined;
    return { kind, where, item: rule.item, name: clip(placeOf(entry), this.maxText) as Place, ...(value === undefined ? {} : { value: clip(value, this.maxText) }) };
  }

  /** One item on both sides: renamed, published, its hours, then its fields. */
  private item(a: Record<string, unknown>, b: Record<string, unknown>, rule: ListRule, where: Place[]): void {
    const skip = new Set<string>();
    for (const key of ['name', 'title']) {
      if (isNamed(a[key]) && isNamed(b[key]) && rule.place(a) && 'name' in rule.place(a)!) {
        skip.add(key);
        const [from, to] = [a[key], b[key]];
        if (!same(from, to, this.work)) this.add({ kind: 'renamed', where, from: clip(from, this.maxText) as Named, to: clip(to, this.maxText) as Named });
      }
    }
    if (rule.item === 'day' && typeof a.published === 'boolean' && typeof b.published === 'boolean') {
      skip.add('published');
      if (a.published !== b.published) this.add({ kind: b.published ? 'published' : 'unpublished', where });
    }
    if (rule.item === 'exception') {
      for (const key of ['closed', 'opens', 'closes']) skip.add(key);
      this.field(where, ['hours'], hoursOf(a), hoursOf(b));
    }
    // A copied lunch dish's mark (`copiedFrom`, src/content/schema.ts) is the editor's: said only when
    // it goes from a dish renamed since the copy (the owner checked its allergens). A copy saved under
    // its own name loses it silently: nobody checked anything.
    if ('copiedFrom' in a || 'copiedFrom' in b) {
      skip.add('copiedFrom');
      if (isRecord(a.copiedFrom) && b.copiedFrom === undefined && !same(a.copiedFrom, b.name, this.work))
        this.field(where, ['copiedFrom'], a.copiedFrom, undefined);
    }
    this.object(a, b, where, [], skip);
  }
}

/**
 * The changes from `before` to `after` (a file's data; null: the text gave none): the
 * first `limit`, and how many in all. Counts its steps in `work`: about one per value
 * of both versions, and one per item of each list.
 */
export function describeChanges(subject: ContentSubject, before: unknown, after: unknown, { limit, maxText = 200, work = { steps: 0, runs: 0 } }: { limit: number; maxText?: number; work?: Work }): ChangeSummary {
  work.runs++;
  if (!isRecord(before) || !isRecord(after)) return { unreadable: !isRecord(before) && !isRecord(after) ? 'both' : isRecord(before) ? 'after' : 'before' };
  const collector = new Collector(subject, limit, maxText, work);
  collector.object(before, after, [], []);
  return { changes: collector.changes, count: collector.count };
}

/**
 * Applies the admin's new value of a content file to the file's YAML text, so the
 * file stays a file a person can read: comments, key order, blank lines, quoting
 * and flow style of everything that did not change are kept (the `yaml` package's
 * Document API: the text is parsed into nodes, the nodes that differ are changed
 * in place, and the document is written again). Unchanged sample files come out
 * byte for byte as they went in (tested).
 *
 * A field's `# SAMPLE` marker (server/content/sample-markers.ts) belongs to that field: it is
 * removed when that field's value changes, or when the field is named in `confirm`, never
 * because something else changed. A field is what the owner edits as one value
 * (`isOneField`: a text, a number, a list of them, a text in both languages, a group of
 * such values). A marker on a group of fields (a list of dishes, a menu's sections) is
 * about all of them: a change of one of its fields, an added or removed item, leaves it
 * (the marker stays until it is confirmed, or the whole value is replaced by one of another
 * kind).
 */
import type { Document } from 'yaml';
import { isMap, isScalar, isSeq, Scalar, visit, type Node as YamlNode, type Pair, type parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { dropMarkers, keepKeyLineComments, type FieldPath } from '../../content/sample-markers';
import { parseGuarded, type Work } from '../../content/yaml-guard';
import { Identities } from './identities';

type Tags = Parameters<typeof parseDocument>[1] extends infer O ? (O extends { customTags?: infer T } ? T : never) : never;

/**
 * Flow lists without inner spaces (`[1, 3]`) and flow maps with them (`{ cs: …, en: … }`):
 * the style of the content files, which the package otherwise writes as one setting for both.
 */
const customTags: Tags = (tags) =>
  tags.map((tag) => {
    if (typeof tag !== 'object' || !('tag' in tag)) return tag;
    const padding = tag.tag === 'tag:yaml.org,2002:seq' ? '' : tag.tag === 'tag:yaml.org,2002:map' ? ' ' : null;
    if (padding === null) return tag;
    return { ...tag, stringify: (node: unknown, ctx: object, onComment?: () => void, onChompKeep?: () => void) => (node as YAMLMap).toString({ ...ctx, flowCollectionPadding: padding } as never, onComment, onChompKeep) };
  }) as never;

/** How the file is written: no folding of long lines (a text stays on its line). */
const writeOptions = { lineWidth: 0, minContentWidth: 0 } as const;

/** Parses a content file for editing, within the loader's bounds; null when its text is not one YAML document the loader would parse. */
export function parseForEdit(text: string, work?: Work): Document.Parsed | null {
  const parsed = parseGuarded(text, { customTags, keepSourceTokens: false }, work);
  if ('problems' in parsed) return null;
  keepKeyLineComments(parsed.document, text);
  return parsed.document;
}

export function renderDocument(doc: Document): string {
  return doc.toString(writeOptions);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const shapeOf = (value: unknown) => (isSeq(value) || Array.isArray(value) ? 'seq' : isMap(value) || (isPlainObject(value) && !isScalar(value)) ? 'map' : 'scalar');

/**
 * Whether a value is one field, whose marker a new value removes: a scalar, a list of
 * scalars (`allergens: [1, 3]`, `lines: [20, 26]`), or a group of scalars (a text in both
 * languages, a time from–until). Anything holding a group or a list is many fields.
 */
const isOneField = (value: unknown): boolean => {
  const scalar = (item: unknown) => item === null || typeof item !== 'object';
  if (scalar(value)) return true;
  if (Array.isArray(value)) return value.every(scalar);
  return isPlainObject(value) && Object.values(value).every(scalar);
};

/** Whether a change of `node` to `value` is a new value of the marked field itself (see isOneField). */
const replacesField = (node: unknown, value: unknown): boolean => isOneField(value) || shapeOf(node) !== shapeOf(value);

function keyOf(pair: Pair): string {
  return String(isScalar(pair.key) ? pair.key.value : pair.key);
}

const identityKeys = ['id', 'date', 'file'] as const;

/** What identifies a list item of the data across a reorder or a deletion, so its comments move with it. */
function identityOf(value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  for (const key of identityKeys) if (typeof value[key] === 'string') return `${key}:${value[key]}`;
  return null;
}

/**
 * One application of data to a document, linear in the data and the document (up to
 * sorting each map's keys once, in Identities): whether a node already holds its value
 * is one comparison of two numbers, each computed once per node and per value, and a
 * map's pairs are found by key through an index made once per map.
 */
class Merge {
  private readonly ids: Identities;
  private readonly indexes = new WeakMap<YAMLMap, Map<string, Pair>>();

  constructor(
    private readonly doc: Document,
    private readonly work: Work | undefined,
  ) {
    this.ids = new Identities(work);
  }

  private step(): void {
    if (this.work) this.work.steps++;
  }

  /** Whether the document already holds `data` as a whole (an alias read as what it repeats). */
  holds(data: unknown): boolean {
    return this.ids.ofNode(this.doc.contents, true) === this.ids.ofData(data);
  }

  /** Whether a node holds the value; never an alias or what holds one, which a change of its anchor would change too. */
  private same(node: unknown, value: unknown): boolean {
    return this.ids.ofNode(node, false) === this.ids.ofData(value);
  }

  /** The map's pairs by key, made once per map. */
  pairsOf(map: YAMLMap): Map<string, Pair> {
    let pairs = this.indexes.get(map);
    if (!pairs) {
      pairs = new Map();
      for (const pair of map.items as Pair[]) {
        this.step();
        pairs.set(keyOf(pair), pair);
      }
      this.indexes.set(map, pairs);
    }
    return pairs;
  }

  /** A list item's identity in the file (its `id`, `date` or `file` text), read as identityOf reads the data's. */
  private identityOfNode(node: unknown): string | null {
    if (!isMap(node)) return null;
    const pairs = this.pairsOf(node);
    for (const key of identityKeys) {
      const value = pairs.get(key)?.value;
      if (isScalar(value) && typeof value.value === 'string') return `${key}:${value.value}`;
    }
    return null;
  }

  /** The new node of a value the file did not have: short lists of scalars and short texts in both languages in flow style, like the files. */
  create(value: unknown, flowLike: boolean): YamlNode {
    const node = this.doc.createNode(value) as YamlNode;
    // Only a collection of scalars is measured as text, so each scalar is measured once.
    const scalarsOnly = (values: unknown[]) => values.every((item) => (this.step(), isScalar(item)));
    const small = (collection: YAMLMap | YAMLSeq) => JSON.stringify(collection.toJSON()).length <= 100;
    visit(node, {
      Scalar: () => this.step(),
      Map: (_, map) => {
        this.step();
        if (flowLike || (scalarsOnly((map.items as Pair[]).map((pair) => pair.value)) && small(map))) map.flow = true;
      },
      Seq: (_, seq) => {
        this.step();
        if (flowLike || (scalarsOnly(seq.items) && small(seq))) seq.flow = true;
      },
    });
    return node;
  }

  /** The node that holds `value` in place of `current`: the same node where the kind stays. */
  private value(current: YamlNode | null, value: unknown, flowLike: boolean): YamlNode {
    if (current && isScalar(current) && shapeOf(value) === 'scalar') {
      if (current.value === value) return current;
      // A new value keeps its node, its comments and the quoting it had (yaml quotes otherwise when that cannot hold it).
      current.value = value;
      if (typeof value !== 'string' || current.type === Scalar.BLOCK_FOLDED || current.type === Scalar.BLOCK_LITERAL) current.type = undefined;
      const written = current as { format?: string; source?: string; minFractionDigits?: number };
      delete written.format;
      delete written.source;
      delete written.minFractionDigits;
      return current;
    }
    if (current && (isMap(current) || isSeq(current)) && shapeOf(current) === shapeOf(value)) {
      this.merge(current, value);
      return current;
    }
    const node = this.create(value, flowLike || Boolean(current && (isMap(current) || isSeq(current)) && current.flow));
    if (current) {
      node.commentBefore = current.commentBefore;
      node.comment = current.comment;
      node.spaceBefore = current.spaceBefore;
    }
    return node;
  }

  merge(node: YAMLMap | YAMLSeq, value: unknown): void {
    if (isMap(node)) this.mergeMap(node as YAMLMap<unknown, unknown>, value as Record<string, unknown>);
    else this.mergeSeq(node as YAMLSeq<unknown>, value as unknown[]);
  }

  /**
   * The file's keys keep their order; a key the file did not have goes right after
   * the key before it in the data: after the last key of the file's that comes before
   * it in the data, new keys in the data's order, or first.
   */
  private mergeMap(map: YAMLMap<unknown, unknown>, value: Record<string, unknown>): void {
    const wanted = Object.keys(value).filter((key) => value[key] !== undefined);
    const existing = this.pairsOf(map);
    const added = new Map<Pair | null, Pair[]>();
    let after: Pair | null = null;
    for (const key of wanted) {
      this.step();
      const pair = existing.get(key);
      if (pair) {
        after = pair;
        if (this.same(pair.value, value[key])) continue;
        if (replacesField(pair.value, value[key])) dropMarkers(pair, null);
        pair.value = this.value(pair.value as YamlNode | null, value[key], map.flow === true);
        continue;
      }
      const run = added.get(after) ?? [];
      run.push(this.doc.createPair(key, this.create(value[key], map.flow === true)) as Pair);
      added.set(after, run);
    }
    const kept = new Set(wanted);
    const items: Pair[] = [...(added.get(null) ?? [])];
    for (const pair of map.items as Pair[]) {
      this.step();
      if (kept.has(keyOf(pair))) items.push(pair, ...(added.get(pair) ?? []));
    }
    map.items = items as never;
  }

  private mergeSeq(seq: YAMLSeq<unknown>, value: unknown[]): void {
    const old = seq.items as (YamlNode | null)[];
    const identities = old.map((item) => (this.step(), this.identityOfNode(item)));
    const byIdentity = new Map<string, number>();
    identities.forEach((identity, index) => {
      if (identity !== null && !byIdentity.has(identity)) byIdentity.set(identity, index);
    });
    const used = new Set<number>();
    const flowLike = seq.flow === true || old.some((item) => item && (isMap(item) || isSeq(item)) && item.flow);
    seq.items = value.map((item, index) => {
      this.step();
      const identity = identityOf(item);
      let match = identity === null ? undefined : byIdentity.get(identity);
      if (match === undefined && identity === null && index < old.length && identities[index] === null && !used.has(index)) match = index;
      if (match === undefined || used.has(match)) return this.create(item, flowLike);
      used.add(match);
      const node = old[match]!;
      if (this.same(node, item)) return node;
      if (replacesField(node, item)) dropMarkers(null, node);
      return this.value(node, item, flowLike);
    }) as never;
  }
}

/**
 * Changes `doc` to hold `data`, node by node; returns whether anything changed.
 * `confirm`: fields whose marker is dropped though their value stays. `work` counts
 * the steps: linear in the data and the document, whatever their shape.
 */
export function applyData(doc: Document, data: unknown, confirm: readonly FieldPath[] = [], work?: Work): boolean {
  if (work) work.runs++;
  const merge = new Merge(doc, work);
  const changed = !merge.holds(data);
  if (changed) {
    const root = doc.contents;
    if (root && (isMap(root) || isSeq(root)) && shapeOf(root) === shapeOf(data)) merge.merge(root, data);
    else doc.contents = merge.create(data, false) as never;
  }
  // The merge changed the maps: their pairs are indexed anew.
  const found = new Merge(doc, work);
  let dropped = false;
  for (const path of confirm) dropped = dropMarkerAt(found, doc, path) || dropped;
  return changed || dropped;
}

/** Drops the marker of the field at `path`; whether there was one. */
function dropMarkerAt(merge: Merge, doc: Document, path: FieldPath): boolean {
  if (path.length === 0) return false;
  let node: unknown = doc.contents;
  let pair: Pair | null = null;
  for (const key of path) {
    pair = null;
    if (isMap(node)) {
      pair = merge.pairsOf(node).get(String(key)) ?? null;
      if (!pair) return false;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number' && key < node.items.length) node = node.items[key];
    else return false;
  }
  return pair ? dropMarkers(pair, null) : node ? dropMarkers(null, node as YamlNode) : false;
}

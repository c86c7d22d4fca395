/**
 * Applies the admin's new value of a content file to the file's YAML text, so the
 * file stays a file a person can read: comments, key order, blank lines, quoting
 * and flow style of everything that did not change are kept (the `yaml` package's
 * Document API: the text is parsed into nodes, the nodes that differ are changed
 * in place, and the document is written again). Unchanged sample files come out
 * byte for byte as they went in (tested).
 *
 * A field's `# SAMPLE` marker (server/content/sample-markers.ts) is removed when that field's value
 * changes, or when the field is named in `confirm`.
 */
import type { Document} from 'yaml';
import { isMap, isScalar, isSeq, parseDocument, Scalar, visit, type Node as YamlNode, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { dropMarkers, keepKeyLineComments, type FieldPath } from '../../content/sample-markers';

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

/** Parses a content file for editing; null when its text is not one YAML document without errors. */
export function parseForEdit(text: string): Document.Parsed | null {
  const doc = parseDocument(text, { customTags, uniqueKeys: false, keepSourceTokens: false });
  if (doc.errors.length > 0) return null;
  keepKeyLineComments(doc, text);
  return doc;
}

export function renderDocument(doc: Document): string {
  return doc.toString(writeOptions);
}

/** JSON-equal (the admin's data is JSON; the file's values are compared as JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What identifies a list item across a reorder or a deletion, so its comments move with it. */
function identityOf(value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  for (const key of ['id', 'date', 'file']) if (typeof value[key] === 'string') return `${key}:${value[key]}`;
  return null;
}

/**
 * Changes `doc` to hold `data`, node by node; returns whether anything changed.
 * `confirm`: fields whose marker is dropped though their value stays.
 */
export function applyData(doc: Document, data: unknown, confirm: readonly FieldPath[] = []): boolean {
  const before = doc.toJS({ maxAliasCount: -1 }) as unknown;
  if (sameValue(before, data)) {
    let dropped = false;
    for (const path of confirm) dropped = dropMarkerAt(doc, path) || dropped;
    return dropped;
  }
  const root = doc.contents as YamlNode | null;
  if (root && (isMap(root) || isSeq(root)) && shapeOf(root) === shapeOf(data)) merge(doc, root, data);
  else doc.contents = createNode(doc, data, false) as never;
  for (const path of confirm) dropMarkerAt(doc, path);
  return true;
}

const shapeOf = (value: unknown) => (isSeq(value) || Array.isArray(value) ? 'seq' : isMap(value) || (isPlainObject(value) && !isScalar(value)) ? 'map' : 'scalar');

/** The new node of a value the file did not have: short lists of scalars and short texts in both languages in flow style, like the files. */
function createNode(doc: Document, value: unknown, flowLike: boolean): YamlNode {
  const node = doc.createNode(value) as YamlNode;
  const small = (v: unknown) => JSON.stringify(v).length <= 100;
  visit(node, {
    Map(_, map) {
      const js = map.toJSON() as Record<string, unknown>;
      if (flowLike || (Object.values(js).every((v) => v === null || typeof v !== 'object') && small(js))) map.flow = true;
    },
    Seq(_, seq) {
      const js = seq.toJSON() as unknown[];
      if (flowLike || (js.every((v) => v === null || typeof v !== 'object') && small(js))) seq.flow = true;
    },
  });
  return node;
}

/** Replaces the value of `holder` (a pair or a list slot) with `value`, in place where the kind stays. */
function mergeValue(doc: Document, current: YamlNode | null, value: unknown, flowLike: boolean): YamlNode {
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
    merge(doc, current, value);
    return current;
  }
  const node = createNode(doc, value, flowLike || Boolean(current && (isMap(current) || isSeq(current)) && current.flow));
  if (current) {
    node.commentBefore = current.commentBefore;
    node.comment = current.comment;
    node.spaceBefore = current.spaceBefore;
  }
  return node;
}

function merge(doc: Document, node: YAMLMap | YAMLSeq, value: unknown): void {
  if (isMap(node)) mergeMap(doc, node as YAMLMap<unknown, unknown>, value as Record<string, unknown>);
  else mergeSeq(doc, node as YAMLSeq<unknown>, value as unknown[]);
}

function keyOf(pair: Pair): string {
  return String(isScalar(pair.key) ? pair.key.value : pair.key);
}

function mergeMap(doc: Document, map: YAMLMap<unknown, unknown>, value: Record<string, unknown>): void {
  const wanted = Object.keys(value).filter((key) => value[key] !== undefined);
  const existing = new Map(map.items.map((pair) => [keyOf(pair as Pair), pair as Pair]));
  const items: Pair[] = map.items.filter((pair) => wanted.includes(keyOf(pair as Pair))) as Pair[];
  for (const [index, key] of wanted.entries()) {
    const pair = existing.get(key);
    if (pair) {
      const old = isScalar(pair.value) || isMap(pair.value) || isSeq(pair.value) ? (pair.value as YamlNode).toJSON() : pair.value;
      if (sameValue(old, value[key])) continue;
      dropMarkers(pair, null);
      pair.value = mergeValue(doc, pair.value as YamlNode | null, value[key], map.flow === true);
      continue;
    }
    // A key the file did not have goes after the key that comes before it in the data.
    const previous = wanted.slice(0, index).reverse().find((candidate) => items.some((item) => keyOf(item) === candidate));
    const at = previous === undefined ? 0 : items.findIndex((item) => keyOf(item) === previous) + 1;
    items.splice(at, 0, doc.createPair(key, createNode(doc, value[key], map.flow === true)) as Pair);
  }
  map.items = items as never;
}

function mergeSeq(doc: Document, seq: YAMLSeq<unknown>, value: unknown[]): void {
  const old = seq.items as (YamlNode | null)[];
  const oldValues = old.map((item) => (item && (isScalar(item) || isMap(item) || isSeq(item)) ? item.toJSON() : item) as unknown);
  const used = new Set<number>();
  const byIdentity = new Map<string, number>();
  oldValues.forEach((item, index) => {
    const identity = identityOf(item);
    if (identity !== null && !byIdentity.has(identity)) byIdentity.set(identity, index);
  });
  const flowItems = old.some((item) => item && (isMap(item) || isSeq(item)) && item.flow);
  const items = value.map((item, index) => {
    const identity = identityOf(item);
    let match = identity === null ? undefined : byIdentity.get(identity);
    if (match === undefined && identity === null && index < old.length && identityOf(oldValues[index]) === null && !used.has(index)) match = index;
    if (match === undefined || used.has(match)) return createNode(doc, item, seq.flow === true || flowItems);
    used.add(match);
    const node = old[match]!;
    if (sameValue(oldValues[match], item)) return node;
    dropMarkers(null, node);
    return mergeValue(doc, node, item, seq.flow === true || flowItems);
  });
  seq.items = items as never;
}

/** Drops the marker of the field at `path` (which must exist); whether there was one. */
function dropMarkerAt(doc: Document, path: FieldPath): boolean {
  if (path.length === 0) return false;
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  const last = path[path.length - 1]!;
  if (isMap(parent)) {
    const pair = (parent.items as Pair[]).find((item) => keyOf(item) === String(last));
    return pair ? dropMarkers(pair, null) : false;
  }
  if (isSeq(parent) && typeof last === 'number') {
    const item = parent.items[last] as YamlNode | undefined;
    return item ? dropMarkers(null, item) : false;
  }
  return false;
}


/**
 * `# SAMPLE` markers: the content folder ships with sample values, each marked by a
 * comment that begins with the word SAMPLE. A field's marker is, precisely:
 *
 * - a comment on the field's line: after its value (`ico: '00000000' # SAMPLE`,
 *   `- { id: cola, … } # SAMPLE`), or after its key when the value is a block below
 *   (`description: # SAMPLE` over `cs:`/`en:` lines);
 * - or, in the comment lines just before its key (or before its `- ` in a list), the
 *   paragraph that begins with a line `# SAMPLE…` and runs to the next empty `#` line
 *   or the key (the other paragraphs of that comment are documentation and stay).
 *
 * A comment that merely mentions `# SAMPLE` later in a line is no marker, nor is a
 * comment at the top of the file separated from the first key by an empty line.
 */
import { isMap, isScalar, isSeq, visit, type Document, type Node as YamlNode, type Pair } from 'yaml';
import { parseGuarded } from './yaml-guard';

export type FieldPath = (string | number)[];

/**
 * `key: # comment` above a block value: the parser gives the comment to the value (and
 * would write it on the line below); given to the key, it stays on the key's line and
 * is that field's marker. Call on a document parsed from `text` before reading markers.
 */
export function keepKeyLineComments(doc: Document, text: string): void {
  visit(doc, {
    Pair(_, pair) {
      const value = pair.value as YamlNode | null;
      const key = pair.key as YamlNode | null;
      if (!(isMap(value) || isSeq(value)) || value.flow || !value.commentBefore || value.commentBefore.includes('\n')) return;
      if (!key?.range || !value.range) return;
      const between = text.slice(key.range[2], value.range[0]);
      const lineEnd = between.indexOf('\n');
      if (lineEnd > 0 && between.slice(0, lineEnd).includes('#')) {
        key.comment = value.commentBefore;
        value.commentBefore = undefined;
      }
    },
  });
}

interface Marker {
  path: FieldPath;
  /** The marker's words, without the `#` (e.g. `SAMPLE: the kitchen to confirm`). */
  text: string;
}

const startsMarker = (line: string) => /^\s*SAMPLE\b/.test(line);

/** The comment without its SAMPLE paragraph (undefined when nothing is left), and that paragraph. */
function splitParagraph(comment: string | null | undefined): { rest: string | undefined; marker: string | null } {
  if (!comment) return { rest: comment ?? undefined, marker: null };
  const lines = comment.split('\n');
  const start = lines.findIndex(startsMarker);
  if (start === -1) return { rest: comment, marker: null };
  let end = start + 1;
  while (end < lines.length && lines[end]!.trim() !== '') end++;
  const marker = lines.slice(start, end).map((line) => line.trim()).join(' ');
  const rest = [...lines.slice(0, start), ...lines.slice(end)];
  // An empty `#` line left at either end separated the marker from the rest: it goes with it.
  while (rest.length > 0 && rest[rest.length - 1]!.trim() === '') rest.pop();
  while (rest.length > 0 && rest[0]!.trim() === '') rest.shift();
  return { rest: rest.length > 0 ? rest.join('\n') : undefined, marker };
}

/** A same-line comment that is a marker. */
const lineMarker = (comment: string | null | undefined) => (comment && startsMarker(comment) ? comment.trim() : null);

const isLineNode = (node: YamlNode | null | undefined) => Boolean(node && (isScalar(node) || ((isMap(node) || isSeq(node)) && node.flow)));

/** The markers of one field: a map entry (`pair`) or a list item (`item`). */
function markersOf(pair: Pair | null, item: YamlNode | null): string[] {
  const found: string[] = [];
  const before = pair ? (pair.key as YamlNode | null)?.commentBefore : item?.commentBefore;
  const paragraph = splitParagraph(before).marker;
  if (paragraph) found.push(paragraph);
  const keyLine = lineMarker(pair ? (pair.key as YamlNode | null)?.comment : null);
  if (keyLine) found.push(keyLine);
  const value = pair ? (pair.value as YamlNode | null) : item;
  const valueLine = isLineNode(value) ? lineMarker(value?.comment) : null;
  if (valueLine) found.push(valueLine);
  return found;
}

/** Removes the markers of one field; whether there were any. */
export function dropMarkers(pair: Pair | null, item: YamlNode | null): boolean {
  let dropped = false;
  const holder = pair ? (pair.key as YamlNode | null) : item;
  if (holder) {
    const { rest, marker } = splitParagraph(holder.commentBefore);
    if (marker) {
      holder.commentBefore = rest;
      dropped = true;
    }
  }
  if (pair && lineMarker((pair.key as YamlNode | null)?.comment)) {
    (pair.key as YamlNode).comment = undefined;
    dropped = true;
  }
  const value = pair ? (pair.value as YamlNode | null) : item;
  if (value && isLineNode(value) && lineMarker(value.comment)) {
    value.comment = undefined;
    dropped = true;
  }
  return dropped;
}

/** Every field of the document still marked, in file order. */
export function findMarkers(doc: Document): Marker[] {
  const markers: Marker[] = [];
  const walk = (node: unknown, path: FieldPath) => {
    if (isMap(node)) {
      for (const pair of node.items as Pair[]) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const at = [...path, key];
        for (const text of markersOf(pair, null)) markers.push({ path: at, text });
        walk(pair.value, at);
      }
    } else if (isSeq(node)) {
      (node.items as YamlNode[]).forEach((item, index) => {
        const at = [...path, index];
        for (const text of markersOf(null, item)) markers.push({ path: at, text });
        walk(item, at);
      });
    }
  };
  walk(doc.contents, []);
  return markers;
}

/**
 * The fields of a content file's text still marked `# SAMPLE`, with the marker's note
 * (its words after `SAMPLE:`); none when the text does not parse (the loader says why).
 */
export function markedFields(text: string): { path: FieldPath; note: string }[] {
  // Parsed within the loader's bounds (a file written by hand may be anything).
  const parsed = parseGuarded(text);
  return 'problems' in parsed ? [] : markedFieldsOf(parsed.document, text);
}

/** The same, of a document already parsed from `text`. */
export function markedFieldsOf(doc: Document, text: string): { path: FieldPath; note: string }[] {
  keepKeyLineComments(doc, text);
  return findMarkers(doc).map((marker) => ({ path: marker.path, note: marker.text.replace(/^SAMPLE:?\s*/, '') }));
}

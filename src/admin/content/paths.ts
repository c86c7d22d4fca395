/** A place in a content file's data: keys and list indexes, as the server's 422 errors name it. */
export type Path = (string | number)[];

export const pathKey = (path: Path): string => path.join('.');

/** An id for the field at a path (keys are letters and digits; indexes are numbers). */
export const fieldId = (path: Path): string => `f-${path.join('-') || 'root'}`;

/** A copy of `data` with `value` at `path` (undefined removes an object's key); the rest shared. */
export function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const next = setAt(record[head], rest, value);
  const copy = { ...record };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** The last key of a path that is a name (not an index): the field's label key. */
export function nameOf(path: Path): string {
  for (let index = path.length - 1; index >= 0; index -= 1) if (typeof path[index] === 'string') return path[index] as string;
  return '';
}

/**
 * Where a field is, as the owner names it: the list item it belongs to by its own name
 * ("Cola 0,33 l", "24. prosince"; a new one "Nová položka") and the field's labels after
 * it ("Cola 0,33 l – Cena (Kč)"); outside lists, the labels alone ("Telefony, Restaurace").
 */
export function fieldPlace(path: Path, data: unknown, words: { label(key: string): string; item(item: unknown): string }): string {
  let node: unknown = data;
  let item: string | null = null;
  let labels: string[] = [];
  for (const part of path) {
    node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[part] : undefined;
    if (typeof part === 'number') {
      item = words.item(node);
      labels = [];
    } else labels.push(words.label(part));
  }
  const fields = labels.join(', ');
  return item ? (fields ? `${item} – ${fields}` : item) : fields;
}

/** The element id a location's fragment names (`#f-address-street`); a fragment that is not valid percent-encoding, as written. */
export function fragmentId(hash: string): string {
  const id = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

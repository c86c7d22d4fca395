/**
 * Two edits of one content file made from the same version, put together when they touch
 * different things (the owner changes a dish's price while the staff's sold-out screen marks
 * another dish): `base` is the version both began from, `mine`
 * the editor's data, `theirs` the newer version saved meanwhile. Objects are merged key by key and
 * lists of the same length item by item; where both changed the same value, or both changed a
 * list's length (added, removed or moved items), there is no merge (null): the owner chooses.
 */
export function mergeEdits(base: unknown, mine: unknown, theirs: unknown): { merged: unknown } | null {
  if (same(mine, base) || same(mine, theirs)) return { merged: theirs };
  if (same(theirs, base)) return { merged: mine };
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    if (mine.length !== base.length || theirs.length !== base.length) return null;
    const merged: unknown[] = [];
    for (let index = 0; index < base.length; index += 1) {
      const item = mergeEdits(base[index], mine[index], theirs[index]);
      if (!item) return null;
      merged.push(item.merged);
    }
    return { merged };
  }
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeEdits(base[key], mine[key], theirs[key]);
      if (!value) return null;
      if (value.merged !== undefined) merged[key] = value.merged;
    }
    return { merged };
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same data (as JSON says it: the files' values are JSON's). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => same(a[key], b[key]));
  }
  return false;
}

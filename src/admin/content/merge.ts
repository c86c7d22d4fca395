/**
 * Two edits of one content file made from the same version, put together when they touch
 * different things (the owner changes a dish's price while the staff's sold-out screen marks
 * another dish): `base` is the version both began from, `mine` the editor's data, `theirs` the
 * newer version saved meanwhile. Objects are merged key by key. A list of items with ids (dishes,
 * sections, drinks) is merged item by item by id: one side may add, remove or reorder items while
 * the other changes items it kept; both changing the order or the set of items, or one removing an
 * item the other changed, is no merge. A list without ids (dates, allergens) is merged only when one
 * side left it as it was. Where both changed one value there is no merge either (null): the owner
 * chooses.
 */
export function mergeEdits(base: unknown, mine: unknown, theirs: unknown): { merged: unknown } | null {
  if (same(mine, base) || same(mine, theirs)) return { merged: theirs };
  if (same(theirs, base)) return { merged: mine };
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeLists(base, mine, theirs);
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

/** Three lists that all changed (the cases of one side alone are settled above). */
function mergeLists(base: unknown[], mine: unknown[], theirs: unknown[]): { merged: unknown } | null {
  const [baseIds, mineIds, theirIds] = [idsOf(base), idsOf(mine), idsOf(theirs)];
  if (!baseIds || !mineIds || !theirIds) return null;
  const byId = (list: unknown[], ids: string[]) => new Map(ids.map((id, index) => [id, list[index]]));
  const [baseItems, mineItems, theirItems] = [byId(base, baseIds), byId(mine, mineIds), byId(theirs, theirIds)];
  const mineMoved = !sameOrder(mineIds, baseIds);
  const theirsMoved = !sameOrder(theirIds, baseIds);
  if (mineMoved && theirsMoved && !sameOrder(mineIds, theirIds)) return null;
  // The order (and the set) of the side that changed it; an item the other side changed may not be gone.
  const order = mineMoved ? mineIds : theirIds;
  for (const id of baseIds) {
    if (order.includes(id)) continue;
    const other = mineMoved ? theirItems.get(id) : mineItems.get(id);
    if (other !== undefined && !same(other, baseItems.get(id))) return null;
  }
  const merged: unknown[] = [];
  for (const id of order) {
    const item = baseItems.has(id) ? mergeEdits(baseItems.get(id), mineItems.get(id), theirItems.get(id)) : { merged: (mineMoved ? mineItems : theirItems).get(id) };
    if (!item) return null;
    merged.push(item.merged);
  }
  return { merged };
}

/**
 * The items' ids in order, when every item is an object with an id; else null. An item added in the
 * editor has none yet (`''`: made from its name at save): it is a new item of its own, never one of
 * the other side's, whatever its name.
 */
function idsOf(list: unknown[]): string[] | null {
  const ids = list.map((item, index) => (isRecord(item) && typeof item.id === 'string' ? item.id || `\u0000new ${index}` : null));
  if (ids.some((id) => id === null)) return null;
  return new Set(ids).size === ids.length ? (ids as string[]) : null;
}

const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

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

import { describe, expect, it } from 'vitest';
import { mergeEdits } from './merge';

const base = {
  sections: [
    { id: 'a', items: [{ id: 'x', price: 10 }, { id: 'y', price: 20 }] },
    { id: 'b', items: [{ id: 'z', price: 30 }] },
  ],
};
const at = (data: typeof base, change: (copy: typeof base) => void) => {
  const copy = structuredClone(data);
  change(copy);
  return copy;
};

describe('two edits of one version', () => {
  it('are put together when they change different things', () => {
    const mine = at(base, (copy) => (copy.sections[0]!.items[1]!.price = 25));
    const theirs = at(base, (copy) => Object.assign(copy.sections[1]!.items[0]!, { soldOut: '2026-11-29' }));
    expect(mergeEdits(base, mine, theirs)).toEqual({
      merged: at(base, (copy) => {
        copy.sections[0]!.items[1]!.price = 25;
        Object.assign(copy.sections[1]!.items[0]!, { soldOut: '2026-11-29' });
      }),
    });
  });

  it('keep a list changed on one side only, whatever was done to it', () => {
    const mine = at(base, (copy) => copy.sections[0]!.items.reverse().push({ id: 'new', price: 5 }));
    const theirs = at(base, (copy) => (copy.sections[1]!.items[0]!.price = 31));
    const merged = mergeEdits(base, mine, theirs)?.merged as typeof base;
    expect(merged.sections[0]!.items.map((item) => item.id)).toEqual(['y', 'x', 'new']);
    expect(merged.sections[1]!.items[0]!.price).toBe(31);
  });

  it('take a key one side removed, and the same change made on both sides', () => {
    const withNote = { ...base, note: 'n' };
    expect(mergeEdits(withNote, base, { ...withNote, extra: 1 })).toEqual({ merged: { ...base, extra: 1 } });
    const same = at(base, (copy) => (copy.sections[0]!.items[0]!.price = 11));
    expect(mergeEdits(base, same, structuredClone(same))).toEqual({ merged: same });
  });

  it('follow an item by its id when the other side moved, removed or duplicated items', () => {
    // A dish moved down while someone marks it sold out: the mark stays on that dish.
    const moved = at(base, (copy) => copy.sections[0]!.items.reverse());
    const marked = at(base, (copy) => Object.assign(copy.sections[0]!.items[0]!, { soldOut: '2026-11-29' }));
    const one = mergeEdits(base, moved, marked)?.merged as typeof base;
    expect(one.sections[0]!.items).toEqual([{ id: 'y', price: 20 }, { id: 'x', price: 10, soldOut: '2026-11-29' }]);
    // The same the other way round, and with whole sections reordered.
    const two = mergeEdits(base, marked, moved)?.merged as typeof base;
    expect(two.sections[0]!.items).toEqual(one.sections[0]!.items);
    const sections = at(base, (copy) => copy.sections.reverse());
    const priced = at(base, (copy) => (copy.sections[1]!.items[0]!.price = 33));
    expect((mergeEdits(base, sections, priced)?.merged as typeof base).sections).toEqual([
      { id: 'b', items: [{ id: 'z', price: 33 }] },
      { id: 'a', items: [{ id: 'x', price: 10 }, { id: 'y', price: 20 }] },
    ]);
    // One removed and one duplicated while the other changes the original: the copy keeps the old price.
    const edited = at(base, (copy) => {
      copy.sections[0]!.items.splice(0, 1);
      copy.sections[0]!.items.push({ id: 'y-2', price: 20 });
    });
    const repriced = at(base, (copy) => (copy.sections[0]!.items[1]!.price = 22));
    expect((mergeEdits(base, edited, repriced)?.merged as typeof base).sections[0]!.items).toEqual([
      { id: 'y', price: 22 },
      { id: 'y-2', price: 20 },
    ]);
  });

  it('keep an item added in the editor (no id yet) as a new one, never the other side’s item of the same name', () => {
    // Both added a copy of one dish to one list: no merge (the owner chooses), never one copy kept silently.
    const mineAdded = at(base, (copy) => copy.sections[0]!.items.push({ id: '', price: 79 }));
    const theirsAdded = at(base, (copy) => copy.sections[0]!.items.push({ id: 'x-kopie', price: 77 }));
    expect(mergeEdits(base, mineAdded, theirsAdded)).toBeNull();
    // Added in different sections: both kept, mine still without its id (made at save, against the merged file).
    const theirsElsewhere = at(base, (copy) => copy.sections[1]!.items.push({ id: 'w', price: 5 }));
    const merged = mergeEdits(base, mineAdded, theirsElsewhere)?.merged as typeof base;
    expect(merged.sections[0]!.items.at(-1)).toEqual({ id: '', price: 79 });
    expect(merged.sections[1]!.items.at(-1)).toEqual({ id: 'w', price: 5 });
  });

  it('are not put together when both reordered, when one removed what the other changed, or without ids', () => {
    const reversed = at(base, (copy) => copy.sections[0]!.items.reverse());
    const added = at(base, (copy) => copy.sections[0]!.items.push({ id: 'w', price: 1 }));
    expect(mergeEdits(base, reversed, added)).toBeNull();
    expect(mergeEdits(base, reversed, structuredClone(reversed))).toEqual({ merged: reversed });
    const removed = at(base, (copy) => copy.sections[0]!.items.splice(0, 1));
    const changed = at(base, (copy) => (copy.sections[0]!.items[0]!.price = 11));
    expect(mergeEdits(base, removed, changed)).toBeNull();
    expect(mergeEdits(base, changed, removed)).toBeNull();
    // Items without ids (or with one twice) cannot be followed: both sides changing the list is no merge.
    expect(mergeEdits({ days: [{ d: 1 }, { d: 2 }] }, { days: [{ d: 2 }, { d: 1 }] }, { days: [{ d: 1, x: 1 }, { d: 2 }] })).toBeNull();
    expect(mergeEdits([{ id: 'a' }, { id: 'a', p: 1 }], [{ id: 'a', p: 2 }, { id: 'a', p: 1 }], [{ id: 'a' }, { id: 'a', p: 3 }])).toBeNull();
  });

  it('are not put together when both changed one value, or both changed one list’s items', () => {
    expect(mergeEdits(base, at(base, (copy) => (copy.sections[0]!.items[0]!.price = 11)), at(base, (copy) => (copy.sections[0]!.items[0]!.price = 12)))).toBeNull();
    expect(mergeEdits(base, at(base, (copy) => copy.sections[0]!.items.pop()), at(base, (copy) => (copy.sections[0]!.items[1]!.price = 21)))).toBeNull();
    expect(mergeEdits(base, at(base, (copy) => copy.sections.pop()), at(base, (copy) => copy.sections.push({ id: 'c', items: [] })))).toBeNull();
    expect(mergeEdits({ a: 1 }, { a: [1] }, { a: { b: 1 } })).toBeNull();
  });
});

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

  it('are not put together when both changed one value, or both changed one list’s items', () => {
    expect(mergeEdits(base, at(base, (copy) => (copy.sections[0]!.items[0]!.price = 11)), at(base, (copy) => (copy.sections[0]!.items[0]!.price = 12)))).toBeNull();
    expect(mergeEdits(base, at(base, (copy) => copy.sections[0]!.items.pop()), at(base, (copy) => (copy.sections[0]!.items[1]!.price = 21)))).toBeNull();
    expect(mergeEdits(base, at(base, (copy) => copy.sections.pop()), at(base, (copy) => copy.sections.push({ id: 'c', items: [] })))).toBeNull();
    expect(mergeEdits({ a: 1 }, { a: [1] }, { a: { b: 1 } })).toBeNull();
  });
});

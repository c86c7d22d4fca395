import { describe, expect, it } from 'vitest';
import { FreeTimesCache, type FreeTimesKey } from './free-times-cache';

const key: FreeTimesKey = { date: '2027-06-07', area: 'any', party: 2, contentVersion: 'c1', bookingsVersion: 0 };

describe('FreeTimesCache', () => {
  it('answers the same question from memory, counting hits and misses', () => {
    const cache = new FreeTimesCache<string[]>();
    let computed = 0;
    const compute = () => ({ value: [`answer ${++computed}`], until: 1_000 });
    expect(cache.get(key, 0, compute)).toEqual(['answer 1']);
    expect(cache.get({ ...key }, 10, compute)).toEqual(['answer 1']);
    expect([computed, cache.hits, cache.misses]).toEqual([1, 1, 1]);
  });

  it("misses once the date's bookings or the content change, never serving the old answer", () => {
    const cache = new FreeTimesCache<string>();
    let computed = 0;
    const compute = () => ({ value: `answer ${++computed}`, until: 1_000 });
    cache.get(key, 0, compute);
    expect(cache.get({ ...key, bookingsVersion: 1 }, 0, compute)).toBe('answer 2');
    expect(cache.get({ ...key, bookingsVersion: 1, contentVersion: 'c2' }, 0, compute)).toBe('answer 3');
    for (const other of [{ party: 3 }, { area: 'cafe' }, { date: '2027-06-08' }])
      expect(cache.get({ ...key, bookingsVersion: 1, contentVersion: 'c2', ...other }, 0, compute)).toMatch(
        /^answer [4-6]$/,
      );
    expect(computed).toBe(6);
  });

  it('computes again once the clock reaches the instant the answer was kept until', () => {
    const cache = new FreeTimesCache<number>();
    let computed = 0;
    const compute = () => ({ value: ++computed, until: 500 });
    cache.get(key, 0, compute);
    expect(cache.get(key, 499, compute)).toBe(1);
    expect(cache.get(key, 500, compute)).toBe(2);
  });

  it('keeps at most `max` answers, dropping the least recently used', () => {
    const cache = new FreeTimesCache<number>(2);
    const compute = (value: number) => () => ({ value, until: 1_000 });
    cache.get({ ...key, party: 1 }, 0, compute(1));
    cache.get({ ...key, party: 2 }, 0, compute(2));
    cache.get({ ...key, party: 1 }, 0, compute(99)); // used again: now the newest
    cache.get({ ...key, party: 3 }, 0, compute(3));
    expect(cache.size).toBe(2);
    expect(cache.get({ ...key, party: 1 }, 0, compute(100))).toBe(1);
    expect(cache.get({ ...key, party: 2 }, 0, compute(200))).toBe(200);
  });
});

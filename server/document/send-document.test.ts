import { describe, expect, it } from 'vitest';
import { SHARED_MAX_AGE_S, STALE_WHILE_REVALIDATE_S, sharedCacheControl } from './send-document';

const at = (secondsLeft: number) => sharedCacheControl(1_000_000 + secondsLeft * 1000, 1_000_000);

describe('sharedCacheControl', () => {
  it('far from a boundary: the caps, 300 s shared and 60 s stale', () => {
    expect(SHARED_MAX_AGE_S + STALE_WHILE_REVALIDATE_S).toBe(360);
    expect(at(3600)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
  });

  it.each([
    [360, 300, 60],
    [330, 300, 30],
    [300, 300, 0],
    [30, 30, 0],
    [1, 1, 0],
    [0.999, 0, 0],
    [-5, 0, 0],
  ])(
    '%s s before the boundary: s-maxage=%s, stale-while-revalidate=%s (never reaching past it)',
    (left, sMaxAge, swr) => {
      expect(at(left)).toBe(`public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${swr}`);
      expect(sMaxAge + swr).toBeLessThanOrEqual(Math.max(0, left));
    },
  );
});

import { describe, expect, it } from 'vitest';
import { planPhoto, preparedScale } from './photo-encoder';

const hashes = { variants: '0123456789', crops: 'abcdef0123' };

describe('what a source becomes', () => {
  it('makes the WebP and JPEG up to 1200 px first, then the AVIF and the wider ones', () => {
    const { entry, first, outputs } = planPhoto('lounge-01', hashes, { width: 4000, height: 3000 });
    expect(entry.variants.avif).toEqual([480, 800, 1200, 1600, 2000, 2400]);
    expect(first.variants).toEqual({ avif: [], webp: [480, 800, 1200], jpeg: [480, 800, 1200] });
    const firstCount = outputs.filter((output) => output.first).length;
    expect(firstCount).toBe(6);
    expect(outputs.slice(0, firstCount).every((output) => output.first)).toBe(true);
  });

  it('keeps a very tall photo (a long screenshot) within what WebP can hold: 16,383 px', () => {
    const { entry } = planPhoto('tall', hashes, { width: 1170, height: 18_000 });
    expect(entry.variants.webp).toEqual([480, 800, 1064]);
    expect(entry.height).toBeLessThanOrEqual(16_383);
    expect(planPhoto('thin', hashes, { width: 200, height: 20_000 }).entry.variants.jpeg).toEqual([163]);
    // And a very wide one is at least a pixel tall on the page.
    expect(planPhoto('wide', hashes, { width: 20_000, height: 2 }).entry.height).toBe(1);
  });

  it('decodes a source once at the size the largest output needs, never larger than it is', () => {
    expect(preparedScale({ width: 4000, height: 3000 })).toBeCloseTo(0.6);
    // A panorama: its crops need 1200 px of height.
    expect(preparedScale({ width: 10_000, height: 2000 })).toBeCloseTo(0.6);
    expect(preparedScale({ width: 800, height: 600 })).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCzk, formatGrams, formatLitres } from './format';

describe('formatting', () => {
  it('writes prices the Czech way', () => {
    expect(formatCzk(2599)).toBe('2\u00a0599\u00a0Kč');
    expect(formatCzk(35)).toBe('35\u00a0Kč');
    expect(formatCzk([45, 75])).toBe('45–75\u00a0Kč');
    expect(formatCzk(1_000_000)).toBe('1\u00a0000\u00a0000\u00a0Kč');
  });

  it('writes volumes with the decimal mark of the language', () => {
    expect(formatLitres(0.33, 'cs')).toBe('0,33\u00a0l');
    expect(formatLitres(0.33, 'en')).toBe('0.33\u00a0l');
    expect(formatGrams(480)).toBe('480\u00a0g');
  });
});

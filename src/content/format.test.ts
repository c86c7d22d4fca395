import { describe, expect, it } from 'vitest';
import { formatCzk, formatGrams, formatLitres } from './format';

describe('formatting', () => {
  it('writes prices the Czech way', () => {
    expect(formatCzk(2599)).toBe('2\u00a0599\u00a0Kč');
    expect(formatCzk(35)).toBe('35\u00a0Kč');
    expect(formatCzk([45, 75])).toBe('45–\u206075\u00a0Kč');
    expect(formatCzk(1_000_000)).toBe('1\u00a0000\u00a0000\u00a0Kč');
  });

  it('writes volumes with the decimal mark of the language', () => {
    expect(formatLitres(0.33, 'cs')).toBe('0,33\u00a0l');
    expect(formatLitres(0.33, 'en')).toBe('0.33\u00a0l');
    expect(formatGrams(480)).toBe('480\u00a0g');
  });
});

describe('phones and amounts', () => {
  it('links a phone number and keeps it on one line', async () => {
    const { telHref, unbreakable } = await import('./format');
    expect(telHref('+420 000 000 001')).toBe('tel:+420000000001');
    expect(unbreakable('+420 000 000 001')).toBe('+420\u00a0000\u00a0000\u00a0001');
  });

  it('writes feast amounts', async () => {
    const { formatAmount } = await import('./format');
    expect(formatAmount({ grams: 4200, approx: true }, 'cs')).toBe('cca\u00a04,2\u00a0kg');
    expect(formatAmount({ grams: 4200, approx: true }, 'en')).toBe('approx.\u00a04.2\u00a0kg');
    expect(formatAmount({ grams: 480 }, 'cs')).toBe('480\u00a0g');
    expect(formatAmount({ litres: 0.25 }, 'cs')).toBe('0,25\u00a0l');
  });
});

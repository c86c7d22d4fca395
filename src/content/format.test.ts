import { describe, expect, it } from 'vitest';
import { typeset } from '../i18n/typography';
import { formatCzk, formatGrams, formatLitres, joinList } from './format';

describe('formatting', () => {
  it('writes prices the Czech way in Czech', () => {
    expect(formatCzk(2599, 'cs')).toBe('2\u00a0599\u00a0Kč');
    expect(formatCzk(35, 'cs')).toBe('35\u00a0Kč');
    expect(formatCzk([45, 75], 'cs')).toBe('45–\u206075\u00a0Kč');
    expect(formatCzk([990, 1200], 'cs')).toBe('990–\u20601\u00a0200\u00a0Kč');
    expect(formatCzk(1_000_000, 'cs')).toBe('1\u00a0000\u00a0000\u00a0Kč');
  });

  it('writes prices in CZK with US digit grouping in English', () => {
    expect(formatCzk(2599, 'en')).toBe('2,599\u00a0CZK');
    expect(formatCzk(35, 'en')).toBe('35\u00a0CZK');
    expect(formatCzk(999, 'en')).toBe('999\u00a0CZK');
    expect(formatCzk([45, 50], 'en')).toBe('45–\u206050\u00a0CZK');
    expect(formatCzk([990, 1200], 'en')).toBe('990–\u20601,200\u00a0CZK');
    expect(formatCzk(1_000_000, 'en')).toBe('1,000,000\u00a0CZK');
  });

  it('gives prices that the typography leaves as they are (no break inside a price)', () => {
    for (const lang of ['cs', 'en'] as const) {
      for (const price of [formatCzk(2599, lang), formatCzk([45, 50], lang)]) {
        expect(typeset(price, lang)).toBe(price);
        expect(price).not.toContain(' ');
      }
    }
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

describe('lists in words', () => {
  it('joins the last two with the language’s word, the rest with commas', () => {
    expect(joinList([], 'a')).toBe('');
    expect(joinList(['20'], 'a')).toBe('20');
    expect(joinList(['20', '26'], 'a')).toBe('20 a 26');
    expect(joinList(['4', '20', '26'], 'and')).toBe('4, 20 and 26');
  });
});

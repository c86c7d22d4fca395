/**
 * Dates for people (time.ts): Czech day, month, year; US English month, day,
 * year; ranges within a month, across months and across years; with the month
 * names the pages really use (the i18n resources).
 */
import { describe, expect, it } from 'vitest';
import { common as commonCs } from '../i18n/cs/common';
import { common as commonEn } from '../i18n/en/common';
import { typeset } from '../i18n/typography';
import { formatDate, formatDateRange, formatDateWithWeekday, formatDayMonth } from './time';

const monthsCs = commonCs.months;
const monthsEn = commonEn.months;

describe('dates for people', () => {
  it('writes one date: day, month, year in Czech; month, day, year in (US) English', () => {
    expect(formatDate('2026-12-24', 'cs', monthsCs)).toBe('24.\u00a0prosince\u00a02026');
    expect(formatDate('2026-12-24', 'en', monthsEn)).toBe('December\u00a024,\u00a02026');
    expect(formatDate('2027-01-01', 'cs', monthsCs)).toBe('1.\u00a0ledna\u00a02027');
    expect(formatDate('2026-11-27', 'en', monthsEn)).toBe('November\u00a027,\u00a02026');
  });

  it('writes a date with its day of the week', () => {
    expect(formatDateWithWeekday('2026-11-27', 'pátek', 'cs', monthsCs)).toBe('pátek 27.\u00a0listopadu\u00a02026');
    expect(formatDateWithWeekday('2026-11-27', 'Friday', 'en', monthsEn)).toBe('Friday, November\u00a027,\u00a02026');
  });

  it('writes a day of a month without its year', () => {
    expect(formatDayMonth('2027-02-25', 'cs', monthsCs)).toBe('25.\u00a0února');
    expect(formatDayMonth('2027-02-25', 'en', monthsEn)).toBe('February\u00a025');
  });

  it('writes a range within a month', () => {
    expect(formatDateRange('2025-11-08', '2025-11-11', 'cs', monthsCs)).toBe('8.–\u206011.\u00a0listopadu\u00a02025');
    expect(formatDateRange('2025-11-08', '2025-11-11', 'en', monthsEn)).toBe('November\u00a08–\u206011,\u00a02025');
    expect(formatDateRange('2027-11-11', '2027-11-14', 'cs', monthsCs)).toBe('11.–\u206014.\u00a0listopadu\u00a02027');
    expect(formatDateRange('2027-11-11', '2027-11-14', 'en', monthsEn)).toBe('November\u00a011–\u206014,\u00a02027');
  });

  it('writes a range across months and across years', () => {
    expect(formatDateRange('2027-10-30', '2027-11-02', 'cs', monthsCs)).toBe('30.\u00a0října\u00a0– 2.\u00a0listopadu\u00a02027');
    expect(formatDateRange('2027-10-30', '2027-11-02', 'en', monthsEn)).toBe('October\u00a030\u00a0– November\u00a02,\u00a02027');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'cs', monthsCs)).toBe('30.\u00a0prosince\u00a02026\u00a0– 2.\u00a0ledna\u00a02027');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en', monthsEn)).toBe('December\u00a030,\u00a02026\u00a0– January\u00a02,\u00a02027');
  });

  it('writes a one-day range as that day', () => {
    expect(formatDateRange('2026-12-24', '2026-12-24', 'cs', monthsCs)).toBe('24.\u00a0prosince\u00a02026');
    expect(formatDateRange('2026-12-24', '2026-12-24', 'en', monthsEn)).toBe('December\u00a024,\u00a02026');
  });

  it('gives text that the typography leaves as it is (no break inside a date)', () => {
    for (const lang of ['cs', 'en'] as const) {
      const months = lang === 'cs' ? monthsCs : monthsEn;
      for (const text of [formatDate('2026-11-27', lang, months), formatDateRange('2027-11-11', '2027-11-14', lang, months), formatDateRange('2026-12-30', '2027-01-02', lang, months)]) {
        expect(typeset(text, lang)).toBe(text);
        // The only ordinary space is the one after a spaced dash.
        expect(text.replace('\u00a0– ', '')).not.toContain(' ');
      }
    }
  });
});

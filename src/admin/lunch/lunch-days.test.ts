import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../../content/schema';
import {
  checked,
  copiedDay,
  copySource,
  dayIndex,
  dayOf,
  dishCount,
  isDate,
  moved,
  planDates,
  stateOf,
  toCheck,
  withDay,
  withoutUnchangedCopies,
  type LunchDayData,
} from './lunch-days';

const sample = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../content/daily-menu.yaml'), 'utf8'),
) as unknown;
const dates = (data: unknown) => (data as { days: { date: string }[] }).days.map((day) => day.date);

describe("the lunch editor's days", () => {
  it('tells a published day, a draft and a day with nothing yet apart', () => {
    expect(stateOf(dayOf(sample, '2026-11-26'))).toBe('published');
    expect(stateOf(dayOf(sample, '2026-12-02'))).toBe('draft');
    expect(stateOf(dayOf(sample, '2026-12-03'))).toBe('none');
    expect(stateOf(dayOf({ days: 'not a list' }, '2026-11-26'))).toBe('none');
  });

  it('copies the nearest published day before the chosen one, else the latest published, never a draft', () => {
    expect(copySource(sample, '2026-11-27')?.date).toBe('2026-11-26');
    // A Monday after a weekend: Friday's.
    expect(copySource(sample, '2026-11-30')?.date).toBe('2026-11-27');
    // After the draft of 2 December: the last published day (1 December), not the draft.
    expect(copySource(sample, '2026-12-03')?.date).toBe('2026-12-01');
    // Planned before every published day: the latest one.
    expect(copySource(sample, '2026-11-20')?.date).toBe('2026-12-01');
    expect(copySource({ days: [] }, '2026-11-20')).toBeNull();
  });

  it('makes the copy a draft of the chosen date with the same dishes, the source unchanged', () => {
    const source = dayOf(sample, '2026-12-01')!;
    const before = JSON.stringify(source);
    const copy = copiedDay('2026-12-03', source);
    expect(copy).toMatchObject({ date: '2026-12-03', published: false });
    // Each copy remembers the name its allergens came with; that aside, the same dishes.
    const withoutMark = (list: unknown) => (list as Record<string, unknown>[]).map(checked);
    expect(withoutMark(copy.soups)).toEqual(source.soups);
    expect(withoutMark(copy.mains)).toEqual(source.mains);
    for (const dish of [...(copy.soups as Record<string, unknown>[]), ...(copy.mains as Record<string, unknown>[])])
      expect(dish.copiedFrom).toEqual(dish.name);
    expect(dishCount(copy)).toBe(dishCount(source));
    (copy.mains as { price: number }[])[0]!.price += 1;
    expect(JSON.stringify(source)).toBe(before);
  });

  it('puts a new day where its date belongs and replaces a day of the same date, other days and keys kept', () => {
    const inserted = withDay(sample, { date: '2026-11-28', published: false, soups: [], mains: [] });
    expect(dates(inserted)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(dayIndex(inserted, '2026-11-28')).toBe(2);
    expect(withDay(sample, { date: '2027-01-04', published: false })).toMatchObject({
      serving: { from: '11:00', until: '14:00' },
    });
    expect(dates(withDay(sample, { date: '2026-11-01', published: false }))[0]).toBe('2026-11-01');
    const replaced = withDay(sample, { ...dayOf(sample, '2026-12-02')!, published: true });
    expect(dates(replaced)).toEqual(dates(sample));
    expect(stateOf(dayOf(replaced, '2026-12-02'))).toBe('published');
    // The schema takes what withDay makes: in order, each date once.
    const copy = copiedDay('2026-12-03', copySource(sample, '2026-12-03')!);
    expect(contentFiles.dailyMenu.schema.safeParse(withDay(sample, { ...copy, published: true })).success).toBe(true);
  });

  it('offers today and the coming weekdays, and a weekend day only when it has a menu', () => {
    // Thursday 26 November 2026.
    expect(planDates('2026-11-26', sample)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(planDates('2026-11-28', { days: [{ date: '2026-11-29', published: true }] }, 3)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('moves a dish up and down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('takes only a real calendar date from the address', () => {
    expect(isDate('2026-11-26')).toBe(true);
    for (const text of [undefined, '', '2026-02-30', '26.11.2026', '2026-11-26x'])
      expect(isDate(text), String(text)).toBe(false);
  });

  it('marks a copied dish renamed since the copy until its allergens are looked at, and saves no mark on an unchanged one', () => {
    const source = dayOf(sample, '2026-12-01')!;
    const copy = copiedDay('2026-12-03', source);
    const [soup] = copy.soups as Record<string, unknown>[];
    expect(toCheck(soup!)).toBe(false);
    const renamed = { ...soup!, name: { cs: 'Frankfurtská polévka', en: 'Frankfurter soup' } };
    expect(toCheck(renamed)).toBe(true);
    // Only the English name: marked too (a name is a name in either language).
    expect(toCheck({ ...soup!, name: { ...(soup!.name as object), en: 'Another soup' } })).toBe(true);
    expect(toCheck(checked(renamed))).toBe(false);
    // A name left empty in one language is said as missing (by the server), not as a rename.
    expect(toCheck({ ...soup!, name: { ...(soup!.name as object), en: ' ' } })).toBe(false);
    expect(toCheck({ name: { cs: 'Nová', en: 'New' } })).toBe(false);

    const day: LunchDayData = { ...copy, soups: [renamed], published: true };
    const saved = withoutUnchangedCopies(day);
    expect((saved.soups as Record<string, unknown>[])[0]).toEqual(renamed);
    for (const dish of saved.mains as Record<string, unknown>[]) expect(dish).not.toHaveProperty('copiedFrom');
    // The server refuses to publish it while marked, with the message beside its allergens.
    const refused = contentFiles.dailyMenu.schema.safeParse(withDay(sample, saved));
    expect(refused.success).toBe(false);
    const index = dayIndex(withDay(sample, saved), '2026-12-03');
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['days', index, 'soups', 0, 'allergens']]);
    // As a draft it is kept, mark and all; checked, it is published.
    expect(contentFiles.dailyMenu.schema.safeParse(withDay(sample, { ...saved, published: false })).success).toBe(true);
    const looked = { ...saved, soups: [checked(renamed)] };
    expect(contentFiles.dailyMenu.schema.safeParse(withDay(sample, looked)).success).toBe(true);
  });

  it('keeps a dish still to check marked in a copy of its day: its allergens are no surer there', () => {
    const source = dayOf(sample, '2026-12-01')!;
    const renamed = {
      ...(source.soups as Record<string, unknown>[])[0]!,
      name: { cs: 'Arašídová polévka', en: 'Peanut soup' },
      copiedFrom: { cs: 'Dršťková', en: 'Tripe soup' },
    };
    const copy = copiedDay('2026-12-08', { ...source, soups: [renamed] });
    const [soup] = copy.soups as Record<string, unknown>[];
    expect(soup!.copiedFrom).toEqual({ cs: 'Dršťková', en: 'Tripe soup' });
    expect(toCheck(soup!)).toBe(true);
  });
});

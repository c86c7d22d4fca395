import { describe, expect, it } from 'vitest';
import { exceptionOrder, keptOrder } from './hours-exceptions-order';

const on = (date: unknown, cs = String(date)) => ({ date, name: { cs, en: cs }, closed: true });
const indexes = (listed: { index: number }[]) => listed.map(({ index }) => index);

describe('the hours exceptions as the owner reads them', () => {
  it('puts today and the coming days newest first, the past ones apart and newest first too', () => {
    const list = [on('2026-12-24'), on('2026-01-01'), on('2026-11-29'), on('2027-01-01'), on('2025-12-24')];
    const { upcoming, past } = exceptionOrder(list, '2026-11-29');
    expect(indexes(upcoming)).toEqual([3, 0, 2]);
    expect(indexes(past)).toEqual([1, 4]);
  });

  it('keeps one without a valid date (a new one) at the top, the last added first', () => {
    const list = [on('2026-12-24'), on(''), on('2026-12-31'), on(undefined), on('24. 12.'), on('2026-02-30'), on('0002-12-24')];
    const { upcoming, past } = exceptionOrder(list, '2026-11-29');
    expect(indexes(upcoming)).toEqual([6, 5, 4, 3, 1, 2, 0]);
    expect(past).toEqual([]);
  });

  it('keeps each item and its place in the file (errors and saves use that index)', () => {
    const list = [on('2025-05-01'), on('2026-12-24')];
    const { upcoming, past } = exceptionOrder(list, '2026-11-29');
    expect(upcoming).toEqual([{ item: list[1], index: 1, date: '2026-12-24' }]);
    expect(past).toEqual([{ item: list[0], index: 0, date: '2025-05-01' }]);
  });

  it('reads anything that is not a list item as undated', () => {
    expect(indexes(exceptionOrder([null, 3, 'x'], '2026-11-29').upcoming)).toEqual([2, 1, 0]);
  });

  it('keeps the order while the owner edits: a date being typed does not move its item; a new one goes to the top', () => {
    const list = [on('2026-12-24'), on('2027-01-01'), on('2025-12-24')];
    const first = keptOrder(list, '2026-11-29', null);
    expect(first).toEqual({ upcoming: [1, 0], past: [2], length: 3 });
    // The first item's date half typed (a year of 0002), then in the past: it stays where it is.
    const typing = [on('0002-12-24'), list[1], list[2]];
    expect(keptOrder(typing, '2026-11-29', first)).toBe(first);
    // A new one (added at the end of the file) at the top; removed, the order is taken again by date.
    const added = keptOrder([...list, on('')], '2026-11-29', first);
    expect(added).toEqual({ upcoming: [3, 1, 0], past: [2], length: 4 });
    expect(keptOrder([list[0], list[2]], '2026-11-29', added)).toEqual({ upcoming: [0], past: [1], length: 2 });
  });
});

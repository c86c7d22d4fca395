import { describe, expect, it } from 'vitest';
import { bannerEdition, feastSeason, namedEdition, unlistedFeastYear } from './feast-season';

const edition = (year: number, banner = { from: `${year}-10-15`, until: `${year}-11-14` }) => ({ start: `${year}-11-11`, end: `${year}-11-14`, banner });

describe('feast-season', () => {
  it('cuts a banner window written past the last day of the feast at that day', () => {
    const late = [edition(2027, { from: '2027-10-15', until: '2027-11-30' })];
    expect(bannerEdition(late, '2027-11-14')).toBe(late[0]);
    expect(bannerEdition(late, '2027-11-15')).toBeNull();
    expect(feastSeason(late, '2027-11-15')).toEqual({ kind: 'between', last: late[0], next: null });
  });

  it('names the edition on or coming, else the last one', () => {
    const both = [edition(2025), edition(2027)];
    expect(namedEdition(feastSeason(both, '2026-11-26'))).toBe(both[1]);
    expect(namedEdition(feastSeason(both, '2027-11-12'))).toBe(both[1]);
    expect(namedEdition(feastSeason(both, '2027-12-01'))).toBe(both[1]);
    expect(namedEdition(feastSeason([], '2027-12-01'))).toBeNull();
  });

  it('gives the year of an unlisted next feast: after the last, and not one whose 11 November has passed', () => {
    expect(unlistedFeastYear(edition(2025), '2026-03-01')).toBe(2026);
    expect(unlistedFeastYear(edition(2025), '2026-11-11')).toBe(2026);
    expect(unlistedFeastYear(edition(2025), '2026-11-12')).toBe(2027);
    expect(unlistedFeastYear(edition(2027), '2027-11-15')).toBe(2028);
    expect(unlistedFeastYear(null, '2026-12-01')).toBe(2027);
  });
});

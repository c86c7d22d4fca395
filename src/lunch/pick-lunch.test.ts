import { describe, expect, it } from 'vitest';
import { sampleLunch, sampleSite } from '../test-support/site-data';
import { pickLunch } from './pick-lunch';

const hours = sampleSite('cs').hours;
const days = sampleLunch('cs'); // published on Monday 23 and Tuesday 24 November 2026, served 11:00–14:00
const prague = (local: string) => new Date(`${local}+01:00`);
const pick = (local: string, from = days) => {
  const picked = pickLunch(from, hours, prague(local));
  return picked && { date: picked.day.date, when: picked.when };
};

describe('which lunch the home page shows', () => {
  it("shows today's from midnight until its serving time ends", () => {
    expect(pick('2026-11-23T00:00:00')).toEqual({ date: '2026-11-23', when: 'today' });
    expect(pick('2026-11-23T13:59:59')).toEqual({ date: '2026-11-23', when: 'today' });
  });

  it("then tomorrow's, once it is published", () => {
    expect(pick('2026-11-23T14:00:00')).toEqual({ date: '2026-11-24', when: 'tomorrow' });
    expect(pick('2026-11-24T14:00:00')).toBeNull();
  });

  it('shows none when nothing is published', () => {
    expect(pick('2026-11-23T12:00:00', [])).toBeNull();
  });

  it('shows none on a day the restaurant is closed, even if a menu was published for it', () => {
    const christmas = days.map((day, index) => ({ ...day, date: index === 0 ? '2026-12-24' : '2026-12-25' }));
    expect(pickLunch(christmas, hours, prague('2026-12-24T12:00:00'))).toBeNull();
    expect(pickLunch(christmas, hours, prague('2026-12-23T20:00:00'))).toBeNull();
  });
});

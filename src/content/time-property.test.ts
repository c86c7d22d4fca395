/**
 * Property tests of nextBoundary: for any hours and any instant, the boundary
 * lies after `now` (at most a day later, the 25-hour day included), and nothing
 * a page shows from the clock changes before it: the hours state, the date (and
 * with it the feast, the banner, the announcements and the year). At the
 * boundary itself something does change, so the page cache never keeps a page
 * longer than it must either.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Announcement, Events, FeastEdition, Hours, HoursException } from './schema';
import { weekdays } from './schema';
import { activeAnnouncements, addDays, hoursState, nextBoundary, pragueDate, pragueInstant, upcomingExceptions } from './time';
import { bannerEdition, feastSeason } from './feast-season';

const HOUR = 3_600_000;

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening hours on a 5-minute grid, closing at 24:00 at the latest; `opens < closes` as the schema demands. */
const span = fc
  .tuple(fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 288 }))
  .filter(([opens, closes]) => opens < closes)
  .map(([opens, closes]) => ({ opens: time(opens * 5), closes: time(closes * 5) }));

const dayHours = fc.oneof({ arbitrary: span, weight: 4 }, { arbitrary: fc.constant('closed' as const), weight: 1 });

/** Dates around the DST days and New Year, where the bugs would be. */
const interestingDates = ['2027-03-27', '2027-03-28', '2027-03-29', '2027-10-30', '2027-10-31', '2027-11-01', '2026-12-31', '2027-01-01'];
const anyDate = fc.integer({ min: 0, max: 2 * 366 }).map((days) => addDays('2026-06-01', days));
const exceptionDate = fc.oneof(fc.constantFrom(...interestingDates), anyDate);

const exception: fc.Arbitrary<HoursException> = fc.tuple(exceptionDate, fc.option(span, { nil: undefined })).map(([date, open]) => {
  const name = { cs: 'Výjimka', en: 'Exception' };
  return open ? { date, name, ...open } : { date, name, closed: true as const };
});

const hoursArbitrary: fc.Arbitrary<Hours> = fc
  .tuple(fc.tuple(...weekdays.map(() => dayHours)), fc.uniqueArray(exception, { selector: (entry) => entry.date, maxLength: 8 }))
  .map(([days, exceptions]) => ({ regular: Object.fromEntries(weekdays.map((day, index) => [day, days[index]])) as Hours['regular'], exceptions }));

/** An instant: anywhere from mid-2026 to mid-2028, or near a wall-clock time of an interesting date. */
const instant = fc.oneof(
  fc.date({ min: new Date('2026-06-01T00:00:00Z'), max: new Date('2028-06-01T00:00:00Z'), noInvalidDate: true }),
  fc
    .tuple(fc.constantFrom(...interestingDates), fc.integer({ min: 0, max: 287 }), fc.integer({ min: -2, max: 2 }))
    .map(([date, slot, nudge]) => new Date(pragueInstant(date, time(slot * 5)).getTime() + nudge)),
);

const menu: FeastEdition['menu'] = [{ id: 'goose', title: { cs: 'Husa', en: 'Goose' }, items: [{ id: 'goose-whole', name: { cs: 'Husa', en: 'Goose' }, price: 2599 }] }];
const events: Events = {
  feast: {
    editions: [
      { start: '2026-11-11', end: '2026-11-14', banner: { from: '2026-10-15', until: '2026-11-14' }, menu },
      { start: '2027-11-11', end: '2027-11-14', banner: { from: '2027-10-15', until: '2027-11-14' }, menu },
    ],
  },
};
const announcements: Announcement[] = [{ id: 'christmas', from: '2026-12-10', until: '2026-12-26', text: { cs: 'Zavřeno', en: 'Closed' } }];

/** Everything a page shows from the clock. */
function view(hours: Hours, now: Date) {
  return {
    date: pragueDate(now),
    hours: hoursState(hours, now),
    feast: feastSeason(events.feast.editions, pragueDate(now)),
    banner: bannerEdition(events.feast.editions, pragueDate(now)),
    announcements: activeAnnouncements(announcements, now),
    exceptions: upcomingExceptions(hours, now),
  };
}

describe('nextBoundary', () => {
  it('lies after now, at most 25 hours later, and nothing changes before it', () => {
    fc.assert(
      fc.property(hoursArbitrary, instant, fc.double({ min: 0, max: 1, noNaN: true }), (hours, now, fraction) => {
        const boundary = nextBoundary({ hours, events, announcements: { announcements } }, now);
        expect(boundary.getTime()).toBeGreaterThan(now.getTime());
        expect(boundary.getTime() - now.getTime()).toBeLessThanOrEqual(25 * HOUR);
        const before = view(hours, now);
        const between = new Date(now.getTime() + Math.floor(fraction * (boundary.getTime() - now.getTime() - 1)));
        expect(view(hours, between)).toEqual(before);
        expect(view(hours, new Date(boundary.getTime() - 1))).toEqual(before);
        // At the boundary, the day or the open/closed state turns.
        const after = view(hours, boundary);
        expect(after.date !== before.date || JSON.stringify(after.hours) !== JSON.stringify(before.hours)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('walks from boundary to boundary through a year without getting stuck', () => {
    fc.assert(
      fc.property(hoursArbitrary, (hours) => {
        let now = new Date('2027-01-01T00:00:00+01:00');
        const end = new Date('2028-01-01T00:00:00+01:00');
        let steps = 0;
        let days = 0;
        let date = pragueDate(now);
        while (now < end) {
          const next = nextBoundary({ hours }, now);
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          now = next;
          steps++;
          const today = pragueDate(now);
          if (today !== date) {
            expect(today).toBe(addDays(date, 1));
            days++;
            date = today;
          }
        }
        expect(days).toBe(365);
        // At most an opening and a closing besides the midnight each day.
        expect(steps).toBeLessThanOrEqual(3 * 365);
      }),
      { numRuns: 30 },
    );
  });
});

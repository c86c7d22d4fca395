/**
 * freeTimes against a count written another way: for any hours, capacity, seats held,
 * blocked periods and clock, on ordinary days and the days the clocks change, the times
 * offered are exactly the slots at which, minute by minute through the whole sitting, the
 * covers held plus the party stay within the area's and no block is met. The oracle finds
 * Prague's wall clock with Intl alone (not src/content/time.ts) and counts every minute.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hours } from '../../src/content/schema';
import { weekdays } from '../../src/content/schema';
import { instantOf, wall } from '../../tests/support/prague-wall';
import { bookingAreas, freeTimes, type Block, type BookingArea, type BookingRules, type Hold } from './free-times';

const MINUTE = 60_000;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slow answer: every wall minute of the day, every minute of every sitting. */
function oracle(
  date: string,
  area: BookingArea | 'any',
  party: number,
  rules: BookingRules,
  span: { opens: string; closes: string },
  holds: Hold[],
  blocks: Block[],
  now: number,
): { time: string; areas: BookingArea[] }[] {
  const areas = bookingAreas.filter(
    (each) => (area === 'any' || each === area) && (rules.areas[each]?.covers ?? 0) > 0,
  );
  const sitting = party > rules.sitting.longerAbove ? rules.sitting.longerMinutes : rules.sitting.minutes;
  const found: { time: string; areas: BookingArea[] }[] = [];
  for (let minute = 0; minute < 24 * 60; minute++) {
    if (minute % rules.slotMinutes !== 0) continue;
    if (minute < minutesOf(span.opens) || minute > minutesOf(span.closes) - rules.lastSeatingBeforeClose) continue;
    const start = instantOf(date, clock(minute));
    if (start === null || start < now + rules.leadMinutes * MINUTE) continue;
    const fitting = areas.filter((each) => {
      for (let t = start; t < start + sitting * MINUTE; t += MINUTE) {
        if (blocks.some((block) => (block.area === null || block.area === each) && block.start <= t && t < block.end))
          return false;
        const held = holds
          .filter((hold) => hold.area === each && hold.start <= t && t < hold.end)
          .reduce((sum, hold) => sum + hold.covers, 0);
        if (held + party > rules.areas[each]!.covers) return false;
      }
      return true;
    });
    if (fitting.length > 0) found.push({ time: clock(minute), areas: fitting });
  }
  return found;
}

/** Ordinary days and the four days the clocks change in 2026 and 2027. */
const dates = fc.constantFrom(
  '2026-03-29',
  '2026-10-25',
  '2027-03-28',
  '2027-10-31',
  '2026-11-30',
  '2027-06-15',
  '2027-12-31',
);
const span = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .filter(([opens, closes]) => opens < closes)
  .map(([opens, closes]) => ({ opens: clock(opens * 15), closes: closes === 96 ? '24:00' : clock(closes * 15) }));
const rules = fc.record({
  covers: fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })),
  slotMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
  minutes: fc.integer({ min: 15, max: 180 }),
  longerMinutes: fc.integer({ min: 15, max: 240 }),
  longerAbove: fc.integer({ min: 1, max: 8 }),
  leadMinutes: fc.integer({ min: 0, max: 600 }),
  lastSeatingBeforeClose: fc.integer({ min: 0, max: 240 }),
});
/**
 * A period within a day and a half around the date's midnight: mostly on a quarter-hour grid, so
 * that one hold often ends as another starts (and a sitting on a slot meets them), sometimes on any minute.
 */
const period = (date: string) =>
  fc
    .tuple(
      fc.integer({ min: -8, max: 100 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 0, max: 14 }),
      fc.boolean(),
    )
    .map(([from, length, shift, onGrid]) => {
      const midnight = instantOf(date, '00:00')!;
      const start = from * 15 + (onGrid ? 0 : shift);
      return { start: midnight + start * MINUTE, end: midnight + (start + length * 15) * MINUTE };
    });

describe('freeTimes, property', () => {
  it('offers exactly the slots a minute-by-minute count finds, DST days included', () => {
    const cases = dates.chain((date) =>
      fc.record({
        date: fc.constant(date),
        span,
        rules,
        area: fc.constantFrom<BookingArea | 'any'>('any', ...bookingAreas),
        party: fc.integer({ min: 1, max: 12 }),
        holds: fc.array(
          // Mostly the restaurant's, so that holds meet and capacity is tight.
          fc
            .tuple(
              period(date),
              fc.constantFrom<BookingArea>('restaurant', 'restaurant', 'restaurant', 'cafe', 'terrace'),
              fc.integer({ min: 1, max: 6 }),
            )
            .map(([when, area, covers]) => ({ ...when, area, covers })),
          { maxLength: 16 },
        ),
        // Two of the restaurant's holds that meet: one ends as the other starts.
        meeting: fc.tuple(
          fc.integer({ min: 0, max: 95 }),
          fc.integer({ min: 1, max: 8 }),
          fc.integer({ min: 1, max: 8 }),
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 6 }),
        ),
        blocks: fc.array(
          fc
            .tuple(period(date), fc.constantFrom<BookingArea | null>(null, ...bookingAreas))
            .map(([when, area]) => ({ ...when, area })),
          { maxLength: 2 },
        ),
        // From two days before to the date's evening: the lead time cuts into the day's slots too.
        nowOffset: fc.integer({ min: -48 * 60, max: 20 * 60 }),
      }),
    );
    fc.assert(
      fc.property(cases, (c) => {
        const bookingRules: BookingRules = {
          areas: {
            restaurant: { covers: c.rules.covers[0] },
            cafe: { covers: c.rules.covers[1] },
            terrace: { covers: c.rules.covers[2] },
          },
          slotMinutes: c.rules.slotMinutes,
          sitting: { minutes: c.rules.minutes, longerMinutes: c.rules.longerMinutes, longerAbove: c.rules.longerAbove },
          leadMinutes: c.rules.leadMinutes,
          lastSeatingBeforeClose: c.rules.lastSeatingBeforeClose,
          largestParty: 12,
          daysAhead: 30,
        };
        const hours: Hours = {
          regular: Object.fromEntries(weekdays.map((day) => [day, c.span])) as Hours['regular'],
          exceptions: [],
        };
        const now = instantOf(c.date, '00:00')! + c.nowOffset * MINUTE;
        const [at, before, after, firstCovers, secondCovers] = c.meeting;
        const meet = instantOf(c.date, '00:00')! + at * 15 * MINUTE;
        const holds: Hold[] = [
          ...c.holds,
          // The one that starts listed first: a count that took changes in list order would see both at once.
          { area: 'restaurant', start: meet, end: meet + after * 15 * MINUTE, covers: secondCovers },
          { area: 'restaurant', start: meet - before * 15 * MINUTE, end: meet, covers: firstCovers },
        ];
        const answer = freeTimes(
          { date: c.date, area: c.area, party: c.party },
          { rules: bookingRules, hours, holds, blocks: c.blocks, now: new Date(now) },
        );
        const expected = oracle(c.date, c.area, c.party, bookingRules, c.span, holds, c.blocks, now);
        if (wall(now).slice(0, 10) > c.date) {
          expect(answer.kind).toBe('past');
          return;
        }
        if (answer.kind === 'areaClosed') {
          expect(expected).toEqual([]);
          return;
        }
        expect(answer.kind).toBe('times');
        if (answer.kind !== 'times') return;
        expect(answer.times.map(({ time, areas }) => ({ time, areas }))).toEqual(expected);
        for (const free of answer.times) expect(wall(free.start)).toBe(`${c.date} ${free.time}`);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The table request's rules against random hours, exceptions, limits and moments
 * (2026–2028, both DST changes included): what the rules accept is exactly what an
 * independent reading of the content accepts. The oracle below finds instants with
 * Intl alone (not src/content/time.ts), so the two can disagree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hours, Weekday } from '../content/schema';
import { instantOf, plusDays, wall } from '../../tests/support/prague-wall';
import { checkTableRequest, type TableLimits } from './table-rules';

const MINUTE = 60_000;
const weekdays: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) =>
  minutes === 1440 ? '24:00' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** An open span on a quarter-hour grid, opening before closing (closing up to 24:00). */
const span = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .filter(([a, b]) => a < b)
  .map(([a, b]) => ({ opens: clock(a * 15), closes: clock(b * 15) }));
const dayHours = fc.oneof(fc.constant('closed' as const), span, span);

const limits = fc.record({
  leadMinutes: fc.integer({ min: 0, max: 48 * 60 }),
  lastSeatingBeforeClose: fc.integer({ min: 0, max: 240 }),
  largestParty: fc.integer({ min: 1, max: 40 }),
  daysAhead: fc.integer({ min: 1, max: 120 }),
}) satisfies fc.Arbitrary<TableLimits>;

/** A moment from 2026 to 2028 (minutes), and a request around it. */
const now = fc
  .integer({ min: Date.parse('2026-01-01T00:00:00Z') / MINUTE, max: Date.parse('2028-12-31T00:00:00Z') / MINUTE })
  .map((m) => new Date(m * MINUTE));

/** A moment in the three days before a change of the clocks (the last Sundays of March and October), to request across it. */
const dstChanges = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31', '2028-03-26', '2028-10-29'];
const nearDst = fc
  .tuple(fc.constantFrom(...dstChanges), fc.integer({ min: 0, max: 3 * 24 * 60 }))
  .map(([day, minutes]) => new Date(Date.parse(`${day}T00:00:00Z`) - minutes * MINUTE));

const scenario = fc
  .record({
    regular: fc.tuple(dayHours, dayHours, dayHours, dayHours, dayHours, dayHours, dayHours),
    exceptionDays: fc.uniqueArray(fc.integer({ min: -2, max: 130 }), { maxLength: 12 }),
    exceptionHours: fc.array(dayHours, { minLength: 12, maxLength: 12 }),
    limits,
    now: fc.oneof(now, nearDst),
    dayOffset: fc.oneof(fc.integer({ min: -3, max: 125 }), fc.integer({ min: 0, max: 4 })),
    minutes: fc.integer({ min: 0, max: 287 }).map((step) => step * 5),
    guests: fc.integer({ min: -2, max: 45 }),
  })
  .map((s) => {
    const today = wall(s.now.getTime()).slice(0, 10);
    const exceptions = s.exceptionDays.map((offset, index) => {
      const date = plusDays(today, offset);
      const hours = s.exceptionHours[index]!;
      const name = { cs: `Výjimka ${index}`, en: `Exception ${index}` };
      return hours === 'closed' ? { date, name, closed: true as const } : { date, name, ...hours };
    });
    const regular = Object.fromEntries(weekdays.map((day, index) => [day, s.regular[index]!])) as Hours['regular'];
    return {
      ...s,
      today,
      hours: { regular, exceptions } satisfies Hours,
      date: plusDays(today, s.dayOffset),
      time: clock(s.minutes),
    };
  });

/** The oracle: whether the restaurant can take this request, read from the content with Intl alone. */
function acceptable(s: ReturnType<typeof scenario.generate>['value']): boolean | 'skipped-hour' {
  const { hours, limits: l, now: at, date, time, guests, today } = s;
  if (guests < 1 || guests > l.largestParty) return false;
  if (date < today || date > plusDays(today, l.daysAhead)) return false;
  const exception = hours.exceptions.find((candidate) => candidate.date === date);
  const weekday = weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  const open = exception
    ? 'opens' in exception
      ? exception
      : null
    : hours.regular[weekday] === 'closed'
      ? null
      : (hours.regular[weekday] as { opens: string; closes: string });
  if (!open) return false;
  const instant = instantOf(date, time);
  const opens = instantOf(date, open.opens);
  const closes = instantOf(date, open.closes);
  if (instant === null || opens === null || closes === null) return 'skipped-hour';
  const lastSeating = closes - l.lastSeatingBeforeClose * MINUTE;
  return instant >= at.getTime() + l.leadMinutes * MINUTE && instant >= opens && instant <= lastSeating;
}

describe('table request rules (property)', () => {
  it('accept exactly the requests the hours, exceptions and limits allow', () => {
    let accepted = 0;
    fc.assert(
      fc.property(scenario, (s) => {
        const expected = acceptable(s);
        fc.pre(expected !== 'skipped-hour');
        const issues = checkTableRequest(
          { date: s.date, time: s.time, guests: String(s.guests) },
          { hours: s.hours, limits: s.limits },
          s.now,
        );
        expect(issues.length === 0, JSON.stringify(issues)).toBe(expected);
        if (expected) accepted++;
      }),
      { numRuns: 3000 },
    );
    // The runs cover both answers, not only refusals.
    expect(accepted).toBeGreaterThan(100);
  });

  it('name the closed day by its exception, and never judge a time on it', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const closed = s.hours.exceptions.find(
          (exception) =>
            'closed' in exception &&
            exception.date >= s.today &&
            exception.date <= plusDays(s.today, s.limits.daysAhead),
        );
        fc.pre(closed !== undefined);
        const issues = checkTableRequest(
          { date: closed!.date, time: s.time, guests: '2' },
          { hours: s.hours, limits: s.limits },
          s.now,
        );
        expect(issues.filter((issue) => issue.field !== 'guests')).toEqual([
          { field: 'date', kind: 'closed', date: closed!.date, exception: closed },
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it('never throw, whatever is typed', () => {
    fc.assert(
      fc.property(scenario, fc.string(), fc.string(), fc.string(), (s, date, time, guests) => {
        const issues = checkTableRequest({ date, time, guests }, { hours: s.hours, limits: s.limits }, s.now);
        expect(issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

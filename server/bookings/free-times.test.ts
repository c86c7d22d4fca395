import { describe, expect, it } from 'vitest';
import { weekdays, type Hours } from '../../src/content/schema';
import { pragueInstant } from '../../src/content/time';
import {
  fits,
  freeTimes,
  openAreas,
  peakCovers,
  type BookingRules,
  type FreeTimesQuery,
  type Hold,
} from './free-times';

const open = { opens: '11:00', closes: '22:00' };
const hours: Hours = {
  regular: {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: open,
    sunday: 'closed',
  },
  exceptions: [
    { date: '2027-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true },
    { date: '2027-12-31', name: { cs: 'Silvestr', en: "New Year's Eve" }, opens: '11:00', closes: '16:00' },
  ],
};

const rules: BookingRules = {
  areas: {
    restaurant: { covers: 10 },
    cafe: { covers: 4 },
    terrace: { covers: 8, season: { from: '2027-05-01', until: '2027-09-30' } },
  },
  slotMinutes: 15,
  sitting: { minutes: 90, longerMinutes: 120, longerAbove: 4 },
  leadMinutes: 120,
  lastSeatingBeforeClose: 60,
  largestParty: 12,
  daysAhead: 90,
};

const at = (date: string, time: string) => pragueInstant(date, time).getTime();
/** Monday 2027-06-07, early morning: the whole day is ahead. */
const now = new Date(at('2027-06-07', '07:00'));
const ask = (query: Partial<FreeTimesQuery>, holds: Hold[] = [], moment = now) =>
  freeTimes(
    { date: '2027-06-07', area: 'restaurant', party: 2, ...query },
    { rules, hours, holds, blocks: [], now: moment },
  );
const times = (answer: ReturnType<typeof ask>) =>
  answer.kind === 'times' ? answer.times.map((free) => free.time) : answer.kind;

describe('freeTimes', () => {
  it('offers every slot from opening to the last seating on an empty day', () => {
    const answer = ask({});
    expect(answer).toMatchObject({ kind: 'times', sittingMinutes: 90 });
    const offered = times(answer) as string[];
    expect(offered[0]).toBe('11:00');
    expect(offered.at(-1)).toBe('21:00'); // closing 22:00 less 60 minutes
    expect(offered).toHaveLength((21 - 11) * 4 + 1);
  });

  it('leaves out the times sooner than the lead time, on 15-minute steps', () => {
    expect((times(ask({}, [], new Date(at('2027-06-07', '12:05')))) as string[])[0]).toBe('14:15');
  });

  it('says why there is nothing to offer: a past day, a day beyond the horizon, a party too large, closed, an area out of season', () => {
    expect(ask({ date: '2027-06-06' })).toEqual({ kind: 'past' });
    expect(ask({ date: '2027-09-06' })).toEqual({ kind: 'tooFar', last: '2027-09-05' });
    expect(ask({ party: 13 })).toEqual({ kind: 'party', largest: 12 });
    expect(ask({ party: 0 })).toEqual({ kind: 'party', largest: 12 });
    expect(ask({ date: '2027-06-13' })).toEqual({ kind: 'closed', exception: null }); // a Sunday
    const autumn = new Date(at('2027-09-20', '09:00'));
    expect(ask({ date: '2027-09-30', area: 'terrace' }, [], autumn).kind).toBe('times');
    expect(ask({ date: '2027-10-04', area: 'terrace' }, [], autumn)).toEqual({ kind: 'areaClosed' });
    const christmas = freeTimes(
      { date: '2027-12-24', area: 'any', party: 2 },
      { rules, hours, holds: [], blocks: [], now: new Date(at('2027-12-01', '09:00')) },
    );
    expect(christmas).toMatchObject({ kind: 'closed', exception: { date: '2027-12-24' } });
  });

  it("takes a day's own hours from its exception", () => {
    const answer = freeTimes(
      { date: '2027-12-31', area: 'restaurant', party: 2 },
      { rules, hours, holds: [], blocks: [], now: new Date(at('2027-12-01', '09:00')) },
    );
    expect((times(answer) as string[]).at(-1)).toBe('15:00');
  });

  it('offers a time only if the party fits for its whole sitting', () => {
    // 8 of 10 covers held 13:00–14:30: a party of 2 fits beside them, a party of 3 does not, also
    // for a sitting that starts before 13:00 and would still be seated then.
    const holds: Hold[] = [
      { area: 'restaurant', start: at('2027-06-07', '13:00'), end: at('2027-06-07', '14:30'), covers: 8 },
    ];
    expect(times(ask({ party: 2 }, holds))).toContain('13:00');
    const forThree = times(ask({ party: 3 }, holds)) as string[];
    expect(forThree).toContain('11:30'); // 11:30–13:00 ends as the others sit down
    expect(forThree).not.toContain('11:45');
    expect(forThree).not.toContain('14:15');
    expect(forThree).toContain('14:30');
  });

  it('gives a larger party the longer sitting', () => {
    const holds: Hold[] = [
      { area: 'restaurant', start: at('2027-06-07', '15:00'), end: at('2027-06-07', '16:00'), covers: 7 },
    ];
    const forFive = times(ask({ party: 5 }, holds)) as string[];
    expect(forFive).toContain('13:00'); // 120 minutes: 13:00–15:00, before 7 of 10 are held
    expect(forFive).not.toContain('13:15');
    const forFour = times(ask({ party: 4 }, holds)) as string[];
    expect(forFour).toContain('13:30'); // 90 minutes: 13:30–15:00
    expect(forFour).not.toContain('13:45');
  });

  it('lists every area a party fits in for "any", in the order they fill', () => {
    const summer = ask({ area: 'any', party: 4 });
    expect(summer.kind === 'times' && summer.times[0]?.areas).toEqual(['restaurant', 'cafe', 'terrace']);
    const full: Hold[] = [
      { area: 'restaurant', start: at('2027-06-07', '11:00'), end: at('2027-06-07', '23:00'), covers: 10 },
    ];
    const answer = ask({ area: 'any', party: 5 }, full);
    expect(answer.kind === 'times' && answer.times[0]?.areas).toEqual(['terrace']);
  });

  it('offers nothing in a blocked period of the area, or of every area', () => {
    const lunch = { start: at('2027-06-07', '12:00'), end: at('2027-06-07', '15:00') };
    const blocked = (area: 'cafe' | null) =>
      freeTimes(
        { date: '2027-06-07', area: 'cafe', party: 2 },
        { rules, hours, holds: [], blocks: [{ area, ...lunch }], now },
      );
    for (const area of ['cafe', null] as const) {
      // Every sitting from opening would still run at 12:00 (90 minutes): the first is at 15:00.
      expect((times(blocked(area)) as string[])[0]).toBe('15:00');
    }
  });

  it('skips the wall times the clock jumps over in March, and sits the real minutes', () => {
    const night = { opens: '00:00', closes: '05:00' };
    const always: Hours = {
      regular: Object.fromEntries(weekdays.map((day) => [day, night])) as Hours['regular'],
      exceptions: [],
    };
    const answer = freeTimes(
      { date: '2027-03-28', area: 'restaurant', party: 2 },
      {
        rules: { ...rules, lastSeatingBeforeClose: 0 },
        hours: always,
        holds: [],
        blocks: [],
        now: new Date(at('2027-03-20', '09:00')),
      },
    );
    const offered = times(answer) as string[];
    expect(offered).toContain('01:45');
    expect(offered.filter((time) => time.startsWith('02:'))).toEqual([]);
    expect(offered).toContain('03:00');
  });
});

describe('freeTimes, given rules the schema refuses', () => {
  it.each([
    ['a step of a hundredth of a minute', { slotMinutes: 0.01 }],
    ['a negative step', { slotMinutes: -15 }],
    ['a step that does not divide an hour', { slotMinutes: 7 }],
    ['a last seating after closing', { lastSeatingBeforeClose: -1_000_000 }],
    ['a fractional lead time', { leadMinutes: 1.5 }],
  ])('throws a RangeError that names the rule: %s', (_what, change) => {
    expect(() =>
      freeTimes(
        { date: '2027-06-07', area: 'any', party: 2 },
        { rules: { ...rules, ...change }, hours, holds: [], blocks: [], now },
      ),
    ).toThrow(new RegExp(`^freeTimes: ${Object.keys(change)[0]} must`));
  });
});

describe('peakCovers and fits', () => {
  it('counts a table freed at the moment another is taken once', () => {
    const holds: Hold[] = [
      { area: 'cafe', start: 0, end: 100, covers: 3 },
      { area: 'cafe', start: 100, end: 200, covers: 3 },
      { area: 'restaurant', start: 0, end: 200, covers: 9 },
    ];
    expect(peakCovers(holds, 'cafe', 0, 200)).toBe(3);
    expect(peakCovers(holds, 'cafe', 50, 150)).toBe(3);
    expect(peakCovers(holds, 'cafe', 200, 300)).toBe(0);
    expect(fits(rules, 'cafe', 1, 0, 1, holds, [])).toBe(true);
    expect(fits(rules, 'cafe', 2, 0, 1, holds, [])).toBe(false);
    // Listed the other way round: the same.
    expect(peakCovers([...holds].reverse(), 'cafe', 50, 150)).toBe(3);
  });

  it('opens an area only with covers and in its season', () => {
    expect(openAreas(rules, '2027-04-30')).toEqual(['restaurant', 'cafe']);
    expect(openAreas(rules, '2027-05-01')).toEqual(['restaurant', 'cafe', 'terrace']);
    expect(openAreas({ ...rules, areas: { cafe: { covers: 0 } } }, '2027-05-01')).toEqual([]);
  });
});

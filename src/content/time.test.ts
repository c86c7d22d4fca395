/**
 * Clock tests: every function of time.ts with an injected clock, across the
 * boundaries the site turns at (opening and closing, midnight, the feast, the
 * banner window, Christmas, New Year's Eve, both DST changes of 2027). The
 * content is built here, not read from content/.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Announcement, Events, FeastEdition, Hours, HoursException } from './schema';
import {
  activeAnnouncements,
  addDays,
  hoursOn,
  hoursState,
  nextBoundary,
  pragueClock,
  pragueDate,
  pragueDateTime,
  pragueInstant,
  pragueTime,
  pragueYear,
  upcomingExceptions,
  weekdayOf,
} from './time';
import { bannerEdition, feastSeason } from './feast-season';

const daily = { opens: '10:00', closes: '22:00' } as const;

const exceptions: HoursException[] = [
  // Deliberately out of date order: upcomingExceptions sorts.
  { date: '2026-12-31', name: { cs: 'Silvestr', en: "New Year's Eve" }, opens: '10:00', closes: '18:00' },
  { date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true },
  { date: '2026-12-25', name: { cs: '1. svátek vánoční', en: 'Christmas Day' }, closed: true },
  { date: '2026-12-26', name: { cs: '2. svátek vánoční', en: "St. Stephen's Day" }, closed: true },
  { date: '2027-01-01', name: { cs: 'Nový rok', en: "New Year's Day" }, closed: true },
  { date: '2027-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true },
  { date: '2027-12-25', name: { cs: '1. svátek vánoční', en: 'Christmas Day' }, closed: true },
  { date: '2027-12-26', name: { cs: '2. svátek vánoční', en: "St. Stephen's Day" }, closed: true },
  { date: '2027-12-31', name: { cs: 'Silvestr', en: "New Year's Eve" }, opens: '10:00', closes: '18:00' },
  { date: '2028-01-01', name: { cs: 'Nový rok', en: "New Year's Day" }, closed: true },
];

const hours: Hours = {
  regular: { monday: daily, tuesday: daily, wednesday: daily, thursday: daily, friday: daily, saturday: daily, sunday: daily },
  exceptions,
};

const menu: FeastEdition['menu'] = [
  {
    id: 'goose',
    title: { cs: 'Husa', en: 'Goose' },
    items: [{ id: 'goose-whole', name: { cs: 'Celá husa', en: 'Whole goose' }, amount: { grams: 4200, approx: true }, price: 2599 }],
  },
];

const feast2025: FeastEdition = { start: '2025-11-08', end: '2025-11-11', banner: { from: '2025-10-15', until: '2025-11-11' }, menu };
const feast2027: FeastEdition = { start: '2027-11-11', end: '2027-11-14', banner: { from: '2027-10-15', until: '2027-11-14' }, menu };

const events: Events = { feast: { editions: [feast2025, feast2027] } };

const christmas2026: Announcement = {
  id: 'christmas-2026',
  from: '2026-12-10',
  until: '2026-12-26',
  text: { cs: 'Od 24. do 26. prosince máme zavřeno. Krásné svátky!', en: "We're closed December 24–26. Happy holidays!" },
};
const christmas2027: Announcement = { ...christmas2026, id: 'christmas-2027', from: '2027-12-10', until: '2027-12-26' };
const announcements: Announcement[] = [christmas2026, christmas2027];

/** An instant from a Prague wall-clock reading with its offset spelled out: `prague('2026-12-24T09:59', '+01:00')`. */
function prague(local: string, offset: '+01:00' | '+02:00'): Date {
  return new Date(`${local.length === 16 ? `${local}:00` : local}${offset}`);
}

const at = prague;
const christmasEve = exceptions[1]!;
const silvester2026 = exceptions[0]!;
const HOUR = 3_600_000;

describe('the Prague clock', () => {
  it('reads the Prague date, not the UTC one, in winter and in summer', () => {
    expect(pragueDate(new Date('2026-12-23T23:30:00Z'))).toBe('2026-12-24');
    expect(pragueDate(new Date('2026-12-23T22:59:59Z'))).toBe('2026-12-23');
    expect(pragueDate(new Date('2027-07-01T22:30:00Z'))).toBe('2027-07-02');
    expect(pragueDate(new Date('2027-07-01T21:59:59Z'))).toBe('2027-07-01');
    expect(pragueYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(pragueYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
  });

  it('gives the wall-clock minutes and the day of the week', () => {
    expect(pragueClock(at('2026-11-23T00:00', '+01:00'))).toEqual({ date: '2026-11-23', minutes: 0, weekday: 'monday' });
    expect(pragueClock(at('2026-12-24T21:59:59', '+01:00'))).toEqual({ date: '2026-12-24', minutes: 21 * 60 + 59, weekday: 'thursday' });
    expect(pragueClock(at('2027-07-04T12:30', '+02:00'))).toEqual({ date: '2027-07-04', minutes: 750, weekday: 'sunday' });
  });

  it('counts days on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2026-11-23', 60)).toBe('2027-01-22');
    expect(weekdayOf('2026-12-24')).toBe('thursday');
    expect(weekdayOf('2027-03-28')).toBe('sunday');
    expect(weekdayOf('2027-10-31')).toBe('sunday');
  });

  it('turns a Prague wall-clock time into an instant, in both offsets', () => {
    expect(pragueInstant('2026-12-24', '10:00').toISOString()).toBe('2026-12-24T09:00:00.000Z');
    expect(pragueInstant('2027-07-01', '10:00').toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect(pragueInstant('2026-12-31', '24:00').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(pragueInstant('2026-12-31', '00:00').toISOString()).toBe('2026-12-30T23:00:00.000Z');
  });

  it('moves a time the spring change skips to the instant the clocks show 03:00 (2027-03-28)', () => {
    expect(pragueInstant('2027-03-28', '01:59').toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(pragueInstant('2027-03-28', '02:00').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(pragueInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(pragueInstant('2027-03-28', '03:00').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(pragueInstant('2027-03-28', '03:01').toISOString()).toBe('2027-03-28T01:01:00.000Z');
  });

  it('takes the first of the two readings of a time the autumn change repeats (2027-10-31)', () => {
    expect(pragueInstant('2027-10-31', '01:59').toISOString()).toBe('2027-10-30T23:59:00.000Z');
    expect(pragueInstant('2027-10-31', '02:00').toISOString()).toBe('2027-10-31T00:00:00.000Z');
    expect(pragueInstant('2027-10-31', '02:30').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(pragueInstant('2027-10-31', '03:00').toISOString()).toBe('2027-10-31T02:00:00.000Z');
    // Both readings of 02:30 are that wall-clock time.
    expect(pragueClock(new Date('2027-10-31T00:30:00Z')).minutes).toBe(150);
    expect(pragueClock(new Date('2027-10-31T01:30:00Z')).minutes).toBe(150);
  });

  it('makes the DST days 23 and 25 hours long, and the others 24', () => {
    const length = (date: string) => pragueInstant(addDays(date, 1), '00:00').getTime() - pragueInstant(date, '00:00').getTime();
    expect(length('2027-03-28')).toBe(23 * HOUR);
    expect(length('2027-10-31')).toBe(25 * HOUR);
    expect(length('2027-03-27')).toBe(24 * HOUR);
    expect(length('2027-11-01')).toBe(24 * HOUR);
    expect(length('2026-12-31')).toBe(24 * HOUR);
  });

  it('reads back every quarter hour of a year as the wall-clock time it was made from', () => {
    let date = '2027-01-01';
    while (date < '2028-01-01') {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const clock = pragueClock(pragueInstant(date, time));
        const skipped = date === '2027-03-28' && minutes >= 120 && minutes < 180;
        expect(clock, `${date} ${time}`).toEqual({ date, minutes: skipped ? 180 : minutes, weekday: weekdayOf(date) });
      }
      date = addDays(date, 1);
    }
  });

  it('writes an instant as ISO 8601 with the offset in force: +01:00 in winter, +02:00 in summer', () => {
    expect(pragueDateTime(new Date('2026-12-03T18:00:00Z'))).toBe('2026-12-03T19:00:00+01:00');
    expect(pragueDateTime(new Date('2027-07-01T17:30:00Z'))).toBe('2027-07-01T19:30:00+02:00');
    expect(pragueDateTime(new Date('2026-12-31T23:00:00.750Z'))).toBe('2027-01-01T00:00:00+01:00');
    // Either side of both changes of 2027, and the two readings of 02:30 in October.
    expect(pragueDateTime(new Date('2027-03-28T00:59:00Z'))).toBe('2027-03-28T01:59:00+01:00');
    expect(pragueDateTime(new Date('2027-03-28T01:00:00Z'))).toBe('2027-03-28T03:00:00+02:00');
    expect(pragueDateTime(new Date('2027-10-31T00:30:00Z'))).toBe('2027-10-31T02:30:00+02:00');
    expect(pragueDateTime(new Date('2027-10-31T01:30:00Z'))).toBe('2027-10-31T02:30:00+01:00');
    // Read back, it is the same instant.
    for (const iso of ['2026-12-03T18:00:00Z', '2027-07-01T17:30:00Z', '2027-10-31T01:30:00Z'])
      expect(new Date(pragueDateTime(new Date(iso))).toISOString()).toBe(new Date(iso).toISOString());
    expect(pragueTime(new Date('2026-12-03T18:05:00Z'))).toBe('19:05');
    expect(pragueTime(new Date('2027-07-01T22:00:00Z'))).toBe('00:00');
  });

  it('refuses a malformed date or time', () => {
    expect(() => pragueInstant('2027-3-28', '10:00')).toThrow(RangeError);
    expect(() => pragueInstant('2027-03-28', '24:30')).toThrow(RangeError);
    expect(() => pragueInstant('2027-03-28', '9:00')).toThrow(RangeError);
  });

  describe('whatever the process time zone is', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each(['America/Los_Angeles', 'Asia/Tokyo', 'Europe/Prague', 'UTC'])('gives the same answers in %s', (zone) => {
      process.env.TZ = zone;
      expect(pragueDate(new Date('2026-12-23T23:30:00Z'))).toBe('2026-12-24');
      expect(pragueInstant('2027-03-28', '10:00').toISOString()).toBe('2027-03-28T08:00:00.000Z');
      expect(pragueInstant('2027-10-31', '10:00').toISOString()).toBe('2027-10-31T09:00:00.000Z');
      expect(hoursState(hours, new Date('2026-12-24T08:59:59Z')).kind).toBe('closed-today');
    });
  });
});

describe('opening hours', () => {
  it('gives a date its regular hours, or its exception', () => {
    expect(hoursOn(hours, '2026-12-23')).toEqual({ open: daily, exception: null });
    expect(hoursOn(hours, '2026-12-24')).toEqual({ open: null, exception: christmasEve });
    expect(hoursOn(hours, '2026-12-31')).toEqual({ open: { opens: '10:00', closes: '18:00' }, exception: silvester2026 });
  });

  it('opens at 10:00 and closes at 22:00 on an ordinary day', () => {
    expect(hoursState(hours, at('2026-11-23T00:00', '+01:00'))).toEqual({ kind: 'opens-later', opens: '10:00', exception: null });
    expect(hoursState(hours, at('2026-11-23T09:59:59', '+01:00'))).toEqual({ kind: 'opens-later', opens: '10:00', exception: null });
    expect(hoursState(hours, at('2026-11-23T10:00', '+01:00'))).toEqual({ kind: 'open', closes: '22:00', exception: null });
    expect(hoursState(hours, at('2026-11-23T21:59:59', '+01:00'))).toEqual({ kind: 'open', closes: '22:00', exception: null });
    expect(hoursState(hours, at('2026-11-23T22:00', '+01:00'))).toEqual({ kind: 'closed-now', next: { date: '2026-11-24', opens: '10:00' } });
    expect(hoursState(hours, at('2026-11-23T23:59:59.999', '+01:00'))).toEqual({ kind: 'closed-now', next: { date: '2026-11-24', opens: '10:00' } });
    // Midnight starts the next day, before its opening.
    expect(hoursState(hours, at('2026-11-24T00:00', '+01:00'))).toEqual({ kind: 'opens-later', opens: '10:00', exception: null });
  });

  it('is closed all day on Christmas Eve, naming it, and opens again after the holidays', () => {
    const closed = { kind: 'closed-today', exception: christmasEve, next: { date: '2026-12-27', opens: '10:00' } };
    expect(hoursState(hours, at('2026-12-24T00:00', '+01:00'))).toEqual(closed);
    expect(hoursState(hours, at('2026-12-24T12:00', '+01:00'))).toEqual(closed);
    expect(hoursState(hours, at('2026-12-24T23:59:59', '+01:00'))).toEqual(closed);
    // The evening before already points past the closed days.
    expect(hoursState(hours, at('2026-12-23T22:00', '+01:00'))).toEqual({ kind: 'closed-now', next: { date: '2026-12-27', opens: '10:00' } });
    expect(hoursState(hours, at('2026-12-26T12:00', '+01:00'))).toMatchObject({ kind: 'closed-today', exception: { date: '2026-12-26' }, next: { date: '2026-12-27' } });
  });

  it("closes early on New Year's Eve and skips New Year's Day", () => {
    expect(hoursState(hours, at('2026-12-31T09:00', '+01:00'))).toEqual({ kind: 'opens-later', opens: '10:00', exception: silvester2026 });
    expect(hoursState(hours, at('2026-12-31T17:59:59', '+01:00'))).toEqual({ kind: 'open', closes: '18:00', exception: silvester2026 });
    expect(hoursState(hours, at('2026-12-31T18:00', '+01:00'))).toEqual({ kind: 'closed-now', next: { date: '2027-01-02', opens: '10:00' } });
    expect(hoursState(hours, at('2027-01-01T00:00', '+01:00'))).toMatchObject({ kind: 'closed-today', exception: { date: '2027-01-01' }, next: { date: '2027-01-02' } });
  });

  it('knows a regularly closed day of the week, and a closure too long to name the next opening', () => {
    const closedOnMondays: Hours = { ...hours, regular: { ...hours.regular, monday: 'closed' } };
    expect(hoursState(closedOnMondays, at('2026-11-23T12:00', '+01:00'))).toEqual({ kind: 'closed-today', exception: null, next: { date: '2026-11-24', opens: '10:00' } });
    expect(hoursState(closedOnMondays, at('2026-11-22T23:00', '+01:00'))).toEqual({ kind: 'closed-now', next: { date: '2026-11-24', opens: '10:00' } });
    const closedForever: Hours = { regular: Object.fromEntries(Object.keys(hours.regular).map((day) => [day, 'closed'])) as Hours['regular'], exceptions: [] };
    expect(hoursState(closedForever, at('2026-11-23T12:00', '+01:00'))).toEqual({ kind: 'closed-today', exception: null, next: null });
    const opensIn14Days: Hours = { ...closedForever, exceptions: [{ date: '2026-12-07', name: { cs: 'Otevřeno', en: 'Open' }, opens: '12:00', closes: '14:00' }] };
    expect(hoursState(opensIn14Days, at('2026-11-23T12:00', '+01:00'))).toMatchObject({ next: { date: '2026-12-07', opens: '12:00' } });
    expect(hoursState(opensIn14Days, at('2026-11-22T12:00', '+01:00'))).toMatchObject({ next: null });
  });

  it('keeps to the wall clock on both DST days', () => {
    // 2027-03-28: 10:00 is summer time (08:00Z); 2027-10-31: 10:00 is winter time (09:00Z).
    expect(hoursState(hours, new Date('2027-03-28T07:59:59Z')).kind).toBe('opens-later');
    expect(hoursState(hours, new Date('2027-03-28T08:00:00Z')).kind).toBe('open');
    expect(hoursState(hours, new Date('2027-03-28T20:00:00Z')).kind).toBe('closed-now');
    expect(hoursState(hours, new Date('2027-10-31T08:59:59Z')).kind).toBe('opens-later');
    expect(hoursState(hours, new Date('2027-10-31T09:00:00Z')).kind).toBe('open');
    expect(hoursState(hours, new Date('2027-10-31T21:00:00Z')).kind).toBe('closed-now');
  });

  it('lists the exceptions from today for the next 60 days, in date order', () => {
    const dates = (now: Date, days?: number) => upcomingExceptions(hours, now, days).map((exception) => exception.date);
    expect(dates(at('2026-11-23T12:00', '+01:00'))).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01']);
    // 2026-11-23 + 34 days = 2026-12-27, not included; 33 days stop before the 26th.
    expect(dates(at('2026-11-23T12:00', '+01:00'), 33)).toEqual(['2026-12-24', '2026-12-25']);
    expect(dates(at('2026-12-25T23:59', '+01:00'))).toEqual(['2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01']);
    expect(dates(at('2026-11-23T12:00', '+01:00'), 34)).toEqual(['2026-12-24', '2026-12-25', '2026-12-26']);
    expect(dates(at('2027-01-02T00:00', '+01:00'))).toEqual([]);
    // 60 days from 2027-11-01 end with 2027-12-30 (today is the first of the 60).
    expect(dates(at('2027-11-01T00:00', '+01:00'))).toEqual(['2027-12-24', '2027-12-25', '2027-12-26']);
    expect(dates(at('2027-11-02T00:00', '+01:00'))).toEqual(['2027-12-24', '2027-12-25', '2027-12-26', '2027-12-31']);
  });
});

describe('the feast (feast-season.ts on the Prague date)', () => {
  const state = (now: Date) => {
    const result = feastSeason(events.feast.editions, pragueDate(now));
    return result.kind === 'between' ? `between ${result.last?.start ?? '-'} ${result.next?.start ?? '-'}` : `${result.kind} ${result.edition.start}`;
  };

  it('is upcoming from the banner window, ongoing, then between seasons until the next window, then over', () => {
    expect(state(at('2025-10-01T12:00', '+02:00'))).toBe('between - 2025-11-08');
    expect(state(at('2025-10-15T00:00', '+02:00'))).toBe('upcoming 2025-11-08');
    expect(state(at('2025-11-07T23:59:59', '+01:00'))).toBe('upcoming 2025-11-08');
    expect(state(at('2025-11-08T00:00', '+01:00'))).toBe('ongoing 2025-11-08');
    expect(state(at('2025-11-11T23:59:59', '+01:00'))).toBe('ongoing 2025-11-08');
    expect(state(at('2025-11-12T00:00', '+01:00'))).toBe('between 2025-11-08 2027-11-11');
    expect(state(at('2026-11-23T12:00', '+01:00'))).toBe('between 2025-11-08 2027-11-11');
    expect(state(at('2027-10-14T23:59:59', '+02:00'))).toBe('between 2025-11-08 2027-11-11');
    expect(state(at('2027-10-15T00:00', '+02:00'))).toBe('upcoming 2027-11-11');
    expect(state(at('2027-11-10T23:59:59', '+01:00'))).toBe('upcoming 2027-11-11');
    expect(state(at('2027-11-11T00:00', '+01:00'))).toBe('ongoing 2027-11-11');
    expect(state(at('2027-11-14T23:59:59', '+01:00'))).toBe('ongoing 2027-11-11');
    expect(state(at('2027-11-15T00:00', '+01:00'))).toBe('between 2027-11-11 -');
  });

  it('goes by the Prague date, not the UTC one', () => {
    // 2025-11-07T23:30Z is already 8 November in Prague.
    expect(state(new Date('2025-11-07T23:30:00Z'))).toBe('ongoing 2025-11-08');
  });

  it('does not depend on the order of the editions in the file', () => {
    const reversed = [feast2027, feast2025];
    expect(feastSeason(reversed, '2025-11-09')).toEqual({ kind: 'ongoing', edition: feast2025 });
    expect(feastSeason(reversed, '2028-01-01')).toEqual({ kind: 'between', last: feast2027, next: null });
  });

  it('shows the banner within its window only, to the second', () => {
    const banner = (now: Date) => bannerEdition(events.feast.editions, pragueDate(now))?.start ?? null;
    expect(banner(at('2025-10-14T23:59:59', '+02:00'))).toBeNull();
    expect(banner(at('2025-10-15T00:00', '+02:00'))).toBe('2025-11-08');
    expect(banner(at('2025-11-11T23:59:59', '+01:00'))).toBe('2025-11-08');
    expect(banner(at('2025-11-12T00:00', '+01:00'))).toBeNull();
    expect(banner(at('2026-11-23T12:00', '+01:00'))).toBeNull();
    expect(banner(at('2027-10-14T23:59:59', '+02:00'))).toBeNull();
    expect(banner(at('2027-10-15T00:00', '+02:00'))).toBe('2027-11-11');
    expect(banner(at('2027-11-14T23:59:59', '+01:00'))).toBe('2027-11-11');
    expect(banner(at('2027-11-15T00:00', '+01:00'))).toBeNull();
  });
});

describe('announcements', () => {
  it('show from the start of their first day to the end of their last', () => {
    const ids = (now: Date) => activeAnnouncements(announcements, now).map((notice) => notice.id);
    expect(ids(at('2026-12-09T23:59:59', '+01:00'))).toEqual([]);
    expect(ids(at('2026-12-10T00:00', '+01:00'))).toEqual(['christmas-2026']);
    expect(ids(at('2026-12-26T23:59:59', '+01:00'))).toEqual(['christmas-2026']);
    expect(ids(at('2026-12-27T00:00', '+01:00'))).toEqual([]);
    expect(ids(at('2027-12-10T00:00', '+01:00'))).toEqual(['christmas-2027']);
    const overlapping: Announcement[] = [...announcements, { ...christmas2026, id: 'new-menu', from: '2026-12-01', until: '2026-12-31' }];
    expect(activeAnnouncements(overlapping, at('2026-12-20T12:00', '+01:00')).map((notice) => notice.id)).toEqual(['christmas-2026', 'new-menu']);
  });
});

describe('the next boundary', () => {
  const next = (now: Date) => nextBoundary({ hours, events, announcements: { announcements } }, now).toISOString();

  it("is today's opening, then today's closing, then midnight", () => {
    expect(next(at('2026-11-23T00:00', '+01:00'))).toBe('2026-11-23T09:00:00.000Z');
    expect(next(at('2026-11-23T09:59:59.999', '+01:00'))).toBe('2026-11-23T09:00:00.000Z');
    expect(next(at('2026-11-23T10:00', '+01:00'))).toBe('2026-11-23T21:00:00.000Z');
    expect(next(at('2026-11-23T21:59:59', '+01:00'))).toBe('2026-11-23T21:00:00.000Z');
    expect(next(at('2026-11-23T22:00', '+01:00'))).toBe('2026-11-23T23:00:00.000Z');
    expect(next(at('2026-11-23T23:59:59.999', '+01:00'))).toBe('2026-11-23T23:00:00.000Z');
  });

  it('is midnight on a closed day, and 18:00 on New Year\'s Eve', () => {
    expect(next(at('2026-12-24T08:00', '+01:00'))).toBe('2026-12-24T23:00:00.000Z');
    expect(next(at('2026-12-31T12:00', '+01:00'))).toBe('2026-12-31T17:00:00.000Z');
    expect(next(at('2026-12-31T18:00', '+01:00'))).toBe('2026-12-31T23:00:00.000Z');
  });

  it('is midnight when the closing is 24:00', () => {
    const lateNight: Hours = { ...hours, exceptions: [{ date: '2026-11-28', name: { cs: 'Ples', en: 'Ball' }, opens: '18:00', closes: '24:00' }] };
    const now = at('2026-11-28T23:00', '+01:00');
    expect(hoursState(lateNight, now)).toEqual({ kind: 'open', closes: '24:00', exception: lateNight.exceptions[0] });
    expect(nextBoundary({ hours: lateNight }, now).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(hoursState(lateNight, new Date('2026-11-28T23:00:00Z'))).toEqual({ kind: 'opens-later', opens: '10:00', exception: null });
  });

  it('finds the opening at 10:00 summer time on 2027-03-28 and the 23-hour day\'s midnight', () => {
    const start = pragueInstant('2027-03-28', '00:00');
    expect(start.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(next(at('2027-03-28T00:30', '+01:00'))).toBe('2027-03-28T08:00:00.000Z');
    expect(next(at('2027-03-28T10:00', '+02:00'))).toBe('2027-03-28T20:00:00.000Z');
    const midnight = new Date(next(at('2027-03-28T23:00', '+02:00')));
    expect(midnight.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(midnight.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it('finds the opening at 10:00 winter time on 2027-10-31 and the 25-hour day\'s midnight', () => {
    const start = pragueInstant('2027-10-31', '00:00');
    expect(start.toISOString()).toBe('2027-10-30T22:00:00.000Z');
    expect(next(at('2027-10-31T00:30', '+02:00'))).toBe('2027-10-31T09:00:00.000Z');
    expect(next(at('2027-10-31T10:00', '+01:00'))).toBe('2027-10-31T21:00:00.000Z');
    const midnight = new Date(next(at('2027-10-31T23:00', '+01:00')));
    expect(midnight.toISOString()).toBe('2027-10-31T23:00:00.000Z');
    expect(midnight.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it('comes at the edges of the feast and the banner window', () => {
    // The day before the banner: closed at 22:00, then the midnight that starts the window.
    expect(next(at('2027-10-14T22:30', '+02:00'))).toBe(pragueInstant('2027-10-15', '00:00').toISOString());
    expect(next(at('2027-11-14T23:00', '+01:00'))).toBe(pragueInstant('2027-11-15', '00:00').toISOString());
  });
});

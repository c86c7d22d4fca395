/**
 * Free times: at which times of a day a party fits in an area for its whole sitting. Pure:
 * the hours, the capacity, the seats held and the blocked periods come in as values, the
 * clock as `now`, so the property test can set any of them (free-times.property.test.ts
 * checks this against a minute-by-minute count written independently).
 *
 * Times are Prague wall-clock times on the slot step (10:00, 10:15 …) from opening to the
 * last seating; a sitting is real minutes from its start, so on the nights the clocks change
 * it ends by the clock an hour later or earlier. A wall time that does not exist that day
 * (the hour skipped in March) is not offered; one that happens twice (October) is its first.
 */
import { addDays, hoursOn, pragueClock, pragueDate, pragueInstant } from '../../src/content/time';
import type { Hours, HoursException } from '../../src/content/schema';

const MINUTE = 60_000;

/** The areas guests may book online, in the order a booking for "any" area fills them. */
export const bookingAreas = ['restaurant', 'cafe', 'terrace'] as const;
export type BookingArea = (typeof bookingAreas)[number];

/** What the restaurant gives online bookings (content/bookings.yaml). */
export interface BookingRules {
  /** Covers each bookable area gives online bookings; an area left out is not bookable online. */
  areas: Partial<Record<BookingArea, { covers: number; season?: { from: string; until: string } }>>;
  /** The step between the times offered, in minutes (a divisor of 60). */
  slotMinutes: number;
  /** How long a table is held: `minutes`, or `longerMinutes` for a party of more than `longerAbove`. */
  sitting: { minutes: number; longerMinutes: number; longerAbove: number };
  leadMinutes: number;
  lastSeatingBeforeClose: number;
  largestParty: number;
  daysAhead: number;
}

/** Seats held in an area from `start` to `end` (epoch ms): a confirmed, pending or phone booking. */
export interface Hold {
  area: BookingArea;
  start: number;
  end: number;
  covers: number;
}

/** A period no one may book: an area's (a private event on the terrace) or, with `area` null, every area's. */
export interface Block {
  area: BookingArea | null;
  start: number;
  end: number;
}

export interface FreeTimesQuery {
  /** A Prague date, `YYYY-MM-DD` (checked by the caller). */
  date: string;
  area: BookingArea | 'any';
  party: number;
}

interface FreeTime {
  /** `HH:MM`, Prague wall clock. */
  time: string;
  /** The instant it starts, epoch ms. */
  start: number;
  /** The areas the party fits in for the whole sitting, in `bookingAreas` order. */
  areas: BookingArea[];
}

export type FreeTimes =
  | { kind: 'times'; times: FreeTime[]; sittingMinutes: number }
  | { kind: 'past' }
  | { kind: 'tooFar'; last: string }
  | { kind: 'party'; largest: number }
  /** Closed that day: its exception (a holiday, a closure), or null on a regular day off. */
  | { kind: 'closed'; exception: HoursException | null }
  /** The area asked for takes no online bookings that day (not listed, or out of its season). */
  | { kind: 'areaClosed' };

/** The sitting's length in minutes for a party. */
function sittingMinutes(rules: BookingRules, party: number): number {
  return party > rules.sitting.longerAbove ? rules.sitting.longerMinutes : rules.sitting.minutes;
}

/** The areas bookable online on `date`: listed, with covers, and in season. */
export function openAreas(rules: BookingRules, date: string): BookingArea[] {
  return bookingAreas.filter((area) => {
    const given = rules.areas[area];
    if (!given || given.covers < 1) return false;
    return !given.season || (given.season.from <= date && date <= given.season.until);
  });
}

const pad = (value: number) => String(value).padStart(2, '0');
const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The wall times of the day's slots (minutes since 00:00), each with its instant; times the clock skips are left out.
 * The day's book counts the covers held at each of them (owner-desk.ts), so its rows are the times offered.
 */
export function slots(
  date: string,
  opens: string,
  closes: string,
  rules: BookingRules,
): { time: string; start: number }[] {
  const [first, end] = [opens, closes].map((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) as [
    number,
    number,
  ];
  const last = end - rules.lastSeatingBeforeClose;
  const found: { time: string; start: number }[] = [];
  for (
    let minutes = Math.ceil(first / rules.slotMinutes) * rules.slotMinutes;
    minutes <= last && minutes < 24 * 60;
    minutes += rules.slotMinutes
  ) {
    const time = clockText(minutes);
    const start = pragueInstant(date, time).getTime();
    const shown = pragueClock(new Date(start));
    if (shown.date === date && shown.minutes === minutes) found.push({ time, start });
  }
  return found;
}

/** The most covers an area holds at once in [from, to). */
interface Occupancy {
  peak(from: number, to: number): number;
}

/**
 * An area's covers held over the day as steps, built once per question: `at[i]` is when the
 * held count becomes `level[i]` (until `at[i + 1]`), and `peak(from, to)` is the most held at
 * once in [from, to) in O(log n) (a sparse table of the steps' maxima). A day's holds are
 * counted once, not once per slot (a thousand holds: one sort, not one per slot and area).
 */
function occupancy(holds: readonly Hold[], area: BookingArea): Occupancy {
  const changes = holds
    .filter((hold) => hold.area === area && hold.end > hold.start)
    .flatMap((hold) => [
      { at: hold.start, by: hold.covers },
      { at: hold.end, by: -hold.covers },
    ])
    .sort((a, b) => a.at - b.at);
  const at: number[] = [];
  const level: number[] = [];
  let held = 0;
  for (let index = 0; index < changes.length;) {
    const moment = changes[index]!.at;
    // Every change at one moment at once: a table freed as another is taken counts once.
    for (; index < changes.length && changes[index]!.at === moment; index++) held += changes[index]!.by;
    at.push(moment);
    level.push(held);
  }
  const table: number[][] = [level];
  for (let width = 1; width * 2 <= level.length; width *= 2) {
    const previous = table[table.length - 1]!;
    table.push(
      previous.slice(0, previous.length - width).map((value, index) => Math.max(value, previous[index + width]!)),
    );
  }
  /** The last step starting at or before `moment`, or -1. */
  const stepAt = (moment: number) => {
    let low = -1;
    let high = at.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high + 1) / 2);
      if (at[middle]! <= moment) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return {
    peak(from, to) {
      const first = Math.max(stepAt(from), 0);
      const last = stepAt(to - 1);
      if (last < 0 || last < first) return last < 0 ? 0 : Math.max(level[last]!, 0);
      const row = Math.floor(Math.log2(last - first + 1));
      const span = table[row]!;
      return Math.max(span[first]!, span[last - 2 ** row + 1]!, 0);
    },
  };
}

/** The most covers held at once in `area` during [start, end). */
export function peakCovers(holds: readonly Hold[], area: BookingArea, start: number, end: number): number {
  return occupancy(holds, area).peak(start, end);
}

/** Rules a caller built by hand (the schema refuses these): a clear error, not a slot loop gone wrong. */
function checkRules(rules: BookingRules): void {
  const whole = (value: number, min: number) => Number.isInteger(value) && value >= min;
  if (!whole(rules.slotMinutes, 1) || 60 % rules.slotMinutes !== 0)
    throw new RangeError(`freeTimes: slotMinutes must divide an hour, got ${rules.slotMinutes}`);
  for (const [name, value] of Object.entries({
    leadMinutes: rules.leadMinutes,
    lastSeatingBeforeClose: rules.lastSeatingBeforeClose,
    minutes: rules.sitting.minutes,
    longerMinutes: rules.sitting.longerMinutes,
  }))
    if (!whole(value, 0)) throw new RangeError(`freeTimes: ${name} must be a whole number of minutes, got ${value}`);
}

function blocked(blocks: readonly Block[], area: BookingArea, start: number, end: number): boolean {
  return blocks.some((block) => (block.area === null || block.area === area) && block.start < end && block.end > start);
}

/** Whether `party` fits in `area` from `start` for `minutes`, beside what is held and blocked. */
export function fits(
  rules: BookingRules,
  area: BookingArea,
  party: number,
  start: number,
  minutes: number,
  holds: readonly Hold[],
  blocks: readonly Block[],
): boolean {
  return roomFor(rules, area, party, start, start + minutes * MINUTE, occupancy(holds, area), blocks);
}

/** The one check behind `fits` and every slot of `freeTimes`: not blocked, and the covers left hold the party. */
function roomFor(
  rules: BookingRules,
  area: BookingArea,
  party: number,
  start: number,
  end: number,
  held: Occupancy,
  blocks: readonly Block[],
): boolean {
  return !blocked(blocks, area, start, end) && held.peak(start, end) + party <= (rules.areas[area]?.covers ?? 0);
}

/**
 * Why a day has nothing to offer a party whatever is held (past, beyond the horizon, too large a
 * party, closed, the area not taking bookings), or its hours and the areas to look in. Cheap: no
 * slot is counted, so a refused question costs neither a store read nor the day's slots.
 */
export function dayRefusal(
  query: FreeTimesQuery,
  context: { rules: BookingRules; hours: Hours; now: Date },
): Exclude<FreeTimes, { kind: 'times' }> | { kind: 'open'; opens: string; closes: string; areas: BookingArea[] } {
  const { rules, hours, now } = context;
  checkRules(rules);
  const today = pragueDate(now);
  if (query.date < today) return { kind: 'past' };
  const last = addDays(today, rules.daysAhead);
  if (query.date > last) return { kind: 'tooFar', last };
  if (!Number.isInteger(query.party) || query.party < 1 || query.party > rules.largestParty)
    return { kind: 'party', largest: rules.largestParty };
  const { open, exception } = hoursOn(hours, query.date);
  if (!open) return { kind: 'closed', exception };
  const bookable = openAreas(rules, query.date);
  const areas = query.area === 'any' ? bookable : bookable.filter((area) => area === query.area);
  if (areas.length === 0) return { kind: 'areaClosed' };
  return { kind: 'open', opens: open.opens, closes: open.closes, areas };
}

/** The free times of a day for a party, or why there are none to offer. */
export function freeTimes(
  query: FreeTimesQuery,
  context: { rules: BookingRules; hours: Hours; holds: readonly Hold[]; blocks: readonly Block[]; now: Date },
): FreeTimes {
  const { rules, holds, blocks, now } = context;
  const day = dayRefusal(query, context);
  if (day.kind !== 'open') return day;
  const { areas } = day;
  const open = { opens: day.opens, closes: day.closes };

  const minutes = sittingMinutes(rules, query.party);
  const soonest = now.getTime() + rules.leadMinutes * MINUTE;
  const held = new Map(areas.map((area) => [area, occupancy(holds, area)]));
  const times: FreeTime[] = [];
  for (const slot of slots(query.date, open.opens, open.closes, rules)) {
    if (slot.start < soonest) continue;
    const end = slot.start + minutes * MINUTE;
    const fitting = areas.filter((area) => roomFor(rules, area, query.party, slot.start, end, held.get(area)!, blocks));
    if (fitting.length > 0) times.push({ ...slot, areas: fitting });
  }
  return { kind: 'times', times, sittingMinutes: minutes };
}

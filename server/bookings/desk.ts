/**
 * The booking desk: what a guest does (ask for free times, book, see, change or cancel
 * their booking) as steps on the store. Every step that gives a seat checks it in the same
 * atomic step as it holds it (the store's `update`): the free times are computed again
 * from the day as it is inside the step, with the same code that showed them, and the
 * per-day limits are counted there too. Nobody is told "confirmed" for a seat that step
 * did not hold.
 */
import type { Bookings, Hours } from '../../src/content/schema';
import { pragueClock, pragueDate, pragueInstant } from '../../src/content/time';
import {
  phoneDigits,
  type BookAnswer,
  type BookingAreaChoice,
  type CancelAnswer,
  type ChangeAnswer,
  type ChangeInput,
  type GuestBooking,
  type TimesAnswer,
} from '../../src/bookings/data';
import {
  clientHashOf,
  isHolding,
  newBookingId,
  newReference,
  tokenFor,
  tokenHashOf,
  type Booking,
  type BookingDay,
} from './booking';
import { FreeTimesCache } from './free-times-cache';
import { dayRefusal, freeTimes, type Block, type FreeTimes, type Hold } from './free-times';
import { endOfDay, moveWrite } from './moving';
import type { BookingStore, TokenEntry } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The content a step reads, at the moment of the request. */
export interface DeskContent {
  hours: Hours;
  bookings: Bookings;
  /** Changes with any content change (the free times' cache key). */
  version: string;
}

/** A guest's booking as posted (already parsed by `bookingSchema`). */
export interface BookingInput {
  date: string;
  time: string;
  party: number;
  area: BookingAreaChoice;
  name: string;
  email: string;
  phone: string;
  note: string;
  lang: 'cs' | 'en';
}

const holdsOf = (day: BookingDay): Hold[] =>
  day.bookings.filter(isHolding).map(({ area, start, end, party }) => ({ area, start, end, covers: party }));
const blocksOf = (day: BookingDay): Block[] => day.blocks.map(({ area, start, end }) => ({ area, start, end }));

/** The free times as the page and the API show them (no instants). */
function answerOf(free: FreeTimes): TimesAnswer {
  switch (free.kind) {
    case 'times':
      return {
        kind: 'times',
        times: free.times.map(({ time, areas }) => ({ time, areas })),
        sittingMinutes: free.sittingMinutes,
      };
    case 'closed':
      return { kind: 'closed', reason: free.exception?.name ?? null };
    default:
      return free;
  }
}

/** The four free times nearest to `time`, in the day's order. */
function nearestTimes(answer: TimesAnswer, time: string): string[] {
  if (answer.kind !== 'times') return [];
  const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  return answer.times
    .map(({ time: offered }) => offered)
    .sort((a, b) => Math.abs(minutes(a) - minutes(time)) - Math.abs(minutes(b) - minutes(time)) || a.localeCompare(b))
    .slice(0, 4)
    .sort();
}

const clockOf = (instant: number) => {
  const { minutes } = pragueClock(new Date(instant));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** What the guest may see of their booking. */
function guestView(booking: Booking, rules: Bookings, now: Date): GuestBooking {
  // Within answerWithinHours, but never later than an hour before the table (a booking for tonight
  // is answered tonight), on the quarter hour after.
  const QUARTER = 15 * MINUTE;
  // From when it began to wait: made, or changed by the guest into (or while) waiting.
  const since = Date.parse(booking.pendingSince ?? booking.createdAt);
  const latest = Math.min(since + rules.answerWithinHours * HOUR, booking.start - HOUR);
  const answerBy =
    booking.state === 'pending' ? new Date(Math.max(Math.ceil(latest / QUARTER) * QUARTER, since)).toISOString() : null;
  return {
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    endTime: clockOf(booking.end),
    party: booking.party,
    area: booking.area,
    name: booking.name,
    state: booking.state,
    answerBy,
    changeable: (booking.state === 'confirmed' || booking.state === 'pending') && booking.start > now.getTime(),
  };
}

/** The per-day limits of a new booking on `day` (`except`: a booking changed to it, not counted against itself). */
function overLimit(
  day: BookingDay,
  rules: Bookings,
  who: { client: string; email: string; phone: string },
  except: string | null,
): boolean {
  const online = day.bookings.filter(
    (booking) => booking.source === 'online' && isHolding(booking) && booking.id !== except,
  );
  return (
    online.filter((booking) => booking.client === who.client).length >= rules.perDay.client ||
    online.filter((booking) => booking.email?.toLowerCase() === who.email).length >= rules.perDay.email ||
    online.filter((booking) => booking.phone !== null && phoneDigits(booking.phone) === who.phone).length >=
      rules.perDay.phone
  );
}

/** A day's record without one booking (its own seats are free to it when it changes). */
const without = (day: BookingDay, id: string | null): BookingDay =>
  id === null ? day : { ...day, bookings: day.bookings.filter((booking) => booking.id !== id) };

export interface DeskOptions {
  store: BookingStore;
  now: () => Date;
  /**
   * After a step that owes e-mails (the mailer's kick); a new booking, or a guest's change of
   * theirs (`changed`), reaches the owners' phones too.
   */
  onChanged?: (change: { booking: Booking; isNew: boolean; changed?: boolean }) => void;
}

export class BookingDesk {
  private readonly cache = new FreeTimesCache<TimesAnswer>();

  constructor(private readonly options: DeskOptions) {}

  get cacheStats() {
    return { hits: this.cache.hits, misses: this.cache.misses, size: this.cache.size };
  }

  /** The free times of a day for a party (from the cache while neither the content nor that day changed). */
  async times(
    content: DeskContent,
    query: { date: string; party: number; area: BookingAreaChoice },
    /** A guest changing their booking: its token (the booking's own seats are free to it; unknown: as anyone). */
    token?: string,
  ): Promise<TimesAnswer> {
    const now = this.options.now();
    const rules = content.bookings;
    // A question the rules answer without the day (past, too far, too large, closed): no store read, no slots.
    const early = dayRefusal(query, { rules, hours: content.hours, now });
    if (early.kind !== 'open') return answerOf(early);
    // Only the booking's own date has its seats to give back; on another day it asks as anyone does.
    const entry = token ? await this.options.store.token(tokenHashOf(token), now.getTime()) : null;
    const except = entry?.date === query.date ? entry.id : null;
    const kept = await this.options.store.day(query.date);
    const day = without(kept, except);
    // Without its own seats, another answer: kept under the booking too (the day's version still keys it).
    const key = {
      ...query,
      area: except ? `${query.area}|${except}` : query.area,
      contentVersion: content.version,
      bookingsVersion: kept.version,
    };
    return this.cache.get(key, now.getTime(), () => {
      const answer = answerOf(
        freeTimes(query, { rules, hours: content.hours, holds: holdsOf(day), blocks: blocksOf(day), now }),
      );
      // Kept until its first time comes within the lead time (then it would no longer be offered).
      const first = answer.kind === 'times' ? answer.times[0] : undefined;
      const until = first
        ? pragueInstant(query.date, first.time).getTime() - rules.leadMinutes * MINUTE
        : now.getTime() + 5 * MINUTE;
      return { value: answer, until: Math.max(until, now.getTime() + 1) };
    });
  }

  /**
   * Books a table: in one atomic step, the time is checked against the day as it is
   * (still offered for this party and area, the client's, e-mail's and phone's bookings
   * of the day within their limits), and held. A party above `confirmUpTo` is held as
   * pending. The same booking posted again (same e-mail, name, time and party) is a repeat.
   */
  async book(content: DeskContent, input: BookingInput, clientAddress: string): Promise<BookAnswer> {
    const now = this.options.now();
    const secret = await this.options.store.secret();
    const rules = content.bookings;
    const client = clientHashOf(clientAddress);
    const email = input.email.toLowerCase();
    const phone = phoneDigits(input.phone);
    const answer = await this.options.store.update<BookAnswer & { held?: Booking }>([input.date], ([day]) => {
      const kept = day!;
      const repeat = kept.bookings.find(
        (booking) =>
          isHolding(booking) &&
          booking.email?.toLowerCase() === email &&
          booking.name === input.name &&
          booking.phone !== null &&
          phoneDigits(booking.phone) === phone &&
          (input.area === 'any' || booking.area === input.area) &&
          booking.time === input.time &&
          booking.party === input.party,
      );
      if (repeat) return { result: { kind: 'repeat', booking: guestView(repeat, rules, now) } };
      const query = { date: input.date, party: input.party, area: input.area };
      const answer = answerOf(
        freeTimes(query, { rules, hours: content.hours, holds: holdsOf(kept), blocks: blocksOf(kept), now }),
      );
      if (answer.kind !== 'times') return { result: { kind: 'unavailable', answer } };
      if (overLimit(kept, rules, { client, email, phone }, null)) return { result: { kind: 'limit' } };
      const slot = answer.times.find((offered) => offered.time === input.time);
      if (!slot) return { result: { kind: 'gone', nearest: nearestTimes(answer, input.time) } };
      const start = pragueInstant(input.date, input.time).getTime();
      const minutes = answer.sittingMinutes;
      const id = newBookingId(now);
      const token = tokenFor(secret, id);
      const references = new Set(kept.bookings.map((booking) => booking.reference));
      let reference = newReference();
      while (references.has(reference)) reference = newReference();
      const at = now.toISOString();
      const booking: Booking = {
        id,
        reference,
        date: input.date,
        time: input.time,
        start,
        end: start + minutes * MINUTE,
        area: slot.areas[0]!,
        party: input.party,
        name: input.name,
        email: input.email,
        phone: input.phone,
        note: input.note === '' ? null : input.note,
        lang: input.lang,
        state: input.party <= rules.confirmUpTo ? 'confirmed' : 'pending',
        source: 'online',
        createdAt: at,
        updatedAt: at,
        tokenHash: tokenHashOf(token),
        client,
        sequence: 0,
        // The guest's e-mail (confirmed, or received while it waits) and the restaurant's copy.
        notices: [
          { kind: input.party <= rules.confirmUpTo ? 'confirmed' : 'received', sequence: 0 },
          { kind: 'restaurant', sequence: 0 },
        ],
      };
      return {
        result: { kind: 'booked', booking: guestView(booking, rules, now), token, held: booking },
        days: [{ ...kept, bookings: [...kept.bookings, booking] }],
        tokens: [
          { hash: booking.tokenHash!, entry: { date: booking.date, id: booking.id, until: endOfDay(booking.date) } },
        ],
      };
    });
    if (answer.kind !== 'booked' || !answer.held) return answer;
    const { held, ...booked } = answer;
    this.options.onChanged?.({ booking: held, isNew: true });
    return booked;
  }

  /** The booking a manage link's token leads to, or null. */
  async mine(rules: Bookings, token: string): Promise<{ booking: Booking; view: GuestBooking } | null> {
    const now = this.options.now();
    const hash = tokenHashOf(token);
    const entry = await this.options.store.token(hash, now.getTime());
    if (!entry) return null;
    const day = await this.options.store.day(entry.date);
    const booking = day.bookings.find((kept) => kept.id === entry.id && kept.tokenHash === hash);
    return booking ? { booking, view: guestView(booking, rules, now) } : null;
  }

  /** Cancels the booking a manage link leads to, while it can still be changed (in one step: it may be changing meanwhile). */
  async cancel(rules: Bookings, token: string): Promise<CancelAnswer> {
    const now = this.options.now();
    const hash = tokenHashOf(token);
    const entry = await this.options.store.token(hash, now.getTime());
    if (!entry) return { kind: 'notFound' };
    const answer = await this.options.store.update<CancelAnswer & { held?: Booking }>([entry.date], ([day]) => {
      const kept = day!;
      const booking = kept.bookings.find((candidate) => candidate.id === entry.id && candidate.tokenHash === hash);
      if (!booking) return { result: { kind: 'notFound' } };
      if (!guestView(booking, rules, now).changeable) return { result: { kind: 'notChangeable' } };
      const sequence = booking.sequence + 1;
      const cancelled: Booking = {
        ...booking,
        state: 'cancelled',
        updatedAt: now.toISOString(),
        sequence,
        notices: [...booking.notices, { kind: 'cancelled', sequence }],
      };
      return {
        result: { kind: 'cancelled', booking: guestView(cancelled, rules, now), held: cancelled },
        days: [
          { ...kept, bookings: kept.bookings.map((candidate) => (candidate === booking ? cancelled : candidate)) },
        ],
      };
    });
    if (answer.kind !== 'cancelled' || !answer.held) return answer;
    const { held, ...cancelledAnswer } = answer;
    this.options.onChanged?.({ booking: held, isNew: false });
    return cancelledAnswer;
  }

  /**
   * Changes the booking a manage link leads to (another time, day, party or area), as a new
   * booking is checked: in one atomic step over the old and the new date's records, the new
   * time is offered by the same free-times code for the day as it is, without the booking's
   * own seats (lead time, horizon, largest party, the day's hours, capacity, blocks), and the
   * per-day limits count the new day as a new booking would, the booking itself excluded.
   * Only while the guest may change it (confirmed or pending, its start not passed). A pending
   * one stays pending; a confirmed one whose new party is above `confirmUpTo` waits for the
   * owner again (the owner said yes to that party at that time, not at any). Owes the guest's
   * `changed` e-mail (a new sequence: the calendar entry moves), and the owners' phones hear.
   */
  async change(content: DeskContent, token: string, input: ChangeInput, clientAddress: string): Promise<ChangeAnswer> {
    const now = this.options.now();
    const hash = tokenHashOf(token);
    const entry: TokenEntry | null = await this.options.store.token(hash, now.getTime());
    if (!entry) return { kind: 'notFound' };
    const client = clientHashOf(clientAddress);
    let answer = await this.changeStep(content, hash, entry, input, client, now);
    if (answer.kind === 'notFound') {
      // A change that landed between the link's read and the step (the same form sent twice) moved
      // the booking to another day: its link leads there now, and the step is taken there.
      const moved = await this.options.store.token(hash, now.getTime());
      if (moved && moved.date !== entry.date) answer = await this.changeStep(content, hash, moved, input, client, now);
    }
    if (answer.kind !== 'changed' || !answer.held) return answer;
    const { held, ...changedAnswer } = answer;
    this.options.onChanged?.({ booking: held, isNew: false, changed: true });
    return changedAnswer;
  }

  /** The change as one step over the booking's day (as its link says) and the day asked for. */
  private changeStep(
    content: DeskContent,
    hash: string,
    entry: TokenEntry,
    input: ChangeInput,
    client: string,
    now: Date,
  ): Promise<ChangeAnswer & { held?: Booking }> {
    const rules = content.bookings;
    return this.options.store.update<ChangeAnswer & { held?: Booking }>([entry.date, input.date], (days) => {
      const from = days[0]!;
      const target = days.find((day) => day.date === input.date)!;
      const booking = from.bookings.find((candidate) => candidate.id === entry.id && candidate.tokenHash === hash);
      if (!booking) return { result: { kind: 'notFound' } };
      if (!guestView(booking, rules, now).changeable) return { result: { kind: 'notChangeable' } };
      const party = input.party ?? booking.party;
      const area = input.area ?? 'any';
      if (
        input.date === booking.date &&
        input.time === booking.time &&
        party === booking.party &&
        (area === 'any' || area === booking.area)
      )
        return { result: { kind: 'unchanged', booking: guestView(booking, rules, now) } };
      const free = answerOf(
        freeTimes(
          { date: input.date, party, area },
          { rules, hours: content.hours, holds: holdsOf(without(target, booking.id)), blocks: blocksOf(target), now },
        ),
      );
      if (free.kind !== 'times') return { result: { kind: 'unavailable', answer: free } };
      // The new day counts the booking as a new one by the client who made it would be counted,
      // and as one by the client asking now: a booking is not moved past its maker's limit from
      // another address.
      const email = booking.email?.toLowerCase() ?? '';
      const phone = phoneDigits(booking.phone ?? '');
      const makers = booking.client && booking.client !== client ? [client, booking.client] : [client];
      if (makers.some((who) => overLimit(target, rules, { client: who, email, phone }, booking.id)))
        return { result: { kind: 'limit' } };
      const slot = free.times.find((offered) => offered.time === input.time);
      if (!slot) return { result: { kind: 'gone', nearest: nearestTimes(free, input.time) } };
      const start = pragueInstant(input.date, input.time).getTime();
      const waits = booking.state === 'pending' || party > rules.confirmUpTo;
      const {
        next,
        days: written,
        tokens,
      } = moveWrite(
        from,
        target,
        booking,
        {
          date: input.date,
          time: input.time,
          party,
          // Where it sat, if it fits there still (a guest who asked for "anywhere" is not moved about).
          area: slot.areas.includes(booking.area) ? booking.area : slot.areas[0]!,
          start,
          end: start + free.sittingMinutes * MINUTE,
        },
        waits ? { state: 'pending', pendingSince: now.toISOString() } : {},
        now,
      );
      return {
        result: { kind: 'changed', booking: guestView(next, rules, now), held: next },
        days: written,
        tokens,
      };
    });
  }

  /** Today's date in Prague, for the forms' earliest day. */
  today(): string {
    return pragueDate(this.options.now());
  }
}

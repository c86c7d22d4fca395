/**
 * The owner's desk: what the restaurant does in the day's book (the admin's "Rezervace"
 * screen, server/admin/bookings/): read a day; confirm or decline a pending booking; cancel
 * one; mark the guests arrived or not come; take a booking by phone; move one to another
 * time, day, area or party; block an area for a period, and lift the block.
 *
 * Every change is ONE `store.update` step that checks and writes, like the guest's desk:
 * a phone booking or a move is checked against the day as it is inside the step, with the
 * same free-times code, so the owner cannot promise the table a guest just took online
 * (nor the other way round). Every change of a booking bumps its `sequence` and appends the
 * e-mail it owes the guest to its `notices` (server/bookings/mailer.ts queues them); a
 * booking without an e-mail address owes none.
 *
 * The owner's rules differ from the guests' in three deliberate ways: no lead time (a guest
 * on the phone may come in twenty minutes), no horizon and no per-client limits (the owner
 * knows who calls), and "full" may be overridden, but only explicitly (`force`): the covers in
 * content/bookings.yaml are what the restaurant gives online bookings, while the owner knows
 * the room (a table pulled up, the bar), so the desk never refuses the owner for good. It
 * refuses first, with the nearest free times, so an overbooking is always a second,
 * deliberate tap. A block is the owner's own decision and is not overridden: lift it first.
 */
import type { Bookings } from '../../src/content/schema';
import { pragueDate, pragueInstant } from '../../src/content/time';
import { phoneDigits } from '../../src/bookings/data';
import {
  isHolding,
  newBookingId,
  tokenFor,
  tokenHashOf,
  type BlockRecord,
  type Booking,
  type BookingDay,
  type BookingNotice,
  type BookingState,
} from './booking';
import {
  blocksOf,
  bookBlockOf,
  bookEntryOf,
  dayBookOf,
  holdsOf,
  type BookBlock,
  type BookEntry,
  type DayBook,
} from './day-book';
import type { DeskContent } from './desk';
import { freeTimes, type BookingArea, type FreeTimes } from './free-times';
import { changed, endOfDay, moveWrite, referenceFor, replaced } from './moving';
import type { BookingStore, DayChange } from './store';

const MINUTE = 60_000;

/** What the owner may do to a booking that is there, and what each owes its guest. */
export type BookingAction = 'confirm' | 'decline' | 'cancel' | 'arrived' | 'noShow';

const transitions: Record<
  BookingAction,
  { from: readonly BookingState[]; to: BookingState; notice: BookingNotice['kind'] | null; fromItsDay?: true }
> = {
  confirm: { from: ['pending'], to: 'confirmed', notice: 'ownerConfirmed' },
  decline: { from: ['pending'], to: 'declined', notice: 'declined' },
  cancel: { from: ['confirmed', 'pending'], to: 'cancelled', notice: 'cancelled' },
  // Arrived and not come are the evening's marks (no e-mail); each corrects the other.
  arrived: { from: ['confirmed', 'noShow'], to: 'arrived', notice: null, fromItsDay: true },
  noShow: { from: ['confirmed', 'arrived'], to: 'noShow', notice: null, fromItsDay: true },
};

/** Why the desk did not do it. */
type OwnerRefusal =
  | { kind: 'notFound' }
  /** The booking is not in a state this takes (confirm a declined one, move a cancelled one). */
  | { kind: 'state'; state: BookingState }
  /** Arrived or not come, before the booking's day. */
  | { kind: 'notYet' }
  /** The time has passed. */
  | { kind: 'past' }
  | { kind: 'closed' }
  /** The area takes no bookings that day (not given covers, or out of its season). */
  | { kind: 'areaClosed' }
  /** Not one of the day's times (outside the hours, after the last seating, off the slot step). */
  | { kind: 'notOffered' }
  /** In a blocked period. */
  | { kind: 'blocked' }
  /** No room for the party then: the nearest times with room, for the owner's next try (or `force`). */
  | { kind: 'full'; nearest: string[] };

export type OwnerAnswer = { kind: 'done'; booking: BookEntry } | OwnerRefusal;
/** A phone booking: done, or the same one taken a moment ago (a double tap), or refused. */
export type PhoneAnswer = { kind: 'done' | 'repeat'; booking: BookEntry } | OwnerRefusal;
/**
 * An erasure: `reference` is the booking's (for the audit log); `emailsLeft`: e-mails of it the
 * mail queue still keeps after the desk's sweep (one being sent: erased on a later pass).
 */
export type EraseAnswer = { kind: 'done'; reference: string; emailsLeft: boolean } | { kind: 'notFound' };
export type BlockAnswer =
  /** `overlapping`: the references of the bookings held in the period (still there: the owner moves or cancels them). */
  { kind: 'done'; block: BookBlock; overlapping: string[] } | { kind: 'notFound' };

/** A booking taken by phone, parsed (owner-input.ts). */
export interface PhoneBookingInput {
  date: string;
  time: string;
  party: number;
  area: BookingArea | 'any';
  name: string;
  phone: string;
  email: string | null;
  note: string | null;
  lang: 'cs' | 'en';
  force: boolean;
}

/** Where a booking goes (owner-input.ts fills what the owner left as it was). */
export interface MoveInput {
  date: string;
  time: string;
  area: BookingArea;
  party: number;
  force: boolean;
}

export interface BlockInput {
  date: string;
  area: BookingArea | null;
  /** Wall-clock `HH:MM`; `to` may be `24:00` (the day's end). */
  from: string;
  to: string;
  reason: string;
}

const instantOf = (date: string, time: string) =>
  time === '24:00' ? endOfDay(date) : pragueInstant(date, time).getTime();
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The four times nearest to `time`, in the day's order. */
function nearest(times: readonly string[], time: string): string[] {
  return [...times]
    .sort(
      (a, b) =>
        Math.abs(minutesOf(a) - minutesOf(time)) - Math.abs(minutesOf(b) - minutesOf(time)) || a.localeCompare(b),
    )
    .slice(0, 4)
    .sort();
}

/**
 * Where a party may sit on a day as the owner books: an area with room at that time for its
 * whole sitting, or why not. `except`: the booking being moved (its own seats are free to it).
 */
function placeFor(
  content: DeskContent,
  day: BookingDay,
  want: { date: string; time: string; party: number; area: BookingArea | 'any'; force: boolean },
  except: string | null,
  now: Date,
): { kind: 'fits'; area: BookingArea; start: number; minutes: number } | OwnerRefusal {
  const rules = content.bookings;
  const start = pragueInstant(want.date, want.time).getTime();
  if (start < now.getTime() || want.date < pragueDate(now)) return { kind: 'past' };
  // The owner's rules: no lead time, no horizon, no largest party (the room decides).
  const owner: Bookings = { ...rules, leadMinutes: 0, daysAhead: 730, largestParty: 1000 };
  // With room everywhere: whether the time is one of the day's at all, and whether a block stands in it.
  const roomy: Bookings = {
    ...owner,
    areas: Object.fromEntries(
      Object.entries(rules.areas).map(([area, given]) => [area, { ...given, covers: Number.MAX_SAFE_INTEGER }]),
    ),
  };
  const query = { date: want.date, party: want.party, area: want.area };
  const others = day.bookings.filter((booking) => booking.id !== except);
  const holds = holdsOf({ ...day, bookings: others });
  const blocks = blocksOf(day);
  const ask = (rulesAsked: Bookings, withHolds: boolean, withBlocks: boolean) =>
    freeTimes(query, {
      rules: rulesAsked,
      hours: content.hours,
      holds: withHolds ? holds : [],
      blocks: withBlocks ? blocks : [],
      now,
    });
  const areaAt = (free: FreeTimes) => {
    if (free.kind !== 'times') return undefined;
    const slot = free.times.find((offered) => offered.time === want.time);
    if (!slot) return undefined;
    return want.area === 'any' ? slot.areas[0] : slot.areas.find((area) => area === want.area);
  };
  const open = ask(roomy, false, false);
  if (open.kind === 'closed' || open.kind === 'areaClosed' || open.kind === 'past') return { kind: open.kind };
  if (open.kind !== 'times' || areaAt(open) === undefined) return { kind: 'notOffered' };
  const unblocked = areaAt(ask(roomy, false, true));
  if (unblocked === undefined) return { kind: 'blocked' };
  const fitting = ask(owner, true, true);
  const area = areaAt(fitting) ?? (want.force ? unblocked : undefined);
  if (area === undefined)
    return {
      kind: 'full',
      nearest:
        fitting.kind === 'times'
          ? nearest(
              fitting.times.map((offered) => offered.time),
              want.time,
            )
          : [],
    };
  return { kind: 'fits', area, start, minutes: open.sittingMinutes };
}

export interface OwnerDeskOptions {
  store: BookingStore;
  now: () => Date;
  /** After a step that changed a booking (the mailer's kick: it may owe an e-mail). */
  onChanged?: () => void;
  /**
   * After an erasure: the mailer's pass that erases the booking's e-mails from the mail queue,
   * awaited (the owner is told whether any is left). Without one (no mail queue) there are none.
   */
  sweep?: () => Promise<void>;
}

export class OwnerDesk {
  constructor(private readonly options: OwnerDeskOptions) {}

  /** A booking's step, and the mailer told when it changed one. */
  private async changing<T extends { kind: string }>(step: Promise<T>): Promise<T> {
    const answer = await step;
    if (answer.kind === 'done') this.options.onChanged?.();
    return answer;
  }

  /** A day's book (a read: what was written last). */
  async day(content: DeskContent, date: string): Promise<DayBook> {
    return dayBookOf(await this.options.store.day(date), content);
  }

  /** Confirms, declines, cancels, or marks arrived or not come: one step that checks the state and writes. */
  act(date: string, id: string, action: BookingAction): Promise<OwnerAnswer> {
    const now = this.options.now();
    const rule = transitions[action];
    return this.changing(
      this.options.store.update<OwnerAnswer>([date], ([day]) => {
        const kept = day!;
        const booking = kept.bookings.find((candidate) => candidate.id === id);
        if (!booking) return { result: { kind: 'notFound' } };
        if (!rule.from.includes(booking.state)) return { result: { kind: 'state', state: booking.state } };
        if (rule.fromItsDay && booking.date > pragueDate(now)) return { result: { kind: 'notYet' } };
        const next = changed(booking, { state: rule.to }, rule.notice, now);
        return { result: { kind: 'done', booking: bookEntryOf(next) }, days: [replaced(kept, booking, next)] };
      }),
    );
  }

  /** A booking taken by phone: confirmed, counted against the capacity like any; an e-mail (and a manage link) only with an address. */
  async phone(content: DeskContent, input: PhoneBookingInput): Promise<PhoneAnswer> {
    const now = this.options.now();
    const secret = input.email ? await this.options.store.secret() : null;
    return this.changing(
      this.options.store.update<PhoneAnswer>([input.date], ([day]) => {
        const kept = day!;
        const digits = phoneDigits(input.phone);
        const repeat = kept.bookings.find(
          (booking) =>
            isHolding(booking) &&
            booking.source === 'phone' &&
            booking.name === input.name &&
            booking.time === input.time &&
            booking.party === input.party &&
            booking.phone !== null &&
            phoneDigits(booking.phone) === digits,
        );
        if (repeat) return { result: { kind: 'repeat', booking: bookEntryOf(repeat) } };
        const place = placeFor(content, kept, input, null, now);
        if (place.kind !== 'fits') return { result: place };
        const id = newBookingId(now);
        const at = now.toISOString();
        const tokenHash = secret ? tokenHashOf(tokenFor(secret, id)) : null;
        const booking: Booking = {
          id,
          reference: referenceFor(kept),
          date: input.date,
          time: input.time,
          start: place.start,
          end: place.start + place.minutes * MINUTE,
          area: place.area,
          party: input.party,
          name: input.name,
          email: input.email,
          phone: input.phone,
          note: input.note,
          lang: input.lang,
          state: 'confirmed',
          source: 'phone',
          createdAt: at,
          updatedAt: at,
          tokenHash,
          client: null,
          sequence: 0,
          // The guest's confirmation with its manage link, when there is an address; the restaurant took it itself: no copy.
          notices: input.email ? [{ kind: 'confirmed', sequence: 0 }] : [],
        };
        const change: DayChange<PhoneAnswer> = {
          result: { kind: 'done', booking: bookEntryOf(booking) },
          days: [{ ...kept, bookings: [...kept.bookings, booking] }],
        };
        if (tokenHash)
          change.tokens = [{ hash: tokenHash, entry: { date: input.date, id, until: endOfDay(input.date) } }];
        return change;
      }),
    );
  }

  /**
   * Moves a booking (another time, day, area or party), checked against the capacity in the
   * same step; over two dates, both days' records in one `update([from, to])`. It keeps its id
   * (and its reference, unless the new day has it already), and its manage link follows it.
   */
  move(content: DeskContent, date: string, id: string, to: MoveInput): Promise<OwnerAnswer> {
    const now = this.options.now();
    return this.changing(
      this.options.store.update<OwnerAnswer>([date, to.date], (days) => {
        const from = days[0]!;
        const target = days.find((day) => day.date === to.date)!;
        const booking = from.bookings.find((candidate) => candidate.id === id);
        if (!booking) return { result: { kind: 'notFound' } };
        if (booking.state !== 'confirmed' && booking.state !== 'pending')
          return { result: { kind: 'state', state: booking.state } };
        const place = placeFor(content, target, to, booking.id, now);
        if (place.kind !== 'fits') return { result: place };
        const {
          next,
          days: written,
          tokens,
        } = moveWrite(
          from,
          target,
          booking,
          { ...to, area: place.area, start: place.start, end: place.start + place.minutes * MINUTE },
          {},
          now,
        );
        return { result: { kind: 'done', booking: bookEntryOf(next) }, days: written, tokens };
      }),
    );
  }

  /**
   * Erases a booking (any state) at the guest's request or the owner's decision: one step takes
   * it out of its day's record with its manage link's token, and leaves its id in the day's
   * `erasures` (nothing of the guest); the day's version moves with it, so the free-times cache
   * drops what it knew of that day and its seats are offered again. Then the mailer's sweep erases
   * the booking's e-mails from the mail queue (its records, the `.eml` copies, the claims),
   * awaited here; one still being sent goes on a later pass. Owners only (the admin's permissions).
   */
  async erase(date: string, id: string): Promise<EraseAnswer> {
    const found = await this.options.store.update<{ kind: 'done'; reference: string } | { kind: 'notFound' }>(
      [date],
      ([day]) => {
        const kept = day!;
        const booking = kept.bookings.find((candidate) => candidate.id === id);
        if (!booking) return { result: { kind: 'notFound' } };
        return {
          result: { kind: 'done', reference: booking.reference },
          days: [
            {
              ...kept,
              bookings: kept.bookings.filter((candidate) => candidate !== booking),
              erasures: [...(kept.erasures ?? []), { id, swept: false }],
            },
          ],
          dropTokens: booking.tokenHash ? [booking.tokenHash] : [],
        };
      },
    );
    if (found.kind !== 'done') return found;
    if (!this.options.sweep) return { ...found, emailsLeft: false };
    // The booking is erased from here on, whatever follows: a sweep or a read that fails now
    // leaves its e-mails to the mailer's next pass (every minute), and the owner is told so.
    try {
      await this.options.sweep();
      const erasure = (await this.options.store.day(date)).erasures?.find((candidate) => candidate.id === id);
      return { ...found, emailsLeft: erasure !== undefined && !erasure.swept };
    } catch {
      return { ...found, emailsLeft: true };
    }
  }

  /** Blocks an area (null: every area) for a period of a day, with the owner's reason. */
  block(input: BlockInput): Promise<BlockAnswer> {
    const now = this.options.now();
    return this.options.store.update<BlockAnswer>([input.date], ([day]) => {
      const kept = day!;
      const record: BlockRecord = {
        id: newBookingId(now),
        area: input.area,
        start: instantOf(input.date, input.from),
        end: instantOf(input.date, input.to),
        reason: input.reason,
        createdAt: now.toISOString(),
      };
      const overlapping = kept.bookings
        .filter(
          (booking) =>
            isHolding(booking) &&
            (record.area === null || booking.area === record.area) &&
            booking.start < record.end &&
            booking.end > record.start,
        )
        .map((booking) => booking.reference);
      return {
        result: { kind: 'done', block: bookBlockOf(record, input.date), overlapping },
        days: [{ ...kept, blocks: [...kept.blocks, record] }],
      };
    });
  }

  /** Lifts a block. */
  unblock(date: string, id: string): Promise<BlockAnswer> {
    return this.options.store.update<BlockAnswer>([date], ([day]) => {
      const kept = day!;
      const record = kept.blocks.find((block) => block.id === id);
      if (!record) return { result: { kind: 'notFound' } };
      return {
        result: { kind: 'done', block: bookBlockOf(record, date), overlapping: [] },
        days: [{ ...kept, blocks: kept.blocks.filter((block) => block !== record) }],
      };
    });
  }
}

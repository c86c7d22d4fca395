/** The desk's tests' day: Monday 2027-06-07 at 07:00 in Prague, hours 11–22, room for three parties of two. */
import type { Bookings, Hours } from '../../src/content/schema';
import { pragueInstant } from '../../src/content/time';
import type { BookingInput, DeskContent } from './desk';

const open = { opens: '11:00', closes: '22:00' };
const testHours: Hours = {
  regular: {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: open,
    sunday: 'closed',
  },
  exceptions: [],
};

/** Room for exactly three parties of two at one time in the restaurant (6 covers), none elsewhere. */
export const testRules: Bookings = {
  areas: { restaurant: { covers: 6 } },
  slotMinutes: 15,
  sitting: { minutes: 90, longerMinutes: 120, longerAbove: 4 },
  confirmUpTo: 3,
  answerWithinHours: 24,
  leadMinutes: 120,
  lastSeatingBeforeClose: 60,
  largestParty: 6,
  daysAhead: 90,
  perDay: { client: 3, email: 2, phone: 2 },
  reminders: true,
  keepDays: 30,
};

export const testContent: DeskContent = { hours: testHours, bookings: testRules, version: 'v1' };
/** Monday 2027-06-07 07:00 in Prague. */
export const testNow = pragueInstant('2027-06-07', '07:00');

export const guest = (n: number, extra: Partial<BookingInput> = {}): BookingInput => ({
  date: '2027-06-07',
  time: '19:00',
  party: 2,
  area: 'any',
  name: `Host ${String.fromCharCode(65 + (n % 26))}`,
  email: `host${n}@example.cz`,
  phone: `+420 777 ${String(100_000 + n).slice(-6)}`,
  note: '',
  lang: 'cs',
  ...extra,
});

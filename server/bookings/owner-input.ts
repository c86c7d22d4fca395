/**
 * What the owner posts in the day's book, read once: a phone booking (the guest's form's
 * own fields and rules, src/bookings/data.ts: the name as our e-mails may carry it, the
 * phone's digits; the e-mail optional), a move, a block. Anything else is a field's error in
 * the admin's language (the booking page's messages for the guest's fields, the admin API's
 * words for the block's and any other), never an exception.
 */
import { z } from 'zod/mini';
import { bookingSchema } from '../../src/bookings/data';
import type { FieldErrors } from '../../src/forms/field-errors';
import { booking as bookingCs } from '../../src/i18n/cs/booking';
import { booking as bookingEn } from '../../src/i18n/en/booking';
import { adminApiMessages } from '../../src/i18n/admin-api-messages';
import type { Lang } from '../../src/lang';
import { bookingAreas } from './free-times';
import type { BlockInput, MoveInput, PhoneBookingInput } from './owner-desk';

export type Parsed<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

const fields = bookingSchema.shape;
const partyKey = 'booking.errors.partyInvalid';
/** A party: a whole number from 1 to 100 (the owner's room decides beyond the guests' largest). */
const party = z.number({ error: partyKey }).check(
  z.refine((value) => Number.isInteger(value), partyKey),
  z.minimum(1, partyKey),
  z.maximum(100, partyKey),
);
const area = z.enum(bookingAreas, 'booking.errors.areaInvalid');
const force = z.optional(z.boolean());

const phoneSchema = z.object({
  date: fields.date,
  time: fields.time,
  party,
  area: fields.area,
  name: fields.name,
  phone: fields.phone,
  email: z.optional(z.union([z.literal(''), fields.email])),
  note: z.optional(fields.note),
  lang: z.optional(z.enum(['cs', 'en'])),
  force,
});

const moveSchema = z.object({ date: fields.date, time: fields.time, party, area, force });

const guestWords = { cs: bookingCs, en: bookingEn };

/**
 * The issues' messages in the admin's language: the guest's form's words for its keys
 * (`booking.errors.*`, read from the words themselves: the page's i18n namespace is loaded only
 * with its page), the admin API's general one for anything else (a type zod names itself).
 */
function messagesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], lang: Lang): FieldErrors {
  const own = guestWords[lang].errors as Record<string, string>;
  const fallback = adminApiMessages[lang].errors.booking_field_invalid;
  const found: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '_form';
    const key = issue.message.startsWith('booking.errors.') ? issue.message.slice('booking.errors.'.length) : '';
    const text = Object.hasOwn(own, key) ? own[key]! : fallback;
    const list = (found[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return found;
}

/** A zod answer as the desk's value, or the fields' messages. */
function read<T, V>(
  answer: { success: true; data: T } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } },
  lang: Lang,
  value: (data: T) => V,
): Parsed<V> {
  if (answer.success) return { ok: true, value: value(answer.data) };
  return { ok: false, fields: messagesOf(answer.error.issues, lang) };
}

export function parsePhoneBooking(body: unknown, lang: Lang): Parsed<PhoneBookingInput> {
  return read(phoneSchema.safeParse(body), lang, (data) => ({
    date: data.date,
    time: data.time,
    party: data.party,
    area: data.area,
    name: data.name,
    phone: data.phone,
    email: data.email ? data.email : null,
    note: data.note ? data.note : null,
    lang: data.lang ?? 'cs',
    force: data.force ?? false,
  }));
}

export function parseMove(body: unknown, lang: Lang): Parsed<MoveInput> {
  return read(moveSchema.safeParse(body), lang, (data) => ({
    date: data.date,
    time: data.time,
    party: data.party,
    area: data.area,
    force: data.force ?? false,
  }));
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A block: `{ area: 'all' | an area, from, to, reason }`, `to` after `from` (`24:00`: the day's end), a reason of 1–200 characters. */
export function parseBlock(date: string, body: unknown, lang: Lang): Parsed<BlockInput> {
  const words = adminApiMessages[lang].errors;
  const given = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof given[name] === 'string' ? (given[name] as string).trim() : '');
  const problems: FieldErrors = {};
  const areaText = text('area');
  if (areaText !== 'all' && !(bookingAreas as readonly string[]).includes(areaText))
    problems.area = [words.booking_block_area];
  const from = text('from');
  const to = text('to');
  if (!CLOCK.test(from)) problems.from = [words.booking_block_time];
  if (!CLOCK.test(to) && to !== '24:00') problems.to = [words.booking_block_time];
  else if (CLOCK.test(from) && to <= from) problems.to = [words.booking_block_order];
  const reason = text('reason').replace(/\s+/g, ' ');
  if (reason.length < 1 || reason.length > 200) problems.reason = [words.booking_block_reason];
  if (Object.keys(problems).length > 0) return { ok: false, fields: problems };
  return {
    ok: true,
    value: { date, area: areaText === 'all' ? null : (areaText as BlockInput['area']), from, to, reason },
  };
}

/**
 * The owner's desk as the admin is handed it (server/index.ts: `createAdmin(…, { dayBook })`;
 * the admin imports nothing of this feature, like the enquiries' inbox): each call takes the
 * owner's posted body as it came, reads it here with the bookings' own rules (owner-input.ts),
 * and runs one step of the desk on the content of that moment.
 */
import type { FieldErrors } from '../../src/forms/field-errors';
import type { Lang } from '../../src/lang';
import type { DayBook } from './day-book';
import type { DeskContent } from './desk';
import { parseBlock, parseMove, parsePhoneBooking } from './owner-input';
import type { BlockAnswer, BookingAction, EraseAnswer, OwnerAnswer, OwnerDesk, PhoneAnswer } from './owner-desk';

/** A body that is not what the step takes: each field's messages in the admin's language. */
type Invalid = { kind: 'invalid'; fields: FieldErrors };

export interface DayBookPort {
  day(date: string): Promise<DayBook>;
  act(date: string, id: string, action: BookingAction): Promise<OwnerAnswer>;
  phone(body: unknown, lang: Lang): Promise<PhoneAnswer | Invalid>;
  move(date: string, id: string, body: unknown, lang: Lang): Promise<OwnerAnswer | Invalid>;
  block(date: string, body: unknown, lang: Lang): Promise<BlockAnswer | Invalid>;
  unblock(date: string, id: string): Promise<BlockAnswer>;
  /** Erases a booking everywhere (owners only: the admin's permissions). */
  erase(date: string, id: string): Promise<EraseAnswer>;
}

export function dayBookPort(desk: OwnerDesk, content: () => DeskContent): DayBookPort {
  return {
    day: (date) => desk.day(content(), date),
    act: (date, id, action) => desk.act(date, id, action),
    async phone(body, lang) {
      const input = parsePhoneBooking(body, lang);
      return input.ok ? desk.phone(content(), input.value) : { kind: 'invalid', fields: input.fields };
    },
    async move(date, id, body, lang) {
      const input = parseMove(body, lang);
      return input.ok ? desk.move(content(), date, id, input.value) : { kind: 'invalid', fields: input.fields };
    },
    async block(date, body, lang) {
      const input = parseBlock(date, body, lang);
      return input.ok ? desk.block(input.value) : { kind: 'invalid', fields: input.fields };
    },
    unblock: (date, id) => desk.unblock(date, id),
    erase: (date, id) => desk.erase(date, id),
  };
}

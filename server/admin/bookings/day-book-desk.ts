/**
 * What the day's book needs of the bookings: the owner's desk, handed in by the process
 * (`createBookings(…).dayBook(content)`, server/index.ts), since the admin may not import
 * server/bookings (its dependency rule), as the inbox is handed the enquiries' inbox. The
 * shapes are the part of it the admin reads; server/bookings' `DayBookPort` fits them as it
 * is (server/index.ts would not compile otherwise).
 */
import type { Answer, BookBlock, BookEntry, BookingAction } from '../../../src/admin/api/contract';

/** Why the desk did not do it (server/bookings/owner-desk.ts `OwnerRefusal`). */
export type DeskRefusal =
  | { kind: 'notFound' }
  | { kind: 'state'; state: BookEntry['state'] }
  | { kind: 'notYet' }
  | { kind: 'past' }
  | { kind: 'closed' }
  | { kind: 'areaClosed' }
  | { kind: 'notOffered' }
  | { kind: 'blocked' }
  | { kind: 'full'; nearest: string[] };

/** A body the step does not take: each field's messages, in the admin's language. */
type Invalid = { kind: 'invalid'; fields: Partial<Record<string, string[]>> };
type BlockAnswer = { kind: 'done'; block: BookBlock; overlapping: string[] } | { kind: 'notFound' };

export interface DayBookDesk {
  day(date: string): Promise<Omit<Answer<'dayBook'>, 'tableRequests'>>;
  act(date: string, id: string, action: BookingAction): Promise<{ kind: 'done'; booking: BookEntry } | DeskRefusal>;
  phone(
    body: unknown,
    lang: 'cs' | 'en',
  ): Promise<{ kind: 'done' | 'repeat'; booking: BookEntry } | DeskRefusal | Invalid>;
  move(
    date: string,
    id: string,
    body: unknown,
    lang: 'cs' | 'en',
  ): Promise<{ kind: 'done'; booking: BookEntry } | DeskRefusal | Invalid>;
  block(date: string, body: unknown, lang: 'cs' | 'en'): Promise<BlockAnswer | Invalid>;
  unblock(date: string, id: string): Promise<BlockAnswer>;
  /** Erases a booking everywhere (owners only): its reference for the audit log, and whether an e-mail of it is left. */
  erase(
    date: string,
    id: string,
  ): Promise<{ kind: 'done'; reference: string; emailsLeft: boolean } | { kind: 'notFound' }>;
}

/**
 * A table booking as the store keeps it, and the day it belongs to: every booking and
 * blocked period of one Prague date in one record (a "day"), changed whole in one atomic
 * step (the file store's lock, the Redis store's transaction), with a version the step
 * bumps. The free times of a date are computed from its day alone.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { BookingArea } from './free-times';

/**
 * Where a booking is: `confirmed` (a seat held, the guest told so), `pending` (held too,
 * waiting for the owner: a party above `confirmUpTo`), `arrived`, `noShow` (the day's book),
 * `declined` (by the owner), `cancelled` (by the guest or the owner). Only the first
 * three hold covers: a no-show's table is free again for whoever comes or books.
 */
export type BookingState = 'confirmed' | 'pending' | 'arrived' | 'noShow' | 'declined' | 'cancelled';
const holdingStates: readonly BookingState[] = ['confirmed', 'pending', 'arrived'];

/** How it came: the website's form, or the owner's book (a phone call). */
type BookingSource = 'online' | 'phone';

export interface Booking {
  /** The store's id: `20261203T101500000Z-1a2b3c4d5e6f` (when it was made, sortable). */
  id: string;
  /** The short reference the guest sees and says on the phone: six letters and digits. */
  reference: string;
  /** Prague date and wall time of the sitting's start. */
  date: string;
  time: string;
  /** The sitting, epoch ms. */
  start: number;
  end: number;
  area: BookingArea;
  party: number;
  name: string;
  /** Absent on a phone booking taken without one. */
  email: string | null;
  phone: string | null;
  note: string | null;
  lang: 'cs' | 'en';
  state: BookingState;
  source: BookingSource;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  /**
   * When a guest's change made it wait for the owner (or changed it while it waited), ISO: the
   * "we answer by …" counts from then, not from when it was made. Absent: from `createdAt`.
   */
  pendingSince?: string;
  /** sha256 (hex) of the guest's manage link's token; null on a phone booking without an e-mail. */
  tokenHash: string | null;
  /** sha256 (hex) of the client's address (the per-client limit); null on a phone booking. */
  client: string | null;
  /** How many times it changed since it was made (time, place, party, state): its calendar entry's SEQUENCE. */
  sequence: number;
  /**
   * E-mails the step that changed it owes (the guest's, the restaurant's copy), not yet in the
   * mail queue: written in the same atomic step as the change, taken off once queued
   * (server/bookings/mailer.ts), so none is lost between the two.
   */
  notices: BookingNotice[];
  /** Whether its reminder was owed already (once). */
  reminded?: boolean;
}

/** An e-mail a booking owes: the guest's of a kind (guest-email.ts), or the restaurant's copy of a new booking. */
export interface BookingNotice {
  kind: 'received' | 'confirmed' | 'ownerConfirmed' | 'declined' | 'changed' | 'cancelled' | 'reminder' | 'restaurant';
  /** The booking's sequence when it was owed. */
  sequence: number;
}

/** A period an area (null: every area) takes no bookings, with the owner's reason. */
export interface BlockRecord {
  id: string;
  area: BookingArea | null;
  start: number;
  end: number;
  reason: string;
  createdAt: string;
}

/**
 * A booking the owner erased from its day, by id alone (nothing of the guest): the mail queue may
 * still keep its e-mails (one being sent cannot be erased yet), so the mailer erases them on its
 * passes until none is left (`swept`). Kept with its day, and forgotten with it.
 */
interface Erasure {
  id: string;
  swept: boolean;
}

/** One date's bookings and blocks; `version` grows with every change. */
export interface BookingDay {
  date: string;
  version: number;
  bookings: Booking[];
  blocks: BlockRecord[];
  /** The bookings erased from it (absent: none). */
  erasures?: Erasure[];
}

export const emptyDay = (date: string): BookingDay => ({ date, version: 0, bookings: [], blocks: [] });

export function newBookingId(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(6).toString('hex')}`;
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference of six: 31^6 ≈ 887 million, unique within a day in practice; the store checks it is. */
export function newReference(): string {
  const bytes = randomBytes(6);
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/**
 * A booking's manage link's token: 144 bits of an HMAC of its id under the store's secret
 * (`DATA_DIR/bookings/secret` or Redis, made once at random): the same for every e-mail of the
 * booking, made again when one is sent. The bookings keep only its hash; the e-mails that carry
 * the link are kept as the mail queue keeps every e-mail (its sent copies, the `.eml` files:
 * `MAIL_KEEP_DAYS`), like the guest's own mailbox.
 */
export function tokenFor(secret: Buffer, bookingId: string): string {
  return createHmac('sha256', secret)
    .update(`booking-token\n${bookingId}`)
    .digest()
    .subarray(0, 18)
    .toString('base64url');
}

/** A store's secret: 32 random bytes. */
export const newSecret = () => randomBytes(32);

/** A token as a manage link carries it: 24 URL-safe characters. */
export const TOKEN = /^[A-Za-z0-9_-]{24}$/;

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(`booking-token\n${token}`).digest('hex');
}

/** The client's address, pseudonymous: kept only to count a client's bookings of a day. */
export function clientHashOf(address: string): string {
  return createHash('sha256').update(`booking-client\n${address}`).digest('hex');
}

export const isHolding = (booking: Pick<Booking, 'state'>) => holdingStates.includes(booking.state);

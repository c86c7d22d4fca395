/**
 * A subscriber: one address that asked for the lunch menu by e-mail, as the store keeps it.
 * `pending` until its confirmation link's button is pressed (double opt-in: nothing but the
 * confirmation e-mail is ever sent to a pending address), then `confirmed`. An unsubscribe or an
 * erasure deletes the record at once; a pending record is forgotten `FORGET_PENDING_MS` after its
 * last confirmation e-mail was owed.
 *
 * The steps are pure functions of the record as it is (`subscribeStep`, `confirmStep`): both
 * stores run the same ones inside their atomic step (a lock on files, a compare-and-set script in
 * Redis), so the two backends cannot drift apart.
 */
import { createHash, randomBytes } from 'node:crypto';

export type SubscriberLang = 'cs' | 'en';
type SubscriberState = 'pending' | 'confirmed';

/** An e-mail a record owes (the bookings' notice pattern): written in the step that owed it, taken off once queued. */
type OwedLetter = 'confirm';

export interface Subscriber {
  /** 16 random bytes as base32 (26 lower-case characters): the only name the send and the logs use. */
  id: string;
  /** The address as typed (trimmed): personal data, never logged. */
  email: string;
  /** The address's key: sha256 of its lower-cased form (one record per address, whatever its case). */
  emailKey: string;
  lang: SubscriberLang;
  state: SubscriberState;
  createdAt: string;
  confirmedAt?: string;
  /** How many confirmation e-mails were owed (the confirmation letter's number, its Message-ID's `-<n>`). */
  confirmations: number;
  lastConfirmationAt: string;
  owed: OwedLetter[];
}

/** A pending address is forgotten this long after its last confirmation e-mail was owed (the privacy notice says 7 days). */
export const FORGET_PENDING_MS = 7 * 24 * 3_600_000;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 16 random bytes as RFC 4648 base32, lower case, no padding: 26 characters. */
function newSubscriberId(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export const SUBSCRIBER_ID = /^[a-z2-7]{26}$/;

/** The address's key: one record per address however it is capitalised. */
export function emailKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * The inbox an address reaches, for the per-address limits only: `jana+1@…` and `jana+2@…` are
 * one inbox at most providers, so a stranger cannot mail it many times by varying the tag. (The
 * record keeps the address as typed; dots, which only some providers ignore, stay.)
 */
export function inboxKeyOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  const plus = local.indexOf('+');
  const inbox = plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
  return createHash('sha256').update(inbox).digest('hex');
}

/** A record read back from a store, made whole (Redis's cjson, a record of an older version). */
export function subscriberOf(value: unknown): Subscriber | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Partial<Subscriber>;
  if (typeof record.id !== 'string' || typeof record.email !== 'string' || typeof record.emailKey !== 'string')
    return null;
  return {
    ...(record as Subscriber),
    lang: record.lang === 'en' ? 'en' : 'cs',
    state: record.state === 'confirmed' ? 'confirmed' : 'pending',
    confirmations: typeof record.confirmations === 'number' ? record.confirmations : 1,
    owed: Array.isArray(record.owed) ? record.owed.filter((owed) => owed === 'confirm') : [],
  };
}

/** Whether a pending record is past its keeping at `now`. */
export function isForgotten(subscriber: Subscriber, now: Date): boolean {
  return (
    subscriber.state === 'pending' && Date.parse(subscriber.lastConfirmationAt) + FORGET_PENDING_MS <= now.getTime()
  );
}

/** What a subscribe step did: `letterOwed` when a confirmation e-mail is owed (a new or a pending address). */
export interface SubscribeOutcome {
  subscriber: Subscriber;
  letterOwed: boolean;
}

/**
 * The subscribe step on the address's record as it is. A new address (or one whose pending
 * record is past its keeping) gets a new record, with a new id and so new tokens; a pending one
 * owes another confirmation e-mail (its number one higher) in the language asked now; a confirmed
 * one is left as it is (the same answer, nothing sent: no one learns whether an address is on
 * the list). The per-address limit on confirmation e-mails is the limiter's, before this step.
 */
export function subscribeStep(
  current: Subscriber | null,
  input: { email: string; lang: SubscriberLang },
  now: Date,
): { outcome: SubscribeOutcome; next: Subscriber | null } {
  const at = now.toISOString();
  if (current && !isForgotten(current, now)) {
    if (current.state === 'confirmed') return { outcome: { subscriber: current, letterOwed: false }, next: null };
    const next: Subscriber = {
      ...current,
      email: input.email.trim(),
      lang: input.lang,
      confirmations: current.confirmations + 1,
      lastConfirmationAt: at,
      owed: ['confirm'],
    };
    return { outcome: { subscriber: next, letterOwed: true }, next };
  }
  const email = input.email.trim();
  const next: Subscriber = {
    id: newSubscriberId(),
    email,
    emailKey: emailKeyOf(email),
    lang: input.lang,
    state: 'pending',
    createdAt: at,
    confirmations: 1,
    lastConfirmationAt: at,
    owed: ['confirm'],
  };
  return { outcome: { subscriber: next, letterOwed: true }, next };
}

/** The confirm step: a pending record becomes confirmed (once; a second press changes nothing). */
export function confirmStep(current: Subscriber, now: Date): Subscriber {
  if (current.state === 'confirmed') return current;
  return { ...current, state: 'confirmed', confirmedAt: now.toISOString() };
}

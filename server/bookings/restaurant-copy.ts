/**
 * The copy of a new booking for the restaurant's mailbox (MAIL_TO): in Czech and plain text,
 * shaped like the enquiries' e-mail (server/enquiries/email.ts): every line of the booking,
 * the guest's e-mail, phone, language and note, Reply-To the guest when they gave an e-mail
 * address, and a Message-ID of its own, `<booking-<id>-restaurant@<host>>`. Without Web
 * Push, this is the owner's alert. Pure.
 */
import type { Booking } from './booking';
import { detailRows, facts, fill, hostOf } from './email-text';
import type { BookingMail } from './guest-email';
import { displayName, headerText, singleLine } from '../lib/header-text';
import { bookingEmailMessages } from '../../src/i18n/booking-email-messages';

/** The restaurant's copy: plain text, to MAIL_TO. */
export type RestaurantMail = Omit<BookingMail, 'to' | 'html' | 'attachments'> & { to: string };

export interface RestaurantCopyContext {
  /** SITE_URL: the Message-ID's host. */
  siteUrl: string;
  /** MAIL_TO: the restaurant's mailbox (one address or a comma list). */
  to: string;
}

export function restaurantCopy(booking: Booking, context: RestaurantCopyContext): RestaurantMail {
  const words = bookingEmailMessages.cs;
  const copy = words.restaurant;
  const state = booking.state === 'pending' ? 'pending' : 'confirmed';
  const shown = facts(booking, 'cs', words);
  const orNone = (value: string | null) => {
    const line = value === null ? '' : singleLine(value);
    return line === '' ? copy.none : line;
  };
  const rows = detailRows(booking, state, 'cs', words);
  // After the name: how to reach the guest, and in which language they booked.
  rows.splice(
    5,
    0,
    [words.contact.email, orNone(booking.email)],
    [words.contact.phone, orNone(booking.phone)],
    [copy.lang, copy.languages[booking.lang]],
  );
  const note = booking.note?.trim() ? booking.note.trim() : copy.none;
  const text = [
    copy.lead[state],
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${copy.note}:`,
    note,
    '',
    '-- ',
    booking.email === null ? copy.footer : copy.footerReply,
    `Id: ${booking.id}`,
    '',
  ].join('\n');
  const subject = fill(copy.subject[state], {
    date: shown.date,
    time: shown.time,
    party: shown.party,
    name: shown.name,
  });
  return {
    messageId: headerText(`<booking-${booking.id}-restaurant@${hostOf(context.siteUrl)}>`),
    to: headerText(context.to),
    ...(booking.email === null
      ? {}
      : { replyTo: { name: displayName(booking.name), address: headerText(booking.email) } }),
    subject: headerText(subject),
    text,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

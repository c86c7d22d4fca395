/**
 * The guest's e-mails of a table booking, each kind in the guest's language (the restaurant's
 * copy is restaurant-copy.ts). Pure: the booking, the venue's facts, the manage link and the
 * calendar's sequence come in; out comes a message nodemailer sends as it is
 * (`SendMailOptions`), but for `from` (MAIL_FROM, the sender's). No clock, no I/O: the same
 * booking, kind and context give the same bytes, so a message the durable queue delivers
 * twice is the same message.
 *
 * - The Message-ID derives from the booking, the kind and (for `changed`) the sequence:
 *   `<booking-<id>-<kind>[-<sequence>]@<host>>`. A resend folds in the guest's mailbox
 *   (docs/decisions/0006), while two different changes stay two messages.
 * - Every header value passes `headerText`/`displayName` (server/lib/header-text.ts); the HTML
 *   is escaped (server/lib/escape-html.ts). The guest's name is the only text the guest typed
 *   that the guest's e-mails carry (validated upstream; made one line and escaped here too);
 *   the guest's note goes only to the restaurant.
 * - The manage link (`context.manageUrl`) carries the guest's token: it is in the body's links
 *   (text, HTML and the JSON-LD's modify and cancel URLs) and nowhere else, never in a header,
 *   the subject or the calendar entry. A declined or cancelled booking has no link.
 * - A booking that waits for the owner says by when the restaurant answers (`answerWithinHours`):
 *   the `received` e-mail, and a `changed` one whose change made it wait (a larger party).
 * - Each carries the booking's calendar entry (booking-calendar.ts) but a declined one, and in
 *   its HTML the schema.org reservation (reservation-markup.ts).
 */
import type { Booking } from './booking';
import { bookingCalendar, type CalendarStatus } from './booking-calendar';
import {
  addressLine,
  detailRows,
  facts,
  fill,
  fillHtml,
  hostOf,
  reservationPhone,
  type EmailVenue,
  type ShownState,
} from './email-text';
import { markupScript, reservationMarkup, type MarkupStatus } from './reservation-markup';
import { escapeHtml } from '../lib/escape-html';
import { displayName, headerText } from '../lib/header-text';
import { formatDuration } from '../../src/content/duration';
import { telHref } from '../../src/content/format';
import { bookingEmailMessages, type BookingEmailWords } from '../../src/i18n/booking-email-messages';
import { plainText } from '../../src/i18n/typography';
import type { Lang } from '../../src/lang';

/**
 * What the guest is told: `received` (a pending booking: a party above `confirmUpTo`),
 * `confirmed` (at once), `ownerConfirmed` (a pending one the owner confirmed), `declined`,
 * `changed` (another time, area or party), `cancelled`, `reminder` (the day before).
 */
export const guestEmailKinds = [
  'received',
  'confirmed',
  'ownerConfirmed',
  'declined',
  'changed',
  'cancelled',
  'reminder',
] as const;
export type GuestEmailKind = (typeof guestEmailKinds)[number];

export interface GuestEmailContext {
  venue: EmailVenue;
  /** SITE_URL: the Message-ID's and the calendar entry's host. */
  siteUrl: string;
  /** The guest's page of this booking, with the token (`/moje-rezervace?…`). */
  manageUrl: string;
  /** content/bookings.yaml `answerWithinHours`: how soon a pending booking is answered. */
  answerWithinHours: number;
  /** How many times the booking changed: the calendar entry's SEQUENCE (and a change's Message-ID). */
  sequence: number;
}

/** An e-mail, as nodemailer takes it (`SendMailOptions`; `from` is the sender's: MAIL_FROM). */
export interface BookingMail {
  messageId: string;
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content: string; contentType: string }[];
  /** Nothing in a message may make the mailer read a file or fetch a URL. */
  disableFileAccess: true;
  disableUrlAccess: true;
}

function shownState(kind: GuestEmailKind, booking: Pick<Booking, 'state'>): ShownState {
  if (kind === 'received') return 'pending';
  if (kind === 'confirmed' || kind === 'ownerConfirmed') return 'confirmed';
  if (kind === 'declined' || kind === 'cancelled') return kind;
  if (booking.state === 'pending' || booking.state === 'declined' || booking.state === 'cancelled')
    return booking.state;
  return 'confirmed';
}

const calendarStatus: Record<ShownState, CalendarStatus> = {
  confirmed: 'CONFIRMED',
  pending: 'TENTATIVE',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};
const markupStatus: Record<ShownState, MarkupStatus> = {
  confirmed: 'confirmed',
  pending: 'pending',
  declined: 'cancelled',
  cancelled: 'cancelled',
};

/** `<booking-<id>-<kind>[-<sequence>]@<host>>`. */
function guestMessageId(kind: GuestEmailKind, bookingId: string, sequence: number, siteUrl: string): string {
  const change = kind === 'changed' ? `-${Math.max(0, Math.trunc(sequence))}` : '';
  return headerText(`<booking-${bookingId}-${kind}${change}@${hostOf(siteUrl)}>`);
}

interface Parts {
  lead: string;
  leadValues: Record<string, string>;
  rows: [string, string][];
  manageUrl: string | null;
  /** What the calendar entry attached does, or null when none is (a declined booking). */
  calendar: string | null;
  venue: EmailVenue;
  lang: Lang;
  words: BookingEmailWords;
}

function textBody(parts: Parts): string {
  const { words, venue } = parts;
  return [
    words.greeting,
    '',
    fill(parts.lead, parts.leadValues),
    '',
    ...parts.rows.map(([label, value]) => `${label}: ${value}`),
    ...(parts.manageUrl === null ? [] : ['', words.manage.intro, parts.manageUrl, words.manage.private]),
    ...(parts.calendar ? ['', parts.calendar] : []),
    '',
    words.signOff,
    venue.name[parts.lang],
    addressLine(venue),
    `${words.contact.phone}: ${reservationPhone(venue)}`,
    `${words.contact.email}: ${venue.email}`,
    '',
  ].join('\n');
}

function htmlBody(parts: Parts, subject: string, markup: string): string {
  const { words, venue } = parts;
  const phone = reservationPhone(venue);
  const rows = parts.rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const manage =
    parts.manageUrl === null
      ? ''
      : `<p>${escapeHtml(words.manage.intro)}<br><a href="${escapeHtml(parts.manageUrl)}">${escapeHtml(words.manage.link)}</a><br><small>${escapeHtml(words.manage.private)}</small></p>`;
  return [
    `<!doctype html><html lang="${parts.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title>`,
    markup,
    '</head><body>',
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${fillHtml(parts.lead, parts.leadValues)}</p>`,
    `<table cellpadding="4">${rows}</table>`,
    manage,
    parts.calendar ? `<p>${escapeHtml(parts.calendar)}</p>` : '',
    `<p>${escapeHtml(words.signOff)}<br>${escapeHtml(venue.name[parts.lang])}<br>${escapeHtml(addressLine(venue))}<br>` +
      `${escapeHtml(words.contact.phone)}: <a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a><br>` +
      `${escapeHtml(words.contact.email)}: <a href="mailto:${escapeHtml(venue.email)}">${escapeHtml(venue.email)}</a></p>`,
    '</body></html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The guest's e-mail of one kind about a booking, in the booking's language; null when the
 * booking has no e-mail address (a phone booking taken without one).
 */
export function guestEmail(kind: GuestEmailKind, booking: Booking, context: GuestEmailContext): BookingMail | null {
  if (booking.email === null) return null;
  const { venue, siteUrl } = context;
  const { lang } = booking;
  const words = bookingEmailMessages[lang];
  const state = shownState(kind, booking);
  const shown = facts(booking, lang, words);
  const venueName = venue.name[lang];
  const subject = fill(words.subject[kind], { venue: venueName, date: shown.date, time: shown.time });
  const open = kind !== 'declined' && kind !== 'cancelled';
  const parts: Parts = {
    lead: kind === 'changed' && state === 'pending' ? words.lead.changedPending : words.lead[kind],
    leadValues: {
      within: plainText(formatDuration(context.answerWithinHours * 60, lang)),
      phone: reservationPhone(venue),
    },
    rows: detailRows(booking, state, lang, words),
    manageUrl: open ? context.manageUrl : null,
    calendar: kind === 'declined' ? null : kind === 'cancelled' ? words.calendar.cancelled : words.calendar.attached,
    venue,
    lang,
    words,
  };
  const markup = reservationMarkup({
    booking,
    name: shown.name,
    status: markupStatus[state],
    venue,
    phone: reservationPhone(venue),
    lang,
    manageUrl: parts.manageUrl,
  });
  return {
    messageId: guestMessageId(kind, booking.id, context.sequence, siteUrl),
    to: { name: displayName(booking.name), address: headerText(booking.email) },
    subject: headerText(subject),
    text: textBody(parts),
    html: htmlBody(parts, subject, markupScript(markup)),
    attachments:
      parts.calendar !== null
        ? [
            {
              filename: words.calendar.fileName,
              content: bookingCalendar({
                booking,
                status: calendarStatus[state],
                sequence: context.sequence,
                host: hostOf(siteUrl),
                lang,
                summary: fill(words.calendar.summary, { venue: venueName }),
                description: fill(words.calendar.description, { reference: booking.reference, party: shown.party }),
                location: `${venueName}, ${addressLine(venue)}`,
                geo: venue.geo,
              }),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : [],
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

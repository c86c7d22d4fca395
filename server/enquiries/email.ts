import type { SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { escapeHtml } from '../lib/escape-html';
import { displayName, headerText, singleLine } from '../lib/header-text';
import type { Enquiry, Letter, QueuedEnquiry } from './enquiry';

export { headerText };

export interface EmailAddresses {
  /** MAIL_FROM, e.g. 'Restaurace Ballon <web@example.com>'. */
  from: string;
  /** MAIL_TO, one address or a comma list. */
  to: string;
}

/** The header this server adds to every message: the outbox id, for support and de-duplication. */
const OUTBOX_ID_HEADER = 'X-Outbox-Id';

/** The subject when the contact form's subject is left empty: 'Zpráva z webu – Jan Novák'. */
const DEFAULT_SUBJECT = 'Zpráva z webu';

/** The subject as text (one line): the entered one, else 'Zpráva z webu – <name>'. */
export function subjectOf(enquiry: Enquiry): string {
  const entered = singleLine(enquiry.subject);
  return entered !== '' ? entered : `${DEFAULT_SUBJECT} – ${singleLine(enquiry.name)}`;
}

const LANGUAGE_LABEL = { cs: 'čeština', en: 'angličtina' } as const;
const RECEIVED = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'long', timeStyle: 'short' });

/** Label and value of each field above the message (labels in Czech: the staff read them). */
function fields(record: QueuedEnquiry): [string, string][] {
  const { submission: enquiry } = record;
  return [
    ['Jméno', singleLine(enquiry.name)],
    ['E-mail', singleLine(enquiry.email)],
    ['Předmět', subjectOf(enquiry)],
    ['Jazyk webu', LANGUAGE_LABEL[enquiry.lang]],
    ['Přijato', RECEIVED.format(new Date(record.createdAt))],
  ];
}

const FOOTER = 'Odesláno z formuláře na webu. Odpovědí na tento e-mail odpovíte odesílateli.';

function textBody(record: QueuedEnquiry): string {
  const head = fields(record).map(([label, value]) => `${label}: ${value}`);
  return [...head, '', record.submission.message, '', '-- ', FOOTER, `Id: ${record.id}`, ''].join('\n');
}

function htmlBody(record: QueuedEnquiry): string {
  const rows = fields(record)
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const message = escapeHtml(record.submission.message).replace(/\r?\n/g, '<br>\n');
  return [
    '<!doctype html><html lang="cs"><head><meta charset="utf-8"></head><body>',
    `<table cellpadding="4">${rows}</table>`,
    `<p>${message}</p>`,
    `<hr><p><small>${escapeHtml(FOOTER)}<br>Id: ${escapeHtml(record.id)}</small></p>`,
    '</body></html>',
  ].join('\n');
}

/** The domain of the sender address, for the Message-ID. */
function senderDomain(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return first?.address.split('@')[1] ?? 'localhost';
}

/**
 * The e-mail for an outbox record. Every header is ours and every value in it
 * passes headerText (one line, no bidirectional controls): From and To from the
 * configuration (which refuses a display name with `@`, `<` or `>`), Reply-To the
 * visitor as an address object (nodemailer quotes and encodes the name, which
 * displayName keeps from reading as an address), a subject, and the outbox id.
 * The Message-ID derives from the outbox id, so a repeated delivery is recognisable.
 */
export function buildEmail(record: QueuedEnquiry, addresses: EmailAddresses): SendMailOptions {
  const { submission: enquiry } = record;
  if (enquiry.letter) return letterEmail(record, enquiry.letter, addresses);
  return {
    from: headerText(addresses.from),
    to: headerText(addresses.to),
    replyTo: { name: displayName(enquiry.name), address: headerText(enquiry.email) },
    subject: headerText(subjectOf(enquiry)),
    date: new Date(record.createdAt),
    messageId: `<${record.id}@${senderDomain(addresses.from)}>`,
    headers: { [OUTBOX_ID_HEADER]: headerText(record.id) },
    text: textBody(record),
    html: htmlBody(record),
    // Nothing in a message may make the mailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * A letter another feature prepared (enquiry.ts `Letter`: a booking's e-mail), as it is:
 * from MAIL_FROM, to the guest or to MAIL_TO, with its own Message-ID (derived from what it
 * is about, so a resend folds), every header value through headerText.
 */
function letterEmail(record: QueuedEnquiry, letter: Letter, addresses: EmailAddresses): SendMailOptions {
  const person = (who: { name: string; address: string }) => ({
    name: displayName(who.name),
    address: headerText(who.address),
  });
  return {
    from: headerText(addresses.from),
    to: letter.audience === 'guest' && letter.to ? person(letter.to) : headerText(addresses.to),
    // A guest who answers a booking's e-mail writes to the restaurant's mailbox, not to MAIL_FROM's.
    ...(letter.replyTo
      ? { replyTo: person(letter.replyTo) }
      : letter.audience === 'guest'
        ? { replyTo: headerText(addresses.to) }
        : {}),
    subject: headerText(letter.subject),
    date: new Date(record.createdAt),
    messageId: headerText(letter.messageId),
    headers: { [OUTBOX_ID_HEADER]: headerText(record.id) },
    text: letter.text,
    ...(letter.html ? { html: letter.html } : {}),
    attachments: letter.attachments.map(({ filename, content, contentType }) => ({
      filename: headerText(filename),
      content,
      contentType: headerText(contentType),
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

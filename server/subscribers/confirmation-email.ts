/**
 * The confirmation e-mail, pure (no I/O, no clock: the same subscriber and link give the same
 * message, so the durable queue may deliver it twice and it folds by its Message-ID). In the
 * subscriber's language: who asked for what, the link to the confirmation page (its button
 * confirms: a mail scanner following the link confirms nothing), what happens if nobody does.
 * The Message-ID is `<subscription-<id>-confirm-<n>@<host>>`: a repeat of letter n folds, the
 * next request (n + 1) is a new e-mail, and the erasure finds them all by `<subscription-<id>-`.
 * Its HTML looks like the lunch e-mail's (server/lib/email-html.ts: the same column, type and link color).
 */
import { subscriptionMessages } from '../../src/i18n/subscription-messages';
import { escapeHtml } from '../lib/escape-html';
import { emailButton, emailDocument, emailLink, paragraph as p } from '../lib/email-html';
import { headerText } from '../lib/header-text';
import type { Subscriber } from './subscriber';

/** A whole e-mail for the enquiries' queue (server/enquiries `Letter`: the same shape). */
export interface SubscriptionLetter {
  audience: 'guest';
  to: { name: string; address: string };
  messageId: string;
  subject: string;
  text: string;
  html: string;
  attachments: never[];
}

/** `{{name}}` → its value. */
const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key]! : whole));

function confirmationMessageId(subscriber: Pick<Subscriber, 'id'>, n: number, siteUrl: string): string {
  return headerText(`<subscription-${subscriber.id}-confirm-${n}@${new URL(siteUrl).hostname}>`);
}

export function confirmationEmail(
  subscriber: Subscriber,
  confirmUrl: string,
  venue: { name: { cs: string; en: string } },
  siteUrl: string,
): SubscriptionLetter {
  const words = subscriptionMessages[subscriber.lang].email;
  const name = venue.name[subscriber.lang];
  const lead = fill(words.text, { venue: name });
  const signature = fill(words.signature, { venue: name });
  const text = [
    words.greeting,
    '',
    lead,
    confirmUrl,
    '',
    words.ignore,
    words.forgetIn7Days,
    '',
    signature,
    siteUrl,
    '',
  ].join('\n');
  const html = emailDocument(
    subscriber.lang,
    fill(words.subject, { venue: name }),
    `<p style="${p}">${escapeHtml(words.greeting)}</p>` +
      `<p style="${p}">${escapeHtml(lead)}</p>` +
      `<p style="${p};margin-bottom:20px">${emailButton(confirmUrl, words.link)}</p>` +
      `<p style="${p}">${escapeHtml(words.ignore)} ${escapeHtml(words.forgetIn7Days)}</p>` +
      `<p style="${p}">${escapeHtml(signature)}<br>${emailLink(siteUrl, new URL(siteUrl).hostname)}</p>`,
  );
  return {
    audience: 'guest',
    to: { name: '', address: subscriber.email },
    messageId: confirmationMessageId(subscriber, subscriber.confirmations, siteUrl),
    subject: headerText(fill(words.subject, { venue: name })),
    text,
    html,
    attachments: [],
  };
}

/**
 * The morning lunch e-mail of one subscriber, in the subscriber's language. Pure: the send's
 * snapshot, the recipient and the site's address come in, a message nodemailer sends as it is
 * comes out (`SendMailOptions`). No clock, no I/O: the same day and subscriber give the same
 * bytes, so a message delivered twice (a kill in flight) is the same message.
 *
 * - Message-ID `<lunch-<date>-<subscriberId>@<MAIL_FROM's domain>>`: a resend folds in the
 *   subscriber's mailbox (docs/decisions/0006, 0015).
 * - `List-Unsubscribe` (the subscriber's own link) with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 *   (RFC 8058), `List-Id` and `Auto-Submitted`; every header value through `headerText`.
 * - The day's soups and mains with their amounts, prices, allergen numbers (a legend of the
 *   ones used) and diet tags; the serving time; the page's link with no query; the phone as `tel:`.
 * - No image and no link that could tell us who read it: the HTML has inline styles only, and
 *   links to the page, the phone and the unsubscribe page, nothing else.
 */
import type { SendMailOptions } from 'nodemailer';
import type { SendSnapshot } from './snapshot';
import { escapeHtml } from '../lib/escape-html';
import { emailDocument, emailLink, heading as headingStyle, paragraph as p } from '../lib/email-html';
import { displayName, headerText } from '../lib/header-text';
import { formatCzk, telHref } from '../../src/content/format';
import { formatDateWithWeekday, weekdayOf } from '../../src/content/time';
import type { LunchDishView } from '../../src/content/page-data';
import { lunchEmailMessages, type LunchEmailWords } from '../../src/i18n/lunch-email-messages';
import { plainText } from '../../src/i18n/typography';
import type { Lang } from '../../src/lang';

export interface LunchRecipient {
  subscriberId: string;
  email: string;
  lang: Lang;
  /** The subscriber's unsubscribe page (server/subscribers), its token in the query. */
  unsubscribeUrl: string;
}

export interface LunchEmailContext {
  /** SITE_URL: the page's link. */
  siteUrl: string;
  /** MAIL_FROM: the sender, and the Message-ID's domain. */
  from: string;
}

const dietKeys = { vegetarian: 'vegetarian', vegan: 'vegan', 'gluten-free': 'glutenFree' } as const;

/** `{{name}}` → its value; a name it is not given stays as written (a test finds it). */
const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key]! : whole));

/** The domain of MAIL_FROM's address (`Restaurace Ballon <web@example.com>` → `example.com`). */
export function mailDomain(from: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

/** The Message-ID of a day's e-mail to one subscriber: the same for every try. */
const lunchMessageId = (date: string, subscriberId: string, from: string) =>
  `<lunch-${date}-${subscriberId}@${mailDomain(from)}>`;

/** The day's page: `/denni-menu` or `/en/denni-menu`, never a query. */
const lunchPageUrl = (siteUrl: string, lang: Lang) =>
  new URL(lang === 'cs' ? '/denni-menu' : '/en/denni-menu', siteUrl).href;

interface DishLine {
  name: string;
  details: string;
}

/** "allergen 7" for one, "alergeny 1, 7" for more: the language's plural form (Czech one/few/other). */
function allergensOf(numbers: readonly number[], lang: Lang, words: LunchEmailWords): string {
  const form = new Intl.PluralRules(lang).select(numbers.length);
  const template = form === 'one' ? words.allergens_one : form === 'few' ? words.allergens_few : words.allergens_other;
  return fill(template, { numbers: numbers.join(', ') });
}

function dishLine(dish: LunchDishView, lang: Lang, words: LunchEmailWords): DishLine {
  const details = [
    dish.amount,
    formatCzk(dish.price, lang),
    dish.allergens.length ? allergensOf(dish.allergens, lang, words) : null,
    ...dish.diet.map((tag) => words.diet[dietKeys[tag]]),
  ].filter((part): part is string => part !== null);
  return { name: plainText(dish.name), details: plainText(details.join(' · ')) };
}

/** The pure message (see the module's comment). */
export function lunchEmail(
  snapshot: SendSnapshot,
  recipient: LunchRecipient,
  context: LunchEmailContext,
): SendMailOptions {
  const lang = recipient.lang;
  const words = lunchEmailMessages[lang];
  const day = snapshot.days[lang];
  const venue = snapshot.venue[lang];
  /** The HTML keeps the date's no-break spaces (`27.\u00a0listopadu`: the day never ends a line); headers and text are plain. */
  const typesetDate = formatDateWithWeekday(
    snapshot.date,
    words.weekdays[weekdayOf(snapshot.date)],
    lang,
    words.months,
  );
  const date = plainText(typesetDate);
  const pageUrl = lunchPageUrl(context.siteUrl, lang);
  const soups = day.soups.map((dish) => dishLine(dish, lang, words));
  const mains = day.mains.map((dish) => dishLine(dish, lang, words));
  const used = [...new Set([...day.soups, ...day.mains].flatMap((dish) => dish.allergens))].sort((a, b) => a - b);
  /** The legend, its number and name joined by `space` (a no-break one in the HTML: `7 Mléko` stays on one line). */
  const legendWith = (space: string) =>
    used.length
      ? fill(words.legend, {
          list: used
            .map((n) => `${n}${space}${words.allergenNames[String(n) as keyof typeof words.allergenNames]}`)
            .join(', '),
        })
      : null;
  const legend = legendWith(' ');
  const heading = fill(words.heading, { date });
  const serving = fill(words.serving, day.serving);
  const note = day.note ? plainText(day.note) : null;

  const textCourse = (title: string, lines: DishLine[], numbered: boolean) =>
    lines.length
      ? [title, ...lines.map((line, at) => `${numbered ? `${at + 1}. ` : '– '}${line.name} (${line.details})`), '']
      : [];
  const text = [
    heading,
    serving,
    ...(note ? [note] : []),
    '',
    ...textCourse(words.soups, soups, false),
    ...textCourse(words.mains, mains, true),
    ...(legend ? [legend, ''] : []),
    fill(words.page, { url: pageUrl }),
    fill(words.phone, { phone: snapshot.phone }),
    '',
    venue,
    '',
    '-- ',
    words.why,
    fill(words.unsubscribe, { url: recipient.unsubscribeUrl }),
    '',
  ].join('\n');

  const htmlCourse = (title: string, lines: DishLine[], numbered: boolean) =>
    lines.length
      ? `<h2 style="margin:20px 0 8px;font:bold 18px/1.3 Arial,Helvetica,sans-serif;color:#1f1f1f">${escapeHtml(title)}</h2>` +
        `<${numbered ? 'ol' : 'ul'} style="margin:0 0 12px;padding-left:24px">` +
        lines
          .map(
            (line) =>
              `<li style="${p};margin-bottom:8px"><strong>${escapeHtml(line.name)}</strong><br><span style="color:#555">${escapeHtml(line.details)}</span></li>`,
          )
          .join('') +
        `</${numbered ? 'ol' : 'ul'}>`
      : '';
  const link = emailLink;
  const htmlLegend = legendWith('\u00a0');
  const html = emailDocument(
    lang,
    heading,
    `<h1 style="${headingStyle}">${escapeHtml(fill(words.heading, { date: typesetDate }))}</h1>` +
      `<p style="${p}">${escapeHtml(serving)}</p>` +
      (note ? `<p style="${p}">${escapeHtml(note)}</p>` : '') +
      htmlCourse(words.soups, soups, false) +
      htmlCourse(words.mains, mains, true) +
      (htmlLegend ? `<p style="${p};font-size:14px;color:#555">${escapeHtml(htmlLegend)}</p>` : '') +
      `<p style="${p}">${link(pageUrl, words.pageLink)}</p>` +
      `<p style="${p}">${escapeHtml(fill(words.phone, { phone: '' }).trimEnd())} ${link(telHref(snapshot.phone), snapshot.phone)}</p>` +
      `<p style="${p}"><strong>${escapeHtml(venue)}</strong></p>` +
      `<hr style="border:0;border-top:1px solid #ddd;margin:20px 0">` +
      `<p style="${p};font-size:13px;color:#555">${escapeHtml(words.why)} ${link(recipient.unsubscribeUrl, words.unsubscribeLink)}</p>`,
  );

  const domain = mailDomain(context.from);
  return {
    from: context.from,
    to: recipient.email,
    subject: headerText(fill(words.subject, { date, venue })),
    messageId: lunchMessageId(snapshot.date, recipient.subscriberId, context.from),
    text,
    html,
    headers: {
      'List-Unsubscribe': headerText(`<${recipient.unsubscribeUrl}>`),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': headerText(`${displayName(fill(words.listName, { venue }))} <lunch.${domain}>`),
      'Auto-Submitted': 'auto-generated',
    },
  };
}

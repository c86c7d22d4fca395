/**
 * The lunch menu by e-mail's own small pages, complete static documents like the refused post's
 * (server/http/notice-page.ts): the site's `/notice.css`, no script (the CSP is unchanged), each in
 * the language of the link or the form. A notice (sent, confirmed, unsubscribed, a link that no
 * longer works, limited, unavailable), a page with one button that POSTs the link's token (the
 * GET of an e-mail's link never changes anything: mail scanners follow links), and the subscribe
 * form again with its errors and values (422).
 */
import { subscriptionMessages } from '../../src/i18n/subscription-messages';
import { typeset } from '../../src/i18n/typography';
import { fieldLimits } from '../../src/forms/fields';
import { localizePath, type Lang } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { escapeHtml } from '../lib/escape-html';
import { renderNoticePage } from '../http/notice-page';

/** The daily menu page's subscribe card, where every page links back to. */
export const cardPath = (lang: Lang) => `${localizePath(pagePaths.dailyMenu, lang)}#odber`;

/** The paths of the form's post and the links' pages in a language. */
export const SUBSCRIBE_PATH = '/denni-menu/odber';

type NoticeKey = 'sent' | 'unsubscribed' | 'tokenInvalid' | 'limited' | 'unavailable';

/** A notice: a heading, a sentence, the link back to the daily menu's card. */
export function noticePage(lang: Lang, key: NoticeKey): string {
  const words = subscriptionMessages[lang];
  return renderNoticePage(lang, { ...words[key], back: words.back }, cardPath(lang), 'plain');
}

function documentOf(lang: Lang, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/notice.css"></head>`,
    '<body><main>',
    body,
    '</main></body></html>',
  ].join('');
}

const text = (copy: string, lang: Lang) => escapeHtml(typeset(copy, lang));

/** "Back to the Daily Menu" as a plain link (public/notice.css `.back-plain`): the page's button is its one action. */
const backLink = (lang: Lang) =>
  `<p class="back-plain"><a href="${escapeHtml(cardPath(lang))}">${text(subscriptionMessages[lang].back, lang)}</a></p>`;

/**
 * "Confirmed" (`confirmed`, after the button) or "already confirmed" (`alreadyConfirmed`, the
 * confirmation link opened again: nothing to press), with the subscriber's own unsubscribe page
 * linked (whoever holds the confirmation link is the subscriber).
 */
export function confirmedPage(
  lang: Lang,
  unsubscribeUrl: string,
  key: 'confirmed' | 'alreadyConfirmed' = 'confirmed',
): string {
  const words = subscriptionMessages[lang];
  const page = words[key];
  return documentOf(
    lang,
    page.title,
    '<div role="status">' +
      `<h1>${text(page.title, lang)}</h1>` +
      `<p>${text(page.text, lang)}</p>` +
      '</div>' +
      `<p class="check"><a href="${escapeHtml(unsubscribeUrl)}">${text(page.unsubscribe, lang)}</a></p>` +
      backLink(lang),
  );
}

/** The link's page: one button that POSTs the token to the same path. */
export function buttonPage(lang: Lang, key: 'confirm' | 'unsubscribe', path: string, token: string): string {
  const words = subscriptionMessages[lang];
  const page = words[key];
  return documentOf(
    lang,
    page.title,
    `<h1>${text(page.title, lang)}</h1>` +
      `<p>${text(page.text, lang)}</p>` +
      `<form method="post" action="${escapeHtml(localizePath(path, lang))}">` +
      `<input type="hidden" name="t" value="${escapeHtml(token)}">` +
      `<button type="submit">${text(page.button, lang)}</button>` +
      '</form>' +
      backLink(lang),
  );
}

export interface FormValues {
  email: string;
  lang: Lang;
  consent: boolean;
}

export interface FormErrors {
  email?: boolean;
  consent?: boolean;
}

/** The subscribe form again (422): its errors beside their fields, the values as posted. */
export function formPage(lang: Lang, values: FormValues, errors: FormErrors): string {
  const words = subscriptionMessages[lang];
  const form = words.form;
  const error = (id: string, message: string) => `<p class="error" id="${id}">${text(message, lang)}</p>`;
  const emailError = errors.email
    ? error('odber-email-error', words.errors.email.replace('{{max}}', String(fieldLimits.email)))
    : '';
  const consentError = errors.consent ? error('odber-consent-error', words.errors.consent) : '';
  const radio = (value: Lang, label: string) =>
    `<input type="radio" id="odber-lang-${value}" name="lang" value="${value}"${values.lang === value ? ' checked' : ''}>` +
    `<label for="odber-lang-${value}">${text(label, lang)}</label> `;
  return documentOf(
    lang,
    words.invalid.title,
    '<div role="alert">' +
      `<h1>${text(words.invalid.title, lang)}</h1>` +
      `<p>${text(words.invalid.text, lang)}</p>` +
      '</div>' +
      `<form method="post" action="${escapeHtml(localizePath(SUBSCRIBE_PATH, lang))}" novalidate>` +
      `<label for="odber-email">${text(form.email, lang)}</label>` +
      `<input type="email" id="odber-email" name="email" required maxlength="${fieldLimits.email}" autocomplete="email" value="${escapeHtml(values.email)}"` +
      `${errors.email ? ' aria-invalid="true" aria-describedby="odber-email-error"' : ''}>` +
      emailError +
      `<fieldset><legend>${text(form.lang, lang)}</legend>${radio('cs', form.langCs)}${radio('en', form.langEn)}</fieldset>` +
      '<div class="check">' +
      `<input type="checkbox" id="odber-consent" name="consent" value="on" required${values.consent ? ' checked' : ''}` +
      `${errors.consent ? ' aria-invalid="true" aria-describedby="odber-consent-error"' : ''}>` +
      `<label for="odber-consent">${text(form.consent, lang)}</label> ` +
      `<a href="${escapeHtml(localizePath(pagePaths.privacy, lang))}#odber-menu">${text(form.privacyLink, lang)}</a>` +
      '</div>' +
      consentError +
      '<div class="visually-hidden" aria-hidden="true"><label for="odber-website">website</label>' +
      '<input type="text" id="odber-website" name="website" tabindex="-1" autocomplete="off" value=""></div>' +
      `<button type="submit">${text(form.submit, lang)}</button>` +
      '</form>' +
      backLink(lang),
  );
}

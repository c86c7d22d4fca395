import { apiMessages } from '../../src/i18n/api-messages';
import { FORM_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { withBodyLimit } from '../http/api-errors';
import { typeset } from '../../src/i18n/typography';
import type { Lang } from '../../src/lang';
import { escapeHtml } from '../lib/escape-html';

/** Why a form post was refused before it reached the form. */
export type RefusalReason = 'cross_site' | keyof (typeof apiMessages)['cs']['refusedPage']['reasons'];

/**
 * The page for a form post refused before it reaches the form (a post from
 * another site, a body that cannot be read or gives a field twice): a complete
 * static document in the page's language, saying why, with a link back to the
 * form, so a visitor who was sent here by someone else's page can write to us
 * from ours. Nothing of the post is echoed.
 */
export function renderRefusedPage(lang: Lang, formPath: string, reason: RefusalReason = 'cross_site'): string {
  const words = apiMessages[lang];
  const why = reason === 'cross_site' ? words.errors.cross_site : withBodyLimit(words.refusedPage.reasons[reason], FORM_BODY_LIMIT_BYTES);
  return renderNoticePage(lang, { title: words.refusedPage.title, text: why, back: words.refusedPage.back }, formPath);
}

/**
 * The page of a request a page does not take (405): a form sent to a page that has
 * none (an old bookmark, someone else's form), PUT, DELETE. In the page's language,
 * with a link to the page itself.
 */
export function renderMethodPage(lang: Lang, pagePath: string): string {
  return renderNoticePage(lang, apiMessages[lang].methodPage, pagePath);
}

/** A complete static document: a heading, a sentence and a link, typeset like every page's copy. */
function renderNoticePage(lang: Lang, words: { title: string; text: string; back: string }, backPath: string): string {
  // Typeset like every page's copy (the JSON API sends the same words plain).
  const text = (copy: string) => escapeHtml(typeset(copy, lang));
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    // A file of its own (public/notice.css): the CSP allows 'self' styles, and these pages have no inline one.
    `<meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title><link rel="stylesheet" href="/notice.css"></head>`,
    '<body>',
    '<main><div role="alert">',
    `<h1>${text(words.title)}</h1>`,
    `<p>${text(words.text)}</p>`,
    `<p><a href="${escapeHtml(backPath)}">${text(words.back)}</a></p>`,
    '</div></main>',
    '</body></html>',
  ].join('');
}

import { apiMessages } from '../../src/i18n/api-messages';
import type { Lang } from '../../src/lang';
import { escapeHtml } from '../lib/escape-html';

/**
 * The page for a form post refused before it reaches the form (a post from
 * another site): a complete static document in the page's language, with a link
 * back to the form, so a visitor who was sent here by someone else's page can
 * write to us from ours. Nothing of the post is echoed.
 */
export function renderRefusedPage(lang: Lang, formPath: string): string {
  const words = apiMessages[lang];
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(words.refusedPage.title)}</title></head>`,
    '<body>',
    '<main role="alert">',
    `<h1>${escapeHtml(words.refusedPage.title)}</h1>`,
    `<p>${escapeHtml(words.errors.cross_site)}</p>`,
    `<p><a href="${escapeHtml(formPath)}">${escapeHtml(words.refusedPage.back)}</a></p>`,
    '</main>',
    '</body></html>',
  ].join('');
}

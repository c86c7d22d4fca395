import { apiMessages } from '../../src/i18n/api-messages';
import { typeset } from '../../src/i18n/typography';
import type { Lang } from '../../src/lang';
import { escapeHtml } from '../lib/escape-html';

/**
 * The page for a form post refused before it reaches the form (a post from
 * another site): a complete static document in the page's language, with a link
 * back to the form, so a visitor who was sent here by someone else's page can
 * write to us from ours. Nothing of the post is echoed.
 */
export function renderRefusedPage(lang: Lang, formPath: string): string {
  // Typeset like every page's copy (the JSON API sends the same words plain).
  const text = (words: string) => escapeHtml(typeset(words, lang));
  const words = apiMessages[lang];
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(words.refusedPage.title)}</title></head>`,
    '<body>',
    '<main><div role="alert">',
    `<h1>${text(words.refusedPage.title)}</h1>`,
    `<p>${text(words.errors.cross_site)}</p>`,
    `<p><a href="${escapeHtml(formPath)}">${text(words.refusedPage.back)}</a></p>`,
    '</div></main>',
    '</body></html>',
  ].join('');
}

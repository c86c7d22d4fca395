import { apiMessages } from '../../src/i18n/api-messages';
import { withBodyLimit } from '../api/api-errors';
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
  // Typeset like every page's copy (the JSON API sends the same words plain).
  const text = (words: string) => escapeHtml(typeset(words, lang));
  const words = apiMessages[lang];
  const why = reason === 'cross_site' ? words.errors.cross_site : withBodyLimit(words.refusedPage.reasons[reason]);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(words.refusedPage.title)}</title></head>`,
    '<body>',
    '<main><div role="alert">',
    `<h1>${text(words.refusedPage.title)}</h1>`,
    `<p>${text(why)}</p>`,
    `<p><a href="${escapeHtml(formPath)}">${text(words.refusedPage.back)}</a></p>`,
    '</div></main>',
    '</body></html>',
  ].join('');
}

import { typeset } from '../../src/i18n/typography';
import type { Lang } from '../../src/lang';
import { escapeHtml } from '../lib/escape-html';

/**
 * A complete static document: a heading, a sentence and a link, typeset like every
 * page's copy: the page of a refused form post, and of a method a page does not take.
 * The link back is drawn as a button (`button`: the page's one way on) or as a plain link
 * (`plain`: the lunch menu by e-mail's pages, where "back to the menu" is not the thing to do,
 * public/notice.css `.back-plain`).
 */
export function renderNoticePage(
  lang: Lang,
  words: { title: string; text: string; back: string },
  backPath: string,
  backLink: 'button' | 'plain' = 'button',
): string {
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
    `<p${backLink === 'plain' ? ' class="back-plain"' : ''}><a href="${escapeHtml(backPath)}">${text(words.back)}</a></p>`,
    '</div></main>',
    '</body></html>',
  ].join('');
}

import { getI18n } from '../../src/i18n';
import { notFoundMessages } from '../../src/i18n/not-found';
import { plainText } from '../../src/i18n/typography';
import type { Lang } from '../../src/lang';
import { localizePath } from '../../src/lang';
import { escapeHtml } from '../lib/escape-html';

/** A complete, static document that needs no React (and so cannot fail to render). */
function statusPage(lang: Lang, title: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    '<body>',
    // (`alert` is no role a <main> may take: the element inside it carries it.)
    '<main><div role="alert">',
    ...body,
    '</div></main>',
    '</body></html>',
  ].join('');
}

/** The page for a render that failed before anything was sent. `detail` is shown in development only. */
export function renderErrorPage(lang: Lang, detail: string | null): string {
  const { t } = getI18n(lang);
  return statusPage(lang, t('error.title'), [
    `<h1>${escapeHtml(t('error.title'))}</h1>`,
    `<p>${escapeHtml(t('error.text'))}</p>`,
    detail ? `<pre>${escapeHtml(detail)}</pre>` : '',
    `<p><a href="${localizePath('/', lang)}">${escapeHtml(t('common.backHome'))}</a></p>`,
  ]);
}

/**
 * The 404 for a path that is not ours in any spelling (see canonical-url.ts),
 * without the router: bilingual like the app's (src/pages/not-found.tsx), the
 * path's language first, the other one marked with its `lang`, each with a link
 * to its own home page.
 */
export function renderNotFoundPage(lang: Lang): string {
  const other: Lang = lang === 'cs' ? 'en' : 'cs';
  const part = (language: Lang, heading: 'h1' | 'h2') => {
    const words = notFoundMessages[language];
    const marked = language === lang ? '' : ` lang="${language}"`;
    return [
      `<div${marked}>`,
      `<${heading}>${escapeHtml(words.title)}</${heading}>`,
      `<p>${escapeHtml(words.text)}</p>`,
      `<p><a href="${localizePath('/', language)}"${language === lang ? '' : ` hreflang="${language}"`}>${escapeHtml(words.home)}</a></p>`,
      '</div>',
    ].join('');
  };
  return statusPage(lang, plainText(notFoundMessages[lang].title), [part(lang, 'h1'), part(other, 'h2')]);
}

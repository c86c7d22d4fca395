import { getI18n } from '../../src/i18n';
import type { Lang } from '../../src/lang';
import { localizePath } from '../../src/lang';
import { escapeHtml } from '../lib/escape-html';

/** A complete, static document that needs no React (and so cannot fail to render). */
function statusPage(lang: Lang, title: string, text: string, detail: string | null): string {
  const { t } = getI18n(lang);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    '<body>',
    '<main role="alert">',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(text)}</p>`,
    detail ? `<pre>${escapeHtml(detail)}</pre>` : '',
    `<p><a href="${localizePath('/', lang)}">${escapeHtml(t('common.backHome'))}</a></p>`,
    '</main>',
    '</body></html>',
  ].join('');
}

/** The page for a render that failed before anything was sent. `detail` is shown in development only. */
export function renderErrorPage(lang: Lang, detail: string | null): string {
  const { t } = getI18n(lang);
  return statusPage(lang, t('error.title'), t('error.text'), detail);
}

/** The 404 for a path that is not ours in any spelling (see canonical-url.ts), without the router. */
export function renderNotFoundPage(lang: Lang): string {
  const { t } = getI18n(lang);
  return statusPage(lang, t('notFound.title'), t('notFound.text'), null);
}

import { getI18n } from '../../src/i18n';
import type { Lang } from '../../src/lang';
import { localizePath } from '../../src/lang';
import { escapeHtml } from '../lib/escape-html';

/**
 * The page for a render that failed before anything was sent: a complete,
 * static document that needs no React. `detail` is shown in development only.
 */
export function renderErrorPage(lang: Lang, detail: string | null): string {
  const { t } = getI18n(lang);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(t('error.title'))}</title></head>`,
    '<body>',
    '<main role="alert">',
    `<h1>${escapeHtml(t('error.title'))}</h1>`,
    `<p>${escapeHtml(t('error.text'))}</p>`,
    detail ? `<pre>${escapeHtml(detail)}</pre>` : '',
    `<p><a href="${localizePath('/', lang)}">${escapeHtml(t('common.backHome'))}</a></p>`,
    '</main>',
    '</body></html>',
  ].join('');
}

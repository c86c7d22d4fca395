import { Router } from 'express';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { absoluteUrl } from '../../src/head';
import { escapeHtml } from '../lib/escape-html';

/** robots.txt and sitemap.xml: every page in both languages, with its alternates. */
export function crawlerRoutes(siteUrl: string): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
  const sitemap = buildSitemap(siteUrl);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemap);
  });
  return router;
}

function buildSitemap(siteUrl: string): string {
  const url = (path: string) => escapeHtml(absoluteUrl(siteUrl, path));
  const entries = Object.values(pagePaths).flatMap((path) => {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="cs" href="${url(localizePath(path, 'cs'))}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${url(localizePath(path, 'en'))}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(localizePath(path, 'cs'))}"/>`,
    ].join('');
    return (['cs', 'en'] as const).map((lang) => `<url><loc>${url(localizePath(path, lang))}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

import { Router } from 'express';
import { localizePath } from '../../src/lang';
import { isOwnPage, pagePaths, type PageKey } from '../../src/page-ids';
import type { ContentSubject } from '../../src/content/schema';
import type { ContentSource } from '../content/content-source';
import { absoluteUrl } from '../../src/head';
import { escapeHtml } from '../lib/escape-html';
import { urlText } from '../lib/url-text';

/** What every page shows in its frame (header, footer, notices). */
const siteWide: readonly ContentSubject[] = ['venue', 'hours', 'announcements', 'links'];

/**
 * The content files each page shows, beside the site-wide ones: its `lastmod` is the
 * newest of them (a page not named here shows only the site-wide ones).
 */
const pageSubjects: Partial<Record<PageKey, readonly ContentSubject[]>> = {
  home: ['photos', 'events'],
  dailyMenu: ['dailyMenu'],
  foodMenu: ['foodMenu'],
  drinks: ['drinks'],
  feast: ['events', 'photos'],
  about: ['photos'],
  lounge: ['lounge', 'photos'],
  gallery: ['photos'],
  contact: [],
  // The operator, the log period (venue.yaml) and the menu provider (links.yaml): site-wide files.
  privacy: [],
};

/** robots.txt and sitemap.xml: every page in both languages, with its alternates and the date its content last changed. */
export function crawlerRoutes(
  siteUrl: string,
  content: Pick<ContentSource, 'modified'>,
  now: () => Date = () => new Date(),
): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${urlText(absoluteUrl(siteUrl, '/sitemap.xml'))}`,
    '',
  ].join('\n');

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  // Built per request (a few microseconds): an edit of the content shows in its lastmod at once.
  router.get('/sitemap.xml', (_req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'no-cache')
      .send(buildSitemap(siteUrl, content.modified(), now()));
  });
  return router;
}

function buildSitemap(siteUrl: string, modified: Record<ContentSubject, Date>, now: Date): string {
  const url = (path: string) => escapeHtml(urlText(absoluteUrl(siteUrl, path)));
  // A guest's own page (their booking) is no page to index.
  const listed = (Object.entries(pagePaths) as [PageKey, string][]).filter(([page]) => !isOwnPage(page));
  const entries = listed.flatMap(([page, path]) => {
    // A file time in the future (a wrong clock where the file was written) is no lastmod: now at most.
    const newest = Math.max(
      ...[...siteWide, ...(pageSubjects[page] ?? [])].map((subject) => modified[subject].getTime()),
    );
    const lastmod = new Date(Math.min(newest, now.getTime())).toISOString();
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="cs" href="${url(localizePath(path, 'cs'))}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${url(localizePath(path, 'en'))}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(localizePath(path, 'cs'))}"/>`,
    ].join('');
    return (['cs', 'en'] as const).map(
      (lang) => `<url><loc>${url(localizePath(path, lang))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

import { Router } from 'express';
import { lunchFeedPath } from '../../src/lunch/data';
import { pragueDate } from '../../src/content/time';
import type { Lang } from '../../src/lang';
import type { ContentSource } from '../content/content-source';
import { TextCache } from '../http/text-cache';
import { lunchFeed } from './lunch-feed';

export interface FeedRoutesDeps {
  /** The live content (server/content), read per request. */
  content: Pick<ContentSource, 'view' | 'modified'>;
  /** The clock (tests pin it): which days are recent enough, and the latest `updated`. */
  now: () => Date;
  /** SITE_URL: the links and the entries' ids. */
  siteUrl: string;
  /** Where the feeds are kept between content changes and days (one of its own by default). */
  cache?: TextCache;
}

/**
 * GET (and HEAD) `/denni-menu.atom` and `/en/denni-menu.atom`: the published lunch
 * menus as an Atom feed. Made once for each content version, Prague date and
 * `updated` (all the feed reads but its language) and kept, encoded, like a page
 * (server/http/text-cache.ts). The ETag is the hash of the body (the same until the
 * content changes or a day leaves the feed), revalidated on each use. Only this
 * spelling is answered (case-sensitive); the canonical-URL check (server/http) lets
 * it through as a plain path, and the sitemap lists pages only.
 */
export function feedRoutes({ content, now, siteUrl, cache = new TextCache() }: FeedRoutesDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  for (const lang of ['cs', 'en'] as const satisfies readonly Lang[]) {
    router.get(lunchFeedPath(lang), (req, res, next) => {
      const at = now();
      const today = pragueDate(at);
      // A file time in the future (a wrong clock where it was written) is no stamp: now at most.
      const updated = new Date(Math.min(content.modified().dailyMenu.getTime(), at.getTime()));
      const view = content.view();
      // `updated` is written to the second: a later millisecond of the same second makes the same feed.
      const inputs = `${view.version} ${today} ${Math.floor(updated.getTime() / 1000)}`;
      const build = () => ({
        body: lunchFeed({
          menu: view.content.dailyMenu,
          venueName: view.content.venue.name[lang],
          lang,
          today,
          updated,
          siteUrl,
        }),
        headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
      cache.answer(req, res, { slot: `lunch feed ${lang}`, inputs, build }).catch(next);
    });
  }
  return router;
}

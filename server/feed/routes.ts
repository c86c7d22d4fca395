import { createHash } from 'node:crypto';
import { Router } from 'express';
import { lunchFeedPath } from '../../src/lunch/data';
import { pragueDate } from '../../src/content/time';
import type { Lang } from '../../src/lang';
import type { ContentSource } from '../content/content-source';
import { lunchFeed } from './lunch-feed';

export interface FeedRoutesDeps {
  /** The live content (server/content), read per request. */
  content: Pick<ContentSource, 'view' | 'modified'>;
  /** The clock (tests pin it): which days are recent enough, and the latest `updated`. */
  now: () => Date;
  /** SITE_URL: the links and the entries' ids. */
  siteUrl: string;
}

/**
 * GET (and HEAD) `/denni-menu.atom` and `/en/denni-menu.atom`: the published lunch
 * menus as an Atom feed. The ETag is the hash of the body (the same until the
 * content changes or a day leaves the feed), revalidated on each use. Only this
 * spelling is answered (case-sensitive); the canonical-URL check (server/http)
 * lets it through as a plain path, and the sitemap lists pages only.
 */
export function feedRoutes({ content, now, siteUrl }: FeedRoutesDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  for (const lang of ['cs', 'en'] as const satisfies readonly Lang[]) {
    router.get(lunchFeedPath(lang), (req, res) => {
      const at = now();
      // A file time in the future (a wrong clock where it was written) is no stamp: now at most.
      const updated = new Date(Math.min(content.modified().dailyMenu.getTime(), at.getTime()));
      const { content: site } = content.view();
      const body = lunchFeed({ menu: site.dailyMenu, venueName: site.venue.name[lang], lang, today: pragueDate(at), updated, siteUrl });
      res.setHeader('Content-Type', 'application/atom+xml; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      // Weak, like the site's other validators: compression sends other bytes under the same tag.
      res.setHeader('ETag', `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(body);
    });
  }
  return router;
}

import { Router, type RequestHandler } from 'express';
import { feastCalendarYear } from '../../src/content/calendar-path';
import type { ContentSubject } from '../../src/content/schema';
import { pragueDate } from '../../src/content/time';
import { localizePath, type Lang } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import type { ContentSource } from '../content/content-source';
import { TextCache } from '../http/text-cache';
import { feastCalendar } from './feast-calendar';

/** The content files a feast calendar is made from: its DTSTAMP is the newest of their times. */
const subjects: readonly ContentSubject[] = ['events', 'hours', 'venue'];

export interface CalendarRoutesDeps {
  /** The live content (server/content), read per request. */
  content: Pick<ContentSource, 'view' | 'modified'>;
  /** The clock (tests pin it): which editions have ended. */
  now: () => Date;
  /** SITE_URL: the feast page's address and the events' UIDs. */
  siteUrl: string;
  /** Where the files are kept between content changes and days (one of its own by default). */
  cache?: TextCache;
  /**
   * The pages' 404 for a `<year>.ics` with no calendar (server/document: one page per
   * language, kept); by default the request goes on to the pages, whose router answers it.
   */
  notFound?: RequestHandler;
}

/**
 * GET (and HEAD) `/svatomartinske-hody/<year>.ics` and `/en/svatomartinske-hody/<year>.ics`:
 * the feast of that year as an iCalendar file to download. Made once for each
 * content version, Prague date and DTSTAMP (all the file reads but its language and
 * year) and kept, encoded, like a page (server/http/text-cache.ts); only years with a
 * file take a place there. A year with no edition, or an edition that has ended, is
 * the 404 page (`notFound`); any other name goes on to the pages, whose router
 * answers the localized 404. The ETag is the hash of the body (the same until the
 * content changes or an edition ends), revalidated on each use. Only this spelling
 * is answered (case-sensitive, no trailing slash); the canonical-URL check
 * (server/http) lets it through as a plain path.
 */
export function calendarRoutes({
  content,
  now,
  siteUrl,
  cache = new TextCache(),
  notFound = (_req, _res, next) => next(),
}: CalendarRoutesDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  for (const lang of ['cs', 'en'] as const satisfies readonly Lang[]) {
    router.get(`${localizePath(pagePaths.feast, lang)}/:file`, (req, res, next) => {
      const year = feastCalendarYear(req.params.file);
      if (year === null) {
        next();
        return;
      }
      const at = now();
      const today = pragueDate(at);
      const modified = content.modified();
      const newest = Math.max(...subjects.map((subject) => modified[subject].getTime()));
      // A file time in the future (a wrong clock where it was written) is no stamp: now at most.
      const stamp = new Date(Math.min(newest, at.getTime()));
      const view = content.view();
      // DTSTAMP is written to the second: a later millisecond of the same second makes the same file.
      const inputs = `${view.version} ${today} ${Math.floor(stamp.getTime() / 1000)}`;
      const build = () => {
        const calendar = feastCalendar({ content: view.content, lang, year, today, stamp, siteUrl });
        if (!calendar) return null;
        return {
          body: calendar.body,
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': `attachment; filename="${calendar.fileName.replace(/[^\w.-]/g, '-')}"`,
            'Cache-Control': 'no-cache',
          },
        };
      };
      cache
        .answer(req, res, { slot: `feast calendar ${lang} ${year}`, inputs, build })
        .then((answered) => answered || notFound(req, res, next))
        .catch(next);
    });
  }
  return router;
}

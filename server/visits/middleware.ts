/**
 * The counter: `app.use(visits.counter)`, right after the request timer in server/app.ts,
 * before the page cache and the renderer (a page served from the cache is counted). Every
 * request pays one Map lookup (classify.ts `routeOf`: the method, then the path); only one
 * that could count gets a `finish` listener, which classifies the answered request and adds
 * to the tally. Assets, static files, the admin and the probes are never in the Map.
 */
import type { RequestHandler } from 'express';
import { classify, routeOf } from './classify';
import { normalHost, referrerHost } from './referrer';
import type { Tally } from './tally';

export function visitsCounter(tally: Tally, siteUrl: string): RequestHandler {
  const ownHost = normalHost(new URL(siteUrl).hostname);
  return (req, res, next) => {
    // Read now: a router mounted on a prefix rewrites req.url while it runs.
    const path = req.path;
    if (routeOf(req.method, path)) {
      res.once('finish', () => {
        const counted = classify({
          method: req.method,
          path,
          status: res.statusCode,
          headers: req.headers,
          apiForm: (req.body as { form?: unknown } | undefined)?.form,
        });
        if (!counted) return;
        tally.count(counted.key);
        if (!counted.document) return;
        const host = referrerHost(req.headers.referer, ownHost);
        if (host) tally.referral(host);
      });
    }
    next();
  };
}

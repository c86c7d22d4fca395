import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { headerLang, sendApiError } from './api-errors';

/** Why a post was refused: its `Origin` is another site's (or `null`), or the browser said it is cross-site. */
type CrossSiteReason = 'origin' | 'sec-fetch-site';

/** How a route answers a refused post; the JSON answer is the default. */
export type CrossSiteResponder = (req: Request, res: Response) => void;

/**
 * Whether a post comes from another site, judged by what browsers send with every
 * form post and fetch: `Origin` (must be exactly SITE_URL's origin; `null`, from a
 * sandboxed frame, a data: page or a privacy redirect, is refused) and
 * `Sec-Fetch-Site` (only `same-origin` and `none` pass: `cross-site` and `same-site`
 * are refused, a sibling host is not our origin, and so is any other value). A request with neither header is allowed: it does not come from a
 * browser that a forged page could drive (old browsers, curl, monitoring).
 */
function crossSiteReason(
  headers: IncomingHttpHeaders,
  siteOrigin: string,
  nullOriginIfSameOrigin = false,
): CrossSiteReason | null {
  const fetchSite = headers['sec-fetch-site'];
  // A browser sends one of four tokens; anything else (repeated headers joined with ", ", junk) is not
  // a browser's word for "ours" and is refused like `cross-site`.
  if (typeof fetchSite === 'string' && !['same-origin', 'none'].includes(fetchSite.trim().toLowerCase()))
    return 'sec-fetch-site';
  const origin = headers.origin;
  // A page sent with `Referrer-Policy: no-referrer` (the guest's booking page) makes the browser say
  // `Origin: null` on its own posts; for it, the browser's `Sec-Fetch-Site: same-origin` (which no
  // page can set) is the word that counts.
  if (nullOriginIfSameOrigin && origin?.trim() === 'null' && fetchSite?.trim().toLowerCase() === 'same-origin')
    return null;
  // Present but empty, repeated (joined with ", "), `null` or another origin: all refused.
  if (origin !== undefined && origin.trim().toLowerCase() !== siteOrigin) return 'origin';
  return null;
}

const jsonRefusal: CrossSiteResponder = (req, res) => sendApiError(res, 403, 'cross_site', headerLang(req));

/**
 * Refuses posts from other sites with 403 before their body is read (so nothing is
 * stored or counted), logged at info level: a forged form is the visitor's browser
 * doing someone else's bidding, not our fault. `respond` answers the refusal (the
 * no-JS form posts answer with a page).
 */
export function sameOriginOnly(
  siteUrl: string,
  logger: Logger,
  respond: CrossSiteResponder = jsonRefusal,
  options: { nullOriginIfSameOrigin?: boolean } = {},
): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin.toLowerCase();
  return (req, res, next) => {
    const reason = crossSiteReason(req.headers, siteOrigin, options.nullOriginIfSameOrigin);
    if (!reason) return next();
    // Both are the client's text: kept short in the log line.
    const origin = req.headers.origin?.slice(0, 200);
    const secFetchSite = req.get('sec-fetch-site')?.slice(0, 40);
    (req.log ?? logger).info({ reason, origin, secFetchSite }, 'form post refused: not from our site');
    res.set('Cache-Control', 'no-store');
    respond(req, res);
  };
}

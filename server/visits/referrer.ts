/**
 * The referring site of a document view, reduced to its host: `https://www.google.com/` →
 * `google.com`, `https://l.instagram.com/?u=…` → `instagram.com`. Nothing else of the
 * `Referer` is kept (its path and query may name a person or a search); our own
 * `Referrer-Policy` (`strict-origin-when-cross-origin`, server/http/security.ts) and most
 * sites' send no more than their origin anyway. Read on a document view only: a data route's
 * referrer is our own page.
 */

/** A view without any `Referer`: typed, bookmarked, or from an app that sends none (Mapy.cz may not). */
export const DIRECT = '(direct)';
/** A host past the bound of distinct hosts per hour (tally.ts), or one that is not a host name. */
export const OTHER = '(other)';

/** Where a restaurant's visitors usually come from (as normalised below): always counted by name. */
export const WELL_KNOWN_HOSTS: ReadonlySet<string> = new Set([
  'mapy.cz',
  'mapy.com',
  'seznam.cz',
  'search.seznam.cz',
  'firmy.cz',
  'google.com',
  'google.cz',
  'maps.google.com',
  'bing.com',
  'duckduckgo.com',
  'instagram.com',
  'facebook.com',
  'tripadvisor.com',
  'tripadvisor.cz',
]);

/** Prefixes that name the same site: `www.`, mobile `m.`, Facebook's and Instagram's link shims `l.`/`lm.`, `en.`. */
const PREFIX = /^(?:www|m|l|lm|en)\./;
/** What a kept host may be: a DNS name's characters, at most a DNS name's length. */
const HOST = /^[a-z0-9.-]{1,253}$/;

/**
 * A `Referer` as browsers send it: `http(s)://`, a host of DNS characters, maybe a port, then
 * the path or nothing. Read by this pattern (a WHATWG URL parse costs several times more, on
 * every document view); anything else (user info, an IPv6 address, a name in Unicode) is
 * parsed as a URL.
 */
const PLAIN = /^https?:\/\/([a-z0-9.-]{1,253})(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * The referring host to count, `(direct)` for none, `(other)` for a header that names no
 * http(s) host we keep, or null when the visitor came from this site itself (`ownHost`,
 * SITE_URL's host as `normalHost` gives it).
 */
export function referrerHost(referer: string | undefined, ownHost: string): string | null {
  if (referer === undefined || referer === '') return DIRECT;
  const plain = PLAIN.exec(referer)?.[1];
  const host = plain === undefined ? parsedHost(referer) : normalHost(plain);
  if (host === null || !HOST.test(host)) return OTHER;
  return host === ownHost ? null : host;
}

/** The normalised host of a URL the pattern did not read, or null for none or another scheme. */
function parsedHost(referer: string): string | null {
  try {
    const url = new URL(referer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? normalHost(url.hostname) : null;
  } catch {
    return null;
  }
}

/** Lower case, without a trailing dot or one of the prefixes that name the same site. */
export function normalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '').replace(PREFIX, '');
}

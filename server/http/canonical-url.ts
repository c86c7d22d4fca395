import type { RequestHandler } from 'express';
import { langFromPath, localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';

/**
 * One URL per page. The canonical path of a page is exactly its entry in
 * `pagePaths`, as is or under `/en`. Any other spelling of it (letter case,
 * repeated or trailing slashes, dot segments, percent-encoding) and any spelling
 * of a legacy address is answered with a 301 (308 for a method with a body) to
 * that canonical path; anything else that is not spelled plainly is a 404. The
 * Location is always a path of ours, one `/` followed by a segment, built from
 * our own tables, never from the request: nothing the client sends can make it
 * leave the site (`//host`, `/\host`). The query string is kept.
 * Files of ours that are no page (the crawler files, the feast's calendar files
 * `/svatomartinske-hody/2027.ics` of server/calendar, the built files) go on when
 * written plainly and are answered by their exact spelling only: any other
 * spelling finds no route and is a 404, never a redirect.
 */

/** The 18 canonical page paths. */
const canonicalPages: ReadonlySet<string> = new Set(
  Object.values(pagePaths).flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]),
);

/** Routes answered before the pages: only this spelling counts. */
const fixedRoutes: ReadonlySet<string> = new Set(['/robots.txt', '/sitemap.xml', '/healthz', '/readyz']);
/** Everything under these is answered by its exact, lower-case spelling only (the API: a JSON 404 otherwise). */
const casedPrefixes = ['/api'];

/** A segment written plainly: RFC 3986 `pchar` without percent-encoding. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-]+(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)*)?$/;
/** A slash or backslash (an encoded separator), NUL or another control character. */
function hasSeparatorOrControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x2f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The path a browser would resolve `rawPath` to: percent-decoded, without empty
 * segments, `.` and `..` resolved (never above the root). null when it cannot be
 * read safely: an invalid escape, or an encoded `/` or `\`, or a control
 * character (those are never ours, and proxies disagree about them).
 */
function normalizePath(rawPath: string): string | null {
  const segments: string[] = [];
  for (const segment of rawPath.split('/').slice(1)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (hasSeparatorOrControl(decoded)) return null;
    if (decoded === '' || decoded === '.') continue;
    if (decoded === '..') segments.pop();
    else segments.push(decoded);
  }
  return `/${segments.join('/')}`;
}

/** A redirect target we may send: a path on our origin, never `//host` or `/\host`. */
export function isLocalPath(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !hasSeparatorOrControl(location.replaceAll('/', ''));
}

type CanonicalVerdict = { kind: 'pass' } | { kind: 'redirect'; path: string } | { kind: 'not-found' };

/**
 * What to do with a request path. `legacyTarget` maps a legacy address (lower
 * case, no trailing slash) to its page, or null.
 */
function canonicalVerdict(rawPath: string, legacyTarget: (path: string) => string | null): CanonicalVerdict {
  if (canonicalPages.has(rawPath)) return { kind: 'pass' };
  const normal = normalizePath(rawPath);
  if (normal === null) return { kind: 'not-found' };
  const lower = normal.toLowerCase();
  const target = canonicalPages.has(lower) ? lower : legacyTarget(lower);
  if (target !== null) {
    if (!canonicalPages.has(target) || !isLocalPath(target)) return { kind: 'not-found' };
    return { kind: 'redirect', path: target };
  }
  // Not a page in any spelling: a plainly written path goes on (a file, the API, the router's 404).
  // (plain: allowed characters only, and nothing to normalise: no empty, `.` or `..` segment, no trailing slash).
  if (!PLAIN_PATH.test(rawPath) || normal !== rawPath) return { kind: 'not-found' };
  // Another letter case of a fixed route, or of anything under the API (`/API/…`, `/api/SEND-…`), is no spelling of ours.
  // (The routers match case-sensitively too; this keeps it so whatever a router is told.)
  if (
    rawPath !== lower &&
    (fixedRoutes.has(lower) || casedPrefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`)))
  ) {
    return { kind: 'not-found' };
  }
  // The router would take `/EN/...` for English, the page head for Czech.
  if (langFromPath(lower) !== langFromPath(rawPath)) return { kind: 'not-found' };
  return { kind: 'pass' };
}

function clientError(status: 400 | 404, message: string): Error {
  return Object.assign(new Error(message), { status, expose: true });
}

export interface CanonicalUrlOptions {
  /** Resolves the legacy table lookup (the server entry's `permanentRedirectFor`). */
  legacyTarget: () => Promise<(path: string) => string | null>;
  /**
   * In development Vite serves its own paths (`/@fs/…`, encoded file names):
   * only the redirects apply there, never the 404 of an unplain path.
   */
  isDevelopment: boolean;
}

/**
 * The middleware: runs before everything that answers by path (API, static
 * files, crawler files, pages). A 404 goes to the error handler, which answers
 * it in the path's language (or as JSON under /api).
 */
export function canonicalUrls(options: CanonicalUrlOptions): RequestHandler {
  return async (req, res, next) => {
    const target = req.url;
    // An absolute-form target arrives here as its origin-form (request-target.ts); anything else is no path of ours.
    if (!target.startsWith('/')) return next(clientError(400, 'request target is not a path'));
    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? '' : target.slice(queryAt);
    if (canonicalPages.has(rawPath)) return next();

    // The legacy table lives in the server entry (loaded through Vite in development): it is
    // consulted only when the path is not a plain lower-case read, which the renderer redirects itself.
    let verdict = canonicalVerdict(rawPath, () => null);
    const plainRead =
      verdict.kind === 'pass' && rawPath === rawPath.toLowerCase() && (req.method === 'GET' || req.method === 'HEAD');
    if (verdict.kind !== 'redirect' && !plainRead) verdict = canonicalVerdict(rawPath, await options.legacyTarget());
    if (verdict.kind === 'redirect') {
      // 308 keeps the method and the body of a form post; a 301 would turn it into a GET.
      const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
      return res.redirect(status, `${verdict.path}${query}`);
    }
    if (verdict.kind === 'not-found' && !options.isDevelopment) return next(clientError(404, 'no page at this path'));
    next();
  };
}

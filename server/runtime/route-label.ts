import { CONTACT_API_PATH } from '../../src/forms/contact-api';
import { localizePath } from '../../src/lang';
import { pagePaths, type PageKey } from '../../src/page-ids';

/** Fixed paths and their labels: the pages (`page:contact`, `page:contact:en`), the API, the crawler files, the probes. */
const exact = new Map<string, string>([
  ...(Object.entries(pagePaths) as [PageKey, string][]).flatMap(([id, path]): [string, string][] => [
    [localizePath(path, 'cs'), `page:${id}`],
    [localizePath(path, 'en'), `page:${id}:en`],
  ]),
  [CONTACT_API_PATH, 'api:send-contact-email'],
  ['/robots.txt', 'robots.txt'],
  ['/sitemap.xml', 'sitemap.xml'],
  ['/healthz', 'healthz'],
  ['/readyz', 'readyz'],
  ['/.well-known/security.txt', 'security.txt'],
  ['/favicon.ico', 'icons'],
  ['/apple-touch-icon.png', 'icons'],
]);

/** A feast calendar file, `/svatomartinske-hody/2027.ics` or under `/en` (only an answered one is labelled so: a 404 is not-found). */
const CALENDAR = /^(?:\/en)?\/svatomartinske-hody\/\d{4}\.ics$/;

/**
 * The `route` label of a request: one of a fixed set of names, never the path
 * itself, so that no client can grow the metrics by inventing paths (upper case,
 * extra slashes, encodings all fall into the last three buckets).
 */
export function routeLabel(path: string, status: number): string {
  const known = exact.get(path);
  if (known) return known;
  if (path.startsWith('/assets/')) return 'assets';
  if (status < 400 && CALENDAR.test(path)) return 'calendar';
  if (path.startsWith('/api/')) return 'api:other';
  if (status >= 300 && status < 400) return 'redirect';
  if (status === 404) return 'not-found';
  return 'other';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The `method` label: the common methods, anything else as OTHER. */
export function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'OTHER';
}

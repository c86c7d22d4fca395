import type { RequestHandler } from 'express';

type TrustFn = (address: string | undefined, hop: number) => boolean;

/**
 * Behind a TLS-terminating proxy (trusted through TRUST_PROXY) a request that
 * arrived as plain http (`X-Forwarded-Proto: http`) is sent to the https address
 * of SITE_URL: 301 for GET and HEAD, 308 for other methods (which keeps the method
 * and the body). The target is built from SITE_URL's origin and the request's own
 * path (origin-form, see request-target.ts; leading `/` and `\` collapsed to one)
 * and query, never from the Host header, and never leaves SITE_URL's origin. Without an https SITE_URL this is a
 * no-op; a request without the header (a direct one, the container's health check)
 * is left alone.
 */
export function httpsRedirect(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl);
  if (site.protocol !== 'https:') return (_req, _res, next) => next();
  return (req, res, next) => {
    // Only a trusted proxy's word counts (then req.protocol is its X-Forwarded-Proto).
    const trusted = (req.app.get('trust proxy fn') as TrustFn)(req.socket.remoteAddress, 0);
    if (!trusted || !req.get('x-forwarded-proto') || req.protocol !== 'http') return next();
    // The target is never parsed as a URL (`//[`, `/\`, `//host:99999` would throw): SITE_URL's origin, then the
    // request's path and query with its leading slashes and backslashes made one `/`, so the host is always ours.
    const path = req.url.replace(/^[/\\]*/, '');
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
    res.redirect(status, `${site.origin}/${path}`);
  };
}

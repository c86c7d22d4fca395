import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/config';

/** A fresh 128-bit nonce per response, for every inline or module script. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

/** What a CSP source may be here: scheme, plain host, port. */
const CSP_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/** The origin of a link, only when it is a valid CSP source (the schema already refuses others). */
function originOf(url: string | null): string[] {
  if (!url || !URL.canParse(url)) return [];
  const { origin } = new URL(url);
  return CSP_ORIGIN.test(origin) ? [origin] : [];
}

/** The two embedded menus' addresses now (content/links.yaml: an edit applies to the next response). */
export type EmbeddedLinks = () => { dailyMenu: string | null; foodMenu: string | null };

/** `frame-src`: exactly the origins of the embedded menus, or 'none'. */
function frameSources(links: ReturnType<EmbeddedLinks>): string {
  const origins = [...new Set([...originOf(links.dailyMenu), ...originOf(links.foodMenu)])];
  return origins.length > 0 ? origins.join(' ') : "'none'";
}

/** helmet with a strict, nonce-based Content-Security-Policy. */
export function securityHeaders(config: Pick<Config, 'isDevelopment' | 'siteUrl'>, embeddedLinks: EmbeddedLinks): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonce, "'strict-dynamic'"],
        // In development Vite injects CSS as <style> elements, each given the nonce.
        styleSrc: config.isDevelopment ? ["'self'", nonce] : ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        frameSrc: [() => frameSources(embeddedLinks())],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        // Vite's dev server talks to the page over a WebSocket.
        connectSrc: config.isDevelopment ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        ...(config.siteUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.siteUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Same as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** Denies the powerful features the site never uses. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader(
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()',
  );
  next();
};

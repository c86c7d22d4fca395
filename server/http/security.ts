import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/config';

/** The CSP sources (`'sha256-…'`) that allow a document's inline scripts and styles (see server/document/inline-hashes.ts). */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

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

/**
 * The Content-Security-Policy of a document whose inline elements are `inline`
 * (their 'sha256-…' sources, see inline-hashes.ts): the same bytes give the same
 * policy, so a page and its CSP can be cached and answered 304 together (0012).
 * `'strict-dynamic'` trusts the elements a hashed script creates (the client
 * loader's module script and modulepreload links, Vite's preloads of lazy chunks)
 * and nothing parser-inserted without a hash. `nonce`: development only (the Vite
 * dev server's parser-inserted `<script src>` and the `<style>` elements it adds).
 */
function policy(
  config: Pick<Config, 'isDevelopment' | 'siteUrl'>,
  links: ReturnType<EmbeddedLinks>,
  inline: InlineSources,
  nonce?: string,
): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const scripts = [...inline.scripts, ...nonceSource];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No inline script and none created by one: a response that is not a document runs nothing.
    ['script-src', scripts.length > 0 ? [...scripts, "'strict-dynamic'"] : ["'none'"]],
    ['style-src', ["'self'", ...inline.styles, ...nonceSource]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['frame-src', [frameSources(links)]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    // Vite's dev server talks to the page over a WebSocket.
    ['connect-src', config.isDevelopment ? ["'self'", 'ws:', 'wss:'] : ["'self'"]],
  ];
  if (config.siteUrl.startsWith('https:')) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/** Sets the CSP of the document being answered on `res`, for its inline elements (render.ts). */
export type DocumentCsp = (inline: InlineSources) => string;

/** The policy builder securityHeaders left on the response (a policy allowing no inline element without it). */
export function documentCspOf(res: Response): DocumentCsp {
  return (
    (res.locals.documentCsp as DocumentCsp | undefined) ??
    (() => String(res.getHeader('Content-Security-Policy') ?? ''))
  );
}

/** The development nonce of this response, if any (never in production: 0012). */
export function devNonceOf(res: Response): string | undefined {
  return res.locals.cspNonce as string | undefined;
}

/**
 * helmet's headers and a strict Content-Security-Policy: by default one that
 * allows no inline script or style; the renderer replaces it with the policy of
 * its document (documentCspOf). In development every response also gets a nonce.
 */
export function securityHeaders(
  config: Pick<Config, 'isDevelopment' | 'siteUrl'>,
  embeddedLinks: EmbeddedLinks,
): RequestHandler {
  const others = helmet({
    contentSecurityPolicy: false,
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
  const none: InlineSources = { scripts: [], styles: [] };
  return (req, res, next) => {
    const links = embeddedLinks();
    const nonce = config.isDevelopment ? randomBytes(16).toString('base64') : undefined;
    if (nonce) res.locals.cspNonce = nonce;
    const documentCsp: DocumentCsp = (inline) => {
      const value = policy(config, links, inline, nonce);
      res.setHeader('Content-Security-Policy', value);
      return value;
    };
    res.locals.documentCsp = documentCsp;
    documentCsp(none);
    others(req, res, next);
  };
}

/** Denies the powerful features the site never uses. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader(
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()',
  );
  next();
};

import type { Request, Response } from 'express';
import { sendEncodedBody } from '../http/encoded-body';
import type { StoredDocument } from './page-cache';

/**
 * The longest a shared cache (a CDN, the proxy) may answer a page on its own, and
 * how long after that it may still answer it while it asks us again. Time
 * boundaries (opening, closing, a banner's window, midnight) are respected exactly:
 * neither reaches past the next one. The caps bound what no boundary foresees: a
 * content edit reaches every shared cache within 5 + 1 minutes (our own page cache
 * and browsers, which revalidate every time (max-age=0), see it at once).
 */
export const SHARED_MAX_AGE_S = 300;
export const STALE_WHILE_REVALIDATE_S = 60;

/**
 * `Cache-Control` of a page valid until `validUntil` (ms), answered at `now` (ms):
 * browsers revalidate (ETag, 304), a shared cache keeps it for s-maxage and may serve it
 * stale while revalidating for swr more, with s-maxage + swr ≤ the seconds left.
 */
export function sharedCacheControl(validUntil: number, now: number): string {
  const left = Math.max(0, Math.floor((validUntil - now) / 1000));
  const sharedMaxAge = Math.min(SHARED_MAX_AGE_S, left);
  const stale = Math.min(STALE_WHILE_REVALIDATE_S, left - sharedMaxAge);
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${stale}`;
}

/**
 * Answers a stored document as static bytes: 304 to a matching If-None-Match (the
 * same CSP, Cache-Control, ETag and Vary, no body), else the best encoding the
 * request accepts (brotli, gzip) with its Content-Encoding and Content-Length, else
 * the identity bytes with their Content-Length, to GET and HEAD alike.
 */
export function sendStoredDocument(req: Request, res: Response, document: StoredDocument, now: number): void {
  res.status(200);
  res.setHeader('Content-Security-Policy', document.csp);
  res.setHeader('Cache-Control', sharedCacheControl(document.validUntil, now));
  res.setHeader('ETag', document.etag);
  res.vary('Accept-Encoding');
  // req.fresh: GET or HEAD, If-None-Match matching the ETag (weakly), no `Cache-Control: no-cache`.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  sendEncodedBody(req, res, document);
}

/**
 * Answers a kept not-found page: status 404 with its CSP, `private, no-store` like
 * every answer that is not a shared page, no ETag (a 404 is never revalidated), its
 * bytes as a stored document's.
 */
export function sendStoredNotFound(req: Request, res: Response, document: StoredDocument): void {
  res.status(404);
  res.setHeader('Content-Security-Policy', document.csp);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  sendEncodedBody(req, res, document);
}

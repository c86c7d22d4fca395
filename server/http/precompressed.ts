import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The encodings the build writes beside a text asset, in the server's order of preference. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** URL path (`/assets/app-1234.js`) → the encodings written beside that file. */
export function findPrecompressed(dir: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const variant = PRECOMPRESSED.find(({ suffix }) => entry.name.endsWith(suffix));
    if (!variant) continue;
    const file = path.join(entry.parentPath, entry.name.slice(0, -variant.suffix.length));
    const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) continue; // never served
    found.set(urlPath, (found.get(urlPath) ?? new Set<Encoding>()).add(variant.encoding));
  }
  return found;
}

/**
 * The best of `available` for an Accept-Encoding header: the highest q-value
 * above 0 (`*` counts for codings not named), ties going to the server's order
 * (brotli first). null: send the file as it is.
 */
export function negotiateEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding | null {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const { encoding } of PRECOMPRESSED) {
    if (!available.has(encoding)) continue;
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}

/**
 * Serves the brotli or gzip file the build wrote beside a text asset when the
 * client accepts it: Content-Encoding and Vary set, the Content-Type of the
 * original file, caching and conditional requests from `serveStatic` as for any
 * file. Everything else (and an encoded file gone missing) goes to `serveStatic`
 * unchanged. `compression` leaves a response with a Content-Encoding alone.
 */
export function servePrecompressed(clientDir: string, serveStatic: RequestHandler): RequestHandler {
  const variants = findPrecompressed(clientDir);
  return (req, res, next) => {
    const available = req.method === 'GET' || req.method === 'HEAD' ? variants.get(decodedPath(req.path)) : undefined;
    if (!available) return serveStatic(req, res, next);
    res.vary('Accept-Encoding');
    const encoding = negotiateEncoding(req.get('accept-encoding'), available);
    if (!encoding) return serveStatic(req, res, next);

    const url = req.url;
    const suffix = PRECOMPRESSED.find((variant) => variant.encoding === encoding)?.suffix ?? '';
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    req.url = url.replace(/^[^?]*/, (pathname) => `${pathname}${suffix}`);
    serveStatic(req, res, (error?: unknown) => {
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      if (error) next(error);
      else serveStatic(req, res, next);
    });
  };
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

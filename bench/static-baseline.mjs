// The static baseline of the closed-loop A/B: each page as the server renders it,
// written under dist/client/__bench__/ with the brotli and gzip copies the build
// writes beside every built HTML/text file (scripts/precompress.mjs, br quality 11,
// gzip 9), so the same server answers it the way it answers any static file in
// production: express.static + the precompressed copy chosen by Accept-Encoding,
// behind the same middleware (security headers, compression left idle because the
// response is already encoded). Neither side is compressed on the fly: that would
// make the baseline slower than the server's real static path.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../scripts/precompress.mjs';

/** Where the captured pages are served from as static files (removed afterwards). */
const STATIC_DIR = '__bench__';

/** The URL path the captured copy of `pagePath` is served at. */
export function staticPathOf(pagePath) {
  return `/${STATIC_DIR}/${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '_')}.html`;
}

async function fetchBody(url, acceptEncoding) {
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    encoding: response.headers.get('content-encoding') ?? 'identity',
  };
}

/** The pages as `baseUrl` renders them, uncompressed (the server must be running). */
export async function capturePages(baseUrl, pagePaths) {
  const pages = new Map();
  for (const pagePath of pagePaths) pages.set(pagePath, (await fetchBody(`${baseUrl}${pagePath}`, 'identity')).body);
  return pages;
}

/**
 * Writes the captured pages and their precompressed copies under dist/client (before
 * the bench server starts: the server lists the files it serves at start-up).
 * Returns a function that removes them.
 */
export async function writeStaticBaseline(root, pages) {
  const dir = path.join(root, 'dist', 'client', STATIC_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [pagePath, body] of pages) writeFileSync(path.join(root, 'dist', 'client', staticPathOf(pagePath)), body);
  await precompress(dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Checks that the bench server answers the static copy with the captured bytes, and
 * says how each side is encoded on the wire for `acceptEncoding` (for the report).
 */
export async function checkStaticBaseline(baseUrl, pages, acceptEncoding) {
  const encodings = {};
  for (const [pagePath, body] of pages) {
    const staticUrl = `${baseUrl}${staticPathOf(pagePath)}`;
    const plain = await fetchBody(staticUrl, 'identity');
    if (!plain.body.equals(body)) throw new Error(`${staticUrl} does not serve the captured bytes of ${pagePath}`);
    const [ssr, stat] = [
      await fetchBody(`${baseUrl}${pagePath}`, acceptEncoding),
      await fetchBody(staticUrl, acceptEncoding),
    ];
    encodings[pagePath] = { ssr: ssr.encoding, static: stat.encoding };
  }
  return encodings;
}

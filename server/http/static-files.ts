import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { servePrecompressed } from './precompressed';

const YEAR_IN_SECONDS = 31_536_000;

/**
 * The URL paths of the files the build wrote into `clientDir`, listed once at
 * start-up: only these are ever served, by their exact spelling. Left out: any
 * path with a segment starting with `.` (`.vite/manifest.json`, a stray `.env`),
 * the `.br`/`.gz` copies (sent only by negotiation, see precompressed.ts) and
 * anything that is not a regular file (a symlink could point anywhere).
 */
export function listServedFiles(clientDir: string): Set<string> {
  const served = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const segments = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (segments.some((segment) => segment.startsWith('.'))) continue;
    served.add(`/${segments.join('/')}`);
  }
  return served;
}

function realOrResolved(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

/**
 * Why the server must not start with these directories, or null. The outbox and
 * the .eml files under DATA_DIR hold what visitors wrote: DATA_DIR inside the
 * served directory could make them fetchable, whatever the file list says.
 */
export function servedDataDirProblem(clientDir: string, dataDir: string): string | null {
  const relative = path.relative(realOrResolved(clientDir), realOrResolved(dataDir));
  const inside = relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
  return inside ? `DATA_DIR (${dataDir}) is inside the served client directory (${clientDir}): choose a directory outside it` : null;
}

/**
 * The built client files: hashed files under /assets/ cached for a year
 * (immutable), anything else an hour; the brotli or gzip file the build wrote
 * beside a text asset when the client takes it. Only the files listed at
 * start-up, by their exact path: no decoding, no traversal, no dot-files, never
 * DATA_DIR (refused outright when it lies inside `clientDir`).
 */
export function staticFiles(clientDir: string, options: { dataDir?: string } = {}): RequestHandler {
  const problem = options.dataDir === undefined ? null : servedDataDirProblem(clientDir, options.dataDir);
  if (problem) throw new Error(problem);
  const served = listServedFiles(clientDir);
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${'/'}assets${'/'}`);
      res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });
  const serve = servePrecompressed(clientDir, files);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !served.has(req.path)) return next();
    serve(req, res, next);
  };
}

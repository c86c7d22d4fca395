import { lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
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

/** Symlinks followed by hand at most (the kernel's own limit is 40). */
const MAX_LINKS = 40;

/**
 * Where `dir` is, or will be once created (`mkdir -p`): its real path when it
 * exists; otherwise the real path of its nearest existing ancestor with the rest
 * appended. A symlink on the way whose target does not exist yet (a dangling
 * one) is followed too: creating the directory creates its target. realpath of
 * the whole path alone fails for a directory not yet created, and the lexical
 * path would hide a symlink into the served directory.
 */
function realOrFuture(dir: string, links = 0): string {
  const absolute = path.resolve(dir);
  try {
    return realpathSync(absolute);
  } catch {
    // Some part of it does not exist yet (or is a dangling symlink): resolve the parent, then this name.
  }
  const parent = path.dirname(absolute);
  if (parent === absolute || links > MAX_LINKS) return absolute;
  const here = path.join(realOrFuture(parent, links), path.basename(absolute));
  const link = linkTarget(here);
  return link === null ? here : realOrFuture(path.resolve(path.dirname(here), link), links + 1);
}

function linkTarget(file: string): string | null {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : null;
  } catch {
    return null;
  }
}

/**
 * Why the server must not start with these directories, or null. The outbox and
 * the .eml files under DATA_DIR hold what visitors wrote: DATA_DIR inside the
 * served directory could make them fetchable, whatever the file list says.
 */
export function servedDataDirProblem(clientDir: string, dataDir: string): string | null {
  const relative = path.relative(realOrFuture(clientDir), realOrFuture(dataDir));
  const inside =
    relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
  return inside
    ? `DATA_DIR (${dataDir}) is inside the served client directory (${clientDir}): choose a directory outside it`
    : null;
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

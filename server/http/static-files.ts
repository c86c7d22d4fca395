import express, { type RequestHandler } from 'express';
import { servePrecompressed } from './precompressed';

const YEAR_IN_SECONDS = 31_536_000;

/**
 * The built client files: hashed files under /assets/ cached for a year
 * (immutable), anything else an hour; the brotli or gzip file the build wrote
 * beside a text asset when the client takes it.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${'/'}assets${'/'}`);
      res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });
  return servePrecompressed(clientDir, files);
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { negotiateEncoding, type Encoding } from './precompressed';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * One pass of each encoding, at levels chosen by measurement on the 20 pages (the
 * figures, dated, are in docs/performance.md): brotli quality 8 makes
 * almost the bytes of 9 for a fraction of its CPU, and 11 saves a little more for many
 * times the CPU, paid for every page at every boundary (opening, closing, midnight: all
 * pages at once) and every content edit, in the thread pool ahead of other pages' first
 * answers. gzip (for the few clients without brotli) at level 6: level 9 saves next to
 * nothing for more time. No later re-encoding: a body's bytes never change under its ETag.
 */
export const BROTLI_QUALITY = 8;
export const GZIP_LEVEL = 6;

/** A text answer's bytes as every client gets them: as they are, brotli and gzip. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Encodes a text once, off the event loop (zlib's thread pool). */
export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: GZIP_LEVEL }),
  ]);
  return { identity, gzip: gz, br };
}

const ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip']);

/**
 * Whether `res` answers an encoded body: the compression middleware must leave it
 * alone (server/app.ts). Its encodings are made once; compressing the identity bytes
 * for a client that accepts only `deflate` would deflate them again on every request,
 * chunked, while a HEAD (which compression never touches) announced the identity
 * length: GET and HEAD would disagree.
 */
export function isEncodedBodyAnswer(res: Response): boolean {
  return res.locals.encodedBody === true;
}

/**
 * Sends `body` in the best encoding the request accepts (brotli, gzip) with its
 * Content-Encoding and Content-Length, else the identity bytes with their
 * Content-Length, to GET and HEAD alike. The status and the other headers
 * (Content-Type first) are the caller's.
 */
export function sendEncodedBody(req: Request, res: Response, body: EncodedBody): void {
  res.locals.encodedBody = true;
  res.vary('Accept-Encoding');
  const encoding = negotiateEncoding(req.get('accept-encoding'), ENCODINGS);
  const bytes = encoding ? body[encoding] : body.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}

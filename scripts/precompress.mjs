// Writes a brotli (.br) and a gzip (.gz) file beside every built text asset, so the
// server sends them by content negotiation (server/http/precompressed.ts) instead of
// compressing the same bytes again on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
export const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.html',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite/ (the build manifest) is never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Compresses every text asset of `dir` of at least MIN_BYTES with brotli (quality
 * 11) and gzip (level 9); a compressed copy is kept only when it is smaller. Returns
 * what was written, for the build's summary.
 */
export async function precompress(dir) {
  const written = { files: 0, bytes: 0, br: 0, gz: 0 };
  for await (const file of files(dir)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const source = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    written.files += 1;
    written.bytes += source.length;
    if (br.length < source.length) {
      await writeFile(`${file}.br`, br);
      written.br += br.length;
    }
    if (gzipped.length < source.length) {
      await writeFile(`${file}.gz`, gzipped);
      written.gz += gzipped.length;
    }
  }
  return written;
}

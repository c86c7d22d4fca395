import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A finished document as every visitor gets it: the same bytes and the same
 * Content-Security-Policy (hashes of its inline elements, no nonce: 0012), so
 * it is encoded once and answered as static bytes, with an ETag of its own.
 */
export interface StoredDocument {
  identity: Buffer;
  gzip: Buffer;
  /** Quality 5 at first, quality 11 once the background encoding is done (see storedDocument). */
  br: Buffer;
  /** The policy that allows exactly this document's inline scripts and styles. */
  csp: string;
  /** Weak (`W/"…"`): one for every content coding of the same document and policy. */
  etag: string;
  /** The moment (ms) it was rendered for: its state (open or closed, notices) is this moment's. */
  renderedAt: number;
  /** Its next time boundary (ms): opening, closing, a banner's window, midnight. */
  validUntil: number;
}

const brotliAt = (quality: number, input: Buffer) =>
  brotli(input, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });

/**
 * Encodes a rendered document, off the event loop (zlib's thread pool): gzip at level 9
 * and brotli at quality 5 at once, then brotli at quality 11 in the background, which
 * replaces it when done. Measured on the built pages (58–108 kB, the inlined CSS
 * included): quality 11 is 7–9 % smaller than 9 and 10–12 % smaller than 5, but takes
 * 100–180 ms of a core, and every page expires at the same boundaries (opening,
 * closing, midnight): the first answer must not wait for it.
 */
export async function storedDocument(html: string, csp: string, renderedAt: number, validUntil: number): Promise<StoredDocument> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([brotliAt(5, identity), gzipped(identity, { level: 9 })]);
  // The policy is part of the validator: a 304 must never pair a kept body with another policy.
  const digest = createHash('sha256').update(csp).update('\0').update(identity).digest('base64url').slice(0, 27);
  const document: StoredDocument = { identity, gzip: gz, br, csp, etag: `W/"${digest}"`, renderedAt, validUntil };
  // The same bytes once decoded, so the same ETag: a response already sending the first keeps its buffer.
  brotliAt(constants.BROTLI_MAX_QUALITY, identity).then(
    (best) => {
      if (best.length < document.br.length) document.br = best;
    },
    () => {}, // the quality 5 encoding stays
  );
  return document;
}

/**
 * Finished documents kept in memory. A page's HTML depends on its path, the site
 * configuration, the content version and the moment, and on nothing else of the
 * request as long as it is a plain GET without a query string (the renderer
 * decides what is cacheable: never a form post, an error or anything
 * request-specific). An entry is answered until its next time boundary.
 */
export class PageCache {
  private readonly entries = new Map<string, { configKey: string; document: StoredDocument }>();

  /** `maxEntries` bounds memory: paths match case-insensitively, so their number is not. */
  constructor(private readonly maxEntries = 64) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The document kept for `path` under this configuration; undefined on a miss, once
   * `now` (ms) has reached its `validUntil`, and when `now` is before the moment it was
   * rendered for (a clock set back must not show a later state).
   */
  get(path: string, configKey: string, now = Date.now()): StoredDocument | undefined {
    const entry = this.entries.get(path);
    if (!entry || entry.configKey !== configKey) return undefined;
    if (now >= entry.document.validUntil || now < entry.document.renderedAt) {
      this.entries.delete(path);
      return undefined;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    this.entries.delete(path);
    this.entries.set(path, entry);
    return entry.document;
  }

  set(path: string, configKey: string, document: StoredDocument): void {
    this.entries.delete(path);
    this.entries.set(path, { configKey, document });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

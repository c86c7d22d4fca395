/**
 * Rendered documents kept in memory and answered again with a fresh nonce.
 *
 * A page's HTML depends on its path, the site configuration and the request's
 * CSP nonce, and on nothing else of the request as long as it is a plain GET
 * without a query string (the renderer decides what is cacheable: never a form
 * post, an error or anything request-specific). The nonce is the one part that
 * must differ per response, so an entry is the document cut at every occurrence
 * of the nonce it was rendered with, and a hit is those pieces joined with the
 * new nonce. A nonce is 128 random bits, so it never occurs in a page by chance.
 */
export class PageCache {
  private readonly entries = new Map<string, { configKey: string; pieces: Buffer[]; renderedAt: number; validUntil: number }>();

  /** `maxEntries` bounds memory: paths match case-insensitively, so their number is not. */
  constructor(private readonly maxEntries = 64) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached document (UTF-8) for `path` under this configuration, carrying `nonce`;
   * undefined on a miss, once `now` (ms) has reached the entry's `validUntil`, and when
   * `now` is before the moment it was rendered for (a clock set back must not show a later state).
   */
  get(path: string, configKey: string, nonce: string, now = Date.now()): Buffer | undefined {
    const entry = this.entries.get(path);
    if (!entry || entry.configKey !== configKey) return undefined;
    if (now >= entry.validUntil || now < entry.renderedAt) {
      this.entries.delete(path);
      return undefined;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    this.entries.delete(path);
    this.entries.set(path, entry);
    const separator = Buffer.from(nonce);
    return Buffer.concat(entry.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [separator, piece])));
  }

  /**
   * Keeps `html`, rendered for `path` with `nonce` at the moment `renderedAt` (ms), until
   * `validUntil` (ms; the next time boundary of what it shows). Ignored when the nonce is nowhere in it.
   */
  set(path: string, configKey: string, html: string, nonce: string, validUntil = Number.POSITIVE_INFINITY, renderedAt = Number.NEGATIVE_INFINITY): void {
    if (nonce.length < 16) throw new Error('page cache: the nonce is too short to be substituted safely');
    // Kept encoded: a hit costs a copy, not the encoding of the whole page.
    const pieces = html.split(nonce).map((piece) => Buffer.from(piece));
    if (pieces.length < 2) return;
    this.entries.delete(path);
    this.entries.set(path, { configKey, pieces, renderedAt, validUntil });
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

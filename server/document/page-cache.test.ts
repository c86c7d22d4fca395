import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../http/encoded-body';
import { PageCache, documentEtag, storedDocument } from './page-cache';

const CSP = "script-src 'sha256-abc' 'strict-dynamic'";
const page = (text = 'hi') => `<!doctype html><html><p>${text} – Příliš žluťoučký kůň 2\u00a0599\u00a0Kč</p></html>`;
const stored = (html = page(), validUntil = Number.POSITIVE_INFINITY, renderedAt = 0) =>
  storedDocument(html, CSP, renderedAt, validUntil);

describe('storedDocument', () => {
  it('keeps the UTF-8 bytes and their brotli and gzip encodings, made once', async () => {
    const html = page().repeat(50);
    const document = await stored(html);
    expect(document.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(document.br).toString('utf8')).toBe(html);
    expect(gunzipSync(document.gzip).toString('utf8')).toBe(html);
    expect(document.br.length).toBeLessThan(document.identity.length / 5);
  });

  it('has a weak ETag from the bytes and the policy: the same for the same, another for any change', async () => {
    const a = await stored();
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect((await stored()).etag).toBe(a.etag);
    expect((await stored(page('ho'))).etag).not.toBe(a.etag);
    expect(
      (await storedDocument(page(), `${CSP}; frame-src https://x.example`, 0, Number.POSITIVE_INFINITY)).etag,
    ).not.toBe(a.etag);
  });
});

describe('PageCache', () => {
  it('answers a hit with the very document it kept', async () => {
    const cache = new PageCache();
    const document = await stored();
    cache.set('/', 'config', document);
    expect(cache.get('/', 'config', 1)).toBe(document);
  });

  it('keeps paths and configurations apart (the footer year is in the key)', async () => {
    const cache = new PageCache();
    cache.set('/', '{"year":2026}', await stored());
    expect(cache.get('/en', '{"year":2026}', 1)).toBeUndefined();
    expect(cache.get('/', '{"year":2027}', 1)).toBeUndefined();
  });

  it('drops an entry at its validUntil, and when the clock is before the moment it was rendered for', async () => {
    const cache = new PageCache();
    cache.set('/', 'k', await stored(page(), 1000, 500));
    expect(cache.get('/', 'k', 999)).toBeDefined();
    expect(cache.get('/', 'k', 1000)).toBeUndefined();
    cache.set('/', 'k', await stored(page(), 1000, 500));
    expect(cache.get('/', 'k', 499)).toBeUndefined();
    expect(cache.get('/', 'k', 500)).toBeUndefined();
  });

  it('drops the least recently used page beyond its size', async () => {
    const cache = new PageCache(2);
    const document = await stored();
    cache.set('/a', 'c', document);
    cache.set('/b', 'c', document);
    expect(cache.get('/a', 'c', 1)).toBeDefined(); // /a is now the most recent
    cache.set('/c', 'c', document);
    expect(cache.size).toBe(2);
    expect(cache.get('/b', 'c', 1)).toBeUndefined();
    expect(cache.get('/a', 'c', 1)).toBeDefined();
    expect(cache.get('/c', 'c', 1)).toBeDefined();
  });
});

describe('storedDocument, encodings', () => {
  const html = `${page()}<ul>${Array.from({ length: 400 }, (_, i) => `<li class="photo-${i % 7}">Fotka ${i}</li>`).join('')}</ul>`;

  it('brotli and gzip are one pass each at the measured levels, never replaced later (the bytes under an ETag stay)', async () => {
    const document = await stored(html);
    const { br, gzip } = document;
    const expected = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
    expect(br.equals(expected)).toBe(true);
    expect(gzip.equals(gzipSync(html, { level: GZIP_LEVEL }))).toBe(true);
    // Long enough for a quality 11 pass of this page to have finished, had one been started.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.br).toBe(br);
    expect(document.gzip).toBe(gzip);
    expect(BROTLI_QUALITY).toBeLessThan(constants.BROTLI_MAX_QUALITY);
  });
});

describe('documentEtag', () => {
  const at = (renderedAt: number, body = '<p>Otevřeno</p>') =>
    `<!doctype html><html><body><div id="root">${body}</div><script type="application/json" id="ssr-data">{"config":{"siteUrl":"https://x.test"},"renderedAt":${renderedAt},"router":{"loaderData":{"x":"\\"renderedAt\\":5"}}}</script></body></html>`;

  it('is the same for two renders of one state at different moments (replicas, a restart): renderedAt is not part of it', () => {
    expect(documentEtag(at(1_781_524_800_000), CSP, 1_781_524_800_000)).toBe(
      documentEtag(at(1_781_525_040_123), CSP, 1_781_525_040_123),
    );
  });

  it('differs for any other byte, and for another policy', () => {
    const base = documentEtag(at(1000), CSP, 1000);
    expect(documentEtag(at(1000, '<p>Zavřeno</p>'), CSP, 1000)).not.toBe(base);
    expect(documentEtag(at(1000), `${CSP}; frame-src https://x.example`, 1000)).not.toBe(base);
    // Only the SSR data's own member is read as 0, not the same text elsewhere.
    expect(documentEtag(at(1000, '<p>"renderedAt":1000</p>'), CSP, 1000)).not.toBe(
      documentEtag(at(1000, '<p>"renderedAt":0</p>'), CSP, 1000),
    );
  });

  it('storedDocument carries it', async () => {
    expect((await storedDocument(at(5), CSP, 5, 10)).etag).toBe(documentEtag(at(7), CSP, 7));
  });
});

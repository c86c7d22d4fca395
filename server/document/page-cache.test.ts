import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, storedDocument } from './page-cache';

const CSP = "script-src 'sha256-abc' 'strict-dynamic'";
const page = (text = 'hi') => `<!doctype html><html><p>${text} – Příliš žluťoučký kůň 2\u00a0599\u00a0Kč</p></html>`;
const stored = (html = page(), validUntil = Number.POSITIVE_INFINITY, renderedAt = 0) => storedDocument(html, CSP, renderedAt, validUntil);

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
    expect((await storedDocument(page(), `${CSP}; frame-src https://x.example`, 0, Number.POSITIVE_INFINITY)).etag).not.toBe(a.etag);
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

describe('storedDocument, brotli', () => {
  it('is replaced by the best quality in the background, decoding to the same bytes', async () => {
    const html = `${page()}<ul>${Array.from({ length: 400 }, (_, i) => `<li class="photo-${i % 7}">Fotka ${i}</li>`).join('')}</ul>`;
    const document = await stored(html);
    const first = document.br;
    // Polled: the thread pool may be busy.
    for (let waited = 0; document.br === first && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.br).not.toBe(first);
    expect(document.br.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(document.br).toString('utf8')).toBe(html);
  });
});

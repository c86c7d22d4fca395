import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const nonceA = 'AAAAaaaaBBBBbbbbCCCC1w==';
const nonceB = 'ZZZZzzzzYYYYyyyyXXXX9w==';
const page = (nonce: string) => `<html><script nonce="${nonce}">x</script><meta property="csp-nonce" content="" nonce="${nonce}"><p>hi</p></html>`;

describe('PageCache', () => {
  it('answers a hit with every occurrence of the old nonce replaced by the new one', () => {
    const cache = new PageCache();
    cache.set('/', 'config', page(nonceA), nonceA);
    expect(cache.get('/', 'config', nonceB)?.toString()).toBe(page(nonceB));
    expect(cache.get('/', 'config', nonceB)?.toString()).not.toContain(nonceA);
  });

  it('keeps the text intact, Czech letters included', () => {
    const cache = new PageCache();
    const html = `<p>Příliš žluťoučký kůň – 2\u00a0599\u00a0Kč</p>${page(nonceA)}`;
    cache.set('/', 'config', html, nonceA);
    expect(cache.get('/', 'config', nonceB)?.toString('utf8')).toBe(html.replaceAll(nonceA, nonceB));
  });

  it('misses for another path or another configuration (e.g. the next year in the footer)', () => {
    const cache = new PageCache();
    cache.set('/', '{"year":2026}', page(nonceA), nonceA);
    expect(cache.get('/en', '{"year":2026}', nonceB)).toBeUndefined();
    expect(cache.get('/', '{"year":2027}', nonceB)).toBeUndefined();
  });

  it('keeps nothing that does not carry the nonce it was rendered with', () => {
    const cache = new PageCache();
    cache.set('/', 'config', '<html><p>no nonce here</p></html>', nonceA);
    expect(cache.size).toBe(0);
  });

  it('refuses a nonce too short to be substituted safely', () => {
    expect(() => new PageCache().set('/', 'config', page('abc'), 'abc')).toThrow(/too short/);
  });

  it('holds at most maxEntries pages, dropping the least recently used', () => {
    const cache = new PageCache(2);
    cache.set('/a', 'c', page(nonceA), nonceA);
    cache.set('/b', 'c', page(nonceA), nonceA);
    expect(cache.get('/a', 'c', nonceB)).toBeDefined(); // /a is now the most recent
    cache.set('/c', 'c', page(nonceA), nonceA);
    expect(cache.size).toBe(2);
    expect(cache.get('/b', 'c', nonceB)).toBeUndefined();
    expect(cache.get('/a', 'c', nonceB)).toBeDefined();
    expect(cache.get('/c', 'c', nonceB)).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { clientLoaderScript } from './client-loader';

describe('clientLoaderScript', () => {
  it('carries the nonce, the entry and the preloads as escaped attributes', () => {
    const html = clientLoaderScript({ entry: '/assets/entry-1.js', modulePreloads: ['/assets/a.js', '/assets/cs.js'] }, 'n0nce+/=');
    expect(html).toMatch(/^<script nonce="n0nce\+\/=" data-entry="\/assets\/entry-1\.js" data-preloads="\[&quot;\/assets\/a\.js&quot;,&quot;\/assets\/cs\.js&quot;\]">/);
    expect(html).toMatch(/<\/script>$/);
    // One inline script, no module script or preload the browser would fetch at once.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('is valid JavaScript that waits for the first contentful paint', () => {
    const html = clientLoaderScript({ entry: '/e.js', modulePreloads: [] }, 'nonce');
    const code = /<script[^>]*>(.*)<\/script>$/s.exec(html)?.[1] ?? '';
    expect(() => new Function(code)).not.toThrow();
    expect(code).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('is empty without an entry (tests that serve no client bundle)', () => {
    expect(clientLoaderScript({ entry: '', modulePreloads: [] }, 'nonce')).toBe('');
  });
});

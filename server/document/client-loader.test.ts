import { describe, expect, it } from 'vitest';
import { clientLoaderScript } from './client-loader';

/** The text of the loader's script element. */
function textOf(html: string): string {
  return /<script[^>]*>(.*)<\/script>$/s.exec(html)?.[1] ?? '';
}

describe('clientLoaderScript', () => {
  it('carries the entry and the preloads as escaped attributes, and no nonce', () => {
    const html = clientLoaderScript({ entry: '/assets/entry-1.js', modulePreloads: ['/assets/a.js', '/assets/cs.js'] });
    expect(html).toMatch(/^<script data-entry="\/assets\/entry-1\.js" data-preloads="\[&quot;\/assets\/a\.js&quot;,&quot;\/assets\/cs\.js&quot;\]">/);
    expect(html).toMatch(/<\/script>$/);
    expect(html).not.toMatch(/^<script[^>]*\snonce=/);
    // One inline script, no module script or preload the browser would fetch at once.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('has the same text on every page (one CSP hash allows it): what differs is in attributes', () => {
    const a = clientLoaderScript({ entry: '/assets/entry-1.js', modulePreloads: ['/assets/a.js'] });
    const b = clientLoaderScript({ entry: '/assets/entry-2.js', modulePreloads: ['/assets/b.js', '/assets/en.js'] });
    expect(a).not.toBe(b);
    expect(textOf(a)).toBe(textOf(b));
  });

  it('carries a development nonce when given one', () => {
    expect(clientLoaderScript({ entry: '/e.js', modulePreloads: [] }, 'n0nce+/=')).toMatch(/^<script nonce="n0nce\+\/=" data-entry=/);
  });

  it('is valid JavaScript that waits for the first contentful paint', () => {
    const code = textOf(clientLoaderScript({ entry: '/e.js', modulePreloads: [] }));
    expect(() => new Function(code)).not.toThrow();
    expect(code).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('releases the web fonts all at once: every face loaded, then `fonts` on <html> (tokens.css holds them back until then)', () => {
    const code = textOf(clientLoaderScript({ entry: '/e.js', modulePreloads: [] }));
    expect(code).toMatch(/Promise\.all\(w\)\.then\(fonts,fonts\)/);
    expect(code).toContain("classList.add('fonts')");
  });

  it('is empty without an entry (tests that serve no client bundle)', () => {
    expect(clientLoaderScript({ entry: '', modulePreloads: [] })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT_LOADER, clientLoaderScript } from './client-loader';

/** A script element of the stub document: only what the loader reads. */
class FakeScript {
  nonce = '';
  constructor(private readonly attributes: Record<string, string>) {}
  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
}

/** An embedded menu frame as the server writes it: its address in data-src. */
class FakeFrame {
  src?: string;
  constructor(private readonly attributes: Record<string, string>) {}
  getAttribute(name: string): string | null {
    return name === 'src' && this.src !== undefined ? this.src : (this.attributes[name] ?? null);
  }
}

/** An image of the first screen that has not loaded yet: rendered (a box) or not (inside a hidden element). */
class FakeImage {
  complete = false;
  constructor(private readonly rendered: boolean) {}
  getClientRects() {
    return this.rendered ? [{}] : [];
  }
  getAttribute() {
    return null;
  }
  getBoundingClientRect() {
    return { top: 0 };
  }
  addEventListener() {}
}

/**
 * Runs the loader's text against a stub document whose first paint has happened and
 * which has no image: returns what it appended to <head> (kind and address).
 */
function runLoader(currentScript: unknown, frames: FakeFrame[] = [], images: FakeImage[] = []): string[] {
  const appended: string[] = [];
  const document = {
    currentScript,
    images,
    querySelectorAll: (selector: string) => (selector === 'iframe[data-src]' ? frames : []),
    fonts: undefined,
    documentElement: { classList: { add: () => {} } },
    head: {
      appendChild: (element: { src?: string; href?: string; rel?: string; type?: string }) =>
        appended.push(`${element.rel ?? element.type} ${element.href ?? element.src}`),
    },
    createElement: () => ({}),
  };
  class PerformanceObserver {
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
    disconnect() {}
  }
  const run = new Function(
    'document',
    'HTMLScriptElement',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'addEventListener',
    'innerHeight',
    CLIENT_LOADER,
  );
  run(
    document,
    FakeScript,
    PerformanceObserver,
    (callback: () => void) => callback(),
    (callback: () => void) => callback(),
    () => {},
    800,
  );
  return appended;
}

/** The text of the loader's script element. */
function textOf(html: string): string {
  return /<script[^>]*>(.*)<\/script>$/s.exec(html)?.[1] ?? '';
}

describe('clientLoaderScript', () => {
  it('carries the entry and the preloads as escaped attributes, and no nonce', () => {
    const html = clientLoaderScript({ entry: '/assets/entry-1.js', modulePreloads: ['/assets/a.js', '/assets/cs.js'] });
    expect(html).toMatch(
      /^<script data-entry="\/assets\/entry-1\.js" data-preloads="\[&quot;\/assets\/a\.js&quot;,&quot;\/assets\/cs\.js&quot;\]">/,
    );
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
    expect(clientLoaderScript({ entry: '/e.js', modulePreloads: [] }, 'n0nce+/=')).toMatch(
      /^<script nonce="n0nce\+\/=" data-entry=/,
    );
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

  it('loads the entry and its preloads when they are files under /assets/', () => {
    const script = new FakeScript({
      'data-entry': '/assets/entry-client-Bx9_a-1.js',
      'data-preloads': '["/assets/react-Q1.js","/assets/cs.min-2.js"]',
    });
    expect(runLoader(script)).toEqual([
      'modulepreload /assets/react-Q1.js',
      'modulepreload /assets/cs.min-2.js',
      'module /assets/entry-client-Bx9_a-1.js',
    ]);
  });

  it("waits for a first-screen image that is still loading, not for one that is not rendered (the gallery's hidden no-JS overlays)", () => {
    const script = () => new FakeScript({ 'data-entry': '/assets/entry-client-1.js', 'data-preloads': '[]' });
    expect(runLoader(script(), [], [new FakeImage(true)])).toEqual([]);
    expect(runLoader(script(), [], [new FakeImage(false), new FakeImage(false)])).toEqual([
      'module /assets/entry-client-1.js',
    ]);
  });

  it.each([
    'https://evil.example/x.js',
    '//evil.example/assets/x.js',
    '/assets/../upload/x.js',
    '/uploads/x.js',
    'data:text/javascript,alert(1)',
    '/assets/x.js?y',
    '',
  ])('refuses an entry that is no file under /assets/ (%s): nothing is loaded', (entry) => {
    expect(runLoader(new FakeScript({ 'data-entry': entry, 'data-preloads': '["/assets/a.js"]' }))).toEqual([]);
  });

  it('skips a preload that is no file under /assets/', () => {
    const script = new FakeScript({
      'data-entry': '/assets/e.js',
      'data-preloads': '["https://evil.example/p.js","/assets/a.js"]',
    });
    expect(runLoader(script)).toEqual(['modulepreload /assets/a.js', 'module /assets/e.js']);
  });

  it('does nothing when document.currentScript is not a script element (DOM clobbering: <img name="currentScript" data-entry=…>)', () => {
    const clobbered = {
      nonce: '',
      getAttribute: (name: string) => ({ 'data-entry': '/assets/evil.js', 'data-preloads': '[]' })[name] ?? null,
    };
    expect(runLoader(clobbered)).toEqual([]);
    expect(CLIENT_LOADER).toContain('instanceof HTMLScriptElement');
  });

  it('development (the loader carries a nonce): Vite serves the entry from /src/', () => {
    const script = Object.assign(new FakeScript({ 'data-entry': '/src/entry-client.tsx', 'data-preloads': '[]' }), {
      nonce: 'n0nce',
    });
    expect(runLoader(script)).toEqual(['module /src/entry-client.tsx']);
  });

  it('gives the embedded frames their http(s) address once the page has painted, and no other', () => {
    const frames = [
      new FakeFrame({ 'data-src': 'https://menu.example.com/daily' }),
      new FakeFrame({ 'data-src': 'javascript:alert(1)' }),
      new FakeFrame({ 'data-src': 'data:text/html,<script>alert(1)</script>' }),
      // What a URL parser (and the content's schema) would accept: leading space, upper case.
      new FakeFrame({ 'data-src': ' HTTPS://menu.example.com/spaced' }),
      new FakeFrame({ 'data-src': '/relative/path' }),
      Object.assign(new FakeFrame({ 'data-src': 'https://menu.example.com/other' }), {
        src: 'https://menu.example.com/kept',
      }),
    ];
    runLoader(new FakeScript({ 'data-entry': '/assets/e.js', 'data-preloads': '[]' }), frames);
    expect(frames.map((frame) => frame.src)).toEqual([
      'https://menu.example.com/daily',
      undefined,
      undefined,
      ' HTTPS://menu.example.com/spaced',
      undefined,
      'https://menu.example.com/kept',
    ]);
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createElement, Fragment } from 'react';
import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import type { EntryServerModule } from '../../server/document/render';
import { contentWithLinks } from '../support/test-content';
import { createTestApp, testAssets, testEnv } from '../support/test-app';

/** The directives of a Content-Security-Policy header. */
function csp(response: Response): Record<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

/** Every `<script>` element of a document: its opening tag and its text. */
function scriptsOf(html: string) {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map(([, tag = '', text = '']) => ({ tag, text }));
}

/** The inline scripts a browser would run: not external, not a JSON data block. */
function executableInline(html: string) {
  return scriptsOf(html).filter(({ tag }) => !/\ssrc=/.test(tag) && !/\stype="application\/(ld\+)?json"/.test(tag));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** What every answer carries, page, file or JSON. */
function expectBaseHeaders(response: Response) {
  const h = response.headers;
  expect(h['x-powered-by']).toBeUndefined();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['cross-origin-resource-policy']).toBe('same-origin');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(h['permissions-policy']).toContain(`${feature}=()`);
  expect(h['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(csp(response)).toMatchObject({ 'default-src': "'self'", 'frame-ancestors': "'none'", 'object-src': "'none'" });
}

/** A built client directory in miniature: a hashed script with its .br and .gz. */
function clientDirWithAsset() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ballon-client-'));
  mkdirSync(path.join(dir, 'assets'));
  const source = `export const menu = ${JSON.stringify('Svíčková na smetaně '.repeat(200))};\n`;
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), source);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(source));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(source));
  return dir;
}

describe('security headers', () => {
  const { app } = createTestApp({ deps: { clientDir: clientDirWithAsset() } });

  it('a page: the strict CSP with the hashes of its inline scripts, HSTS, cacheable by a shared cache', async () => {
    const response = await request(app).get('/kontakt').expect(200);
    expectBaseHeaders(response);
    const hashes = executableInline(response.text).map(({ text }) => sha256(text));
    expect(hashes).toHaveLength(2);
    // The site CSS inlined in the head, allowed by its hash and nothing else inline.
    const styles = [...response.text.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => sha256(match[1] ?? ''));
    expect(styles).toHaveLength(1);
    expect(csp(response)).toEqual({
      'default-src': "'self'",
      'script-src': `${hashes.join(' ')} 'strict-dynamic'`,
      'style-src': `'self' ${styles[0]}`,
      'img-src': "'self' data:",
      'font-src': "'self'",
      'frame-src': 'https://menu.example.com',
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
      'object-src': "'none'",
      'connect-src': "'self'",
      'upgrade-insecure-requests': '',
    });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('an asset: the same headers, cached for a year, brotli when accepted', async () => {
    const response = await request(app)
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expectBaseHeaders(response);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('an API answer: the same headers, JSON, never cached, no script allowed', async () => {
    const response = await request(app).get('/api/send-contact-email').expect(405);
    expectBaseHeaders(response);
    expect(csp(response)).toMatchObject({ 'script-src': "'none'", 'style-src': "'self'" });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('frame-src is exactly the origins of the two menu frames, or none', async () => {
    const two = createTestApp({
      deps: {
        content: contentWithLinks({
          dailyMenu: 'https://denni.example.cz/menu?x=1',
          foodMenu: 'http://listek.example.com:8080/a/b',
        }),
      },
    });
    expect(csp(await request(two.app).get('/'))).toMatchObject({
      'frame-src': 'https://denni.example.cz http://listek.example.com:8080',
    });
    const none = createTestApp({ deps: { content: contentWithLinks({ dailyMenu: null, foodMenu: null }) } });
    expect(csp(await request(none.app).get('/'))['frame-src']).toBe("'none'");
  });

  it('frame-src follows an edit of the links on the next response', async () => {
    let links = contentWithLinks({ dailyMenu: 'https://old.example.cz/menu', foodMenu: null });
    const content = { view: () => links.view(), modified: () => links.modified(), onChange: () => () => {} };
    const { app: edited } = createTestApp({ deps: { content } });
    expect(csp(await request(edited).get('/denni-menu'))['frame-src']).toBe('https://old.example.cz');
    links = contentWithLinks({ dailyMenu: 'https://new.example.cz/menu', foodMenu: null });
    expect(csp(await request(edited).get('/denni-menu'))['frame-src']).toBe('https://new.example.cz');
  });

  it('HSTS only when SITE_URL is https', async () => {
    const plain = createTestApp({ env: { SITE_URL: 'http://localhost:3000' } });
    const response = await request(plain.app).get('/');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp(response)['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('hashes, no nonces', () => {
  const { app } = createTestApp();

  it('two loads of a page carry the same policy and the same bytes', async () => {
    const [a, b] = await Promise.all([request(app).get('/'), request(app).get('/')]);
    expect(a.headers['content-security-policy']).toBe(b.headers['content-security-policy']);
    expect(a.text).toBe(b.text);
  });

  it('every page carries the same script hashes: the class switch and the loader are the same text everywhere', async () => {
    const policies = new Set<string>();
    for (const url of ['/', '/galerie', '/en/kontakt', '/en/napojovy-listek', '/neexistuje']) {
      policies.add(csp(await request(app).get(url))['script-src'] ?? '');
    }
    expect([...policies]).toHaveLength(1);
  });

  it.each(['/', '/en/kontakt', '/neexistuje'])(
    '%s: the hash of every executable inline <script> is in script-src and nothing else is; no nonce anywhere; data blocks are JSON',
    async (url) => {
      const response = await request(app).get(url);
      const inline = executableInline(response.text);
      // The class switch and the client loader.
      expect(inline).toHaveLength(2);
      const sources = (csp(response)['script-src'] ?? '').split(' ');
      expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
        inline.map(({ text }) => sha256(text)).sort(),
      );
      expect(sources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'strict-dynamic'"]);
      expect(response.text).not.toMatch(/\snonce=/);
      expect(response.text).not.toContain('csp-nonce');
      expect(response.headers['content-security-policy']).not.toContain('nonce-');
      expect(response.text).toContain('<script type="application/json" id="ssr-data">');
    },
  );

  it('the policy is an allow-list: an inline script or style the shell did not write is not allowed, is logged as our bug, and the page is not kept', async () => {
    const injected = 'window.injected=1';
    const injectedStyle = 'body{color:red}';
    let renders = 0;
    // A page whose markup carries an extra inline <script> and <style>, as a server-side injection would.
    const loadEntry = async (): Promise<EntryServerModule> => {
      const real = await import('../../src/entry-server');
      return {
        ...real,
        planPage: async (...args: Parameters<EntryServerModule['planPage']>) => {
          renders++;
          const plan = await real.planPage(...args);
          if (plan.type !== 'page') return plan;
          const extra = [
            createElement('script', { key: 's', dangerouslySetInnerHTML: { __html: injected } }),
            createElement('style', { key: 'c', dangerouslySetInnerHTML: { __html: injectedStyle } }),
          ];
          return { ...plan, element: createElement(Fragment, null, plan.element, ...extra) };
        },
      };
    };
    const { app: injecting, logs } = createTestApp({
      deps: { pages: { loadEntry, getAssets: async () => ({ assets: testAssets }) } },
    });
    const first = await request(injecting).get('/kontakt').expect(200);
    expect(executableInline(first.text).map(({ text }) => text)).toContain(injected);
    expect(first.text).toContain(`>${injectedStyle}</style>`);
    const policy = csp(first);
    expect(policy['script-src']).not.toContain(sha256(injected));
    expect(policy['style-src']).not.toContain(sha256(injectedStyle));
    // The shell's own: the class switch, the loader and the inlined CSS, still allowed.
    const { app: clean } = createTestApp();
    expect(policy['script-src']).toBe(csp(await request(clean).get('/kontakt'))['script-src']);
    expect(policy['style-src']).toBe(`'self' ${sha256(testAssets.inlineStyle ?? '')}`);
    const errors = logs.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/inline elements the shell did not write/);
    // Not kept, not shared: the next request renders again, and no cache may keep it.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    await request(injecting).get('/kontakt').expect(200);
    expect(renders).toBe(2);
  });

  it('a posted value that tries to end the hydration script stays inside it, as escaped JSON', async () => {
    const payload = '</script><script>alert(1)</script>';
    const response = await request(app)
      .post('/kontakt')
      .type('form')
      .send({ name: payload, email: 'not-an-email', subject: '', message: 'Dobrý den', consent: 'on' })
      .expect(422);
    expect(response.text).not.toContain('<script>alert(1)');
    const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(response.text);
    expect(data?.[1]).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(JSON.stringify(JSON.parse(data?.[1] ?? 'null'))).toContain(JSON.stringify(payload).slice(1, -1));
  });
});

describe('behind the TLS proxy', () => {
  const site = testEnv.SITE_URL;

  it('a request that reached the proxy as plain http is sent to the https address with 301', async () => {
    const { app } = createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    const response = await request(app)
      .get('/kontakt?x=1')
      .set('X-Forwarded-Proto', 'http')
      .set('Host', 'evil.example')
      .expect(301);
    expect(response.headers.location).toBe(`${site}/kontakt?x=1`);
    const post = await request(app)
      .post('/kontakt')
      .set('X-Forwarded-Proto', 'http')
      .type('form')
      .send({ name: 'x' })
      .expect(308);
    expect(post.headers.location).toBe(`${site}/kontakt`);
  });

  it('builds the target from SITE_URL, never from the request target or the Host', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('//evil.example/x').set('X-Forwarded-Proto', 'http').expect(301);
    // The target is not parsed as a URL (`//evil.example` is no host of ours): its leading slashes become one.
    expect(response.headers.location).toBe(`${site}/evil.example/x`);
  });

  it('no redirect for https, for an untrusted peer, without the header, or with an http SITE_URL', async () => {
    await request(createTestApp().app).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    await request(createTestApp().app).get('/').expect(200);
    await request(createTestApp({ env: { TRUST_PROXY: 'false' } }).app)
      .get('/')
      .set('X-Forwarded-Proto', 'http')
      .expect(200);
    await request(createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } }).app)
      .get('/')
      .set('X-Forwarded-Proto', 'http')
      .expect(200);
    await request(createTestApp({ env: { SITE_URL: 'http://localhost:3000' } }).app)
      .get('/')
      .set('X-Forwarded-Proto', 'http')
      .expect(200);
  });

  it('health probes are never redirected', async () => {
    await request(createTestApp().app).get('/healthz').set('X-Forwarded-Proto', 'http').expect(200);
  });
});

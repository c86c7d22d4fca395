import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, rawExchange, rawRequest, requestHead, type Listening, type RawResponse } from '../support/raw-http';
import { createTestApp, testEnv } from '../support/test-app';

// The Host header is the client's word: nothing we emit may be built from it.
const { app, logs } = createTestApp();
let server: Listening;
beforeAll(async () => {
  server = await listen(app);
});
afterAll(() => server.close());

const site = testEnv.SITE_URL;

/** Every absolute URL of ours in a page: canonical, alternates, og:url and the JSON-LD addresses. */
function ownUrls(html: string): string[] {
  const attrs = [
    ...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/property="og:(?:url|image)" content="([^"]+)"/g),
  ];
  // Only the JSON-LD: the hydration data's site-relative paths (e.g. a share image's "image":"/assets/…") are not URLs of a host.
  const ld = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1] ?? '';
  const jsonLd = [...ld.matchAll(/"(?:url|@id|image|logo)":"([^"]+)"/g)];
  return [...attrs, ...jsonLd].map((match) => match[1] ?? '');
}

function expectNothingFromHost(response: RawResponse, host: string) {
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(500);
  if (host.length >= 3) expect(response.raw).not.toContain(host);
}

const hostile = [
  'evil.example',
  'a b',
  'evil.example:99999',
  '[::1',
  '@evil.example',
  'evil.example/kontakt',
  'evil.example\\x',
  'localhost, evil.example',
  '',
  'x'.repeat(8000),
  'ev\u00efl.example',
  '%00evil.example',
];

describe('a page is the same whatever the Host', () => {
  it.each(hostile)('Host: %j → 200, every own URL on SITE_URL', async (host) => {
    // A query string keeps the page cache out of it: each of these is rendered for this request.
    for (const path of ['/?v=1', '/en/kontakt?v=1', '/galerie?v=1']) {
      const response = await rawRequest(server.port, 'GET', path, { Host: host });
      expectNothingFromHost(response, host);
      expect(response.status).toBe(200);
      const urls = ownUrls(response.body);
      expect(urls.length).toBeGreaterThan(4);
      for (const url of urls) expect(url.startsWith(`${site}/`), url).toBe(true);
    }
  });

  it('the sitemap and robots.txt too', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = await rawRequest(server.port, 'GET', path, {
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil2.example',
      });
      expect(response.status).toBe(200);
      expect(response.raw).not.toMatch(/evil2?\.example/);
      expect(response.body).toContain(site);
    }
  });

  it('X-Forwarded-Host from the trusted proxy is ignored as well', async () => {
    const response = await rawRequest(server.port, 'GET', '/kontakt', { 'X-Forwarded-Host': 'evil.example' });
    expect(response.status).toBe(200);
    expect(response.raw).not.toContain('evil.example');
  });

  it('a redirect is a path of ours, the https redirect an address on SITE_URL', async () => {
    const slash = await rawRequest(server.port, 'GET', '/kontakt/', { Host: 'evil.example' });
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/kontakt');
    const https = await rawRequest(server.port, 'GET', '/kontakt?x=1', {
      Host: 'evil.example',
      'X-Forwarded-Proto': 'http',
    });
    expect(https.status).toBe(301);
    expect(https.headers.location).toBe(`${site}/kontakt?x=1`);
  });

  it('a form post answered with the page (422) names no other host', async () => {
    const body = 'name=&email=nope&message=&consent=on';
    for (const host of ['evil.example', 'a b']) {
      const response = await rawRequest(
        server.port,
        'POST',
        '/kontakt',
        { Host: host, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      );
      expect(response.status).toBe(422);
      expectNothingFromHost(response, host);
    }
  });
});

describe('a missing or unreadable Host: 400 from the HTTP parser, or ignored', () => {
  it('HTTP/1.1 without Host: 400', async () => {
    const response = await rawExchange(server.port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
  });

  it('HTTP/1.0 without Host: the page, built from SITE_URL', async () => {
    const response = await rawExchange(server.port, 'GET /en HTTP/1.0\r\n\r\n');
    expect(response.status).toBe(200);
    expect(ownUrls(response.body)).toContain(`${site}/en`);
  });

  it('a control character in Host: 400', async () => {
    const response = await rawExchange(server.port, requestHead('GET', '/', { Host: 'a\u0001b' }));
    expect(response.status).toBe(400);
  });

  it('two Host headers: the page, from SITE_URL', async () => {
    const response = await rawExchange(
      server.port,
      'GET / HTTP/1.1\r\nHost: a\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBeLessThan(500);
    expect(response.raw).not.toContain('evil.example');
  });

  it('no request above wrote an error line', () => {
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});

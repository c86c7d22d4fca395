import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { createContactHarness, validBody } from '../support/contact-harness';
import { isOnSite, listen, rawExchange, rawRequest, type Listening } from '../support/raw-http';
import { createTestApp, testEnv } from '../support/test-app';

// Raw sockets throughout: fetch and supertest would resolve `..`, collapse `//` or refuse `\`.
const { app, logs } = createTestApp();
let server: Listening;
beforeAll(async () => {
  server = await listen(app);
});
afterAll(() => server.close());

const site = testEnv.SITE_URL;
const get = (target: string) => rawRequest(server.port, 'GET', target);
const errorLines = () => logs.filter((line) => line.level >= 50);

describe('each page has one URL', () => {
  const canonical = Object.values(pagePaths).flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]);

  it.each(canonical)('%s answers 200 and names itself canonical on SITE_URL', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${site}${path === '/' ? '/' : path}"`);
  });
});

describe('another spelling of a page: 301 to its canonical path, query kept', () => {
  it.each([
    // letter case
    ['/KONTAKT', '/kontakt'],
    ['/Kontakt?x=1', '/kontakt?x=1'],
    ['/EN/kontakt', '/en/kontakt'],
    ['/En', '/en'],
    ['/en/GALERIE', '/en/galerie'],
    ['/EN/KONTAKT?utm_source=x', '/en/kontakt?utm_source=x'],
    // repeated and trailing slashes
    ['//', '/'],
    ['///', '/'],
    ['//kontakt', '/kontakt'],
    ['/kontakt//', '/kontakt'],
    ['/en//kontakt/', '/en/kontakt'],
    ['/en/', '/en'],
    // dot segments, plain and encoded
    ['/kontakt/..', '/'],
    ['/kontakt/.', '/kontakt'],
    ['/./kontakt', '/kontakt'],
    ['/en/galerie/../kontakt', '/en/kontakt'],
    ['/%2e%2e/kontakt', '/kontakt'],
    ['/kontakt/%2E', '/kontakt'],
    ['/../../en', '/en'],
    ['//evil.example/..', '/'],
    ['//evil.example/%2e%2e/kontakt', '/kontakt'],
    // percent-encoded letters
    ['/kontak%74', '/kontakt'],
    ['/%6Bontakt', '/kontakt'],
    ['/%65n/kontakt', '/en/kontakt'],
    // legacy addresses in any spelling: one hop to the page
    ['/MENU', '/jidelni-listek'],
    ['/menu/', '/jidelni-listek'],
    ['/En/Contact/', '/en/kontakt'],
    ['/galerie/virtualni-prohlidka/', '/galerie'],
    // a query that looks like a host stays a query
    ['/kontakt/?next=//evil.example', '/kontakt?next=//evil.example'],
  ])('%s → %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('no error line for any of them', () => {
    expect(errorLines()).toEqual([]);
  });
});

describe('never a Location that leaves the site', () => {
  it.each([
    '//evil.example/',
    '//evil.example',
    '///evil.example/',
    '////evil.example//',
    '/\\evil.example/',
    '/\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example',
    '/.//evil.example/',
    '/..//evil.example/',
    '/%2e%2e//evil.example/',
    '//evil.example/kontakt/',
    '/\\/evil.example/',
    '//evil.example@www.restaurace-ballon.test/',
    '//www.restaurace-ballon.test.evil.example/',
  ])('%s: 404, no Location', async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('an absolute-form target is answered by its path; its host is never used', async () => {
    const page = await get('http://evil.example/kontakt');
    expect(page.status).toBe(200);
    expect(page.raw).not.toContain('evil.example');
    const redirect = await get('http://evil.example/KONTAKT/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/kontakt');
    expect((await get('http://evil.example//evil.example/')).status).toBe(404);
    expect((await get('ftp://evil.example/')).status).toBe(400);
    expect((await rawRequest(server.port, 'OPTIONS', '*')).status).toBe(400);
  });

  it('every redirect Location above and below is one "/" and a segment', async () => {
    for (const target of ['//', '/kontakt//', '/EN/', '/%2e%2e/', '/kontakt/..//', '/en/..%2F..%2F/']) {
      const response = await get(target);
      if (response.status >= 300 && response.status < 400)
        expect(isOnSite(response.headers.location ?? '', site)).toBe(true);
    }
  });
});

describe('not a page in any spelling: 404 in the path’s language, never a duplicate', () => {
  it.each([
    ['/kontakt%2F', 'cs'],
    ['/kontakt%2Fx', 'cs'],
    ['/en%2Fkontakt', 'cs'],
    ['/kontakt%5C', 'cs'],
    ['/kontakt%00', 'cs'],
    ['/kontakt%zz', 'cs'],
    ['/kontakt%C0%AF', 'cs'],
    ['/kontakt\\', 'cs'],
    ['/../../../etc/passwd', 'cs'],
    ['/EN/neexistuje', 'en'],
    ['/en/kontakt%2F', 'en'],
    ['/en/neexistuje/', 'en'],
    ['/Neexistuje/', 'cs'],
  ])('%s → 404 (%s)', async (target, lang) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('a plainly written unknown path still gets the router’s full 404 page', async () => {
    const response = await get('/neexistuje');
    expect(response.status).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex"');
  });

  it.each(['/ROBOTS.TXT', '/robots.txt/', '/Sitemap.xml', '/sitemap.xml/', '/HEALTHZ', '/healthz/', '/readyz/'])(
    'a fixed route answers only its own spelling: %s → 404',
    async (target) => {
      expect((await get(target)).status).toBe(404);
    },
  );

  it('the API answers only its own spelling, with a JSON 404', async () => {
    for (const target of ['/api/send-contact-email/', '/API/send-contact-email', '/api//send-contact-email']) {
      const response = await rawRequest(server.port, 'POST', target, { 'Content-Type': 'application/json' }, '{}');
      expect(response.status, target).toBe(404);
    }
    const json = await rawRequest(
      server.port,
      'POST',
      '/api/send-contact-email/',
      { 'Content-Type': 'application/json' },
      '{}',
    );
    expect(JSON.parse(json.body)).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('a form posted to another spelling of its page', () => {
  it.each([
    ['/kontakt/', '/kontakt'],
    ['/KONTAKT', '/kontakt'],
    ['/EN/kontakt', '/en/kontakt'],
    ['/konferencni-prostory-salonek//', '/konferencni-prostory-salonek'],
    ['/rezervace', '/kontakt'],
    ['/en/lounge/', '/en/konferencni-prostory-salonek'],
  ])('POST %s → 308 %s (the browser re-posts the body), nothing stored', async (from, to) => {
    const body = 'name=Jana&email=jana%40example.com&message=Dobry%20den&consent=on';
    const response = await rawRequest(
      server.port,
      'POST',
      from,
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    );
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(to);
  });

  it('no error line from any of it', () => {
    expect(errorLines()).toEqual([]);
  });
});

/** A Location the https redirect may send: SITE_URL's origin, then exactly one `/` (never `//host` or `/\\host` after it). */
function onSiteOrigin(location: string): boolean {
  return (
    location.startsWith(`${site}/`) &&
    !/^[/\\]/.test(location.slice(site.length + 1)) &&
    URL.canParse(location) &&
    new URL(location).origin === site
  );
}

describe('the https redirect (X-Forwarded-Proto: http from the trusted proxy) never parses the target', () => {
  // Raw sockets come from 127.0.0.1, which the default TRUST_PROXY (loopback) trusts: the proxy's word counts.
  const viaProxy = (method: string, target: string) =>
    rawRequest(server.port, method, target, {
      'X-Forwarded-Proto': 'http',
      'X-Forwarded-For': '203.0.113.7',
      ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    });

  it.each([
    ['//', '/'],
    ['//[', '/['],
    ['//%', '/%25'],
    ['//evil.example:99999/', '/evil.example:99999/'],
    ['/\\', '/'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/\\//evil.example/kontakt?x=1', '/evil.example/kontakt?x=1'],
    ['///evil.example/?next=//evil.example', '/evil.example/?next=//evil.example'],
    ['//evil.example@www.restaurace-ballon.test/', '/evil.example@www.restaurace-ballon.test/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/kontakt?x=1', '/kontakt?x=1'],
    ['http://evil.example//evil.example/', '/evil.example/'],
    ['http://evil.example', '/'],
  ])('GET %s → 301 to SITE_URL + %s', async (target, path) => {
    const response = await viaProxy('GET', target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`${site}${path}`);
    expect(onSiteOrigin(response.headers.location ?? '')).toBe(true);
  });

  it.each(['//', '//[', '/\\evil.example', '//evil.example:99999/kontakt'])(
    'POST %s → 308 on SITE_URL’s origin (the body survives)',
    async (target) => {
      const response = await viaProxy('POST', target);
      expect(response.status).toBe(308);
      expect(onSiteOrigin(response.headers.location ?? '')).toBe(true);
    },
  );

  it('no error line from any of it', () => {
    expect(errorLines()).toEqual([]);
  });
});

describe('a request target that is neither a path nor an http(s) URL: 400 through the whole app', () => {
  it.each([
    'http://[/',
    'http://[/kontakt',
    'https://[::1/',
    'http://xn--/',
    'http://%/',
    'http://ex%zzample/',
    'http://evil.example:99999/',
    'ftp://evil.example/',
    'mailto://x',
    '*',
    '//%@evil.example/#x',
    '/kontakt#top',
    'http://evil.example/kontakt#x',
  ])('GET %s → 400 with the security headers, a request id and one log line at info', async (target) => {
    const response = await rawExchange(
      server.port,
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(400);
    const id = response.headers['x-request-id'] ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toMatch(/Cannot GET|evil\.example/);
    expect(logs.filter((line) => line.reqId === id && typeof line.status === 'number')).toEqual([
      expect.objectContaining({ level: 30, status: 400 }),
    ]);
  });

  it.each(['kontakt', 'http:/kontakt', 'http:kontakt', 'www.restaurace-ballon.test:443', 'http://evil.example\\@x/'])(
    'GET %s never reaches the app: Node’s HTTP parser answers 400 itself',
    async (target) => {
      const before = logs.length;
      const response = await rawExchange(
        server.port,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status).toBe(400);
      expect(logs.slice(before)).toEqual([]);
    },
  );

  it('the same from the trusted proxy with X-Forwarded-Proto: http: 400, never a redirect', async () => {
    for (const target of ['http://[/', '*', 'http://xn--/']) {
      const response = await rawRequest(server.port, 'GET', target, { 'X-Forwarded-Proto': 'http' });
      expect(response.status, target).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('a parseable absolute form is still answered by its path, in any letter case of its scheme', async () => {
    expect((await get('HTTP://evil.example/kontakt')).status).toBe(200);
    expect((await get('https://[::1]:8443/en/kontakt?x=1')).status).toBe(200);
    expect((await get('http://evil.example?x=1')).status).toBe(200);
  });

  it('no error line from any of it', () => {
    expect(errorLines()).toEqual([]);
  });
});

describe('the API answers its exact path only: no other spelling stores a message', () => {
  it.each([
    ['POST', '/api/SEND-CONTACT-EMAIL'],
    ['POST', '/api/Send-contact-email'],
    ['POST', '/api/send-contact-emaiL'],
    ['POST', '/API/send-contact-email'],
    ['POST', '/Api/Send-Contact-Email'],
    ['POST', '/api/send-contact-email/'],
    ['POST', '/api//send-contact-email'],
    ['POST', '/api/send-contact-email%2F'],
    ['POST', '/api/send-contact-emai%6C'],
    ['POST', '/api/./send-contact-email'],
    ['POST', 'http://evil.example/api/SEND-CONTACT-EMAIL'],
  ])('%s %s → a JSON 404, nothing stored; the exact path stores one', async (method, target) => {
    const h = await createContactHarness({ startWorker: false });
    const api = await listen(h.app);
    try {
      const body = JSON.stringify(validBody);
      const refused = await rawRequest(api.port, method, target, { 'Content-Type': 'application/json' }, body);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'not_found' } });
      expect(h.outbox.stats().pending).toBe(0);
      const stored = await rawRequest(
        api.port,
        'POST',
        '/api/send-contact-email',
        { 'Content-Type': 'application/json' },
        body,
      );
      expect(stored.status).toBe(202);
      expect(h.outbox.stats().pending).toBe(1);
    } finally {
      await api.close();
      await h.dispose();
    }
  });

  it('the routers themselves match case and trailing slash exactly: in development, where the canonical check lets odd spellings through to Vite, still nothing is stored', async () => {
    const h = await createContactHarness({ startWorker: false, env: { NODE_ENV: 'development' } });
    const api = await listen(h.app);
    try {
      const body = JSON.stringify(validBody);
      for (const target of [
        '/api/SEND-CONTACT-EMAIL',
        '/api/Send-contact-email',
        '/api/send-contact-email/',
        '/api/send-contact-email//',
      ]) {
        const response = await rawRequest(api.port, 'POST', target, { 'Content-Type': 'application/json' }, body);
        expect(response.status, target).toBe(404);
        expect(JSON.parse(response.body), target).toMatchObject({ error: { code: 'not_found' } });
      }
      expect((await rawRequest(api.port, 'GET', '/api/Send-contact-email')).status).toBe(404);
      expect(h.outbox.stats().pending).toBe(0);
      for (const target of ['/ROBOTS.TXT', '/robots.txt/', '/Sitemap.xml']) {
        const response = await rawRequest(api.port, 'GET', target);
        expect(response.status, target).toBe(404);
        expect(response.body, target).not.toMatch(/User-agent|<urlset/);
      }
    } finally {
      await api.close();
      await h.dispose();
    }
  });

  it.each(['/api/Send-contact-email', '/api/SEND-CONTACT-EMAIL', '/API/send-contact-email'])(
    'GET %s → 404 (not a 405 naming POST)',
    async (target) => {
      const response = await get(target);
      expect(response.status).toBe(404);
      expect(response.headers.allow).toBeUndefined();
    },
  );

  it('the crawler files and the form pages answer their own spelling only, whatever the method', async () => {
    expect((await get('/Robots.txt')).status).toBe(404);
    expect((await get('/SITEMAP.XML')).status).toBe(404);
    const form = 'name=Jana&email=jana%40example.com&message=Dobry%20den&consent=on';
    const post = await rawRequest(
      server.port,
      'POST',
      '/KONTAKT',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      form,
    );
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe('/kontakt');
  });
});

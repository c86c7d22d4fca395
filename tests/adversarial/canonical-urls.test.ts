import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { isOnSite, listen, rawRequest, type Listening } from '../support/raw-http';
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
      if (response.status >= 300 && response.status < 400) expect(isOnSite(response.headers.location ?? '', site)).toBe(true);
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
    const json = await rawRequest(server.port, 'POST', '/api/send-contact-email/', { 'Content-Type': 'application/json' }, '{}');
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
    const response = await rawRequest(server.port, 'POST', from, { 'Content-Type': 'application/x-www-form-urlencoded' }, body);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(to);
  });

  it('no error line from any of it', () => {
    expect(errorLines()).toEqual([]);
  });
});

/**
 * The privacy notice says the site sets no cookies. This keeps it true: every
 * kind of answer the real app gives (pages in both languages, the 404, the
 * redirects, the data route, the crawler files, built files and photos, the
 * probes, the no-JS form posts and the JSON API with their refusals, a failed
 * render) is sent, and none may carry `Set-Cookie`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request, { type Response } from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import express, { type Express } from 'express';
import { readClientAssets } from '../../server/document/assets';
import { PhotoLibrary } from '../../server/content/photo-library';
import { openOutbox } from '../../server/enquiries/file-queue/outbox';
import { Readiness } from '../../server/runtime/readiness';
import { photoVariantUrl } from '../../src/content/photo-variants';
import { CONTACT_API_PATH } from '../../src/forms/contact-api';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { legacyRedirects } from '../../src/routes';
import { contactForm, loungeForm, validBody } from '../support/contact-harness';
import { createTestApp, testAssets, testEnv } from '../support/test-app';
import { testContent } from '../support/test-content';

const site = testEnv.SITE_URL;
const clientDir = path.resolve('dist/client');
const hasBuild = existsSync(path.join(clientDir, '.vite', 'manifest.json'));
const temporary: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ballon-no-cookies-'));
  temporary.push(dir);
  return dir;
}

/** The photo pipeline as the server runs it, on the sample's photos (the build's variants are the seed). */
async function openPhotos(): Promise<PhotoLibrary> {
  const seedDirs = ['dist/client/assets/photos', 'public/assets/photos']
    .map((dir) => path.resolve(dir))
    .filter((dir) => existsSync(dir));
  const library = await PhotoLibrary.open({
    contentDir: path.resolve('content'),
    cacheDir: tempDir(),
    seedDirs,
    logger: { info: () => {}, error: () => {} },
    watch: false,
    photos: testContent.view().content.photos,
  });
  closers.push(() => library.close());
  await library.ready;
  return library;
}

/** The app with everything a production server has: built files, photos, an outbox, readiness. */
async function fullApp(env: Record<string, string> = {}): Promise<Express> {
  const dataDir = tempDir();
  const outbox = await openOutbox({ dir: path.join(dataDir, 'outbox'), logger: pino({ level: 'silent' }) });
  return createTestApp({
    env: {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      CONTACT_RATE_LIMIT: '1000',
      CONTACT_INVALID_RATE_LIMIT: '1000',
      ...env,
    },
    deps: {
      clientDir: hasBuild ? clientDir : undefined,
      photos: await openPhotos(),
      enquiries: { queue: outbox },
      readiness: new Readiness(),
    },
  }).app;
}

const app = await fullApp();
/** One message per client address: the second post is answered 429. */
const limited = await fullApp({ CONTACT_RATE_LIMIT: '1' });
/** No outbox (the API answers 5xx), and shutting down (/readyz answers 503). */
const draining = new Readiness();
draining.markShuttingDown();
const withoutMail = createTestApp({ deps: { readiness: draining } }).app;
/** The server entry cannot be loaded: every page is the 500 error page. */
const broken = createTestApp({
  deps: {
    pages: { loadEntry: () => Promise.reject(new Error('no entry')), getAssets: async () => ({ assets: testAssets }) },
  },
}).app;

const pageUrls = (['cs', 'en'] as const).flatMap((lang) =>
  Object.values(pagePaths).map((neutral) => localizePath(neutral, lang)),
);
const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
const sameSite = { Origin: site, 'Sec-Fetch-Site': 'same-origin' };
/** Vite's manifest of the client build (the stylesheet's file name, which assets.ts inlines rather than links). */
function readBuildManifest(): Record<string, { file: string } | undefined> {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string } | undefined
  >;
}

function expectNoCookie(response: Response, what: string): void {
  expect(response.headers['set-cookie'], `${what} sets a cookie`).toBeUndefined();
  // Nor a cookie smuggled in another header name's spelling.
  expect(
    Object.keys(response.headers).filter((name) => /cookie/i.test(name)),
    what,
  ).toEqual([]);
}

describe('no response sets a cookie', () => {
  it('the check itself notices a cookie', async () => {
    const cookieJar = express();
    cookieJar.get('/', (_req, res) => void res.cookie('session', 'x').send('ok'));
    const response = await request(cookieJar).get('/').expect(200);
    expect(() => expectNoCookie(response, 'GET /')).toThrow(/GET \/ sets a cookie/);
  });

  it('has a production build to serve built files from (npm test builds it; else npm run build)', () => {
    expect(hasBuild, `${clientDir}/.vite/manifest.json`).toBe(true);
  });

  it.each(pageUrls)('GET and HEAD %s (200)', async (url) => {
    expectNoCookie(await request(app).get(url).expect(200), `GET ${url}`);
    expectNoCookie(await request(app).head(url).expect(200), `HEAD ${url}`);
    // From the page cache, the second time.
    expectNoCookie(await request(app).get(url).expect(200), `GET ${url} again`);
  });

  it.each(pageUrls)('GET %s with a query string (not cached) and the data route of its page', async (url) => {
    expectNoCookie(await request(app).get(`${url}?utm_source=x`).expect(200), `GET ${url}?utm_source=x`);
    const lang = url.startsWith('/en') ? 'en' : 'cs';
    const key = (Object.keys(pagePaths) as (keyof typeof pagePaths)[]).find(
      (page) => localizePath(pagePaths[page], lang) === url,
    );
    const data = await request(app).get(`/_data/${lang}/${key}.json`).expect(200);
    expectNoCookie(data, `/_data/${lang}/${key}.json`);
    // Revalidated: 304.
    expectNoCookie(
      await request(app).get(`/_data/${lang}/${key}.json`).set('If-None-Match', String(data.headers.etag)).expect(304),
      '304 of the data route',
    );
  });

  it.each([
    ['/_data/cs/site.json', 200],
    ['/_data/en/site.json', 200],
    ['/_data/de/site.json', 404],
    ['/_data/cs/nothing.json', 404],
    ['/robots.txt', 200],
    ['/sitemap.xml', 200],
    ['/healthz', 200],
    ['/readyz', 200],
    ['/og-image.jpg', 200],
    ['/favicon.svg', 200],
    ['/neexistuje', 404],
    ['/en/does-not-exist', 404],
    ['/galerie/neco/dalsiho', 404],
    ['/assets/nothing-here.js', 404],
    ['/assets/photos/nope-480w.0000000000.avif', 404],
  ] as const)('GET %s (%i)', async (url, status) => {
    expectNoCookie(await request(app).get(url).expect(status), `GET ${url}`);
  });

  it('GET the built script, stylesheet and a page chunk, plain and precompressed', async () => {
    const assets = readClientAssets(clientDir);
    // A page's own chunk (the entry imports none: its one chunk holds React, the router and the layout).
    const pageChunk = assets.lazyModules?.['src/pages/home.tsx']?.modulePreloads[0];
    expect(pageChunk, 'the home page chunk in the manifest').toBeDefined();
    // The site's stylesheet: inlined in the head (assets.styles is then empty), the built file is still served.
    const stylesheet = readBuildManifest()['style.css']?.file;
    expect(stylesheet, 'the site stylesheet in the manifest').toBeDefined();
    const files = [...new Set([assets.entry, ...assets.styles, `/${stylesheet}`, pageChunk!])];
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      expectNoCookie(await request(app).get(file).expect(200), `GET ${file}`);
      expectNoCookie(await request(app).get(file).set('Accept-Encoding', 'br, gzip').expect(200), `GET ${file} (br)`);
    }
  });

  it('GET photo variants of every format from the photo pipeline', async () => {
    const entry = testContent.view().photos['lounge-03'];
    expect(entry).toBeDefined();
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const url = photoVariantUrl({ id: 'lounge-03', ...entry! }, 480, format);
      expectNoCookie(await request(app).get(url).expect(200), `GET ${url}`);
    }
  });

  it.each(Object.entries(legacyRedirects))('the legacy address %s (301 to %s)', async (from, to) => {
    const response = await request(app).get(from).expect(301);
    expect(response.headers.location).toBe(to);
    expectNoCookie(response, `GET ${from}`);
  });

  it.each([
    ['/KONTAKT', 301],
    ['/kontakt/', 301],
    ['/en/ochrana-osobnich-udaju/', 301],
    ['/EN/galerie', 301],
  ] as const)('the other spelling %s (%i)', async (url, status) => {
    expectNoCookie(await request(app).get(url).expect(status), `GET ${url}`);
  });

  it('the https redirect behind the proxy (301, 308)', async () => {
    expectNoCookie(await request(app).get('/kontakt').set('X-Forwarded-Proto', 'http').expect(301), 'GET over http');
    expectNoCookie(
      await request(app).post('/kontakt').set('X-Forwarded-Proto', 'http').type('form').send(contactForm).expect(308),
      'POST over http',
    );
  });

  it('methods a path does not take (405)', async () => {
    expectNoCookie(await request(app).post('/galerie').type('form').send('a=b').expect(405), 'POST /galerie');
    expectNoCookie(await request(app).delete('/').expect(405), 'DELETE /');
    expectNoCookie(await request(app).put('/ochrana-osobnich-udaju').expect(405), 'PUT /ochrana-osobnich-udaju');
    expectNoCookie(await request(app).get(CONTACT_API_PATH).expect(405), `GET ${CONTACT_API_PATH}`);
  });

  describe('the no-JavaScript form posts', () => {
    it.each([
      ['/kontakt', contactForm, '/kontakt?odeslano=1#formular'],
      ['/en/kontakt', { ...contactForm, message: 'Hello, a table for two?' }, '/en/kontakt?odeslano=1#formular'],
      ['/konferencni-prostory-salonek', loungeForm, '/konferencni-prostory-salonek?odeslano=1#inquiry-form'],
      [
        '/en/konferencni-prostory-salonek',
        { ...loungeForm, eventType: 'Wedding' },
        '/en/konferencni-prostory-salonek?odeslano=1#inquiry-form',
      ],
    ] as const)('a valid post to %s: 303, then the page with the notice', async (url, form, location) => {
      const response = await request(app).post(url).set(sameSite).type('form').send(form).expect(303);
      expect(response.headers.location).toBe(location);
      expectNoCookie(response, `POST ${url}`);
      expectNoCookie(await request(app).get(location.replace(/#.*/, '')).expect(200), `GET ${location}`);
    });

    it('an invalid post: 422 with the errors', async () => {
      const contact = await request(app)
        .post('/kontakt')
        .type('form')
        .send({ ...contactForm, email: 'x', consent: '' })
        .expect(422);
      expect(contact.text).toContain('Neplatná emailová adresa');
      expectNoCookie(contact, 'POST /kontakt (422)');
      const lounge = await request(app)
        .post('/en/konferencni-prostory-salonek')
        .type('form')
        .send({ ...loungeForm, eventType: '' })
        .expect(422);
      expectNoCookie(lounge, 'POST /en/konferencni-prostory-salonek (422)');
    });

    it('a post from another site: 403', async () => {
      expectNoCookie(
        await request(app).post('/kontakt').set(crossSite).type('form').send(contactForm).expect(403),
        'cross-site POST /kontakt',
      );
      expectNoCookie(
        await request(app)
          .post('/en/konferencni-prostory-salonek')
          .set('Origin', 'null')
          .type('form')
          .send(loungeForm)
          .expect(403),
        'POST with Origin: null',
      );
    });

    it('a body too large: 413', async () => {
      const response = await request(app)
        .post('/kontakt')
        .type('form')
        .send({ ...contactForm, message: 'x'.repeat(200_000) });
      expect(response.status).toBe(413);
      expectNoCookie(response, 'POST /kontakt (413)');
    });

    it('past the rate limit: 429 with the page', async () => {
      await request(limited)
        .post('/kontakt')
        .type('form')
        .send({ ...contactForm, message: 'první' })
        .expect(303);
      const response = await request(limited)
        .post('/kontakt')
        .type('form')
        .send({ ...contactForm, message: 'druhá' })
        .expect(429);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectNoCookie(response, 'POST /kontakt (429)');
    });
  });

  describe('the JSON API', () => {
    const post = (target: Express, body: unknown, type = 'application/json') =>
      request(target)
        .post(CONTACT_API_PATH)
        .set('Content-Type', type)
        .send(typeof body === 'string' ? body : JSON.stringify(body));

    it('a message stored: 2xx', async () => {
      const response = await post(app, { ...validBody, message: 'JSON zpráva' });
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      expectNoCookie(response, 'POST the API');
    });

    it.each([
      ['an invalid message', { ...validBody, email: 'x' }, 'application/json', 400],
      ['malformed JSON', '{"name": "Jan",', 'application/json', 400],
      ['a 20 KB body', { ...validBody, message: 'x'.repeat(20_000) }, 'application/json', 413],
      ['text/plain', JSON.stringify(validBody), 'text/plain', 415],
      ['a form post', 'name=Jan&email=jan%40example.com&message=Ahoj', 'application/x-www-form-urlencoded', 415],
    ] as const)('%s: %i', async (_what, body, type, status) => {
      const response = await post(app, body, type);
      expect(response.status).toBe(status);
      expectNoCookie(response, `POST the API (${status})`);
    });

    it('an idempotency key reused for another message: 409', async () => {
      const key = 'c0ffee00-5f0d-4c1e-9a3b-7d2e1f0c9b8a';
      expect((await post(app, { ...validBody, idempotencyKey: key })).status).toBeLessThan(300);
      const response = await post(app, { ...validBody, message: 'Jiná zpráva', idempotencyKey: key });
      expect(response.status).toBe(409);
      expectNoCookie(response, 'POST the API (409)');
    });

    it('from another site: 403', async () => {
      const response = await request(app).post(CONTACT_API_PATH).set(crossSite).send(validBody);
      expect(response.status).toBe(403);
      expectNoCookie(response, 'cross-site POST the API');
    });

    it('past the rate limit: 429', async () => {
      const first = await post(limited, { ...validBody, message: 'z API' });
      const second = await post(limited, { ...validBody, message: 'z API znovu' });
      expect([first.status, second.status]).toContain(429);
      expectNoCookie(first, 'POST the API (limit)');
      expectNoCookie(second, 'POST the API (429)');
    });

    it('an unknown API path: 404', async () => {
      const response = await request(app).post('/api/nothing').send({});
      expect(response.status).toBe(404);
      expectNoCookie(response, 'POST /api/nothing');
    });
  });

  describe('when something fails', () => {
    it('no outbox: the API answers 5xx; shutting down: /readyz answers 503', async () => {
      const api = await request(withoutMail).post(CONTACT_API_PATH).send(validBody);
      expect(api.status).toBeGreaterThanOrEqual(500);
      expectNoCookie(api, 'POST the API without an outbox');
      expectNoCookie(await request(withoutMail).get('/readyz').expect(503), '/readyz while shutting down');
    });

    it('a page that cannot be rendered: the 500 error page', async () => {
      for (const url of ['/', '/en/ochrana-osobnich-udaju']) {
        const response = await request(broken).get(url);
        expect(response.status).toBe(500);
        expectNoCookie(response, `GET ${url} (500)`);
      }
    });
  });
});

import request from 'supertest';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { liveContentSource } from '../../server/content/content-source';
import { ContentStore } from '../../server/content/store';
import { copySample, edit, removeDir } from '../../server/content/content-fixture.test-support';
import type { EntryServerModule } from '../../server/document/render';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { contactForm, createContactHarness, type ContactHarness } from '../support/contact-harness';
import { createTestApp, testAssets } from '../support/test-app';
import { testContent } from '../support/test-content';

/** A shared page's Cache-Control: s-maxage and stale-while-revalidate in seconds. */
function sharedPolicy(header: string | undefined) {
  const match = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a shared page's Cache-Control: ${header}`);
  return { sMaxAge: Number(match[1]), swr: Number(match[2]) };
}

/** Headers two answers of one page share (Date and X-Request-Id are per response by nature). */
const SAME = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'etag',
  'vary',
  'content-encoding',
  'content-length',
];

const everyPage = Object.values(pagePaths).flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]);

let harness: ContactHarness | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('a cacheable page carries nothing per response', () => {
  it.each(['br', 'identity'])(
    'every page, fetched twice (%s): the same bytes and the same headers',
    async (encoding) => {
      // Two apps: the second answer of each page is a fresh render, not the first one's cache entry.
      const first = createTestApp().app;
      const second = createTestApp().app;
      for (const path of everyPage) {
        const a = await request(first).get(path).set('Accept-Encoding', encoding).expect(200);
        const b = await request(second).get(path).set('Accept-Encoding', encoding).expect(200);
        const c = await request(second).get(path).set('Accept-Encoding', encoding).expect(200);
        for (const other of [b, c]) {
          expect(other.text, path).toBe(a.text);
          // Content-Length too, for brotli: one encoding pass, never replaced (page-cache.ts).
          for (const name of SAME) expect(other.headers[name], `${path} ${name}`).toBe(a.headers[name]);
        }
        // No nonce, and no per-render token: the forms' idempotency key is filled in by the browser.
        expect(a.text, path).not.toMatch(/\snonce=|csp-nonce|name="idempotencyKey" value="[^"]/);
        expect(a.headers['set-cookie'], path).toBeUndefined();
      }
      // 20 pages, each rendered twice: slow on a busy machine.
    },
    60_000,
  );
});

describe('ETag and 304', () => {
  it.each(['GET', 'HEAD'] as const)(
    '%s: the first render and a cache hit carry one ETag; If-None-Match answers 304 with the same headers, no body',
    async (method) => {
      const { app } = createTestApp();
      const call = () =>
        method === 'GET' ? request(app).get('/en/napojovy-listek') : request(app).head('/en/napojovy-listek');
      const fresh = await call().expect(200);
      const etag = String(fresh.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const hit = await call().expect(200);
      expect(hit.headers.etag).toBe(etag);
      if (method === 'HEAD') expect(hit.text ?? '').toBe('');

      const notModified = await call().set('If-None-Match', etag).expect(304);
      expect(notModified.text ?? '').toBe('');
      expect(notModified.headers['content-length'] ?? '0').toBe('0');
      for (const name of ['content-security-policy', 'cache-control', 'etag', 'vary'])
        expect(notModified.headers[name], name).toBe(fresh.headers[name]);
      // A list, a strong spelling of the same tag, and `*` match too (weak comparison); another tag does not.
      await call()
        .set('If-None-Match', `W/"other", ${etag.slice(2)}`)
        .expect(304);
      await call().set('If-None-Match', '*').expect(304);
      await call().set('If-None-Match', 'W/"other"').expect(200);
    },
  );

  it('answers 304 to the very first request too (a browser that kept the page across a restart)', async () => {
    const etag = String((await request(createTestApp().app).get('/galerie').expect(200)).headers.etag);
    await request(createTestApp().app).get('/galerie').set('If-None-Match', etag).expect(304);
  });

  it('two replicas (or a restart) minutes apart in one state give one ETag, and each answers 304 to the other’s', async () => {
    // Monday 2026-06-15, 14:00 and 14:04 in Prague: open all afternoon, no boundary between.
    const a = createTestApp({ deps: { now: () => new Date('2026-06-15T12:00:00Z') } }).app;
    const b = createTestApp({ deps: { now: () => new Date('2026-06-15T12:04:07.123Z') } }).app;
    for (const path of ['/', '/en/kontakt', '/galerie']) {
      const fromA = await request(a).get(path).set('Accept-Encoding', 'br').expect(200);
      const fromB = await request(b).get(path).set('Accept-Encoding', 'br').expect(200);
      // The bytes differ (the SSR data's renderedAt), the validator does not.
      expect(fromB.text, path).not.toBe(fromA.text);
      expect(fromB.headers.etag, path).toBe(fromA.headers.etag);
      await request(b).get(path).set('If-None-Match', String(fromA.headers.etag)).expect(304);
      await request(a).head(path).set('If-None-Match', String(fromB.headers.etag)).expect(304);
    }
  });

  it('the other side of a boundary (closed at 22:00) is another state: another ETag, and the old one gets 200', async () => {
    const open = await request(createTestApp({ deps: { now: () => new Date('2026-06-15T19:55:00Z') } }).app)
      .get('/kontakt')
      .expect(200);
    const closed = createTestApp({ deps: { now: () => new Date('2026-06-15T20:05:00Z') } }).app;
    const after = await request(closed).get('/kontakt').set('If-None-Match', String(open.headers.etag)).expect(200);
    expect(after.headers.etag).not.toBe(open.headers.etag);
  });

  it('a content edit makes a new ETag', async () => {
    const dir = copySample();
    const store = await ContentStore.open({ dir, logger: pino({ level: 'silent' }), watch: false });
    cleanups.push(() => {
      store.close();
      removeDir(dir);
    });
    const photos = { current: () => ({ version: 'test', photos: testContent.view().photos }) };
    const { app } = createTestApp({
      deps: {
        content: liveContentSource(store, photos),
        pages: { loadEntry: () => import('../../src/entry-server'), getAssets: async () => ({ assets: testAssets }) },
      },
    });
    const before = await request(app).get('/kontakt').expect(200);
    edit(dir, 'venue.yaml', 'cs: Restaurace Ballon', 'cs: Restaurace Balón');
    expect(await store.reload()).toBe('changed');
    const after = await request(app).get('/kontakt').set('If-None-Match', String(before.headers.etag)).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('Restaurace Balón');
  });
});

describe('Cache-Control of pages', () => {
  /** The app at a pinned moment; counts the renders. */
  function appAt(iso: string) {
    let now = new Date(iso);
    let renders = 0;
    const loadEntry = async (): Promise<EntryServerModule> => {
      const real = await import('../../src/entry-server');
      return {
        ...real,
        planPage: (...args: Parameters<EntryServerModule['planPage']>) => (renders++, real.planPage(...args)),
      };
    };
    const { app } = createTestApp({
      deps: { now: () => now, pages: { loadEntry, getAssets: async () => ({ assets: testAssets }) } },
    });
    return { app, renders: () => renders, setNow: (next: string) => (now = new Date(next)) };
  }

  it('midday, hours from any boundary: shared for 300 s plus 60 s stale', async () => {
    // Monday 2026-06-15 12:00 UTC is 14:00 in Prague.
    const { app } = appAt('2026-06-15T12:00:00Z');
    expect(sharedPolicy((await request(app).get('/').expect(200)).headers['cache-control'])).toEqual({
      sMaxAge: 300,
      swr: 60,
    });
  });

  it('21:59:30 before a 22:00 closing: s-maxage + stale-while-revalidate ≤ 30 s, counting down on later hits', async () => {
    // Prague summer time: 21:59:30 is 19:59:30Z.
    const { app, renders, setNow } = appAt('2026-06-15T19:59:30Z');
    const first = sharedPolicy((await request(app).get('/kontakt').expect(200)).headers['cache-control']);
    expect(first.sMaxAge + first.swr).toBeLessThanOrEqual(30);
    expect(first.sMaxAge).toBeGreaterThan(0);
    setNow('2026-06-15T19:59:50Z');
    const later = sharedPolicy((await request(app).get('/kontakt').expect(200)).headers['cache-control']);
    expect(later.sMaxAge + later.swr).toBeLessThanOrEqual(10);
    expect(renders()).toBe(1);
  });

  it('4:59 before midnight: the shared life ends at midnight too (a new day, the menu of the day)', async () => {
    // 23:55:01 Prague is 21:55:01Z: the page has 299 s left.
    const { app } = appAt('2026-06-15T21:55:01Z');
    const policy = sharedPolicy((await request(app).get('/denni-menu').expect(200)).headers['cache-control']);
    expect(policy.sMaxAge + policy.swr).toBeLessThanOrEqual(299);
  });

  it('never public: a 404, a query string, a 500', async () => {
    const { app } = createTestApp();
    for (const path of ['/neexistuje', '/en/no-such-page', '/kontakt?odeslano=1', '/galerie?x=1']) {
      const response = await request(app).get(path);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
      expect(response.headers.etag, path).toBeUndefined();
    }
    const broken = createTestApp({
      deps: {
        pages: {
          loadEntry: async () => {
            const real = await import('../../src/entry-server');
            return { ...real, planPage: () => Promise.reject(new Error('loader exploded')) };
          },
          getAssets: async () => ({ assets: testAssets }),
        },
      },
    });
    const failed = await request(broken.app).get('/');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.headers['cache-control']).toMatch(/no-store/);
    expect(failed.headers['cache-control']).not.toMatch(/public/);
  });

  it('never public on a form post: 422, 303, 429', async () => {
    harness = await createContactHarness({ startWorker: false, env: { CONTACT_RATE_LIMIT: '1' } });
    const invalid = await request(harness.app)
      .post('/kontakt')
      .type('form')
      .send({ ...contactForm, email: 'not-an-email' })
      .expect(422);
    const sent = await request(harness.app).post('/kontakt').type('form').send(contactForm).expect(303);
    const limited = await request(harness.app)
      .post('/kontakt')
      .type('form')
      .send({ ...contactForm, message: 'Ještě jedna' })
      .expect(429);
    for (const response of [invalid, sent, limited]) {
      expect(response.headers['cache-control'], String(response.status)).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });
});

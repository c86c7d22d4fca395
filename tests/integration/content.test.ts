import request from 'supertest';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedContentSource, liveContentSource } from '../../server/content/content-source';
import { ContentStore } from '../../server/content/store';
import { copySample, edit, removeDir } from '../../server/content/content-fixture.test-support';
import { PageCache, storedDocument } from '../../server/document/page-cache';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

/** A live store on a copy of the sample content (reloaded by hand), with the sample's photos. */
async function liveApp(options: { now?: () => Date } = {}) {
  const dir = copySample();
  const store = await ContentStore.open({ dir, logger: pino({ level: 'silent' }), watch: false });
  const photos = { current: () => ({ version: 'test', photos: testContent.view().photos }) };
  const content = liveContentSource(store, photos);
  const { app } = createTestApp({
    deps: {
      content,
      ...(options.now ? { now: options.now } : {}),
      // The production page cache, so that the test shows it never serves stale content.
      pages: {
        loadEntry: () => import('../../src/entry-server'),
        getAssets: async () => ({ assets: { entry: '/assets/e.js', modulePreloads: [], styles: [] } }),
      },
    },
  });
  cleanups.push(() => {
    store.close();
    removeDir(dir);
  });
  return { app, dir, store };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('an edit of the content folder', () => {
  it('shows on the next request: page, data route and sitemap, through the page cache', async () => {
    // The real clock: the copied files' times are now, and the sitemap believes no time after its clock.
    const { app, dir, store } = await liveApp({ now: () => new Date() });
    const before = await request(app).get('/napojovy-listek').expect(200);
    expect(before.text).toContain('35\u00a0Kč');
    expect(before.text).not.toContain('39\u00a0Kč');
    const data = await request(app).get('/_data/cs/drinks.json').expect(200);
    const sitemapBefore = (await request(app).get('/sitemap.xml')).text;

    edit(
      dir,
      'drinks.yaml',
      '{ id: cola, name: { cs: Cola, en: Cola }, volume: 0.33, price: 35 }',
      '{ id: cola, name: { cs: Cola, en: Cola }, volume: 0.33, price: 39 }',
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // a later mtime
    expect(await store.reload()).toBe('changed');

    const after = await request(app).get('/napojovy-listek').expect(200);
    expect(after.text).toContain('39\u00a0Kč');
    // The data route's ETag changed: a browser holding the old one gets the new body, not a 304.
    const revalidated = await request(app)
      .get('/_data/cs/drinks.json')
      .set('If-None-Match', data.headers.etag as string)
      .expect(200);
    expect(revalidated.headers.etag).not.toBe(data.headers.etag);
    expect(JSON.stringify(revalidated.body)).toContain('39');
    const sitemapAfter = (await request(app).get('/sitemap.xml')).text;
    expect(sitemapAfter).not.toBe(sitemapBefore);
  });

  it('an invalid edit keeps the last good content on every page', async () => {
    const { app, dir, store } = await liveApp();
    edit(dir, 'venue.yaml', "events: '+420", "events: '420");
    expect(await store.reload()).toBe('invalid');
    const page = await request(app).get('/kontakt').expect(200);
    // The number as the page shows it: its groups joined by no-break spaces (typography).
    expect(page.text).toContain(store.current().content.venue.phones.events.replaceAll(' ', '\u00a0'));
  });
});

describe('the data route', () => {
  const { app } = createTestApp();

  it('answers each page and the site data as JSON with an ETag, and 304 to it', async () => {
    for (const path of [
      '/_data/cs/site.json',
      '/_data/en/site.json',
      '/_data/cs/drinks.json',
      '/_data/en/gallery.json',
      '/_data/cs/home.json',
      '/_data/en/dailyMenu.json',
    ]) {
      const first = await request(app).get(path).expect(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
      await request(app)
        .get(path)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);
    }
  });

  it('gives a page only its own data', async () => {
    const drinks = (await request(app).get('/_data/cs/drinks.json')).body as Record<string, unknown>;
    expect(Object.keys(drinks)).toEqual(['categories']);
    const gallery = (await request(app).get('/_data/en/gallery.json')).body as { sections: Record<string, unknown[]> };
    expect(Object.values(gallery.sections).map((photos) => photos.length)).toEqual([13, 8, 8]);
    expect(JSON.stringify(gallery)).not.toContain('price');
  });

  it('anything else under /_data is a JSON 404', async () => {
    for (const path of [
      '/_data/de/site.json',
      '/_data/cs/nope.json',
      '/_data/cs/site',
      '/_data/cs/__proto__.json',
      '/_data/x',
      '/_data/cs/drinks.json/x',
    ]) {
      const response = await request(app).get(path).expect(404);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });
});

describe('the page cache and the clock', () => {
  it('never serves a page from before a boundary: the state at 21:59 is not the state at 22:00', async () => {
    // 2026-06-15 (a Monday), Prague summer time: 21:59:30 is 19:59:30Z, closing at 22:00 is 20:00Z.
    let now = new Date('2026-06-15T19:59:30Z');
    const { app } = await liveApp({ now: () => now });
    const open = (await request(app).get('/kontakt').expect(200)).text;
    const again = (await request(app).get('/kontakt').expect(200)).text;
    expect(again).toBe(open);
    now = new Date('2026-06-15T20:00:00Z');
    const closed = (await request(app).get('/kontakt').expect(200)).text;
    expect(closed).not.toBe(open);
  });

  it('never serves a state from after the current time when the clock is set back (NTP step, VM restore)', async () => {
    // Monday 2026-06-15, Prague summer time: 10:00:05 is 08:00:05Z.
    let now = new Date('2026-06-15T08:00:05Z');
    const { app } = await liveApp({ now: () => now });
    const status = (html: string) => /opening-hours__status">([^<]*)</.exec(html)?.[1];
    expect(status((await request(app).get('/kontakt').expect(200)).text)).toMatch(/Otevřeno/);
    // Stepped back by a minute and a half: 09:58:35, before opening.
    now = new Date('2026-06-15T07:58:35Z');
    expect(status((await request(app).get('/kontakt').expect(200)).text)).not.toMatch(/Otevřeno/);
  });

  it('a cached entry expires at its validUntil', async () => {
    const cache = new PageCache();
    const document = await storedDocument('<p>x</p>', "script-src 'none'", 0, 1000);
    cache.set('/', 'k', document);
    expect(cache.get('/', 'k', 999)).toBe(document);
    expect(cache.get('/', 'k', 1000)).toBeUndefined();
  });
});

describe('the sitemap follows the content', () => {
  it('gives each page the newest time of the files it shows, never a time after now', async () => {
    const view = testContent.view();
    const day = (date: string) => new Date(`${date}T12:00:00Z`);
    const modified = {
      venue: day('2026-01-01'),
      hours: day('2026-02-01'),
      announcements: day('2026-01-15'),
      links: day('2026-01-10'),
      drinks: day('2026-05-01'),
      events: day('2026-03-01'),
      lounge: day('2026-01-20'),
      photos: day('2027-01-01'), // a wrong clock where the file was written
      dailyMenu: day('2026-01-05'),
      foodMenu: day('2026-01-06'),
      bookings: day('2026-01-07'),
    };
    const content = fixedContentSource(view.content, view.photos, modified);
    const { app } = createTestApp({ deps: { content } });
    const xml = (await request(app).get('/sitemap.xml').expect(200)).text;
    const lastmod = (path: string) =>
      new RegExp(`<loc>https://www\\.restaurace-ballon\\.test${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    expect(lastmod('/napojovy-listek')).toBe('2026-05-01T12:00:00.000Z');
    expect(lastmod('/en/napojovy-listek')).toBe('2026-05-01T12:00:00.000Z');
    expect(lastmod('/kontakt')).toBe('2026-02-01T12:00:00.000Z');
    expect(lastmod('/denni-menu')).toBe('2026-02-01T12:00:00.000Z');
    // The test clock is 2026-06-15T12:00Z: the photos' future time is not believed.
    expect(lastmod('/galerie')).toBe('2026-06-15T12:00:00.000Z');
  });
});

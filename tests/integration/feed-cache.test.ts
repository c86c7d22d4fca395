import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedContentSource, type ContentSource } from '../../server/content/content-source';
import { PageCache } from '../../server/document/page-cache';
import type { EntryServerModule } from '../../server/document/render';
import { encodeBody } from '../../server/http/encoded-body';
import { feastCalendar } from '../../server/calendar/feast-calendar';
import type * as calendarModule from '../../server/calendar/feast-calendar';
import { lunchFeed } from '../../server/feed/lunch-feed';
import type * as feedModule from '../../server/feed/lunch-feed';
import type { SiteContent } from '../../src/content/schema';
import { pragueDate } from '../../src/content/time';
import { createTestApp, testAssets, testEnv, type LogLine } from '../support/test-app';
import { testContent } from '../support/test-content';

/**
 * The feeds and the calendar files cost what a page costs: each is built once per
 * content version and Prague day (counted by spies on the two builders) and kept
 * with its brotli and gzip bytes, answered as an uncached build would answer them.
 * A calendar year with no edition is the 404 page, rendered once per language
 * (counted in planPage) however many years are asked for.
 */

vi.mock('../../server/feed/lunch-feed', async (importOriginal) => {
  const real = await importOriginal<typeof feedModule>();
  return { ...real, lunchFeed: vi.fn(real.lunchFeed) };
});
vi.mock('../../server/calendar/feast-calendar', async (importOriginal) => {
  const real = await importOriginal<typeof calendarModule>();
  return { ...real, feastCalendar: vi.fn(real.feastCalendar) };
});

const real = {
  lunchFeed: (await vi.importActual<typeof feedModule>('../../server/feed/lunch-feed')).lunchFeed,
  feastCalendar: (await vi.importActual<typeof calendarModule>('../../server/calendar/feast-calendar')).feastCalendar,
};
const feedBuilds = vi.mocked(lunchFeed);
const calendarBuilds = vi.mocked(feastCalendar);

const site = testEnv.SITE_URL;
const view = testContent.view();
/** File times well before every clock below, so the stamps are these. */
const modified = Object.fromEntries(
  Object.keys(testContent.modified()).map((subject) => [subject, new Date('2026-05-01T08:00:00Z')]),
) as ReturnType<ContentSource['modified']>;

/** A content source whose content and clock a test changes as it goes, and an app over it that counts its page plans. */
function world(startsAt: string) {
  let source = fixedContentSource(view.content, view.photos, modified);
  let now = new Date(startsAt);
  let plans = 0;
  const content: ContentSource = {
    view: () => source.view(),
    modified: () => source.modified(),
    onChange: () => () => {},
  };
  const loadEntry = async (): Promise<EntryServerModule> => {
    const entry = await import('../../src/entry-server');
    return {
      ...entry,
      planPage: (...args: Parameters<EntryServerModule['planPage']>) => (plans++, entry.planPage(...args)),
    };
  };
  const pageCache = new PageCache();
  const { app, logs } = createTestApp({
    deps: { now: () => now, content, pageCache, pages: { loadEntry, getAssets: async () => ({ assets: testAssets }) } },
  });
  return {
    app,
    logs,
    pageCache,
    plans: () => plans,
    content: () => source.view().content,
    now: () => now,
    setNow: (instant: string) => (now = new Date(instant)),
    change: (change: Partial<SiteContent>) =>
      (source = fixedContentSource({ ...source.view().content, ...change }, view.photos, modified)),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Raw answers (no decoding) from the app on a port of its own. */
async function client(app: Express) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const close = () => {
    agent.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { send, close };
}

let open: Awaited<ReturnType<typeof client>>[] = [];
async function connect(app: Express) {
  const c = await client(app);
  open.push(c);
  return c.send;
}

beforeEach(() => {
  feedBuilds.mockClear();
  calendarBuilds.mockClear();
});
afterEach(async () => {
  await Promise.all(open.map((c) => c.close()));
  open = [];
});

/** `count` requests, 50 at a time (a flood's pace), each answered 200 with the very same identity bytes. */
async function flood(
  send: (path: string, headers?: Record<string, string>) => Promise<Answer>,
  path: string,
  count = 200,
) {
  const answers: Answer[] = [];
  for (let wave = 0; wave < count / 50; wave++)
    answers.push(
      ...(await Promise.all(Array.from({ length: 50 }, () => send(path, { 'accept-encoding': 'identity' })))),
    );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(new Set(answers.map((answer) => answer.body.toString('utf8'))).size).toBe(1);
  return answers[0]!;
}

const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** What an uncached build answers: the body, its ETag and its encodings at the page cache's levels. */
async function expectAnswersOf(
  send: (path: string, headers?: Record<string, string>, method?: string) => Promise<Answer>,
  path: string,
  body: string,
  headers: Record<string, string>,
) {
  const encoded = await encodeBody(body);
  const plain = await send(path, { 'accept-encoding': 'identity' });
  expect(plain.body.toString('utf8')).toBe(body);
  expect(plain.headers['content-length']).toBe(String(encoded.identity.length));
  expect(plain.headers.etag).toBe(etagOf(body));
  for (const [name, value] of Object.entries(headers)) expect(plain.headers[name], name).toBe(value);
  for (const encoding of ['br', 'gzip'] as const) {
    const answer = await send(path, { 'accept-encoding': `${encoding}, identity;q=0.5` });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.equals(encoded[encoding])).toBe(true);
    expect((encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body)).toString('utf8')).toBe(
      body,
    );
    expect(answer.headers.etag).toBe(plain.headers.etag);
  }
  // HEAD: the same headers, no body; a 304 to the ETag.
  const head = await send(path, { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers['content-length']).toBe(String(encoded.br.length));
  expect(head.body.length).toBe(0);
  expect((await send(path, { 'if-none-match': etagOf(body) })).status).toBe(304);
}

describe('the Atom feeds are built once per content version and Prague day', () => {
  it('200 readers of a feed: one build per language, the bytes, encodings, ETag, HEAD and 304 of an uncached build', async () => {
    const w = world('2026-11-26T08:00:00Z');
    const send = await connect(w.app);
    for (const [path, lang] of [
      ['/denni-menu.atom', 'cs'],
      ['/en/denni-menu.atom', 'en'],
    ] as const) {
      feedBuilds.mockClear();
      await flood(send, path);
      const expected = real.lunchFeed({
        menu: w.content().dailyMenu,
        venueName: w.content().venue.name[lang],
        lang,
        today: pragueDate(w.now()),
        updated: modified.dailyMenu,
        siteUrl: site,
      });
      await expectAnswersOf(send, path, expected, {
        'content-type': 'application/atom+xml; charset=utf-8',
        'cache-control': 'no-cache',
      });
      expect(feedBuilds).toHaveBeenCalledTimes(1);
    }
  });

  it('is built again after a content change, after midnight in Prague (a day leaves it), not before', async () => {
    const w = world('2026-11-26T08:00:00Z');
    const send = await connect(w.app);
    const first = await flood(send, '/denni-menu.atom');
    expect(feedBuilds).toHaveBeenCalledTimes(1);

    // Later the same day (21:59 in Prague): the same feed, not built again.
    w.setNow('2026-11-26T20:59:00Z');
    expect((await flood(send, '/denni-menu.atom')).body.equals(first.body)).toBe(true);
    expect(feedBuilds).toHaveBeenCalledTimes(1);

    // The owner changes a price.
    const menu = w.content().dailyMenu;
    const [day, ...days] = menu.days;
    w.change({
      dailyMenu: {
        ...menu,
        days: [{ ...day!, soups: day!.soups.map((soup) => ({ ...soup, price: soup.price + 1 })) }, ...days],
      },
    });
    const changed = await flood(send, '/denni-menu.atom');
    expect(feedBuilds).toHaveBeenCalledTimes(2);
    expect(changed.body.equals(first.body)).toBe(false);
    const expected = real.lunchFeed({
      menu: w.content().dailyMenu,
      venueName: w.content().venue.name.cs,
      lang: 'cs',
      today: '2026-11-26',
      updated: modified.dailyMenu,
      siteUrl: site,
    });
    expect(changed.body.toString('utf8')).toBe(expected);

    // Midnight in Prague (23:00 UTC in winter): a new day, a new build.
    w.setNow('2026-11-26T23:00:00Z');
    await flood(send, '/denni-menu.atom');
    expect(feedBuilds).toHaveBeenCalledTimes(3);
    // Two weeks on, the first published day has left the feed: the answer is the new day's build.
    w.setNow('2026-12-11T08:00:00Z');
    const later = await flood(send, '/denni-menu.atom');
    expect(feedBuilds).toHaveBeenCalledTimes(4);
    expect(later.body.toString('utf8')).toBe(
      real.lunchFeed({
        menu: w.content().dailyMenu,
        venueName: w.content().venue.name.cs,
        lang: 'cs',
        today: '2026-12-11',
        updated: modified.dailyMenu,
        siteUrl: site,
      }),
    );
    expect(later.body.toString('utf8')).not.toContain(':2026-11-26<');
  });
});

describe('the feast calendar files are built once per content version and Prague day', () => {
  const edition = view.content.events.feast.editions.find((candidate) => candidate.start.startsWith('2027-'))!;

  it('200 downloads of an edition: one build per language, the bytes, encodings, ETag, HEAD and 304 of an uncached build', async () => {
    const w = world('2026-11-26T08:00:00Z');
    const send = await connect(w.app);
    for (const [path, lang, fileName] of [
      ['/svatomartinske-hody/2027.ics', 'cs', 'svatomartinske-hody-2027.ics'],
      ['/en/svatomartinske-hody/2027.ics', 'en', 'st-martins-feast-2027.ics'],
    ] as const) {
      calendarBuilds.mockClear();
      await flood(send, path);
      const expected = real.feastCalendar({
        content: w.content(),
        lang,
        year: 2027,
        today: '2026-11-26',
        stamp: modified.events,
        siteUrl: site,
      })!;
      await expectAnswersOf(send, path, expected.body, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-cache',
      });
      expect(calendarBuilds).toHaveBeenCalledTimes(1);
    }
  });

  it('is built again after a content change and after midnight; the day after the edition ends it is the 404', async () => {
    const w = world('2027-11-13T08:00:00Z');
    const send = await connect(w.app);
    const path = '/svatomartinske-hody/2027.ics';
    const first = await flood(send, path);
    w.setNow('2027-11-13T20:00:00Z');
    await flood(send, path);
    expect(calendarBuilds).toHaveBeenCalledTimes(1);

    // New hours on the feast's last day.
    w.change({
      hours: {
        ...w.content().hours,
        exceptions: [
          ...w.content().hours.exceptions.filter((day) => day.date !== edition.end),
          { date: edition.end, name: { cs: 'Hody', en: 'Feast' }, opens: '11:00', closes: '23:00' },
        ],
      },
    });
    const changed = await flood(send, path);
    expect(calendarBuilds).toHaveBeenCalledTimes(2);
    expect(changed.body.equals(first.body)).toBe(false);
    expect(changed.body.toString('utf8')).toBe(
      real.feastCalendar({
        content: w.content(),
        lang: 'cs',
        year: 2027,
        today: '2027-11-13',
        stamp: modified.events,
        siteUrl: site,
      })!.body,
    );

    // The last day (midnight in Prague is 23:00 UTC): built again for it.
    w.setNow('2027-11-14T22:30:00Z');
    await flood(send, path);
    expect(calendarBuilds).toHaveBeenCalledTimes(3);
    // The day after: the edition has ended.
    w.setNow('2027-11-14T23:30:00Z');
    expect((await send(path)).status).toBe(404);
  });
});

describe('a calendar year with no edition is the 404 page, rendered once per language', () => {
  const warnings = (logs: LogLine[]) => logs.filter((line) => line.level === 40 && line.msg === 'page not found');

  it('200 distinct missing years: planned and rendered once per language, each answered 404 and logged, the page cache bounded', async () => {
    const w = world('2026-11-26T08:00:00Z');
    const send = await connect(w.app);
    const paths = Array.from({ length: 200 }, (_, i) => `${i % 2 ? '/en' : ''}/svatomartinske-hody/${3000 + i}.ics`);
    const answers: Answer[] = [];
    for (const path of paths) answers.push(await send(path, { 'accept-encoding': 'identity' }));
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 404));
    expect(w.plans()).toBe(2);
    expect(w.pageCache.size).toBe(2);
    // Each is the one page of its language, as a render of that path would be.
    const cs = answers.filter((_, i) => i % 2 === 0);
    const en = answers.filter((_, i) => i % 2 === 1);
    expect(new Set(cs.map((answer) => answer.body.toString('utf8'))).size).toBe(1);
    expect(new Set(en.map((answer) => answer.body.toString('utf8'))).size).toBe(1);
    expect(cs[0]!.body.toString('utf8')).toContain('<html lang="cs"');
    expect(en[0]!.body.toString('utf8')).toContain('<html lang="en"');
    for (const answer of answers) {
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
      expect(answer.headers.etag).toBeUndefined();
    }
    // Every one still logged as a page not found, with its own path.
    expect(warnings(w.logs).map((line) => line.path)).toEqual(paths);
  });

  it('is the bytes and policy an uncached render of any such path answers, in each encoding', async () => {
    const w = world('2026-11-26T08:00:00Z');
    const send = await connect(w.app);
    // A fresh app renders the first request of each path: there, 4321 is rendered, here 1234 is kept and 4321 is not.
    const fresh = await connect(world('2026-11-26T08:00:00Z').app);
    for (const prefix of ['', '/en']) {
      await send(`${prefix}/svatomartinske-hody/1234.ics`);
      const kept = await send(`${prefix}/svatomartinske-hody/4321.ics`, { 'accept-encoding': 'identity' });
      const rendered = await fresh(`${prefix}/svatomartinske-hody/4321.ics`, { 'accept-encoding': 'identity' });
      expect(rendered.status).toBe(404);
      expect(kept.body.toString('utf8')).toBe(rendered.body.toString('utf8'));
      expect(kept.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
      const encoded = await encodeBody(rendered.body.toString('utf8'));
      for (const encoding of ['br', 'gzip'] as const) {
        const answer = await send(`${prefix}/svatomartinske-hody/${5000 + encoding.length}.ics`, {
          'accept-encoding': encoding,
        });
        expect(answer.status).toBe(404);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.body.equals(encoded[encoding])).toBe(true);
      }
      const head = await send(`${prefix}/svatomartinske-hody/6000.ics`, { 'accept-encoding': 'identity' }, 'HEAD');
      expect(head.status).toBe(404);
      expect(head.body.length).toBe(0);
    }
    expect(w.plans()).toBe(2);
  });

  it('is rendered again after a content change and at the page’s next boundary', async () => {
    const w = world('2026-11-26T08:00:00Z');
    const send = await connect(w.app);
    await send('/svatomartinske-hody/3000.ics');
    await send('/svatomartinske-hody/3001.ics');
    expect(w.plans()).toBe(1);
    w.change({ venue: { ...w.content().venue, name: { cs: 'Restaurace Balón', en: 'Balloon Restaurant' } } });
    const changed = await send('/svatomartinske-hody/3002.ics', { 'accept-encoding': 'identity' });
    expect(w.plans()).toBe(2);
    expect(changed.body.toString('utf8')).toContain('Restaurace Balón');
    // Midnight in Prague.
    w.setNow('2026-11-26T23:00:00Z');
    await send('/svatomartinske-hody/3003.ics');
    await send('/svatomartinske-hody/3004.ics');
    expect(w.plans()).toBe(3);
    expect(w.pageCache.size).toBeLessThanOrEqual(2);
  });
});

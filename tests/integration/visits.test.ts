/**
 * Counting through the whole app (createApp, the counter after the request timer): views of
 * documents, of data routes and of pages the page cache answered are counted, with their
 * referring host; a bot, a prefetch, HEAD, an asset and the admin are not; the counts reach
 * DATA_DIR/visits and Redis, where two apps' counts add up.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryServerModule } from '../../server/document/render';
import { createVisits, type Visits } from '../../server/visits';
import { RedisServer } from '../support/redis-server';
import { createTestApp, testAssets, testEnv } from '../support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
/** The test app's clock: Monday 15 June 2026, 12:00 UTC (14:00 in Prague). */
const NOW = new Date('2026-06-15T12:00:00Z');

/** An app with its own counter, counting how often a page is rendered (a page-cache hit is not). */
async function countingApp(options: { dataDir: string; redis?: Redis }) {
  let renders = 0;
  const loadEntry = async (): Promise<EntryServerModule> => {
    const real = await import('../../src/entry-server');
    return {
      ...real,
      planPage: (...args: Parameters<EntryServerModule['planPage']>) => {
        renders++;
        return real.planPage(...args);
      },
    };
  };
  const visits = await createVisits({
    dataDir: options.dataDir,
    siteUrl: testEnv.SITE_URL,
    redis: options.redis ?? null,
    now: () => NOW,
    logger: pino({ level: 'silent' }),
  });
  const { app } = createTestApp({
    deps: { visits, pages: { loadEntry, getAssets: async () => ({ assets: testAssets }) } },
  });
  return { app, visits, renders: () => renders };
}

/** A visitor's morning: what counts and what does not. */
async function visit({ app, renders }: { app: Express; renders: () => number }): Promise<void> {
  const get = (url: string) => request(app).get(url).set('User-Agent', BROWSER);
  const first = await get('/galerie').set('Referer', 'https://www.mapy.cz/zakladni?q=ballon').expect(200);
  await get('/galerie').set('Referer', 'https://www.restaurace-ballon.test/').expect(200);
  await get('/galerie').set('If-None-Match', String(first.headers.etag)).expect(304);
  // Rendered once: the second and third came from the page cache, and are counted all the same.
  expect(renders()).toBe(1);
  await get('/en/denni-menu').expect(200);
  await get('/_data/en/feast.json').set('Referer', 'https://www.restaurace-ballon.test/en').expect(200);
  await get('/_data/cs/site.json').expect(200);
  // Never counted: a bot, a prefetch, HEAD, an asset, the admin, a page that is not there.
  await request(app).get('/galerie').set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1)').expect(200);
  await get('/galerie').set('Sec-Purpose', 'prefetch').expect(200);
  await request(app).head('/galerie').set('User-Agent', BROWSER).expect(200);
  await get('/assets/entry-client-test.js');
  await get('/admin');
  await get('/neni-tu').expect(404);
  // A form post from another site: refused, counted as the contact form's.
  await request(app)
    .post('/kontakt')
    .set('User-Agent', BROWSER)
    .set('Origin', 'https://elsewhere.example')
    .type('form')
    .send({ name: 'x' })
    .expect(403);
}

/** What one visit() stores, as the UTC date's record. */
const ONE_VISIT = {
  '12|v|gallery|cs': 3,
  '12|v|dailyMenu|en': 1,
  '12|v|feast|en': 1,
  '12|r|mapy.cz': 1,
  '12|r|(direct)': 2,
  '12|p|contact|r': 1,
};

describe('counting through the app', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-visits-app-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('counts views (the cached page too, and a 304), their referring hosts and the post, nothing else; flushed to DATA_DIR', async () => {
    const counting = await countingApp({ dataDir });
    const { visits } = counting;
    await visit(counting);
    await visits.stop();
    const stored = JSON.parse(await readFile(path.join(dataDir, 'visits', '2026-06-15.json'), 'utf8')) as unknown;
    expect(stored).toEqual(ONE_VISIT);

    const report = await visits.report(NOW);
    expect(report.days.at(-1)).toBe('2026-06-15');
    expect(report.pages.find((row) => row.page === 'gallery' && row.lang === 'cs')!.views.at(-1)).toBe(3);
    expect(report.referrers.find((row) => row.host === 'mapy.cz')).toEqual({ host: 'mapy.cz', views: 1 });
    expect(report.forms.find((row) => row.form === 'contact')).toEqual({ form: 'contact', accepted: 0, refused: 1 });
  });

  it('nothing in the stored counts names a visitor: no address, no agent, no path or query', async () => {
    const stored = await readFile(path.join(dataDir, 'visits', '2026-06-15.json'), 'utf8');
    expect(stored).not.toMatch(/127\.0\.0\.1|::1|Mozilla|Firefox|zakladni|ballon|\?/);
  });
});

describe('counting into Redis', () => {
  let server: RedisServer;
  let clients: Redis[];
  let dataDir: string;
  beforeAll(async () => {
    server = await RedisServer.start();
    clients = [0, 1].map(() => new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }));
    await Promise.all(clients.map((client) => new Promise((resolve) => client.once('ready', resolve))));
    dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-visits-app-redis-'));
  });
  afterAll(async () => {
    for (const client of clients ?? []) client.disconnect();
    await server?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('two apps (replicas) on one Redis add up; DATA_DIR is not written', async () => {
    const replicas: Visits[] = [];
    for (const client of clients) {
      const counting = await countingApp({ dataDir, redis: client });
      await visit(counting);
      replicas.push(counting.visits);
    }
    await Promise.all(replicas.map((visits) => visits.stop()));
    const stored = await clients[0]!.hgetall('ballon:visits:2026-06-15');
    expect(Object.fromEntries(Object.entries(stored).map(([field, n]) => [field, Number(n) / 2]))).toEqual(ONE_VISIT);
    expect(
      (await replicas[0]!.report(NOW)).pages.find((row) => row.page === 'feast' && row.lang === 'en')!.views.at(-1),
    ).toBe(2);
    await expect(readFile(path.join(dataDir, 'visits', '2026-06-15.json'))).rejects.toThrow(/ENOENT/);
  });
});

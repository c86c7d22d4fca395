import { execFileSync } from 'node:child_process';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fixedContentSource } from '../../server/content/content-source';
import type { EntryServerModule } from '../../server/document/render';
import type { DailyMenu } from '../../src/content/schema';
import { createTestApp, testAssets, testEnv } from '../support/test-app';
import { testContent } from '../support/test-content';

/**
 * The daily menu over the real app: the Atom feeds (parsed by libxml2's xmllint,
 * the elements RFC 4287 requires), the page's JSON-LD Menu, and the page cache's
 * serving boundaries. The sample content publishes 26, 27 and 30 November and
 * 1 December 2026, and has a draft on 2 December.
 */
const site = testEnv.SITE_URL;
const ATOM = 'http://www.w3.org/2005/Atom';
const view = testContent.view();

/** An XPath 1.0 expression evaluated by xmllint over the document (a parse error fails the test). */
function xpath(xml: string, expression: string): string {
  return execFileSync('xmllint', ['--nonet', '--xpath', expression, '-'], { input: xml, encoding: 'utf8' }).trim();
}
const atom = (name: string) => `*[local-name()='${name}' and namespace-uri()='${ATOM}']`;

function appAt(iso: string, menu?: DailyMenu) {
  let now = new Date(iso);
  let renders = 0;
  const loadEntry = async (): Promise<EntryServerModule> => {
    const real = await import('../../src/entry-server');
    return {
      ...real,
      planPage: (...args: Parameters<EntryServerModule['planPage']>) => (renders++, real.planPage(...args)),
    };
  };
  const content = menu
    ? fixedContentSource({ ...view.content, dailyMenu: menu }, view.photos, testContent.modified())
    : testContent;
  const { app } = createTestApp({
    deps: { now: () => now, content, pages: { loadEntry, getAssets: async () => ({ assets: testAssets }) } },
  });
  return { app, renders: () => renders, setNow: (next: string) => (now = new Date(next)) };
}

describe('the daily menu’s Atom feeds', () => {
  it('are well-formed Atom with every element RFC 4287 requires, one entry per published day, never a draft', async () => {
    const { app } = appAt('2026-11-26T08:00:00Z');
    for (const [path, lang] of [
      ['/denni-menu.atom', 'cs'],
      ['/en/denni-menu.atom', 'en'],
    ] as const) {
      const response = await request(app).get(path).expect(200);
      expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(response.headers.etag).toMatch(/^W\/"/);
      const xml = response.text;
      expect(xpath(xml, `count(/${atom('feed')})`)).toBe('1');
      for (const name of ['id', 'title', 'updated', 'author'])
        expect(xpath(xml, `count(/${atom('feed')}/${atom(name)})`), name).toBe('1');
      expect(xpath(xml, `string(/${atom('feed')}/@*[local-name()='lang'])`)).toBe(lang);
      expect(xpath(xml, `string(/${atom('feed')}/${atom('link')}[@rel='self']/@href)`)).toBe(new URL(path, site).href);
      const entries = Number(xpath(xml, `count(//${atom('entry')})`));
      expect(entries).toBe(4);
      // Each entry has exactly one id, title, updated and content.
      const complete = `count(//${atom('entry')}[count(${atom('id')})=1 and count(${atom('title')})=1 and count(${atom('updated')})=1 and count(${atom('content')})=1])`;
      expect(xpath(xml, complete)).toBe(String(entries));
      const ids = Array.from({ length: entries }, (_, index) =>
        xpath(xml, `string(//${atom('entry')}[${index + 1}]/${atom('id')})`),
      );
      expect(ids).toEqual(
        ['2026-12-01', '2026-11-30', '2026-11-27', '2026-11-26'].map(
          (date) => `tag:www.restaurace-ballon.test,2026:daily-menu:${lang}:${date}`,
        ),
      );
      expect(xml).not.toContain('2026-12-02');
      // updated: RFC 3339 date-times.
      expect(xpath(xml, `string(/${atom('feed')}/${atom('updated')})`)).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
      );
      // The content is the day as escaped HTML, parsed back as text.
      const content = xpath(xml, `string(//${atom('entry')}[last()]/${atom('content')})`);
      expect(content).toContain(lang === 'cs' ? '<h3>Polévky</h3>' : '<h3>Soups</h3>');
      expect(content).toContain(lang === 'cs' ? '189 Kč' : '189 CZK');
      // The title's date: Czech day first, US English month first.
      const title = xpath(xml, `string(//${atom('entry')}[last()]/${atom('title')})`);
      expect(title).toContain(lang === 'cs' ? 'čtvrtek 26. listopadu 2026' : 'Thursday, November 26, 2026');
    }
  });

  it('answers a 304 to its ETag, and the same bytes on a later request', async () => {
    const { app } = appAt('2026-11-26T08:00:00Z');
    const first = await request(app).get('/denni-menu.atom').expect(200);
    await request(app)
      .get('/denni-menu.atom')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect((await request(app).get('/denni-menu.atom')).text).toBe(first.text);
  });

  it('escapes the content’s text and leaves out characters XML forbids', async () => {
    const menu: DailyMenu = {
      serving: { from: '11:00', until: '14:00' },
      days: [
        {
          date: '2026-11-26',
          published: true,
          soups: [{ name: { cs: 'Polévka <b>&</b> "x" \u0007', en: 'Soup <b>&</b>' }, price: 45 }],
          mains: [],
        },
      ],
    };
    const { app } = appAt('2026-11-26T08:00:00Z', menu);
    const xml = (await request(app).get('/denni-menu.atom').expect(200)).text;
    expect(xml).not.toContain('\u0007');
    expect(xpath(xml, `string(//${atom('entry')}/${atom('content')})`)).toContain(
      'Polévka &lt;b&gt;&amp;&lt;/b&gt; &quot;x&quot;',
    );
  });

  it('is linked from the daily menu page’s head, in its language', async () => {
    const { app } = appAt('2026-11-26T08:00:00Z');
    const cs = (await request(app).get('/denni-menu').expect(200)).text;
    expect(cs).toMatch(
      new RegExp(`<link[^>]*rel="alternate"[^>]*type="application/atom\\+xml"[^>]*href="${site}/denni-menu\\.atom"`),
    );
    const en = (await request(app).get('/en/denni-menu').expect(200)).text;
    expect(en).toContain(`href="${site}/en/denni-menu.atom"`);
    // Not a page: not in the sitemap.
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('.atom');
    // Only its spelling.
    await request(app).get('/DENNI-MENU.atom').expect(404);
  });
});

describe('the daily menu page’s structured data', () => {
  it('is a Menu of the day shown, with MenuSections and MenuItems with offers, and its date', async () => {
    // Thursday 26 November 2026, 09:00 in Prague.
    const { app } = appAt('2026-11-26T08:00:00Z');
    const html = (await request(app).get('/denni-menu').expect(200)).text;
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    const graph = (JSON.parse(json!) as { '@graph': { '@type': string; hasMenu: unknown }[] })['@graph'];
    const restaurant = graph.find((node) => node['@type'] === 'Restaurant')!;
    const menus = (Array.isArray(restaurant.hasMenu) ? restaurant.hasMenu : [restaurant.hasMenu]) as {
      '@type'?: string;
      temporalCoverage?: string;
      url?: string;
      hasMenuSection?: {
        '@type': string;
        name: string;
        hasMenuItem: {
          '@type': string;
          name: string;
          offers: { '@type': string; price: number; priceCurrency: string };
        }[];
      }[];
    }[];
    const lunch = menus.find((menu) => typeof menu === 'object' && menu['@type'] === 'Menu')!;
    expect(lunch.temporalCoverage).toBe('2026-11-26');
    expect(lunch.url).toBe(`${site}/denni-menu#menu-2026-11-26`);
    expect(lunch.hasMenuSection!.map((section) => [section['@type'], section.name])).toEqual([
      ['MenuSection', 'Polévky'],
      ['MenuSection', 'Hlavní jídla'],
    ]);
    const items = lunch.hasMenuSection!.flatMap((section) => section.hasMenuItem);
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item['@type']).toBe('MenuItem');
      expect(item.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'CZK' });
      expect(item.offers.price).toBeGreaterThan(0);
    }
    expect(items[1]!.name).toMatch(/^Menu 1: /);
  });

  it('has no lunch Menu when nothing is published from today on', async () => {
    const { app } = appAt('2026-12-03T08:00:00Z');
    const html = (await request(app).get('/denni-menu').expect(200)).text;
    expect(html).not.toContain('temporalCoverage');
  });
});

describe('the page cache and today’s serving time', () => {
  it('keeps /denni-menu only until the serving ends, then renders it again (lunch over)', async () => {
    // Thursday 26 November 2026, 13:59:30 in Prague (+01:00): 30 s before lunch ends.
    const { app, renders, setNow } = appAt('2026-11-26T12:59:30Z');
    const first = await request(app).get('/denni-menu').expect(200);
    expect(first.text).toContain('Podáváme ještě do');
    const policy = /s-maxage=(\d+)(?:, stale-while-revalidate=(\d+))?/.exec(first.headers['cache-control'] as string);
    expect(Number(policy?.[1] ?? 0) + Number(policy?.[2] ?? 0)).toBeLessThanOrEqual(30);
    await request(app).get('/denni-menu').expect(200);
    expect(renders()).toBe(1);
    setNow('2026-11-26T13:00:00Z');
    const after = await request(app).get('/denni-menu').expect(200);
    expect(renders()).toBe(2);
    expect(after.text).toContain('Dnešní polední menu už skončilo.');
  });

  it('starts a new day at midnight: yesterday’s menu is never answered after it', async () => {
    const { app, renders, setNow } = appAt('2026-11-26T22:59:50Z'); // 23:59:50 in Prague
    expect((await request(app).get('/denni-menu').expect(200)).text).toContain('Nejbližší polední menu');
    setNow('2026-11-26T23:00:00Z'); // Friday 27 November, 00:00
    const friday = (await request(app).get('/denni-menu').expect(200)).text;
    expect(renders()).toBe(2);
    expect(friday).toContain('Dnes podáváme od 11:00 do 14:00.');
  });

  it('leaves a page that shows no lunch to the usual boundaries', async () => {
    const { app, renders, setNow } = appAt('2026-11-26T12:59:30Z');
    await request(app).get('/galerie').expect(200);
    setNow('2026-11-26T13:00:00Z');
    await request(app).get('/galerie').expect(200);
    expect(renders()).toBe(1);
  });
});

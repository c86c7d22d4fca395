import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentFiles } from '../../src/content/schema';
import { cs } from '../../src/i18n/cs';
import { en } from '../../src/i18n/en';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';

/**
 * Getting here, on the contact page: the address opens in three map services at
 * the position the content gives (venue.yaml `geo`), each link in a new tab
 * without giving the map site this page; the metro, the tram and the parking
 * come from the content too. No map of a third party is loaded.
 */

// The content the server under test reads (playwright.config.ts copies the sample there).
const contentDir = process.env.E2E_CONTENT_DIR ?? path.resolve('content');
const venue = contentFiles.venue.schema.parse(parse(readFileSync(path.join(contentDir, 'venue.yaml'), 'utf8')));
const { latitude, longitude } = venue.geo;
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

/** The words of the page (the copy is the source: a reworded label does not break the test). */
const words = Object.fromEntries(
  (
    [
      ['cs', cs],
      ['en', en],
    ] as const
  ).map(([lang, messages]) => [
    lang,
    {
      ...messages.contact.address.maps,
      newTab: messages.common.openNewTab,
      transport: messages.contact.transport.title,
    },
  ]),
) as Record<'cs' | 'en', typeof cs.contact.address.maps & { newTab: string; transport: string }>;

/** The latitude and longitude a map link opens, as the service reads them. */
function positionOf(service: 'mapy' | 'google' | 'osm', href: string): [number, number] {
  const url = new URL(href);
  if (service === 'mapy') {
    const [lon, lat] = (url.searchParams.get('center') ?? '').split(',').map(Number);
    return [lat!, lon!];
  }
  if (service === 'google') {
    const [lat, lon] = (url.searchParams.get('query') ?? '').split(',').map(Number);
    return [lat!, lon!];
  }
  return [Number(url.searchParams.get('mlat')), Number(url.searchParams.get('mlon'))];
}

for (const lang of ['cs', 'en'] as const) {
  const url = localizePath(pagePaths.contact, lang);

  test.describe(`getting here (${url})`, () => {
    test('the address opens in Mapy.cz, Google Maps and OpenStreetMap at the position of the data, in a new tab', async ({
      page,
    }) => {
      await openHydrated(page, url);
      const hosts = { mapy: 'mapy.cz', google: 'www.google.com', osm: 'www.openstreetmap.org' };
      for (const service of ['mapy', 'google', 'osm'] as const) {
        // The accessible name says which map, and that it opens a new window.
        const link = page.getByRole('link', { name: `${words[lang][service]} ${words[lang].newTab}`, exact: true });
        await expect(link).toHaveCount(1);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        const rel = (await link.getAttribute('rel')) ?? '';
        expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        const href = (await link.getAttribute('href')) ?? '';
        expect(new URL(href).protocol).toBe('https:');
        expect(new URL(href).hostname).toBe(hosts[service]);
        // The data's coordinates, written with a dot.
        expect(href).toContain(latitude.toFixed(6));
        expect(href).toContain(longitude.toFixed(6));
        const [lat, lon] = positionOf(service, href);
        expect(Math.abs(lat - latitude), `${service} latitude`).toBeLessThan(1e-6);
        expect(Math.abs(lon - longitude), `${service} longitude`).toBeLessThan(1e-6);
      }
      // The links sit with the address, in a list named by its heading line.
      await expect(page.getByRole('list', { name: words[lang].title }).getByRole('link')).toHaveCount(3);
    });

    test('the metro, the tram and the parking come from the content', async ({ page }) => {
      await openHydrated(page, url);
      const card = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: words[lang].transport }),
      });
      const text = plain(await card.innerText());
      const { metro, tram } = venue.transport;
      expect(text).toContain(metro.station);
      expect(text).toMatch(new RegExp(`Metro (line )?${metro.line}\\b`));
      expect(text).toContain(lang === 'cs' ? `${metro.minutesOnFoot} min` : `${metro.minutesOnFoot}-minute walk`);
      expect(text).toContain(tram.stop);
      for (const line of tram.lines) expect(text).toMatch(new RegExp(`\\b${line}\\b`));
      expect(text).toContain(plain(venue.parking[lang]));
    });

    test('no map script, frame or request to another site', async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
      });
      await openHydrated(page, url);
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);
    });
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readClientAssets } from '../../server/document/assets';
import { languageModules } from '../../src/i18n/load-language';
import { pageModules } from '../../src/page-modules';
import { firstLoads } from '../support/first-load';

/**
 * A ratchet on what each page makes the browser fetch before it is hydrated
 * (first load, gzip, kB = 1000 bytes), measured on the production build's
 * manifest (`npm test` builds first).
 *
 * JavaScript: each page's size when the ratchet was set plus 0.1 kB, rounded up
 * to 0.1 kB: a new chunk hash alone moves a gzip size by a few bytes, and the
 * ratchet must catch growth, not that noise. Set in issue #11; reset once, in
 * issue #13, which moved every fact out of the bundle (the photo manifest alone
 * was 2.5 kB gzip) but made the browser keep what a page says true by itself:
 * the Prague clock and the opening-hours state (src/content/time.ts, hours text,
 * notices, the now provider) and the loaders' data plumbing, +3.3 to +4.6 kB gzip
 * on every page (+1.3 kB net on the home page). The structured data was moved to
 * the server only (structured-data.ts) to keep it at that. Ceilings are only ever
 * lowered: the speed issue brings them to the architecture's budget (120 kB for
 * content pages, 130 kB for the two form pages). CSS: the architecture's budget, 20 kB.
 */
const JS_CEILING: Record<string, number> = {
  '/': 135_400,
  '/denni-menu': 134_300,
  '/jidelni-listek': 134_200,
  '/napojovy-listek': 133_900,
  '/svatomartinske-hody': 135_200,
  '/o-restauraci-ballon': 134_500,
  '/konferencni-prostory-salonek': 148_500,
  '/galerie': 136_200,
  '/kontakt': 146_600,
  '/ (404)': 133_200,
  '/en': 134_700,
  '/en/denni-menu': 133_600,
  '/en/jidelni-listek': 133_500,
  '/en/napojovy-listek': 133_200,
  '/en/svatomartinske-hody': 134_600,
  '/en/o-restauraci-ballon': 133_900,
  '/en/konferencni-prostory-salonek': 148_000,
  '/en/galerie': 135_600,
  '/en/kontakt': 146_200,
  '/en (404)': 132_600,
};
const CSS_BUDGET = 20_000;

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const hasBuild = existsSync(path.join(clientDir, '.vite', 'manifest.json'));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const loads = hasBuild ? firstLoads(clientDir) : [];

describe('first-load budget of every page', () => {
  it('has a production build to measure (npm test builds it; else npm run build)', () => {
    expect(hasBuild, `${clientDir}/.vite/manifest.json`).toBe(true);
  });

  it('measures every page of both languages and the 404 page, each with a ceiling', () => {
    expect(loads.map((load) => load.url).sort()).toEqual(Object.keys(JS_CEILING).sort());
  });

  it('knows every page chunk and language chunk the server preloads', () => {
    const { lazyModules } = readClientAssets(clientDir);
    for (const { file } of [...Object.values(pageModules), ...Object.values(languageModules)]) {
      expect(lazyModules?.[file]?.modulePreloads.length, `${file} is a chunk of its own in the manifest`).toBeGreaterThan(0);
    }
  });

  describe.each(loads.map((load) => [load.url, load] as const))('%s', (url, load) => {
    const ceiling = JS_CEILING[url] ?? 0;
    it(`sends at most ${kb(ceiling)} of JavaScript`, () => {
      expect(load.jsGzip, `${kb(load.jsGzip)} gzip: ${load.js.join(' ')}`).toBeLessThanOrEqual(ceiling);
    });

    it(`sends at most ${kb(CSS_BUDGET)} of CSS`, () => {
      expect(load.cssGzip, `${kb(load.cssGzip)} gzip: ${load.css.join(' ')}`).toBeLessThanOrEqual(CSS_BUDGET);
    });
  });
});

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
 * JavaScript: each page's size when the ratchet was set (issue #11) plus 0.1 kB,
 * rounded up to 0.1 kB: a new chunk hash alone moves a gzip size by a few bytes,
 * and the ratchet must catch growth, not that noise. Ceilings are only ever
 * lowered: the speed issue brings them to the architecture's budget (120 kB for
 * content pages, 130 kB for the two form pages). CSS: the architecture's budget, 20 kB.
 */
const JS_CEILING: Record<string, number> = {
  '/': 133_900,
  '/denni-menu': 130_600,
  '/jidelni-listek': 130_500,
  '/napojovy-listek': 131_100,
  '/svatomartinske-hody': 134_500,
  '/o-restauraci-ballon': 133_200,
  '/konferencni-prostory-salonek': 147_100,
  '/galerie': 135_000,
  '/kontakt': 142_900,
  '/ (404)': 129_600,
  '/en': 133_200,
  '/en/denni-menu': 130_000,
  '/en/jidelni-listek': 129_800,
  '/en/napojovy-listek': 130_400,
  '/en/svatomartinske-hody': 133_800,
  '/en/o-restauraci-ballon': 132_500,
  '/en/konferencni-prostory-salonek': 146_600,
  '/en/galerie': 134_300,
  '/en/kontakt': 142_400,
  '/en (404)': 129_000,
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

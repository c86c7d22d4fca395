import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readClientAssets } from '../../server/document/assets';
import { languageModules } from '../../src/i18n/load-language';
import { pageModules } from '../../src/page-modules';
import { firstLoads } from '../support/first-load';

/**
 * What each page makes the browser fetch before it is hydrated (first load, gzip,
 * kB = 1000 bytes), measured on the production build's manifest (`npm test`
 * builds first) the way the server preloads it (tests/support/first-load.ts).
 *
 * The budget, set by the speed issue (#15): 120 kB for every content page and the
 * 404s, 130 kB for the two form pages (/kontakt, /konferencni-prostory-salonek,
 * both languages). It is not reached yet, so each ceiling is the page's size
 * after #15 plus 0.1 kB, rounded up to 0.1 kB (a new chunk hash alone moves a gzip
 * size by a few bytes); ceilings are only ever lowered, towards the targets.
 * #15 took 8.1–10.0 kB off every content page and 15.7–16.4 kB off the form
 * pages: content pages 125.3–130.0 kB (were 134.6–139.9), form pages
 * 133.1–134.5 kB (were 148.8–150.9). react-router's
 * unused components dropped at build time (1.3 kB), React, the router and i18next
 * in the entry's one chunk (1.7 kB), each page's messages and the forms' loaded
 * with their page instead of in every page's language chunk (≈4 kB), the head's
 * code and titles with the first client-side navigation (2.3 kB), the forms'
 * schemas (zod mini, 6.8 kB) with the form's first focus. What is left: the stack
 * alone (react-dom 63.7, react-router 27.4, i18next 15.6, react 2.4, react-i18next
 * 1.6 kB) is 114.6 kB gzip in one chunk, which leaves 5.4 kB for the layout, the
 * Prague clock, the typography pass and the messages every page shows (≈10 kB).
 * The measured reasons and the next levers are in the README ("Why the JavaScript
 * budget is not met yet"). CSS: the architecture's budget, 20 kB.
 */
const JS_CEILING: Record<string, number> = {
  '/': 129_200, // target 120_000
  '/denni-menu': 127_200, // target 120_000
  '/jidelni-listek': 127_000, // target 120_000
  '/napojovy-listek': 127_700, // target 120_000
  '/svatomartinske-hody': 129_800, // target 120_000
  '/o-restauraci-ballon': 127_800, // target 120_000
  '/konferencni-prostory-salonek': 134_600, // target 130_000
  '/galerie': 129_100, // target 120_000
  '/kontakt': 133_600, // target 130_000
  '/ochrana-osobnich-udaju': 130_100, // target 120_000
  '/ (404)': 125_700, // target 120_000
  '/en': 128_800, // target 120_000
  '/en/denni-menu': 127_000, // target 120_000
  '/en/jidelni-listek': 126_800, // target 120_000
  '/en/napojovy-listek': 127_500, // target 120_000
  '/en/svatomartinske-hody': 129_500, // target 120_000
  '/en/o-restauraci-ballon': 127_500, // target 120_000
  '/en/konferencni-prostory-salonek': 134_100, // target 130_000
  '/en/galerie': 128_900, // target 120_000
  '/en/kontakt': 133_200, // target 130_000
  '/en/ochrana-osobnich-udaju': 129_600, // target 120_000
  '/en (404)': 125_500, // target 120_000
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

  it('loads form code and form messages only on the two form pages, and the schemas with no page', () => {
    const { lazyModules } = readClientAssets(clientDir);
    // A lazily loaded module's own chunk: the first file it adds to a page.
    const own = (module: string) => lazyModules?.[module]?.modulePreloads[0] ?? `(no chunk for ${module})`;
    const formPages = new Set(['/kontakt', '/konferencni-prostory-salonek', '/en/kontakt', '/en/konferencni-prostory-salonek']);
    const formMessages = [own('src/i18n/cs/forms.ts'), own('src/i18n/en/forms.ts')];
    const formCode = lazyModules?.['src/pages/contact.tsx']?.modulePreloads.filter((file) => /\/enquiry-form-/.test(file)) ?? [];
    const schemas = [own('src/components/forms/prepare-contact.ts'), own('src/components/forms/prepare-lounge.ts')];
    expect(formCode).toHaveLength(1);
    for (const load of loads) {
      const fetched = new Set(load.js);
      for (const file of schemas) expect(fetched.has(file), `${load.url} preloads the schemas (${file})`).toBe(false);
      if (formPages.has(load.url)) {
        expect(formCode.every((file) => fetched.has(file)), `${load.url} preloads its form`).toBe(true);
        expect(formMessages.filter((file) => fetched.has(file)), `${load.url}: its language's form messages only`).toHaveLength(1);
      } else {
        for (const file of [...formMessages, ...formCode]) expect(fetched.has(file), `${load.url} preloads ${file}`).toBe(false);
      }
    }
  });

  describe.each(loads.map((load) => [load.url, load] as const))('%s', (url, load) => {
    const ceiling = JS_CEILING[url] ?? 0;
    it(`sends at most ${kb(ceiling)} of JavaScript`, () => {
      expect(load.jsGzip, `${kb(load.jsGzip)} gzip: ${load.js.join(' ')}`).toBeLessThanOrEqual(ceiling);
    });

    it(`sends at most ${kb(CSS_BUDGET)} of CSS (the inlined CSS counted: never nothing)`, () => {
      expect(load.cssGzip, 'the site CSS, inlined or linked').toBeGreaterThan(1000);
      expect(load.cssGzip, `${kb(load.cssGzip)} gzip: ${load.css.join(' ')}`).toBeLessThanOrEqual(CSS_BUDGET);
    });
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readClientAssets } from '../../server/document/assets';
import { languageModules } from '../../src/i18n/load-language';
import { pageMessageFiles } from '../../src/i18n/page-messages';
import { pageModuleFile } from '../../src/page-modules';
import { pageKeys } from '../../src/page-ids';
import { BOOKING_PAGES, CSS_BUDGET, FORM_PAGES, JS_CEILING, jsCeiling } from './ceilings';
import { firstLoads } from '../support/first-load';

// The ceilings, and a new page's default: ceilings.ts.
const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const hasBuild = existsSync(path.join(clientDir, '.vite', 'manifest.json'));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const loads = hasBuild ? firstLoads(clientDir) : [];

describe('first-load budget of every page', () => {
  it('has a production build to measure (npm test builds it; else npm run build)', () => {
    expect(hasBuild, `${clientDir}/.vite/manifest.json`).toBe(true);
  });

  it("measures every page of both languages and the 404 page, each with a ceiling (its own, or a new page's default)", () => {
    // Every page of the route table, both languages, and the two 404s.
    expect(loads).toHaveLength(2 * (pageKeys.length + 1));
    // A ceiling of its own for each page measured, but a new page (the default holds it, ceilings.ts);
    // none for a page that is gone.
    const measured = loads.map((load) => load.url);
    expect(
      Object.keys(JS_CEILING).filter((url) => !measured.includes(url)),
      'ceilings of pages that are gone',
    ).toEqual([]);
    for (const url of measured) expect(jsCeiling(url), url).toBeGreaterThan(0);
  });

  it('knows every page chunk and language chunk the server preloads', () => {
    const { lazyModules } = readClientAssets(clientDir);
    for (const file of [
      ...[...pageKeys, 'notFound' as const].map(pageModuleFile),
      ...Object.values(languageModules).map((module) => module.file),
    ]) {
      expect(
        lazyModules?.[file]?.modulePreloads.length,
        `${file} is a chunk of its own in the manifest`,
      ).toBeGreaterThan(0);
    }
  });

  it("knows the chunk of every page's messages the server preloads, in both languages", () => {
    const { lazyModules } = readClientAssets(clientDir);
    for (const file of pageKeys.flatMap((page) => [...pageMessageFiles(page, 'cs'), ...pageMessageFiles(page, 'en')])) {
      expect(
        lazyModules?.[file]?.modulePreloads.length,
        `${file} is a chunk of its own in the manifest`,
      ).toBeGreaterThan(0);
    }
  });

  it('loads form code and form messages only on the two form pages (the booking page: the code), and the schemas with no page', () => {
    const { lazyModules } = readClientAssets(clientDir);
    // A lazily loaded module's own chunk: the first file it adds to a page.
    const own = (module: string) => lazyModules?.[module]?.modulePreloads[0] ?? `(no chunk for ${module})`;
    const formMessages = [own('src/i18n/cs/forms.ts'), own('src/i18n/en/forms.ts')];
    const formCode =
      lazyModules?.['src/pages/contact.tsx']?.modulePreloads.filter((file) => /\/enquiry-form-/.test(file)) ?? [];
    const schemas = [own('src/components/forms/prepare-contact.ts'), own('src/components/forms/prepare-lounge.ts')];
    expect(formCode).toHaveLength(1);
    for (const load of loads) {
      const fetched = new Set(load.js);
      for (const file of schemas) expect(fetched.has(file), `${load.url} preloads the schemas (${file})`).toBe(false);
      if (BOOKING_PAGES.has(load.url)) {
        // The booking page: the form's fields (their chunk), and its own words, not the enquiry forms'.
        expect(
          formCode.every((file) => fetched.has(file)),
          `${load.url} preloads the fields`,
        ).toBe(true);
        for (const file of formMessages) expect(fetched.has(file), `${load.url} preloads ${file}`).toBe(false);
      } else if (FORM_PAGES.has(load.url)) {
        expect(
          formCode.every((file) => fetched.has(file)),
          `${load.url} preloads its form`,
        ).toBe(true);
        expect(
          formMessages.filter((file) => fetched.has(file)),
          `${load.url}: its language's form messages only`,
        ).toHaveLength(1);
      } else {
        for (const file of [...formMessages, ...formCode])
          expect(fetched.has(file), `${load.url} preloads ${file}`).toBe(false);
      }
    }
  });

  describe.each(loads.map((load) => [load.url, load] as const))('%s', (url, load) => {
    const ceiling = jsCeiling(url);
    it(`sends at most ${kb(ceiling)} of JavaScript`, () => {
      expect(load.jsGzip, `${kb(load.jsGzip)} gzip: ${load.js.join(' ')}`).toBeLessThanOrEqual(ceiling);
    });

    it(`sends at most ${kb(CSS_BUDGET)} of CSS (the inlined CSS counted: never nothing)`, () => {
      expect(load.cssGzip, 'the site CSS, inlined or linked').toBeGreaterThan(1000);
      expect(load.cssGzip, `${kb(load.cssGzip)} gzip: ${load.css.join(' ')}`).toBeLessThanOrEqual(CSS_BUDGET);
    });
  });
});

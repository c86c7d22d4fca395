import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readClientAssets } from '../../server/assets';
import { languageModules } from '../../src/i18n/load-language';
import { pageModules } from '../../src/page-modules';
import { firstLoads } from '../support/first-load';

/**
 * The budgets of ARCHITECTURE.md, per page, first load, gzip (kB = 1000 bytes):
 * everything the document makes the browser fetch before the page is hydrated.
 * Reads the production build's manifest (`npm test` builds first).
 */
const BUDGET = { jsGzip: 110_000, cssGzip: 20_000 };

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const hasBuild = existsSync(path.join(clientDir, '.vite', 'manifest.json'));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('first-load budget of every page', () => {
  it('has a production build to measure (npm test builds it; else npm run build)', () => {
    expect(hasBuild, `${clientDir}/.vite/manifest.json`).toBe(true);
  });

  it.skipIf(!hasBuild)('knows every page chunk and language chunk the server preloads', () => {
    const { lazyModules } = readClientAssets(clientDir);
    for (const { file } of [...Object.values(pageModules), ...Object.values(languageModules)]) {
      expect(lazyModules?.[file]?.modulePreloads.length, `${file} is a chunk of its own in the manifest`).toBeGreaterThan(0);
    }
  });

  const loads = hasBuild ? firstLoads(clientDir) : [];
  describe.skipIf(!hasBuild).each(loads.map((load) => [load.url, load] as const))('%s', (_url, load) => {
    it(`sends at most ${kb(BUDGET.jsGzip)} of JavaScript`, () => {
      expect(load.jsGzip, `${kb(load.jsGzip)} gzip: ${load.js.join(' ')}`).toBeLessThanOrEqual(BUDGET.jsGzip);
    });

    it(`sends at most ${kb(BUDGET.cssGzip)} of CSS`, () => {
      expect(load.cssGzip, `${kb(load.cssGzip)} gzip: ${load.css.join(' ')}`).toBeLessThanOrEqual(BUDGET.cssGzip);
    });
  });
});

/**
 * The owner's admin loads a screen's code when the screen is first opened (src/admin/routes.tsx,
 * route `lazy`), on top of its entry's one chunk. Proved on the production build's manifest:
 * every screen is a chunk of its own that the entry does not load; the sign-in and the first
 * screen each load at most their ceiling of JavaScript (gzip); no admin chunk grows past its
 * ceiling (tests/budget/ceilings.ts). That public pages load none of it: admin-apart.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENTRY, clientDir, hasBuild, manifest, manifestPath } from '../support/build-manifest';
import { ADMIN_CHUNK_CEILING, ADMIN_ENTRY_CEILING, ADMIN_FIRST_LOAD_CEILING } from './ceilings';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The screens' modules (routes.tsx `lazy`), each to be a chunk of its own. */
const SCREENS = [
  'src/admin/auth/sign-in-route.tsx',
  'src/admin/auth/invitation-page.tsx',
  'src/admin/home/home-page.tsx',
  'src/admin/lunch/lunch-page.tsx',
  'src/admin/content/content-page.tsx',
  'src/admin/history/history-page.tsx',
  'src/admin/photos/photos-page.tsx',
  'src/admin/inbox/inbox-page.tsx',
  'src/admin/owners/owners-page.tsx',
  'src/admin/audit/audit-page.tsx',
  'src/admin/visits/visits-page.tsx',
  'src/admin/subscribers/subscribers-page.tsx',
];

/** What a page fetches to show: the entry and its screen's module, with every chunk they import statically. */
const PAGE_SCREEN: Record<string, string> = {
  '/admin/sign-in': 'src/admin/auth/sign-in-route.tsx',
  '/admin': 'src/admin/home/home-page.tsx',
};

function staticGraph(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const sizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file))).length;
    sizes.set(file, size);
  }
  return size;
}
const jsGzip = (keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]!.file))]
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSize(file), 0);

/** Every JavaScript chunk of the admin's build: what its entry reaches, statically or lazily. */
function adminChunks(): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
    manifest[key].dynamicImports?.forEach(visit);
  };
  visit(ADMIN_ENTRY);
  return [...seen].filter((key) => manifest[key]!.file.endsWith('.js'));
}

describe("the admin's screens load when used", () => {
  it('has a production build with the admin entry (npm test builds it; else npm run build)', () => {
    expect(hasBuild, manifestPath).toBe(true);
    expect(manifest[ADMIN_ENTRY]?.isEntry).toBe(true);
  });

  it('makes every screen a chunk of its own that the entry does not load', () => {
    const first = staticGraph([ADMIN_ENTRY]);
    for (const screen of SCREENS) {
      expect(manifest[screen]?.isDynamicEntry, `${screen} is a lazily loaded chunk`).toBe(true);
      expect(first.has(screen), `${screen} is not in the entry's first load`).toBe(false);
    }
    // The content's schemas (classic zod) come with the editors, never with the first load.
    const schemas = adminChunks().filter(
      (key) => manifest[key]?.src === 'src/content/schema.ts' || key === 'src/content/schema.ts',
    );
    for (const key of schemas) expect(first.has(key), key).toBe(false);
  });

  it.each(Object.entries(PAGE_SCREEN))('loads %s within its ceiling of JavaScript (gzip)', (page, screen) => {
    const keys = staticGraph([ADMIN_ENTRY, screen]);
    const size = jsGzip(keys);
    const ceiling = ADMIN_FIRST_LOAD_CEILING[page]!;
    expect(
      size,
      `${page}: ${kb(size)} gzip: ${[...keys].map((key) => manifest[key]!.file).join(' ')}`,
    ).toBeLessThanOrEqual(ceiling);
  });

  it('holds every admin chunk to its ceiling (gzip)', () => {
    const chunks = adminChunks();
    expect(chunks.length).toBeGreaterThan(SCREENS.length);
    for (const key of chunks) {
      const file = manifest[key]!.file;
      const ceiling = key === ADMIN_ENTRY ? ADMIN_ENTRY_CEILING : ADMIN_CHUNK_CEILING;
      expect(gzipSize(file), `${file} (${key}): ${kb(gzipSize(file))} gzip`).toBeLessThanOrEqual(ceiling);
    }
  });
});

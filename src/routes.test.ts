import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createRoutes, legacyRedirects, permanentRedirectFor } from './routes';
import { pageTable, pagePaths } from './page-ids';
import type { DataSource } from './route-data';

/** The table's shape does not depend on where its data comes from. */
const noData: DataSource = {
  site: () => {
    throw new Error('not loaded in this test');
  },
  page: () => {
    throw new Error('not loaded in this test');
  },
};

function childPaths(root: RouteObject): (string | undefined)[] {
  return (root.children ?? []).flatMap((child) =>
    (child.children ?? []).map((route) => (route.index ? '' : route.path)),
  );
}

describe('the route table', () => {
  const [cs, en] = createRoutes(noData);

  it('mounts the same pages at / (Czech) and /en (English)', () => {
    expect(createRoutes(noData)).toHaveLength(2);
    expect(cs?.path).toBe('/');
    expect(en?.path).toBe('/en');
    const expected = Object.values(pagePaths).map((path) => path.slice(1));
    expect(childPaths(cs as RouteObject)).toEqual(expect.arrayContaining(expected));
    expect(childPaths(en as RouteObject)).toEqual(expect.arrayContaining(expected));
    expect(Object.values(pageTable).map((page) => page.path)).toEqual(Object.values(pagePaths));
  });

  it('ends each language with a catch-all for unknown paths', () => {
    expect(childPaths(cs as RouteObject).at(-1)).toBe('*');
    expect(childPaths(en as RouteObject).at(-1)).toBe('*');
  });

  it('puts each legacy address in the tree of its language', () => {
    const csLegacy = Object.keys(legacyRedirects).filter((from) => !from.startsWith('/en/'));
    const enLegacy = Object.keys(legacyRedirects).filter((from) => from.startsWith('/en/'));
    expect(csLegacy).toHaveLength(10);
    expect(enLegacy).toHaveLength(8);
    expect(childPaths(cs as RouteObject)).toEqual(expect.arrayContaining(csLegacy.map((from) => from.slice(1))));
    expect(childPaths(en as RouteObject)).toEqual(
      expect.arrayContaining(enLegacy.map((from) => from.slice('/en/'.length))),
    );
  });

  it('sends every legacy address to one of the pages, in the same language', () => {
    const pageUrls = new Set(Object.values(pagePaths).flatMap((path) => [path, path === '/' ? '/en' : `/en${path}`]));
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(pageUrls.has(to), `${from} → ${to}`).toBe(true);
      expect(to.startsWith('/en/')).toBe(from.startsWith('/en/'));
    }
  });
});

describe('permanent redirects', () => {
  it("never builds a target from the path itself (trailing slashes are the canonical-URL check's)", () => {
    expect(permanentRedirectFor('/')).toBeNull();
    expect(permanentRedirectFor('/en/')).toBeNull();
    expect(permanentRedirectFor('/kontakt/')).toBeNull();
    expect(permanentRedirectFor('//evil.example/')).toBeNull();
  });

  it('answers legacy addresses and nothing else', () => {
    expect(permanentRedirectFor('/menu')).toBe('/jidelni-listek');
    expect(permanentRedirectFor('/en/contact')).toBe('/en/kontakt');
    expect(permanentRedirectFor('/kontakt')).toBeNull();
    expect(permanentRedirectFor('/toString')).toBeNull();
    expect(permanentRedirectFor('/__proto__')).toBeNull();
  });
});

/**
 * Public pages load 0 bytes of the owner's admin. The admin is a build of
 * its own (vite.config.ts) whose chunks sit beside the site's in dist/client and whose
 * manifest is merged into the site's (scripts/merge-admin-manifest.mjs). Proved on the
 * production build: no file a public page loads first, nor any chunk the site can load
 * later (a page, a language, a form), is an admin file or comes from src/admin; the
 * admin's entry is not in the site entry's graph; and no public chunk carries the
 * admin's API path. dependency-cruiser keeps src/ from importing src/admin at all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENTRY, clientDir, hasBuild, manifest, manifestPath } from '../support/build-manifest';
import { readClientAssets } from '../../server/document/assets';
import { languageModules } from '../../src/i18n/load-language';
import { pageMessageFiles } from '../../src/i18n/page-messages';
import { pageKeys } from '../../src/page-ids';
import { firstLoads } from '../support/first-load';

const SITE_ENTRY = 'src/entry-client.tsx';

/** The manifest keys a chunk reaches, through static and (with `lazy`) dynamic imports. */
function graph(key: string, lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !manifest[name]) return;
    seen.add(name);
    manifest[name].imports?.forEach(visit);
    if (lazy) manifest[name].dynamicImports?.forEach(visit);
  };
  visit(key);
  return seen;
}

const filesOf = (keys: Iterable<string>) =>
  new Set(
    [...keys].flatMap((key) =>
      [manifest[key]?.file, ...(manifest[key]?.css ?? [])].filter((file): file is string => !!file),
    ),
  );
const fromAdmin = (key: string) => key.startsWith('src/admin/') || (manifest[key]?.src ?? '').startsWith('src/admin/');

describe('the admin is apart from the public pages', () => {
  it('has a production build with the admin entry and its own CSS in the manifest', () => {
    expect(hasBuild, manifestPath).toBe(true);
    expect(manifest[ADMIN_ENTRY]?.isEntry).toBe(true);
    expect(manifest[ADMIN_ENTRY]?.css?.length, "the admin's stylesheet").toBeGreaterThan(0);
  });

  const admin = hasBuild ? graph(ADMIN_ENTRY, true) : new Set<string>();
  const adminFiles = filesOf(admin);
  const site = hasBuild ? graph(SITE_ENTRY, true) : new Set<string>();
  const siteFiles = filesOf(site);

  it("keeps the admin entry and every module of src/admin out of the site entry's graph (lazy chunks included)", () => {
    expect([...site].filter(fromAdmin)).toEqual([]);
    expect([...siteFiles].filter((file) => adminFiles.has(file))).toEqual([]);
    // And the other way: the admin does not load the site's entry (it is a React app of its own).
    expect(admin.has(SITE_ENTRY)).toBe(false);
  });

  it("loads no admin file on any public page's first load", () => {
    const loads = firstLoads(clientDir);
    expect(loads.length).toBeGreaterThan(0);
    for (const load of loads) {
      const files = [...load.js, ...load.css].map((url) => url.replace(/^\//, ''));
      expect(
        files.filter((file) => adminFiles.has(file) || /(^|\/)admin-/.test(file)),
        load.url,
      ).toEqual([]);
    }
  });

  it('loads no admin file with any lazily loaded public chunk (a page, a language, page messages, a form)', () => {
    const { lazyModules = {} } = readClientAssets(clientDir);
    const publicLazy = Object.entries(lazyModules).filter(([key]) => !fromAdmin(key) && site.has(key));
    expect(publicLazy.length).toBeGreaterThan(0);
    for (const [key, assets] of publicLazy) {
      const files = [...assets.modulePreloads, ...assets.styles].map((url) => url.replace(/^\//, ''));
      expect(
        files.filter((file) => adminFiles.has(file)),
        key,
      ).toEqual([]);
    }
  });

  it("reaches only the message files public pages load (no admin or server messages in the site's lazy map)", () => {
    // A language's core loads when the visitor switches to it, the head's titles (meta) with the
    // first client-side navigation, the rest with their page.
    const loaded = new Set(
      (['cs', 'en'] as const).flatMap((lang) => [
        languageModules[lang].file,
        `src/i18n/${lang}/meta.ts`,
        ...pageKeys.flatMap((page) => pageMessageFiles(page, lang)),
      ]),
    );
    const messageFiles = [...site].filter(
      (key) => /^src\/i18n\/(cs|en)\/[^/]+\.ts$/.test(key) && manifest[key]?.isDynamicEntry,
    );
    expect(messageFiles.length).toBeGreaterThan(0);
    expect(messageFiles.filter((key) => !loaded.has(key))).toEqual([]);
  });

  it("has no public chunk that carries the admin's code (its API path or its mount point)", () => {
    for (const file of siteFiles) {
      if (!file.endsWith('.js')) continue;
      const code = readFileSync(path.join(clientDir, file), 'utf8');
      expect(code.includes('/admin/api'), `${file} mentions /admin/api`).toBe(false);
      expect(code.includes('admin-root'), `${file} mentions admin-root`).toBe(false);
    }
    // The markers are real: the admin's own code carries both.
    const adminCode = [...adminFiles]
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
      .join('\n');
    expect(adminCode).toContain('/admin/api');
    expect(adminCode).toContain('admin-root');
  });
});

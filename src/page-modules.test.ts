import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPage, pageModuleFile } from './page-modules';
import { pageLoaders } from './page-loaders';
import { pageKeys, pagePaths, type PageId } from './page-ids';
import { pageMessageFiles } from './i18n/page-messages';

const root = path.resolve(import.meta.dirname, '..');
const pages: PageId[] = [...pageKeys, 'notFound'];

describe('page modules', () => {
  it('exist for every page, each a file that exports the page component', async () => {
    for (const page of pages) {
      const file = pageModuleFile(page);
      expect(existsSync(path.join(root, file)), `${page}: ${file}`).toBe(true);
      const { Component } = await loadPage(page);
      expect(typeof Component, page).toBe('function');
    }
  });

  it('are named by their path from the root, as the build manifest names them', () => {
    expect(pageModuleFile('home')).toBe('src/pages/home.tsx');
    expect(pageModuleFile('dailyMenu')).toBe('src/pages/daily-menu.tsx');
    expect(pageModuleFile('notFound')).toBe('src/pages/not-found.tsx');
    for (const page of pages) expect(Object.keys(pageLoaders), page).toContain(`/${pageModuleFile(page)}`);
  });

  it('come with their messages in both languages', () => {
    for (const page of pageKeys) {
      for (const lang of ['cs', 'en'] as const) {
        const [own] = pageMessageFiles(page, lang);
        expect(own, `${page} (${lang})`).toBe(
          `src/i18n/${lang}/${pageModuleFile(page).slice('src/pages/'.length, -'.tsx'.length)}.ts`,
        );
        expect(existsSync(path.join(root, own ?? '')), own).toBe(true);
      }
    }
    expect(Object.keys(pagePaths)).toEqual(pageKeys);
  });
});

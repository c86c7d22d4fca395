import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModules } from './page-modules';
import { pagePaths } from './page-ids';

describe('page modules', () => {
  it('exist for every page, each a file that exports the page component', async () => {
    expect(Object.keys(pageModules).sort()).toEqual(Object.keys(pagePaths).sort());
    for (const [page, { file, load }] of Object.entries(pageModules)) {
      expect(existsSync(path.resolve(import.meta.dirname, '..', file)), `${page}: ${file}`).toBe(true);
      const { Component } = await load();
      expect(typeof Component, page).toBe('function');
    }
  });
});

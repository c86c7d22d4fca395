import type { ComponentType } from 'react';
import { fileNameOf, type PageId } from './page-ids';
import { pageLoaders } from './page-loaders';

/** What a page route loads on demand (react-router `lazy`). */
interface PageModule {
  Component: ComponentType;
}

/** A page's module by convention: `src/pages/<page>.tsx` (page-loaders.ts), from the project's root. */
const moduleKey = (page: PageId) => `/src/pages/${fileNameOf(page)}.tsx`;

/**
 * Loads a page's module, a chunk of its own (the browser downloads only the page it
 * shows), and picks its component, `<Page>Page` (`FooBarPage` for `fooBar`).
 */
export function loadPage(page: PageId): Promise<PageModule> {
  // (A page of the table without its module fails here, and in page-modules.test.ts.)
  return pageLoaders[moduleKey(page)]!().then((module) => ({
    Component: module[`${page[0]!.toUpperCase()}${page.slice(1)}Page`]!,
  }));
}

/**
 * A page's chunk as Vite's build manifest names it (its source path), for the
 * server to preload with the page; the 404 page's too (`notFound`).
 */
export function pageModuleFile(page: PageId): string {
  return moduleKey(page).slice(1);
}

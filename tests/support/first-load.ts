import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsForPage, readClientAssets } from '../../server/document/assets';
import { languageModules } from '../../src/i18n/load-language';
import { pageMessageFiles } from '../../src/i18n/page-messages';
import { localizePath, type Lang } from '../../src/lang';
import { pageModuleFile } from '../../src/page-modules';
import { pageKeys, pagePaths } from '../../src/page-ids';

export interface FirstLoad {
  url: string;
  /** Files as the document's head lists them: entry, module preloads, stylesheets. */
  js: string[];
  /** Stylesheet files, and `(inline)` for the CSS inlined in the document's head. */
  css: string[];
  jsGzip: number;
  cssGzip: number;
}

/** gzip at zlib's default level, what the `compression` middleware sends. */
function gzipSize(clientDir: string, url: string, cache: Map<string, number>): number {
  let size = cache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url))).length;
    cache.set(url, size);
  }
  return size;
}

/**
 * What the server tells the browser to load first for each of the 18 pages (and
 * the 404 page of each language), from the client build's manifest, through the
 * same functions the server uses (server/document/assets.ts): the entry and the chunks it
 * imports, the page's route chunk, the language's messages, and their CSS.
 */
export function firstLoads(clientDir: string): FirstLoad[] {
  const assets = readClientAssets(clientDir);
  const sizes = new Map<string, number>();
  const measure = (url: string, modules: string[]): FirstLoad => {
    const page = assetsForPage(assets, modules);
    const js = [page.entry, ...page.modulePreloads];
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(clientDir, file, sizes), 0);
    // The site's CSS is inlined in every document (server/document/assets.ts): it counts as the page's CSS.
    const inline = assets.inlineStyle ? gzipSync(assets.inlineStyle).length : 0;
    return {
      url,
      js,
      css: [...page.styles, ...(assets.inlineStyle ? ['(inline)'] : [])],
      jsGzip: sum(js),
      cssGzip: sum(page.styles) + inline,
    };
  };
  return (['cs', 'en'] as Lang[]).flatMap((lang) => [
    ...pageKeys.map((key) =>
      measure(localizePath(pagePaths[key], lang), [
        languageModules[lang].file,
        pageModuleFile(key),
        ...pageMessageFiles(key, lang),
      ]),
    ),
    measure(`${localizePath('/', lang)} (404)`, [languageModules[lang].file, pageModuleFile('notFound')]),
  ]);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the document head loads: the client entry, its chunks, its CSS and the fonts to preload. */
export interface ClientAssets {
  entry: string;
  modulePreloads: string[];
  styles: string[];
  /** woff2 files to preload (the body text face). */
  fontPreloads?: string[];
  /**
   * What each lazily loaded module (a page, a language) adds to the entry's assets:
   * its chunk, the chunks it imports and their CSS. Keyed by the module's source
   * path as Vite's manifest names it (see src/page-modules.ts, src/i18n/load-language.ts).
   */
  lazyModules?: Record<string, ModuleAssets>;
}

interface ModuleAssets {
  modulePreloads: string[];
  styles: string[];
}

/** One entry of `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

const CLIENT_ENTRY = 'src/entry-client.tsx';
/** The site's one stylesheet: Vite's name for it when CSS code splitting is off (vite.config.ts). */
const SITE_STYLESHEET = 'style.css';
/** The body text's regular weight, latin subset: preloaded by every page. */
const BODY_FONT_FILE = 'source-sans-3-latin-400-normal.woff2';

const url = (file: string) => `/${file}`;

function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A chunk's file, the chunks it imports (transitively) and all their CSS, as manifest files. */
function collect(manifest: Manifest, key: string, skip: ReadonlySet<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file) || skip.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** Reads Vite's build manifest of the client bundle. */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifest = readManifest(clientDir);
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${path.join(clientDir, '.vite/manifest.json')} has no entry for ${CLIENT_ENTRY}`);

  const initial = collect(manifest, CLIENT_ENTRY, new Set());
  const siteStylesheet = manifest[SITE_STYLESHEET]?.file;
  if (siteStylesheet) initial.css.unshift(siteStylesheet);
  const loaded = new Set([...initial.js, ...initial.css]);
  const lazyModules: Record<string, ModuleAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = collect(manifest, key, loaded);
    lazyModules[key] = { modulePreloads: own.js.map(url), styles: own.css.filter((file) => !loaded.has(file)).map(url) };
  }
  const font = Object.entries(manifest).find(([key, chunk]) => (chunk.src ?? key).endsWith(`/${BODY_FONT_FILE}`));

  return {
    entry: url(entry.file),
    modulePreloads: initial.js.filter((file) => file !== entry.file).map(url),
    styles: initial.css.map(url),
    fontPreloads: font ? [url(font[1].file)] : [],
    lazyModules,
  };
}

/**
 * The assets of a page: the entry's, plus those of the lazily loaded modules the
 * page needs at once (its route's chunk, its language), so that the browser
 * fetches them in parallel with the entry and the page's CSS is there before the
 * first paint. Unknown modules add nothing (the development server has none).
 */
export function assetsForPage(assets: ClientAssets, modules: readonly string[]): ClientAssets {
  const modulePreloads = new Set(assets.modulePreloads);
  const styles = new Set(assets.styles);
  for (const name of modules) {
    const own = assets.lazyModules?.[name];
    own?.modulePreloads.forEach((file) => modulePreloads.add(file));
    own?.styles.forEach((file) => styles.add(file));
  }
  return { ...assets, modulePreloads: [...modulePreloads], styles: [...styles] };
}

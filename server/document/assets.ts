import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the document head loads: the client entry, its chunks, its CSS and the fonts to preload. */
export interface ClientAssets {
  entry: string;
  modulePreloads: string[];
  /** Stylesheets linked from the head (render-blocking): in production none, the site's CSS is `inlineStyle`. */
  styles: string[];
  /**
   * The site's whole stylesheet as text, for one `<style>` in the head (html-shell.ts,
   * allowed by its hash in the CSP): the first paint waits for no request. Read once
   * at start-up; none in development (Vite injects its own styles).
   */
  inlineStyle?: string;
  /** woff2 files to preload: none (the faces load after the first paint, tokens.css). */
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

const url = (file: string) => `/${file}`;

/**
 * The CSS of `files` (manifest paths), one after the other, as the text of a `<style>`
 * element. Its `url(/assets/…)` are absolute, so they resolve the same from the page.
 * Only `</style` could end the element early: inside a CSS string `<\/` reads the same
 * (nothing in our CSS has one; `<` itself stays, media queries use it).
 */
function readInlineStyle(clientDir: string, files: readonly string[]): string {
  return files
    .map((file) => readFileSync(path.join(clientDir, file), 'utf8').trim())
    .join('\n')
    .replace(/<\/(style)/gi, '<\\/$1');
}

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
    lazyModules[key] = {
      modulePreloads: own.js.map(url),
      styles: own.css.filter((file) => !loaded.has(file)).map(url),
    };
  }

  return {
    entry: url(entry.file),
    modulePreloads: initial.js.filter((file) => file !== entry.file).map(url),
    // All of it inline (its size: docs/performance.md): nothing render-blocking, and no
    // critical subset to keep in step with the pages. The HTML's own cache (ETag, CDN) carries it.
    styles: [],
    inlineStyle: initial.css.length > 0 ? readInlineStyle(clientDir, initial.css) : undefined,
    // None: the web fonts wait for the first paint (src/styles/tokens.css); a preload
    // would fetch a face at high priority beside the largest paint, to be used only later.
    fontPreloads: [],
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

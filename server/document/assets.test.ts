import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsForPage, readClientAssets } from './assets';

/** The built stylesheet: an absolute font URL, a range media query (`<`), and a `</style>` in a string. */
const SITE_CSS = `@font-face{font-family:x;src:url(/assets/x.woff2)}@media (width<=767px){a{content:"</style>"}}`;

/** A client build's manifest: the entry and its chunk, one page, one language, the stylesheet, a font. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'assets-test-'));
  mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/pages/home.tsx', 'src/i18n/cs/index.ts'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_photo.js': { file: 'assets/photo.js', imports: ['src/entry-client.tsx'], css: ['assets/photo.css'] },
    'src/pages/home.tsx': {
      file: 'assets/home.js',
      isDynamicEntry: true,
      imports: ['src/entry-client.tsx', '_photo.js', '_react.js'],
    },
    'src/i18n/cs/index.ts': { file: 'assets/cs.js', isDynamicEntry: true, imports: ['_forms.js'] },
    '_forms.js': { file: 'assets/forms.js' },
    'style.css': { file: 'assets/style.css', src: 'style.css' },
    'node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2': {
      file: 'assets/source-sans-3-latin-400-normal-x.woff2',
      src: 'node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2',
    },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'style.css'), `${SITE_CSS}\n`);
  return dir;
}

describe('client assets from the manifest', () => {
  const assets = readClientAssets(fakeBuild());

  it('lists the entry and its chunks, inlines the site stylesheet instead of linking it, preloads no font', () => {
    expect(assets.entry).toBe('/assets/entry.js');
    expect(assets.modulePreloads).toEqual(['/assets/react.js']);
    expect(assets.styles).toEqual([]);
    // The faces wait for the first paint (tokens.css): a preload would fetch one beside the largest paint.
    expect(assets.fontPreloads).toEqual([]);
  });

  it('keeps the CSS as built (URLs, media queries) but never a `</style` that would end the element', () => {
    expect(assets.inlineStyle).toBe(SITE_CSS.replace('</style>', '<\\/style>'));
    expect(assets.inlineStyle).toContain('url(/assets/x.woff2)');
    expect(assets.inlineStyle).toContain('(width<=767px)');
    expect(assets.inlineStyle).not.toMatch(/<\/style/i);
  });

  it('knows what each lazily loaded module adds beyond the entry', () => {
    expect(assets.lazyModules?.['src/pages/home.tsx']).toEqual({
      modulePreloads: ['/assets/home.js', '/assets/photo.js'],
      styles: ['/assets/photo.css'],
    });
    expect(assets.lazyModules?.['src/i18n/cs/index.ts']).toEqual({
      modulePreloads: ['/assets/cs.js', '/assets/forms.js'],
      styles: [],
    });
  });

  it("adds a page's modules to the entry's assets, each file once", () => {
    const page = assetsForPage(assets, ['src/i18n/cs/index.ts', 'src/pages/home.tsx', 'src/pages/unknown.tsx']);
    expect(page.entry).toBe('/assets/entry.js');
    expect(page.modulePreloads).toEqual([
      '/assets/react.js',
      '/assets/cs.js',
      '/assets/forms.js',
      '/assets/home.js',
      '/assets/photo.js',
    ]);
    expect(page.styles).toEqual(['/assets/photo.css']);
    expect(page.inlineStyle).toBe(assets.inlineStyle);
    expect(assets.modulePreloads).toEqual(['/assets/react.js']);
  });
});

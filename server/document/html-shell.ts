import { escapeHtml } from '../lib/escape-html';
import { HEAD_TAG_ATTRIBUTE, type Head, type HeadTag } from '../../src/head';
import { serializeForScript } from '../../src/site-config';
import { SSR_DATA_ELEMENT_ID, type SsrData } from '../../src/ssr-data';
import type { ClientAssets } from './assets';
import { CLIENT_LOADER, clientLoaderScript } from './client-loader';

function renderTag({ tag, attrs, text }: HeadTag): string {
  // Scripts here are data blocks (JSON-LD): the CSP does not apply to them (an executable one would be hashed).
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const open = `<${tag}${attributes} ${HEAD_TAG_ATTRIBUTE}>`;
  if (tag === 'script') return `${open}${text ?? ''}</script>`;
  return open;
}

export interface ShellOptions {
  head: Head;
  assets: ClientAssets;
  /** Extra head markup from the Vite dev server (HMR client, React refresh). */
  devHead?: string;
  /**
   * Development only: the response's CSP nonce, for the Vite dev server's scripts and
   * the `<style>` elements it adds (0012). Production pages carry no nonce: their
   * inline elements are allowed by hash, so the same bytes serve every visitor.
   */
  nonce?: string;
  /**
   * CSS inlined as one `<style>` before the stylesheets (default: the assets' `inlineStyle`);
   * the renderer adds its hash to the CSP's style-src.
   */
  inlineStyle?: string;
}

/** Marks the document as scripted before first paint (progressive enhancement hooks in CSS). */
const CLASS_SWITCH = "document.documentElement.className='js'";

/**
 * The inlined CSS as its `<style>` element holds it. assets.ts escapes `<` in the CSS;
 * should a `</style` get through it would end the element early: `<\/` reads the same
 * inside a CSS string and closes nothing.
 */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The texts of the inline scripts and styles the shell writes for these assets: the only
 * ones a production document may run (0012). The CSP is built from this list, not from
 * what a document happens to contain, so markup injected by a bug is never allowed.
 */
export function shellInlineTexts({ assets, inlineStyle }: Pick<ShellOptions, 'assets' | 'inlineStyle'>): {
  scripts: string[];
  styles: string[];
} {
  const css = inlineStyle ?? assets.inlineStyle;
  return { scripts: [CLASS_SWITCH, ...(assets.entry ? [CLIENT_LOADER] : [])], styles: css ? [styleText(css)] : [] };
}

/** ` nonce="…"` in development, nothing in production. */
function nonceAttribute(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/** Everything before the React markup. */
export function documentStart({ head, nonce, assets, devHead, inlineStyle }: ShellOptions): string {
  const n = nonceAttribute(nonce);
  const css = inlineStyle ?? assets.inlineStyle;
  return [
    '<!doctype html>',
    `<html lang="${head.lang}" class="no-js">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.tags.map((tag) => renderTag(tag)),
    `<script${n}>${CLASS_SWITCH}</script>`,
    css ? `<style>${styleText(css)}</style>` : '',
    // The body text face, needed by the first paint of every page (font-display: swap).
    ...(assets.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // Development only: Vite's dev runtime gives the <style> elements it adds the nonce it
    // finds here (the `nonce` property: the browser hides the attribute once parsed). In
    // production there is none, and Vite's preloads of lazy chunks need none ('strict-dynamic').
    nonce ? `<meta property="csp-nonce" content=""${n}>` : '',
    nonce ? (devHead ?? '').replace(/<script(?![^>]*\snonce=)/g, `<script${n}`) : (devHead ?? ''),
    // The ICO (16, 32, 48 px; server/http/site-icons.ts) for browsers without SVG icons; `sizes="32x32"`
    // keeps the others on the SVG. The home-screen icon of iOS is opaque, 180 px.
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<meta name="theme-color" content="#7a2431">',
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('');
}

/**
 * Everything after the React markup: the hydration data as a JSON data block,
 * whose `<`, `>` and `&` are escaped so that no value can end the element. It is
 * data, never executed: the CSP does not apply to it (nothing in it differs per
 * response: the moment rendered is the cache entry's).
 */
export function documentEnd(
  data: SsrData,
  assets?: Pick<ClientAssets, 'entry' | 'modulePreloads'>,
  nonce?: string,
): string {
  return [
    `</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${serializeForScript(data)}</script>`,
    // The client bundle starts once the page has painted (see client-loader.ts).
    assets ? clientLoaderScript(assets, nonce) : '',
    '</body></html>',
  ].join('');
}

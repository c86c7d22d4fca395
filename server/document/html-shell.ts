import { escapeHtml } from '../lib/escape-html';
import { HEAD_TAG_ATTRIBUTE, type Head, type HeadTag } from '../../src/head';
import { serializeForScript } from '../../src/site-config';
import { SSR_DATA_ELEMENT_ID, type SsrData } from '../../src/ssr-data';
import type { ClientAssets } from './assets';
import { clientLoaderScript } from './client-loader';

function renderTag({ tag, attrs, text }: HeadTag, nonce: string): string {
  // Every script element carries the nonce, data blocks (JSON-LD) included.
  const all = tag === 'script' ? { ...attrs, nonce } : attrs;
  const attributes = Object.entries(all)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const open = `<${tag}${attributes} ${HEAD_TAG_ATTRIBUTE}>`;
  if (tag === 'script') return `${open}${text ?? ''}</script>`;
  return open;
}

export interface ShellOptions {
  head: Head;
  nonce: string;
  assets: ClientAssets;
  /** Extra head markup from the Vite dev server (HMR client, React refresh). */
  devHead?: string;
}

/** Everything before the streamed React markup. */
export function documentStart({ head, nonce, assets, devHead }: ShellOptions): string {
  const n = escapeHtml(nonce);
  return [
    '<!doctype html>',
    `<html lang="${head.lang}" class="no-js">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.tags.map((tag) => renderTag(tag, nonce)),
    // Marks the document as scripted before first paint (progressive enhancement hooks in CSS).
    `<script nonce="${n}">document.documentElement.className='js'</script>`,
    // The body text face, needed by the first paint of every page (font-display: swap).
    ...(assets.fontPreloads ?? []).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // Vite's runtime gives the elements it adds the nonce it finds here: in development
    // its <style> elements, in production the preload links of lazily loaded chunks.
    // It reads the element's `nonce` property, which the browser hides from the attribute
    // (and so from selectors and getAttribute) once parsed; `content` is empty because HTML
    // requires one on a `property` meta, and the nonce must never be in a readable attribute.
    `<meta property="csp-nonce" content="" nonce="${n}">`,
    (devHead ?? '').replace(/<script(?![^>]*\snonce=)/g, `<script nonce="${n}"`),
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
 * Everything after the streamed React markup: the hydration data as a JSON data
 * block, whose `<`, `>` and `&` are escaped so that no value can end the element.
 * It is data, never executed: the CSP does not apply to it, so it carries no nonce
 * (nothing in it differs per response but the moment rendered).
 */
export function documentEnd(data: SsrData, nonce: string, assets?: Pick<ClientAssets, 'entry' | 'modulePreloads'>): string {
  return [
    `</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${serializeForScript(data)}</script>`,
    // The client bundle starts once the page has painted (see client-loader.ts).
    assets ? clientLoaderScript(assets, nonce) : '',
    '</body></html>',
  ].join('');
}

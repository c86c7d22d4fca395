import { HEAD_TAG_ATTRIBUTE, type Head, type HeadTag } from '../src/head';
import { serializeForScript } from '../src/site-config';
import { SSR_DATA_ELEMENT_ID, type SsrData } from '../src/ssr-data';
import type { ClientAssets } from './assets';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderTag({ tag, attrs, text }: HeadTag): string {
  const attributes = Object.entries(attrs)
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
    ...head.tags.map(renderTag),
    // Marks the document as scripted before first paint (progressive enhancement hooks in CSS).
    `<script nonce="${n}">document.documentElement.className='js'</script>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${n}">`),
    // Vite's dev client gives its injected <style> elements the nonce it finds here.
    devHead ? `<meta property="csp-nonce" nonce="${n}">` : '',
    (devHead ?? '').replace(/<script(?![^>]*\snonce=)/g, `<script nonce="${n}"`),
    assets.entry ? `<script type="module" src="${escapeHtml(assets.entry)}" nonce="${n}"></script>` : '',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<meta name="theme-color" content="#7a2431">',
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('');
}

/** Everything after the streamed React markup. */
export function documentEnd(data: SsrData): string {
  return `</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${serializeForScript(data)}</script></body></html>`;
}

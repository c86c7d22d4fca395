import { escapeHtml } from '../lib/escape-html';
import type { ClientAssets } from './assets';

/**
 * The inline script that starts the client bundle once the page has shown its own
 * content: after the first contentful paint and once the images of the first screen
 * (and any high-priority one) have loaded and a frame has been painted with them, so
 * the bundle never lands on the path of the largest paint. An image that is not rendered
 * (inside a hidden element, like the gallery's no-JS photo overlays: lazy, so it never loads)
 * is not waited for: it is on no screen. It also releases the web
 * fonts: on a scripted page the text is first drawn in metric-matched
 * fallbacks (src/styles/tokens.css); here every face is loaded and only then `fonts`
 * is added to <html>, one swap for all faces (face by face, a line of mixed faces
 * re-wraps and the gallery shifts: docs/performance.md). Every page is complete
 * and usable without JavaScript, so the bundle (React, the router, i18next: most
 * of a page's script) need not compete for the network with the stylesheet, the fonts
 * and that image: it hydrates the page a moment later. The window's load event
 * (which an embedded third-party frame could hold up) only backs this up: without
 * paint timing it stands in for the paint, and 3 s after it the bundle starts anyway.
 *
 * It gives the embedded menu frames their address (`data-src`, http(s) only, with the
 * leading spaces or control characters a URL parser would skip: see
 * src/components/menus/embedded-frame.tsx), so a third party's page never loads
 * ahead of our first paint; then it adds the module preloads (the entry's chunks,
 * the page's and the language's) and the entry itself. Its text is the same on every page (what differs is in
 * attributes), so one CSP hash allows it, and `'strict-dynamic'` trusts the
 * elements it creates (0012). In development it passes on the response's nonce.
 *
 * Because `'strict-dynamic'` trusts whatever it creates, it trusts nothing it reads
 * blindly: `document.currentScript` can be clobbered by injected markup (Document's
 * named properties win over its own: `<img name="currentScript" data-entry="…">`), so
 * it gives up unless that is a real script element, and it loads only same-origin
 * files under /assets/ (the build's names: letters, digits, `_`, `-`, `.`, ending
 * `.js`). Development (the loader carries the response's nonce) serves the entry from
 * Vite's /src/, so there the nonce stands in for the check.
 */
export const CLIENT_LOADER = `(function(){
var d=document,s=d.currentScript;if(!(s instanceof HTMLScriptElement))return;
var n=s.nonce,A=/^\\/assets\\/[\\w.-]+\\.js$/,started=false,pending=1;
function ok(u){return typeof u==='string'&&(!!n||A.test(u))}
function add(e){if(n)e.nonce=n;d.head.appendChild(e)}
function start(){if(started)return;started=true;
[].forEach.call(d.querySelectorAll('iframe[data-src]'),function(x){var u=x.getAttribute('data-src');if(x.getAttribute('src')===null&&/^[\\x00-\\x20]*https?:/i.test(u))x.src=u});
var h=d.documentElement,f=d.fonts,w=[];function fonts(){h.classList.add('fonts')}
if(f&&f.forEach){f.forEach(function(x){w.push(x.load())});Promise.all(w).then(fonts,fonts)}else fonts();
var e=s.getAttribute('data-entry');if(!ok(e))return;
JSON.parse(s.getAttribute('data-preloads')).forEach(function(h){if(!ok(h))return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;add(l)});
var m=d.createElement('script');m.type='module';m.src=e;add(m)}
function done(){if(--pending===0)requestAnimationFrame(function(){setTimeout(start,0)})}
[].forEach.call(d.images,function(i){if(i.complete)return;
if(!i.getClientRects().length)return;
if(i.getAttribute('fetchpriority')!=='high'&&i.getBoundingClientRect().top>=innerHeight)return;pending++;
i.addEventListener('load',done);i.addEventListener('error',done)});
var painted=false;function paint(){if(!painted){painted=true;done()}}
try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}});
o.observe({type:'paint',buffered:true})}catch(e){addEventListener('load',paint)}
addEventListener('load',function(){setTimeout(start,3000)})
})()`.replace(/\n/g, '');

/** The loader as a `<script>` element for the end of the body (empty without an entry); `nonce`: development only. */
export function clientLoaderScript(assets: Pick<ClientAssets, 'entry' | 'modulePreloads'>, nonce?: string): string {
  if (!assets.entry) return '';
  const n = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<script${n} data-entry="${escapeHtml(assets.entry)}" data-preloads="${escapeHtml(JSON.stringify(assets.modulePreloads))}">${CLIENT_LOADER}</script>`;
}

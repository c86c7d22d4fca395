import { createHash } from 'node:crypto';
import { Router } from 'express';
import { pushCs, pushEn } from '../../src/admin/i18n/push-words';
import { adminLang } from './api-errors';

/** Where the admin's service worker and manifest are (the client registers the one, the shell links the other). */
const SERVICE_WORKER_PATH = '/admin/service-worker.js';
export const MANIFEST_PATH = '/admin/manifest.webmanifest';
/** The worker's scope: every admin page (`/admin` itself has no slash after it, hence Service-Worker-Allowed). */
const SCOPE = '/admin';
/** The site's primary colour (src/styles/tokens.css `--color-primary`): the installed app's bar. */
export const THEME_COLOR = '#7a2431';

/**
 * The admin's service worker, as the text the browser runs: plain JavaScript, a few handlers,
 * no build step (the same bytes in development and production; a Vite entry of its own would
 * need a fixed name outside the hashed assets and its own path through the dev server). No
 * type-checker sees it, so `installable.test.ts` runs it in a sandbox and tests/e2e/admin-push.spec.ts
 * in Chromium. `FALLBACK` is filled with the words (src/admin/i18n/push-words.ts) as it is served.
 *
 * - `push`: the payload (server/push/notice.ts: title, body, url, lang, tag) shown as a
 *   notification; one it cannot read still shows one (the browser demands a visible one).
 * - `notificationclick`: the notification's URL, only if it is an admin page of this origin:
 *   an admin window already there is focused (and sent there), else a window is opened.
 * No `fetch` handler: every admin request goes to the network as before.
 */
const WORKER = `'use strict';
const FALLBACK = __FALLBACK__;
const SCOPE = new URL(${JSON.stringify(SCOPE)}, self.location.origin);

function adminUrl(value) {
  try {
    const url = new URL(String(value), self.location.origin);
    const inside = url.pathname === SCOPE.pathname || url.pathname.startsWith(SCOPE.pathname + '/');
    return url.origin === self.location.origin && inside ? url.href : SCOPE.href;
  } catch (error) {
    return SCOPE.href;
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch (error) {
    notice = {};
  }
  const words = FALLBACK[notice.lang === 'en' ? 'en' : 'cs'];
  const title = typeof notice.title === 'string' && notice.title ? notice.title : words.title;
  const options = {
    body: typeof notice.body === 'string' ? notice.body : words.body,
    lang: notice.lang === 'en' ? 'en' : 'cs',
    icon: '/apple-touch-icon.png',
    data: { url: adminUrl(notice.url) },
  };
  if (typeof notice.tag === 'string') options.tag = notice.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = adminUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const admin = windows.find((client) => adminUrl(client.url) === client.url);
      if (!admin) return self.clients.openWindow(url);
      return admin
        .focus()
        .then((focused) => (focused.url === url ? focused : focused.navigate(url)))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
`;

/** The worker's text with its words, and its ETag (it changes only with a release). */
function workerText(): { text: string; etag: string } {
  const fallback = {
    cs: { title: pushCs.push.notice.fallbackTitle, body: pushCs.push.notice.fallbackBody },
    en: { title: pushEn.push.notice.fallbackTitle, body: pushEn.push.notice.fallbackBody },
  };
  const text = WORKER.replace('__FALLBACK__', JSON.stringify(fallback));
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"` };
}

/** The installed app's manifest in the admin's language. */
function manifestOf(lang: 'cs' | 'en'): string {
  const words = (lang === 'en' ? pushEn : pushCs).push.app;
  return JSON.stringify({
    id: SCOPE,
    name: words.name,
    short_name: words.shortName,
    lang,
    start_url: SCOPE,
    scope: SCOPE,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [{ src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' }],
  });
}

/**
 * The admin as an installable app: its manifest and its service worker, open without a session
 * (a browser fetches a manifest without cookies; neither holds anything of anyone). Both carry
 * the admin's headers (`private, no-store`, noindex) and its CSP (shell.ts), which is also the
 * worker's own policy.
 */
export function installableRoutes(csp: string): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const worker = workerText();
  router.get(SERVICE_WORKER_PATH.slice('/admin'.length), (_req, res) => {
    res.set({
      'Content-Security-Policy': csp,
      // The worker lives at /admin/service-worker.js; without this its scope could not be /admin itself.
      'Service-Worker-Allowed': SCOPE,
      ETag: worker.etag,
    });
    res.type('text/javascript').send(worker.text);
  });
  router.get(MANIFEST_PATH.slice('/admin'.length), (req, res) => {
    res.set('Content-Security-Policy', csp);
    res.type('application/manifest+json').send(manifestOf(adminLang(req)));
  });
  return router;
}

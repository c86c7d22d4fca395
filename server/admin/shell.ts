import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { adminApiMessages } from '../../src/i18n/admin-api-messages';
import { renderNoticePage } from '../http/notice-page';
import { escapeHtml } from '../lib/escape-html';
import { adminLang } from './api-errors';
import { MANIFEST_PATH, THEME_COLOR } from './installable';

/** The admin client's entry, as Vite's manifest names it (piece E's src/admin/entry.tsx). */
const ADMIN_ENTRY = 'src/admin/entry.tsx';

/** What the admin's document loads: its module scripts, their preloads and stylesheets. */
interface AdminAssets {
  scripts: string[];
  modulePreloads: string[];
  styles: string[];
  /** Development only: Vite's head (its client, React's refresh preamble), allowed by the response's nonce. */
  devHead?: string;
  nonce?: string;
}

/** Where the assets come from; null when this build has no admin client. */
export type AdminAssetSource = (req: Request, res: Response) => Promise<AdminAssets | null>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The admin's assets from a production build's `.vite/manifest.json` (read once); null without the admin entry. */
export function manifestAssets(manifestFile: string): AdminAssetSource {
  let assets: Promise<AdminAssets | null> | null = null;
  const read = async (): Promise<AdminAssets | null> => {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const entry = manifest[ADMIN_ENTRY];
    if (!entry) return null;
    const preloads = new Set<string>();
    const styles = new Set(entry.css ?? []);
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || preloads.has(chunk.file)) return;
      preloads.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
    };
    entry.imports?.forEach(visit);
    const url = (file: string) => `/${file}`;
    return { scripts: [url(entry.file)], modulePreloads: [...preloads].map(url), styles: [...styles].map(url) };
  };
  return () => (assets ??= read().catch(() => null));
}

/** The built client's manifest beside dist/server (production). */
export function builtManifest(clientDir: string): string {
  return path.join(clientDir, '.vite', 'manifest.json');
}

/**
 * The admin's own CSP: its scripts and styles are its own files, it is framed by no one, it
 * talks to us only; its manifest and service worker are ours (installable.ts), and the
 * worker runs under this policy too.
 */
export function adminCsp(nonce?: string): string {
  const dev = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'none'",
    `script-src 'self'${dev}`,
    `style-src 'self'${dev}`,
    "img-src 'self' data: blob:",
    `connect-src 'self'${nonce ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What the server knew when it answered a page: whether the request came with a live session. */
export interface ShellPage {
  signedIn: boolean;
}

/**
 * The admin's HTML document: no inline script, its entry from the manifest, the client
 * routes the page. `ballon-admin-session` tells the client whether the request had a live
 * session: without one it shows the sign-in at once instead of asking /admin/api/session,
 * whose 401 the browser would print as a console error on every signed-out visit.
 */
function renderShell(assets: AdminAssets, page: ShellPage): string {
  const attr = assets.nonce ? ` nonce="${escapeHtml(assets.nonce)}"` : '';
  return [
    '<!doctype html>',
    '<html lang="cs">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow"><title>Správa webu · Restaurace Ballon</title>',
    `<meta name="ballon-admin-session" content="${page.signedIn ? 'signed-in' : 'signed-out'}">`,
    // Installable as an app (the owner's phone gets its notifications there): installable.ts.
    `<link rel="manifest" href="${MANIFEST_PATH}"><meta name="theme-color" content="${THEME_COLOR}">`,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    assets.devHead ?? '',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"${attr}></script>`),
    '</head>',
    '<body><div id="admin-root"></div>',
    '<noscript>Správa webu potřebuje JavaScript. · The admin needs JavaScript.</noscript>',
    '</body></html>',
  ].join('');
}

/**
 * Answers an admin page with the shell. A build without the admin client (its entry
 * missing from the manifest) answers 503 with a notice in the admin's language, and
 * says so once in the log: the site itself is fine.
 */
export function shellHandler(
  source: AdminAssetSource,
  logger: Logger,
): (req: Request, res: Response, page: ShellPage) => Promise<void> {
  let reported = false;
  return async (req, res, page) => {
    const assets = await source(req, res);
    if (!assets) {
      if (!reported) logger.error({ entry: ADMIN_ENTRY }, 'the admin client is not in this build: /admin answers 503');
      reported = true;
      const lang = adminLang(req);
      res.setHeader('Content-Security-Policy', adminCsp());
      res
        .status(503)
        .type('html')
        .send(renderNoticePage(lang, adminApiMessages[lang].notBuilt, '/'));
      return;
    }
    res.setHeader('Content-Security-Policy', adminCsp(assets.nonce));
    res.type('html').send(renderShell(assets, page));
  };
}

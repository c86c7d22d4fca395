#!/usr/bin/env node
// Builds the production site: the client bundle (dist/client) and the server
// bundle (dist/server). With --if-needed it does nothing when the build is newer
// than every source file, so `npm start` and `npm test` stay quick.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { buildPhotos } from './build-photos.mjs';
import { mergeAdminManifest } from './merge-admin-manifest.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
// (content/photos/ reaches the build only through the variants buildPhotos() writes into public/.)
const inputs = ['src', 'server', 'public', 'scripts', 'package-lock.json', 'vite.config.ts'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function upToDate() {
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/index.js'))) return false;
  const built = statSync(stamp).mtimeMs;
  return inputs.every((input) => newestMtime(path.join(root, input)) <= built);
}

// The sample content's photo variants first (cached: nothing is encoded again when no
// source photo changed); they land in public/, which Vite copies into dist/client, where
// the server finds them as its seed (server/content/photo-library.ts).
await buildPhotos();

if (process.argv.includes('--if-needed') && upToDate()) {
  console.log('build: up to date (dist/)');
  process.exit(0);
}

const started = Date.now();
process.env.NODE_ENV = 'production';
await build({ root, logLevel: 'warn' });
// The owner's admin, a build of its own beside the site's (vite.config.ts), its manifest
// merged into the site's: the admin's HTML shell finds `src/admin/entry.tsx` there.
await build({ root, logLevel: 'warn', mode: 'admin' });
mergeAdminManifest(path.join(root, 'dist', 'client', '.vite'));
// The server and the operator's commands (entries in vite.config.ts): dist/server/index.js,
// mail-cli.js (npm run mail), admin-cli.js (npm run admin) and content-check.js (npm run content:check).
await build({ root, logLevel: 'warn', build: { ssr: true } });
// Brotli and gzip copies of the client's text assets, served by negotiation.
const compressed = await precompress(path.join(root, 'dist', 'client'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `build: precompressed ${compressed.files} files (${kb(compressed.bytes)} → br ${kb(compressed.br)}, gzip ${kb(compressed.gz)})`,
);
writeFileSync(stamp, new Date().toISOString());
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The admin's client build (`vite build --mode admin`, vite.config.ts) writes its own
// manifest, .vite/admin-manifest.json; this merges its chunks into the site's
// .vite/manifest.json, where the admin's HTML shell looks up `src/admin/entry.tsx`.
// Its chunks are keyed by their source paths and hashed file names; a key both builds
// use for different files (two chunks of the same name and hash cannot differ) would
// be a build fault, so it stops the build instead of overwriting one of them.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function mergeAdminManifest(viteDir) {
  const sitePath = path.join(viteDir, 'manifest.json');
  const adminPath = path.join(viteDir, 'admin-manifest.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8'));
  const admin = JSON.parse(readFileSync(adminPath, 'utf8'));
  for (const [key, chunk] of Object.entries(admin)) {
    if (key in site && site[key].file !== chunk.file)
      throw new Error(`build: the admin's manifest key ${key} (${chunk.file}) is the site's ${site[key].file}`);
    site[key] = chunk;
  }
  writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
  rmSync(adminPath);
}

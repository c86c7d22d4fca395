/**
 * The production build's manifest (dist/client/.vite/manifest.json, the site's and the admin's
 * merged by scripts/build.mjs), as the budget tests read it: empty when nothing is built yet.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
export const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
export const hasBuild = existsSync(manifestPath);
export const manifest: Record<string, ManifestChunk> = hasBuild
  ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
  : {};
/** The admin client's entry, as the manifest keys it. */
export const ADMIN_ENTRY = 'src/admin/entry.tsx';

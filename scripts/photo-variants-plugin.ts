import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Dev server only: runs scripts/build-photos.mjs (`npm run photos`) in the
 * background when the server starts. When nothing changed it only hashes the
 * sources (well under a second); on a fresh clone it encodes the variants, and
 * pages work meanwhile (photos appear once it is done). Production builds run the
 * same step first in scripts/build.mjs.
 */
export function photoVariantsPlugin(): Plugin {
  return {
    name: 'photo-variants',
    apply: 'serve',
    configResolved(config) {
      const child = spawn(process.execPath, [path.join(config.root, 'scripts', 'build-photos.mjs')], {
        stdio: 'inherit',
      });
      child.on('error', (error) => config.logger.error(`photos: ${error.message}`));
    },
  };
}

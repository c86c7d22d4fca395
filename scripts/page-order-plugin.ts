import path from 'node:path';
import type { Plugin } from 'vite';
import { fileNameOf, pageKeys } from '../src/page-ids.ts';

/**
 * Build only: src/page-loaders.ts as the pages' loaders in the route table's
 * order (src/page-ids.ts), the 404 page last, instead of its glob's alphabetical
 * order. With one stylesheet for the whole site (vite.config.ts), the bundler
 * appends each page chunk's CSS in the order the entry meets the chunks; the
 * table's order keeps the cascade, and the bytes of the inlined CSS, what they were
 * when each page had its import written out. The same keys and modules as the glob.
 */
export function pageOrderPlugin(): Plugin {
  let loaders = '';
  return {
    name: 'page-order',
    apply: 'build',
    configResolved(config) {
      loaders = path.join(config.root, 'src', 'page-loaders.ts');
    },
    load(id) {
      if (id !== loaders) return null;
      const entries = [...pageKeys, 'notFound'].map((page) => {
        const key = JSON.stringify(`/src/pages/${fileNameOf(page)}.tsx`);
        return `  ${key}: () => import(${key}),`;
      });
      return `export const pageLoaders = {\n${entries.join('\n')}\n};\n`;
    },
  };
}

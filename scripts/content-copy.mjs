// A copy of the sample content (content/) with other external links, for a server
// started by the browser tests or the Lighthouse script: the links are content
// (links.yaml), so a test that needs menu frames or a social link gets its own folder.
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Copies content/ to `target` and writes its links.yaml from `links` (unset keys: null). Returns `target`. */
export function contentCopyWithLinks(target, links) {
  cpSync(path.join(root, 'content'), target, { recursive: true });
  const keys = ['dailyMenu', 'foodMenu', 'foodMenuPdf', 'menuSubscribe', 'social', 'reservation'];
  const lines = keys.map((key) => `${key}: ${links[key] ? JSON.stringify(links[key]) : 'null'}`);
  lines.push(`menuProvider: ${links.menuProvider ? `{ name: ${JSON.stringify(links.menuProvider.name)}, url: ${JSON.stringify(links.menuProvider.url)} }` : 'null'}`);
  writeFileSync(path.join(target, 'links.yaml'), `# Written by scripts/content-copy.mjs for a test server.\n${lines.join('\n')}\n`);
  return target;
}

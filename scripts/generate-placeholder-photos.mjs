#!/usr/bin/env node
// Draws the sample source photos into content/photos/ (run once; the output is committed):
// calm, softened stand-ins for a lounge, cafe, restaurant or terrace (scripts/placeholder/),
// with no text in them but the small corner mark "ukázka · sample", so nobody mistakes them
// for the restaurant and no words a guest should read are baked into a picture (those are the
// alt texts and captions of content/photos.yaml, in the page's language). No downloads.
// Replace them with real photos (see content/photos/README.md); a new run changes their bytes,
// so server/content/sample-photos.ts must list the new sizes and hashes (its test says which).
// Usage: node scripts/generate-placeholder-photos.mjs [--force]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { placeholderFile, renderPlaceholder, scenes } from './placeholder/photos.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

let written = 0;
for (const id of Object.keys(scenes)) {
  const file = path.join(root, 'content', 'photos', placeholderFile(id));
  if (existsSync(file) && !force) continue;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await renderPlaceholder(id));
  written += 1;
}
console.log(`placeholder photos: ${written} written (${Object.keys(scenes).length - written} kept)`);

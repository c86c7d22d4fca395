#!/usr/bin/env node
// Builds the sample content's photo variants into the image: the photos that
// content/photos.yaml names become AVIF, WebP and JPEG at several widths (and
// the page photos their 16:9, 4:3 and 1:1 crops) under public/assets/photos/
// (git-ignored; Vite copies it to dist/client/assets/photos/, where the server
// finds them as its seed and encodes nothing for an unchanged photo), plus
// public/og-image.jpg from the hero.
//
// It runs the server's own pipeline, server/content/photo-library.ts (through
// tsx, a build-time dependency, which loads the TypeScript source as it is):
// the same encoder, settings and names as at run time, with public/assets/photos
// as its cache, every core, and the files no longer named removed at once.
// Unchanged photos are only hashed (well under a second).
import { copyFileSync, existsSync, readFileSync, renameSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content');
const outDir = path.join(root, 'public', 'assets', 'photos');
const ogFile = path.join(root, 'public', 'og-image.jpg');

export async function buildPhotos() {
  const started = Date.now();
  const { PhotoLibrary } = await tsImport('../server/content/photo-library.ts', import.meta.url);
  const { contentFiles } = await tsImport('../src/content/schema.ts', import.meta.url);
  const parsed = contentFiles.photos.schema.safeParse(
    parse(readFileSync(path.join(contentDir, 'photos.yaml'), 'utf8')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `photos.yaml ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      `photos: content/photos.yaml is invalid (npm run content:check says where):\n${problems.join('\n')}`,
    );
  }
  const logger = {
    info: () => {},
    error: (_object, message) => console.error(message),
  };
  const library = await PhotoLibrary.open({
    contentDir,
    cacheDir: outDir,
    logger,
    parallel: availableParallelism(),
    threads: 0,
    watch: false,
    keepStaleMs: 0,
  });
  await library.update(parsed.data);
  await library.close();
  const set = library.current();
  if (set.refused.length > 0)
    throw new Error(`photos: ${set.refused.length} photo(s) of the sample content refused (see above)`);

  const og = await library.ogImageFile();
  if (og && (!existsSync(ogFile) || !readFileSync(ogFile).equals(readFileSync(og)))) {
    copyFileSync(og, `${ogFile}.tmp`);
    renameSync(`${ogFile}.tmp`, ogFile);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`photos: ${Object.keys(set.photos).length} photos, ${library.encoded} files encoded (${seconds} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildPhotos();
}

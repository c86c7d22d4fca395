#!/usr/bin/env node
// Turns the source photos in photos/ into responsive variants for the site:
// AVIF, WebP and JPEG at several widths, named <id>-<width>w.<hash>.<ext> under
// public/assets/photos/ (git-ignored; Vite copies it to dist/client/assets/, served
// with the immutable cache header), plus public/og-image.jpg from the hero.
// It writes src/content/photo-manifest.json (committed), read by src/content/photo-variants.ts.
//
// photos/hero.jpg → id "hero"; photos/lounge/03.jpg → id "lounge-03".
// The hash covers the source bytes and the encoder settings (not the encoder
// output), so the manifest is deterministic and unchanged sources are skipped:
// a variant whose file already exists is not encoded again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'photos');
const outDir = path.join(root, 'public', 'assets', 'photos');
const manifestFile = path.join(root, 'src', 'content', 'photo-manifest.json');
const ogFile = path.join(root, 'public', 'og-image.jpg');

/** Changing any setting renames (and re-encodes) every variant. AVIF effort 2 keeps
 * a cold build to a few minutes; higher efforts save ~10 % bytes at 3× the time. */
const settings = {
  version: 1,
  widths: [480, 800, 1200, 1600, 2000, 2400],
  avif: { quality: 50, effort: 2 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  og: { width: 1200, height: 630, quality: 80 },
};
const formats = [
  ['avif', 'avif'],
  ['webp', 'webp'],
  ['jpeg', 'jpg'],
];
const sourcePattern = /\.jpg$/;

/** Every source photo as { id, file }, in a stable order. */
function findSources() {
  const sources = [];
  const entries = readdirSync(sourceDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.isFile() && sourcePattern.test(entry.name)) {
      sources.push({ id: entry.name.replace(sourcePattern, ''), file: path.join(sourceDir, entry.name) });
    } else if (entry.isDirectory()) {
      for (const name of readdirSync(path.join(sourceDir, entry.name)).sort()) {
        if (sourcePattern.test(name)) {
          sources.push({ id: `${entry.name}-${name.replace(sourcePattern, '')}`, file: path.join(sourceDir, entry.name, name) });
        }
      }
    }
  }
  return sources;
}

function widthsFor(sourceWidth) {
  const cap = Math.min(sourceWidth, Math.max(...settings.widths));
  return [...settings.widths.filter((width) => width < cap), cap];
}

async function processPhoto({ id, file }, written) {
  const bytes = readFileSync(file);
  const hash = createHash('sha256').update(bytes).update(JSON.stringify(settings)).digest('hex').slice(0, 10);
  const meta = await sharp(bytes).metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const sourceWidth = rotated ? meta.height : meta.width;
  const sourceHeight = rotated ? meta.width : meta.height;
  const widths = widthsFor(sourceWidth);
  const largest = widths.at(-1);
  const entry = {
    width: largest,
    height: Math.round((sourceHeight * largest) / sourceWidth),
    hash,
    variants: Object.fromEntries(formats.map(([format]) => [format, widths])),
  };
  const files = [];
  for (const width of widths) {
    for (const [format, ext] of formats) {
      const name = `${id}-${width}w.${hash}.${ext}`;
      files.push(name);
      const target = path.join(outDir, name);
      if (existsSync(target)) continue;
      // Write under a private name, then rename: a concurrent run (the dev server
      // restarting) or an interrupted one never leaves a half-written variant.
      const temporary = `${target}.${process.pid}.tmp`;
      await sharp(bytes).rotate().resize({ width }).toFormat(format, settings[format]).toFile(temporary);
      renameSync(temporary, target);
      written.count += 1;
    }
  }
  return { id, entry, files, bytes };
}

async function writeOgImage(hero, previous) {
  const ogHash = hero ? hero.entry.hash : null;
  if (!hero || (existsSync(ogFile) && previous?.og === ogHash)) return ogHash;
  const { width, height, quality } = settings.og;
  const temporary = `${ogFile}.${process.pid}.tmp`;
  await sharp(hero.bytes).rotate().resize({ width, height, fit: 'cover' }).jpeg({ quality, mozjpeg: true }).toFile(temporary);
  renameSync(temporary, ogFile);
  return ogHash;
}

/** Runs `tasks` with at most `limit` in flight, keeping the results in order. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function buildPhotos() {
  const started = Date.now();
  mkdirSync(outDir, { recursive: true });
  const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const written = { count: 0 };
  const results = await pool(findSources(), availableParallelism(), (source) => processPhoto(source, written));

  const keep = new Set(results.flatMap((result) => result.files));
  let removed = 0;
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(outDir)) {
    const busy = name.endsWith('.tmp') && statSync(path.join(outDir, name)).mtimeMs > hourAgo;
    if (!keep.has(name) && !busy) {
      rmSync(path.join(outDir, name), { force: true });
      removed += 1;
    }
  }

  const og = await writeOgImage(results.find((result) => result.id === 'hero'), previous);
  const manifest = { og, photos: Object.fromEntries(results.map((result) => [result.id, result.entry])) };
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== json) writeFileSync(manifestFile, json);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`photos: ${results.length} sources, ${written.count} variants encoded, ${removed} stale removed (${seconds} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildPhotos();
}

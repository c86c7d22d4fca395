/**
 * Every photo's words in the page's language: the alt text and the caption of each gallery photo
 * as the sample's photos.yaml gives them, English on the English page and Czech on the Czech one,
 * never the other's (the sample's pictures themselves carry no words: scripts/placeholder/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { ContentView } from './content/content-view';
import { contentFiles, gallerySections, type PhotoSpec } from './content/schema';
import type { Lang } from './lang';
import { photoIdOf } from './content/photo-variants';
import { selectPage } from './select';

const photos = contentFiles.photos.schema.parse(
  parse(readFileSync(path.resolve(import.meta.dirname, '../content/photos.yaml'), 'utf8')),
);
const venue = contentFiles.venue.schema.parse(
  parse(readFileSync(path.resolve(import.meta.dirname, '../content/venue.yaml'), 'utf8')),
);
// One photo with a caption, as an owner would write it (the sample has none).
const caption = { cs: 'Svatební hostina, září 2026', en: 'A wedding banquet, September 2026' };
const specs: PhotoSpec[] = gallerySections.flatMap((section) => photos.gallery[section]);
specs[0] = { ...specs[0]!, caption };
const gallery = { ...photos.gallery, lounge: [specs[0], ...photos.gallery.lounge.slice(1)] };
const entry = { width: 2000, height: 1333, hash: 'abcdef1234', variants: { avif: [480], webp: [480], jpeg: [480] } };
const view = {
  content: { photos: { ...photos, gallery }, venue },
  photos: Object.fromEntries(specs.map((spec) => [photoIdOf(spec.file), entry])),
  version: 'v',
} as unknown as ContentView;

/** The words as written, without the no-break spaces and joiners the typography adds. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ').replace(/\u2060/g, '') ?? null;

describe("the gallery's photos", () => {
  it.each(['cs', 'en'] as Lang[])('have their alt text and caption in the page’s language (%s)', (lang) => {
    const other: Lang = lang === 'cs' ? 'en' : 'cs';
    const { sections } = selectPage('gallery', view, lang, new Date('2026-11-26T12:00:00Z'));
    const shown = gallerySections.flatMap((section) => sections[section]);
    expect(shown).toHaveLength(specs.length);
    for (const [i, photo] of shown.entries()) {
      const spec = specs[i]!;
      expect(plain(photo.alt), spec.file).toBe(spec.alt[lang]);
      expect(plain(photo.alt), spec.file).not.toBe(spec.alt[other]);
      expect(plain(photo.caption), spec.file).toBe(spec.caption?.[lang] ?? null);
    }
    expect(plain(shown[0]!.caption)).toBe(caption[lang]);
  });
});

import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoAlt } from './photo-alt';
import { allPhotoIds, galleryPhotos, gallerySections, photoSourcePath } from './photos';
import { photoFormats, photoManifest, photoVariantFile, type PhotoFormat } from './photo-variants';

// Needs the variants on disk: `npm run photos` (the test run's build step does it).
const root = path.resolve(import.meta.dirname, '../..');
const variantDir = path.join(root, 'public', 'assets', 'photos');

function startsLike(file: string, format: PhotoFormat): boolean {
  const head = Buffer.alloc(12);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  if (format === 'jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (format === 'webp') return head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP';
  return head.toString('latin1', 4, 12) === 'ftypavif';
}

describe('photo manifest', () => {
  it('lists 13 lounge, 8 cafe and 8 restaurant gallery photos, 29 in all', () => {
    expect(galleryPhotos.lounge).toHaveLength(13);
    expect(galleryPhotos.cafe).toHaveLength(8);
    expect(galleryPhotos.restaurant).toHaveLength(8);
    const galleryIds = gallerySections.flatMap((section) => galleryPhotos[section]);
    expect(new Set(galleryIds).size).toBe(29);
    for (const id of galleryIds) expect(photoManifest.photos).toHaveProperty([id]);
  });

  it('has exactly one entry per photo, each with a source file', () => {
    expect(Object.keys(photoManifest.photos).sort()).toEqual([...allPhotoIds].sort());
    for (const id of allPhotoIds) expect(existsSync(path.join(root, 'photos', photoSourcePath(id))), id).toBe(true);
  });

  it('gives every photo its size and variants in every format, up to its full width', () => {
    for (const id of allPhotoIds) {
      const entry = photoManifest.photos[id];
      expect(Number.isInteger(entry.width) && entry.width > 0, id).toBe(true);
      expect(Number.isInteger(entry.height) && entry.height > 0, id).toBe(true);
      expect(entry.hash).toMatch(/^[0-9a-f]{10}$/);
      for (const format of photoFormats) {
        const widths = entry.variants[format];
        expect(widths.length, `${id} ${format}`).toBeGreaterThanOrEqual(2);
        expect(widths).toEqual([...widths].sort((a, b) => a - b));
        expect(widths.at(-1)).toBe(entry.width);
      }
    }
  });

  it('has every variant file on disk, in the format its name says', () => {
    for (const id of allPhotoIds) {
      const entry = photoManifest.photos[id];
      for (const format of photoFormats) {
        for (const width of entry.variants[format]) {
          const file = path.join(variantDir, photoVariantFile(id, entry, width, format));
          expect(existsSync(file), `${file} missing: run npm run photos`).toBe(true);
          expect(statSync(file).size).toBeGreaterThan(0);
          expect(startsLike(file, format), file).toBe(true);
        }
      }
    }
  });

  it('encodes each width as it is named, keeping the aspect ratio', async () => {
    const entry = photoManifest.photos['lounge-03'];
    for (const width of entry.variants.webp) {
      const meta = await sharp(path.join(variantDir, photoVariantFile('lounge-03', entry, width, 'webp'))).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((entry.height * width) / entry.width));
    }
  });

  it('emits the 1200×630 social sharing image from the hero', async () => {
    const meta = await sharp(path.join(root, 'public', 'og-image.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('has alt text for every photo in Czech (with diacritics) and English', () => {
    for (const id of allPhotoIds) {
      const { cs, en } = photoAlt[id];
      expect(cs.trim().length, id).toBeGreaterThan(10);
      expect(en.trim().length, id).toBeGreaterThan(10);
      expect(cs, id).toMatch(/[áčďéěíňóřšťúůýž]/i);
      expect(cs).not.toBe(en);
    }
  });
});

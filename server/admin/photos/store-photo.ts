/**
 * Stores an uploaded photo in `CONTENT_DIR/photos/` under a generated name: checked
 * against the one photo limit on its header before a pixel is decoded, then decoded
 * (a damaged or truncated file fails here), turned upright by its EXIF orientation
 * and encoded again in its own format without any metadata: EXIF (GPS included),
 * XMP, IPTC and the colour profile (converted to sRGB) are gone. The file is written
 * under a temporary name in the same folder (created exclusively: never through a
 * symlink) and renamed, so the folder only ever holds whole photos, and nothing is
 * left behind when anything fails.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { inEncodeTurn, sourceOptions } from '../../content/photo-encoder';
import { checkPhoto, type PhotoLimit } from '../../content/photo-limit';
import type { PhotoType } from './photo-type';
import type { UploadErrorCode } from './upload-messages';

export type Stored = { ok: true; file: string } | { ok: false; status: 409 | 422; code: UploadErrorCode };

const unreadable: Stored = { ok: false, status: 422, code: 'photo_unreadable' };
const overLimit: Stored = { ok: false, status: 422, code: 'photo_too_large' };
const readOnly: Stored = { ok: false, status: 409, code: 'content_read_only' };

/** Errors of the file system that mean "cannot write here": the folder is read-only, not ours, or not a folder. */
const unwritable = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'ELOOP', 'ENOENT']);

/** The output of each format: high quality (this is the original the variants are made from), no metadata (sharp's default). */
const encoders: Record<PhotoType['format'], (pipeline: Sharp) => Sharp> = {
  jpeg: (pipeline) => pipeline.jpeg({ quality: 92 }),
  png: (pipeline) => pipeline.png(),
  webp: (pipeline) => pipeline.webp({ quality: 92 }),
  heif: (pipeline) => pipeline.avif({ quality: 75, effort: 2 }),
};

/** `upload-<yyyymmdd>-<10 hex>.<ext>`: the day in Prague, 40 random bits against a clash. */
function uploadName(type: PhotoType, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .replaceAll('-', '');
  return `upload-${day}-${randomBytes(5).toString('hex')}.${type.ext}`;
}

export async function storePhoto(
  bytes: Buffer,
  type: PhotoType,
  options: { contentDir: string; limit: PhotoLimit; now: Date },
): Promise<Stored> {
  const { contentDir, limit } = options;
  let header: Metadata;
  try {
    header = await sharp(bytes, { ...sourceOptions(limit), limitInputPixels: false }).metadata();
  } catch {
    return unreadable;
  }
  // The bytes' signature and the decoder must agree (AVIF: a HEIF file coded with AV1).
  if (header.format !== type.format || (type.format === 'heif' && header.compression !== 'av1')) return unreadable;
  if (checkPhoto(header, limit)) return overLimit;

  const folder = path.join(contentDir, 'photos');
  const ready = await photosFolder(folder);
  if (ready) return ready;

  let encoded: Buffer;
  try {
    encoded = await inEncodeTurn(() => encoders[type.format](sharp(bytes, sourceOptions(limit)).rotate()).toBuffer());
  } catch (error) {
    return /pixel limit/i.test(String(error)) ? overLimit : unreadable;
  }
  return write(folder, uploadName(type, options.now), encoded);
}

/** The photos folder, made when missing; a symlink or a file there is refused (nothing is written through a link). */
async function photosFolder(folder: string): Promise<Stored | null> {
  try {
    const info = await lstat(folder).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(folder);
      return lstat(folder);
    });
    return info.isDirectory() ? null : readOnly;
  } catch (error) {
    if (unwritable.has((error as NodeJS.ErrnoException).code ?? '')) return readOnly;
    throw error;
  }
}

async function write(folder: string, name: string, encoded: Buffer): Promise<Stored> {
  const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    // O_EXCL | O_NOFOLLOW: a new file, never one a link points at.
    const handle = await open(
      temporary,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o644,
    );
    try {
      await handle.writeFile(encoded);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path.join(folder, name));
    return { ok: true, file: name };
  } catch (error) {
    await rm(temporary, { force: true });
    if (unwritable.has((error as NodeJS.ErrnoException).code ?? '')) return readOnly;
    throw error;
  }
}

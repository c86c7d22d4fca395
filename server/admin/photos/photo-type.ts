/**
 * What an uploaded file is, from its bytes alone (file-type reads the signatures):
 * the four photo formats taken, with the extension the stored file gets and the
 * format sharp must then find in it. Anything else (HTML, SVG, HEIC, GIF, a PDF,
 * a name or a Content-Type that says otherwise) is no photo here.
 */
import type * as FileType from 'file-type';
import type { FormatEnum } from 'sharp';

/** file-type, loaded with the first upload (not with every start of the server). */
let fileType: Promise<typeof FileType> | null = null;

export interface PhotoType {
  /** The stored file's extension (photos.yaml takes these). */
  ext: 'jpg' | 'png' | 'webp' | 'avif';
  /** sharp's name for the format (AVIF is `heif`). */
  format: keyof FormatEnum & ('jpeg' | 'png' | 'webp' | 'heif');
}

const taken: Record<string, PhotoType> = {
  'image/jpeg': { ext: 'jpg', format: 'jpeg' },
  'image/png': { ext: 'png', format: 'png' },
  'image/webp': { ext: 'webp', format: 'webp' },
  'image/avif': { ext: 'avif', format: 'heif' },
};

/** The photo type of `bytes`, or null when it is none of the four. */
export async function sniffPhotoType(bytes: Buffer): Promise<PhotoType | null> {
  const found = await (await (fileType ??= import('file-type'))).fileTypeFromBuffer(bytes);
  return (found && taken[found.mime]) ?? null;
}

import manifestJson from './photo-manifest.json';
import type { PhotoId } from './photos';

// Typed view of photo-manifest.json, written by `npm run photos`
// (scripts/build-photos.mjs). The variant file names are derived here and in
// that script the same way: /assets/photos/<id>-<width>w.<hash>.<ext>.

export const photoFormats = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

export interface PhotoEntry {
  /** Intrinsic size of the largest variant (the source, capped). */
  width: number;
  height: number;
  /** Hash of the source bytes and the encoder settings (not of the output). */
  hash: string;
  /** Widths produced for each format, ascending. */
  variants: Record<PhotoFormat, number[]>;
}

export interface PhotoManifest {
  photos: Record<PhotoId, PhotoEntry>;
}

export const photoManifest = manifestJson as PhotoManifest;

export const photoMimeTypes: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

const extensions: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The file name of one variant under public/assets/photos/. */
export function photoVariantFile(id: PhotoId, entry: PhotoEntry, width: number, format: PhotoFormat): string {
  return `${id}-${width}w.${entry.hash}.${extensions[format]}`;
}

/** The URL of one variant, served from /assets/ with the immutable cache header. */
export function photoVariantUrl(id: PhotoId, width: number, format: PhotoFormat): string {
  return `/assets/photos/${photoVariantFile(id, photoManifest.photos[id], width, format)}`;
}

/** A `srcset` value listing every width of one format. */
export function photoSrcSet(id: PhotoId, format: PhotoFormat): string {
  return photoManifest.photos[id].variants[format]
    .map((width) => `${photoVariantUrl(id, width, format)} ${width}w`)
    .join(', ');
}

/** The JPEG used as `src`: the widest one no wider than `maxWidth` (or the narrowest). */
export function photoFallbackUrl(id: PhotoId, maxWidth = 1200): string {
  const widths = photoManifest.photos[id].variants.jpeg;
  const fitting = widths.filter((width) => width <= maxWidth);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
  return photoVariantUrl(id, width, 'jpeg');
}

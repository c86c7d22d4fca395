// The photo variants' names and URLs, derived the same way by the photo pipeline
// (server/content) and the pages: /assets/photos/<id>-<width>w.<hash>.<ext>.
// No photo is listed here: which photos exist comes from the content folder.

export const photoFormats = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/** One processed photo. */
export interface PhotoEntry {
  /** Intrinsic size of the largest variant (the source, capped). */
  width: number;
  height: number;
  /** Hash of the source bytes and the encoder settings (not of the output). */
  hash: string;
  /** Widths produced for each format, ascending. */
  variants: Record<PhotoFormat, number[]>;
}

/** A photo's id, from its file under content/photos/: `lounge/01.jpg` → `lounge-01`, `hero.jpg` → `hero`. */
export function photoIdOf(file: string): string {
  return file
    .replace(/\.[^./]+$/, '')
    .toLowerCase()
    .replace(/\//g, '-');
}

/** The size of the picture a shared link shows (og:image), cut from a photo by the pipeline: Facebook's 1.91 : 1. */
export const shareImageSize = { width: 1200, height: 630 } as const;

export const photoMimeTypes: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

const extensions: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The file name of one variant. */
export function photoVariantFile(id: string, entry: PhotoEntry, width: number, format: PhotoFormat): string {
  return `${id}-${width}w.${entry.hash}.${extensions[format]}`;
}

type Photo = PhotoEntry & { id: string };

/** The URL of one variant, served from /assets/photos/ with the immutable cache header. */
export function photoVariantUrl(photo: Photo, width: number, format: PhotoFormat): string {
  return `/assets/photos/${photoVariantFile(photo.id, photo, width, format)}`;
}

/** A `srcset` value listing every width of one format. */
export function photoSrcSet(photo: Photo, format: PhotoFormat): string {
  return photo.variants[format].map((width) => `${photoVariantUrl(photo, width, format)} ${width}w`).join(', ');
}

/** The JPEG used as `src`: the widest one no wider than `maxWidth` (or the narrowest). */
export function photoFallbackUrl(photo: Photo, maxWidth = 1200): string {
  const widths = photo.variants.jpeg;
  const fitting = widths.filter((width) => width <= maxWidth);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
  return photoVariantUrl(photo, width, 'jpeg');
}

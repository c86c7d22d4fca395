/**
 * What a photo may be: the one limit for the content folder's photos (the
 * photo library, at run time and in the build) and for the admin's uploads to
 * come. It is checked on the file's size, then on the image's header (sharp's
 * `metadata()` reads the header and decodes nothing), so a photo over it is
 * refused before a pixel of it is decoded; the encoder passes `maxPixels` to
 * sharp as `limitInputPixels` too, should a header lie.
 *
 * Decoding is what costs: libvips holds up to width × height × channels ×
 * bytes per sample of it in memory, in the server's own process. A 16-bit
 * RGBA PNG of 60 megapixels is 712 KB on disk and 480 MB decoded, so the
 * file's size says nothing about it: the decoded size is limited on its own.
 * With one encode at a time (photo-encoder.ts), that bounds the memory photos
 * take to about `maxDecodedBytes` beside the file itself (the server runs libvips without its operation cache: photo-library.ts).
 */

export const photoLimit = {
  /** The file, read into memory whole: a phone's largest JPEG is well under it. */
  maxFileBytes: 40 * 1024 * 1024,
  /**
   * 52 megapixels: the largest photos phones take pass, from 48 MP sensors
   * (8000 × 6000; 8064 × 6048 = 48.8 MP) and 50 MP ones (8160 × 6120; 8192 × 6144 = 50.3 MP).
   */
  maxPixels: 52_000_000,
  /**
   * Width × height × channels × bytes per sample: an 8-bit photo of maxPixels
   * with an alpha channel (208 MB). A 48 MP phone JPEG (3 channels, 8 bits) is
   * 144 MB; a 16-bit image counts twice, so a 16-bit RGBA one passes up to 26 MP.
   */
  maxDecodedBytes: 52_000_000 * 4,
  /** The formats read (sharp's names; AVIF is `heif`, which the admin's upload takes only as AVIF). */
  formats: ['jpeg', 'png', 'webp', 'heif'] as readonly string[],
};
export type PhotoLimit = typeof photoLimit;

/** The header fields the check reads: a subset of sharp's `Metadata`. */
export interface PhotoHeader {
  format?: string;
  width?: number;
  height?: number;
  channels?: number;
  /** libvips' sample format: `uchar` (8 bits), `ushort` (16), `float` (32), … */
  depth?: string;
}

/** Why a photo is over the limit: `kind` for a program (the admin's answer), `message` for a person. */
export interface PhotoRefusal {
  kind: 'file-bytes' | 'format' | 'pixels' | 'decoded-bytes';
  message: string;
}

/** Bytes of one sample by libvips' format; one not listed counts as the widest. */
const sampleBytes: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A file of `bytes` bytes over the limit, or null. */
export function checkPhotoFile(bytes: number, limit: PhotoLimit = photoLimit): PhotoRefusal | null {
  return bytes > limit.maxFileBytes ? { kind: 'file-bytes', message: `too large: ${megabytes(bytes)} (at most ${megabytes(limit.maxFileBytes)})` } : null;
}

/** What decoding the image takes, in bytes: width × height × channels × bytes per sample. */
export function decodedBytes(header: PhotoHeader): number {
  return (header.width ?? 0) * (header.height ?? 0) * (header.channels ?? 4) * (sampleBytes[header.depth ?? ''] ?? 16);
}

/** An image whose header is over the limit (or is no image of a format read), or null: read from the header alone. */
export function checkPhoto(header: PhotoHeader, limit: PhotoLimit = photoLimit): PhotoRefusal | null {
  const { width, height } = header;
  if (!width || !height || !limit.formats.includes(header.format ?? '')) {
    return { kind: 'format', message: `not a JPEG, PNG, WebP or AVIF image (found ${header.format ?? 'no image format'})` };
  }
  const pixels = width * height;
  if (pixels > limit.maxPixels) {
    return { kind: 'pixels', message: `too many pixels: ${width} × ${height} = ${(pixels / 1e6).toFixed(1)} megapixels (at most ${limit.maxPixels / 1e6})` };
  }
  const decoded = decodedBytes(header);
  if (decoded > limit.maxDecodedBytes) {
    const bits = 8 * (sampleBytes[header.depth ?? ''] ?? 16);
    return {
      kind: 'decoded-bytes',
      message: `too large once decoded: ${width} × ${height} × ${header.channels ?? '?'} channels × ${bits} bits = ${Math.round(decoded / 1e6)} MB (at most ${Math.round(limit.maxDecodedBytes / 1e6)} MB); save it with 8 bits per channel, or smaller`,
    };
  }
  return null;
}

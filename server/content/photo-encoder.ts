/**
 * The one photo encoder, used by the server at run time (photo-library.ts) and
 * by the build (scripts/build-photos.mjs, through the same library): what a
 * source photo becomes, under which names, with which settings.
 *
 * A source becomes AVIF, WebP and JPEG at several widths, named
 * `<id>-<width>w.<hash>.<ext>`; a page photo also becomes three crops for search
 * engines (`<id>-16x9.<hash>.jpg`, `-4x3`, `-1x1`, 1200 px wide), and a photo a
 * page is shared with (the hero, and those photos.yaml's `share:` names) the
 * sharing image (`<id>-og.<hash>.jpg`, 1200×630). The hash covers the
 * source bytes and the settings (not the encoder's output), so a name is known
 * before encoding, an unchanged source is never encoded again, and changing a
 * setting renames every file it affects.
 *
 * A source is decoded once (`prepareSource`: upright, scaled to the largest size any output
 * needs) and every output is resized from that. The outputs a page asks for first (`first`:
 * WebP and JPEG up to `firstWidth`, and the sharing image) are listed before the rest, so a
 * new photo can be shown while its AVIF and wider variants are still being made.
 */
import { createHash } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { photoFormats, photoVariantFile, shareImageSize, type PhotoEntry, type PhotoFormat } from '../../src/content/photo-variants';
import { checkPhoto, checkPhotoFile, photoLimit, type PhotoLimit } from './photo-limit';

/**
 * The variants' settings, in the JSON the variants' hash covers: a changed
 * setting renames every file. AVIF effort 1 keeps a cold run and an owner's
 * upload short; higher efforts save a few per cent of the bytes for twice the
 * time and more (docs/performance.md). `og` is kept for the hash only (the crops below make the og image).
 */
const variantSettings = {
  version: 1,
  widths: [480, 800, 1200, 1600, 2000, 2400],
  avif: { quality: 50, effort: 1 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  og: { width: 1200, height: 630, quality: 80 },
} as const;

const cropNames = ['16x9', '4x3', '1x1'] as const;
type CropName = (typeof cropNames)[number];

/** The fixed-size JPEGs cut from a page photo (centre crop): Google's three ratios, and the og image. */
const cropSettings = {
  version: 1,
  sizes: { '16x9': [1200, 675], '4x3': [1200, 900], '1x1': [1200, 1200], og: [shareImageSize.width, shareImageSize.height] },
  jpeg: { quality: 80, mozjpeg: true },
} as const;
type CutName = keyof typeof cropSettings.sizes;

/** The URL prefix of every file this module names. */
export const photoUrlPrefix = '/assets/photos/';

/** Exactly the names this module gives: `<id>-<width>w.<hash>.<ext>` and `<id>-<crop>.<hash>.jpg`. */
export const photoFileName = /^[a-z0-9][a-z0-9_-]*-(?:[1-9]\d{0,4}w\.[0-9a-f]{10}\.(?:avif|webp|jpg)|(?:16x9|4x3|1x1|og)\.[0-9a-f]{10}\.jpg)$/;

/** A processed photo: its variants, for a page photo its crops' URLs, for a shared one its og image's URL. */
export interface ProcessedPhoto extends PhotoEntry {
  crops?: Record<CropName, string>;
  /** The 1200×630 JPEG a shared link shows (og:image), site-relative. */
  og?: string;
}

/** One file to produce from a source. */
export interface PhotoOutput {
  name: string;
  /** One of the files a page asks for first (the first entry lists only these). */
  first: boolean;
  encode(pipeline: Sharp): Sharp;
}

/**
 * The widest WebP and JPEG made first: what a phone at 3× or a laptop's gallery asks for. A
 * <picture> without the AVIF source (none listed yet) takes the WebP; the <img> the JPEG.
 */
const firstWidth = 1200;
/** The formats made first: every browser shows one of them. */
const firstFormats: readonly PhotoFormat[] = ['webp', 'jpeg'];

/** Why a source cannot be used; its message is the reason an operator reads. */
export class PhotoRefusedError extends Error {
  override readonly name = 'PhotoRefusedError';
}

const hashOf = (bytes: Buffer, settings: object) => createHash('sha256').update(bytes).update(JSON.stringify(settings)).digest('hex').slice(0, 10);

/** The variants' hash: source bytes + variant settings (as before the content folder). */
export interface SourceHashes {
  /** Names the variants: source bytes + variant settings (as before the content folder). */
  variants: string;
  /** Names the crops: source bytes + crop settings. */
  crops: string;
}

export function sourceHashes(bytes: Buffer): SourceHashes {
  return { variants: hashOf(bytes, variantSettings), crops: hashOf(bytes, cropSettings) };
}

/** The largest side WebP can hold: a variant of a very tall photo (a phone's long screenshot) is made no taller. */
const webpMaxSide = 16_383;

function widthsFor(sourceWidth: number, sourceHeight: number): number[] {
  const cap = Math.max(1, Math.min(sourceWidth, Math.max(...variantSettings.widths), Math.floor((webpMaxSide * sourceWidth) / sourceHeight)));
  return [...variantSettings.widths.filter((width) => width < cap), cap];
}

/** Options every sharp pipeline that decodes a source starts from (here, and the admin's uploads): a damaged file is an error, not a grey half. */
export function sourceOptions(limit: PhotoLimit = photoLimit): SharpOptions {
  return { failOn: 'warning', limitInputPixels: limit.maxPixels, sequentialRead: true };
}

/**
 * The upright size of a source, read from its header (no decoding), or a
 * PhotoRefusedError saying why it cannot be used: over the photo limit
 * (photo-limit.ts), or not an image sharp reads.
 */
export async function inspectSource(bytes: Buffer, limit: PhotoLimit = photoLimit): Promise<{ width: number; height: number }> {
  const tooLarge = checkPhotoFile(bytes.length, limit);
  if (tooLarge) throw new PhotoRefusedError(tooLarge.message);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...sourceOptions(limit), limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoRefusedError(`not an image sharp can read (${errorText(error)})`);
  }
  const refusal = checkPhoto(meta, limit);
  if (refusal) throw new PhotoRefusedError(refusal.message);
  const { width, height } = meta as { width: number; height: number };
  const rotated = (meta.orientation ?? 1) >= 5;
  return rotated ? { width: height, height: width } : { width, height };
}

/**
 * What a source becomes: its entry (as pages read it) and the files to produce.
 * `crops` for a page photo; `og` for a photo pages are shared with.
 */
export function planPhoto(
  id: string,
  hashes: SourceHashes,
  size: { width: number; height: number },
  options: { crops?: boolean; og?: boolean } = {},
): { entry: ProcessedPhoto; first: ProcessedPhoto; outputs: PhotoOutput[] } {
  const hash = hashes.variants;
  const widths = widthsFor(size.width, size.height);
  const largest = widths.at(-1) as number;
  const entry: ProcessedPhoto = {
    width: largest,
    height: Math.max(1, Math.round((size.height * largest) / size.width)),
    hash,
    variants: Object.fromEntries(photoFormats.map((format) => [format, widths])) as Record<PhotoFormat, number[]>,
  };
  const early = widths.filter((width) => width <= firstWidth);
  const firstLargest = early.at(-1) as number;
  // The entry while only the first files exist: no AVIF, nothing wider, no crops for search engines yet.
  const first: ProcessedPhoto = {
    width: firstLargest,
    height: Math.max(1, Math.round((size.height * firstLargest) / size.width)),
    hash,
    variants: Object.fromEntries(photoFormats.map((format) => [format, firstFormats.includes(format) ? early : []])) as Record<PhotoFormat, number[]>,
  };
  const outputs: PhotoOutput[] = [];
  for (const width of widths) {
    for (const format of photoFormats) {
      outputs.push({
        name: photoVariantFile(id, entry, width, format),
        first: first.variants[format].includes(width),
        encode: (pipeline) => opaqueFor(format, pipeline).resize({ width }).toFormat(format, variantSettings[format]),
      });
    }
  }
  const cuts: CutName[] = [...(options.crops ? cropNames : []), ...(options.og ? (['og'] as const) : [])];
  const cutName = (cut: CutName) => `${id}-${cut}.${hashes.crops}.jpg`;
  for (const cut of cuts) {
    const [width, height] = cropSettings.sizes[cut];
    // The sharing image is first: a shared link shows it, and /og-image.jpg would otherwise have none meanwhile.
    outputs.push({ name: cutName(cut), first: cut === 'og', encode: (pipeline) => opaqueFor('jpeg', pipeline).resize({ width, height, fit: 'cover' }).jpeg(cropSettings.jpeg) });
  }
  if (options.crops) entry.crops = Object.fromEntries(cropNames.map((cut) => [cut, `${photoUrlPrefix}${cutName(cut)}`])) as Record<CropName, string>;
  if (options.og) entry.og = first.og = `${photoUrlPrefix}${cutName('og')}`;
  // First things first: the library makes them in this order.
  outputs.sort((a, b) => Number(b.first) - Number(a.first));
  return { entry, first, outputs };
}

/** A JPEG has no transparency: a transparent PNG's clear parts are white in it (not black), as on the page. */
const opaqueFor = (format: PhotoFormat, pipeline: Sharp): Sharp => (format === 'jpeg' ? pipeline.flatten({ background: '#ffffff' }) : pipeline);

/** A source decoded once, upright, at the size every output is resized down from. */
export interface PreparedSource {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * How far a source of this (upright) size may be scaled down before any output is made from
 * it without any output being made larger than its pixels: the widest variant, and each cut's
 * width and height.
 */
export function preparedScale(size: { width: number; height: number }): number {
  const needed = [
    Math.max(...variantSettings.widths) / size.width,
    ...Object.values(cropSettings.sizes).map(([width, height]) => Math.max(width / size.width, height / size.height)),
  ];
  return Math.min(1, Math.max(...needed));
}

/**
 * Decodes a source once (in its turn: the memory of one decode at a time, as before), turned
 * upright, in sRGB, and scaled by `preparedScale`: a 12-megapixel photo becomes 2400 × 1800
 * pixels (13 MB) that every output is resized from, instead of decoding the source for each.
 */
export function prepareSource(bytes: Buffer, size: { width: number; height: number }, limit: PhotoLimit = photoLimit): Promise<PreparedSource> {
  return inEncodeTurn(async () => {
    const width = Math.max(1, Math.round(size.width * preparedScale(size)));
    let pipeline = sharp(bytes, sourceOptions(limit)).rotate();
    if (width < size.width) pipeline = pipeline.resize({ width });
    const { data, info } = await pipeline.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
  });
}

/**
 * Encodes one output to `target`: under a private name first, then renamed, so
 * a concurrent run or an interrupted one never leaves a half-written file.
 * Waits for its turn: at most `setEncodeConcurrency` encodes run in the
 * process at once, whoever asks (the library, later the admin's uploads).
 */
export function encodeOutput(source: PreparedSource, output: PhotoOutput, target: string): Promise<void> {
  return inEncodeTurn(async () => {
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    try {
      await output.encode(sharp(source.pixels, { raw: source.raw })).toFile(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  });
}

/** Runs `task` (one decode of a source) in its turn: the encodes above and the admin's uploads share the slots. */
export async function inEncodeTurn<T>(task: () => Promise<T>): Promise<T> {
  await encodeTurn();
  try {
    return await task();
  } finally {
    encodeDone();
  }
}

// Each encode decodes its source (up to photoLimit.maxDecodedBytes): their number at once bounds the memory photos take.
let encodeSlots = 1;
let encoding = 0;
const waitingEncodes: (() => void)[] = [];

/** How many encodes may run at once in this process: 1 in the server (the default), a core each in the build. */
export function setEncodeConcurrency(slots: number): void {
  encodeSlots = Math.max(1, Math.floor(slots));
  while (encoding < encodeSlots && waitingEncodes.length > 0) {
    encoding++;
    waitingEncodes.shift()!();
  }
}

function encodeTurn(): Promise<void> {
  if (encoding < encodeSlots) {
    encoding++;
    return Promise.resolve();
  }
  // The slot is handed over by encodeDone, already counted.
  return new Promise((resolve) => waitingEncodes.push(resolve));
}

function encodeDone(): void {
  const next = waitingEncodes.shift();
  if (next && encoding <= encodeSlots) next();
  else encoding--;
}

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() ?? 'unknown error';
}

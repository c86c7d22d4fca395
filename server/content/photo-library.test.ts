import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photos } from '../../src/content/schema';
import { PhotoLibrary, type PhotoLibraryOptions } from './photo-library';

// A real content folder in a temp dir, with small images sharp draws: the hero,
// the two other page photos and one photo per gallery section.

let dir: string;
let contentDir: string;
let cacheDir: string;
let lines: { level: number; msg: string; file?: string }[];
const open: PhotoLibrary[] = [];

const alt = { cs: 'Popis fotografie', en: 'A description' };
function photosYaml(overrides: Partial<Record<'lounge' | 'cafe' | 'restaurant', string[]>> & { share?: Photos['share'] } = {}): Photos {
  const list = (files: string[]) => files.map((file) => ({ file, alt }));
  return {
    pages: { hero: { file: 'hero.jpg', alt }, interior: { file: 'interior.png', alt }, feast: { file: 'feast.jpg', alt } },
    gallery: {
      lounge: list(overrides.lounge ?? ['lounge/01.jpg']),
      cafe: list(overrides.cafe ?? ['cafe/01.webp']),
      restaurant: list(overrides.restaurant ?? ['restaurant/01.jpg']),
    },
    welcomeCards: ['lounge/01.jpg', 'cafe/01.webp'],
    share: overrides.share ?? {},
  };
}

async function draw(file: string, width: number, height: number, colour: string): Promise<void> {
  const target = path.join(contentDir, 'photos', file);
  mkdirSync(path.dirname(target), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const format = path.extname(file).slice(1) === 'jpg' ? 'jpeg' : (path.extname(file).slice(1) as 'png' | 'webp');
  await image.toFormat(format).toFile(target);
}

function logger() {
  return pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
}

async function library(options: Partial<PhotoLibraryOptions> = {}): Promise<PhotoLibrary> {
  const opened = await PhotoLibrary.open({ contentDir, cacheDir, logger: logger(), watch: false, ...options });
  open.push(opened);
  return opened;
}

const errors = () => lines.filter((line) => line.level >= 50);

/** A fresh folder with the sample's source photos (the same bytes every time: sharp draws them alike). */
async function freshFolder(): Promise<void> {
  dir = mkdtempSync(path.join(tmpdir(), 'photo-library-'));
  contentDir = path.join(dir, 'content');
  cacheDir = path.join(dir, 'data', 'photos');
  lines = [];
  await draw('hero.jpg', 640, 360, '#a0522d');
  await draw('interior.png', 400, 300, '#336699');
  await draw('feast.jpg', 400, 300, '#aa8800');
  await draw('lounge/01.jpg', 400, 300, '#552244');
  await draw('cafe/01.webp', 400, 300, '#dddd99');
  await draw('restaurant/01.jpg', 300, 400, '#883311');
}

/**
 * The sample's files, encoded once for the file: a test that only starts from the sample (and
 * measures what it changes, never the sample's own encoding) begins with them in its cache, as
 * a restart on the same cache does ('encodes nothing after a restart…' below).
 */
let sampleCache = '';
beforeAll(async () => {
  await freshFolder();
  const photos = await PhotoLibrary.open({ contentDir, cacheDir, logger: logger(), watch: false });
  await photos.update(photosYaml());
  await photos.close();
  sampleCache = mkdtempSync(path.join(tmpdir(), 'photo-library-sample-'));
  cpSync(cacheDir, sampleCache, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => rmSync(sampleCache, { recursive: true, force: true }));
const startFromTheSample = () => cpSync(sampleCache, cacheDir, { recursive: true });

beforeEach(freshFolder);

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(open.splice(0).map((opened) => opened.close()));
  rmSync(dir, { recursive: true, force: true });
});

// Hero 640 px: widths 480 and 640 × 3 formats, 3 crops and the og image = 10.
// The other two page photos: 3 variants + 3 crops = 6 each; gallery: 3 each.
const FILES_FOR_SAMPLE = 10 + 6 + 6 + 3 + 3 + 3;

describe('PhotoLibrary: first processing', () => {
  it('has no photos until ready, then every photo with its variants, crops and og image', async () => {
    const photos = await library();
    expect(photos.current().photos).toEqual({});
    await photos.update(photosYaml());
    await photos.ready;
    const set = photos.current();
    expect(Object.keys(set.photos).sort()).toEqual(['cafe-01', 'feast', 'hero', 'interior', 'lounge-01', 'restaurant-01']);
    expect(set.refused).toEqual([]);
    expect(set.version).toMatch(/^[0-9a-f]{16}$/);
    expect(photos.encoded).toBe(FILES_FOR_SAMPLE);

    const hero = set.photos.hero!;
    expect(hero).toMatchObject({ width: 640, height: 360, variants: { avif: [480, 640], webp: [480, 640], jpeg: [480, 640] } });
    expect(hero.hash).toMatch(/^[0-9a-f]{10}$/);
    expect(set.photos['restaurant-01']).toMatchObject({ width: 300, height: 400, variants: { jpeg: [300] } });
    expect(set.photos['lounge-01']!.crops).toBeUndefined();
    expect(Object.keys(hero.crops!)).toEqual(['16x9', '4x3', '1x1']);
    for (const [ratio, size] of [['16x9', [1200, 675]], ['4x3', [1200, 900]], ['1x1', [1200, 1200]]] as const) {
      const url = hero.crops![ratio];
      expect(url).toMatch(new RegExp(`^/assets/photos/hero-${ratio}\\.[0-9a-f]{10}\\.jpg$`));
      const meta = await sharp(path.join(cacheDir, url.slice('/assets/photos/'.length))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...size]);
    }
    expect(set.og).toMatch(/^\/assets\/photos\/hero-og\.[0-9a-f]{10}\.jpg$/);
    const og = await sharp((await photos.ogImageFile())!).metadata();
    expect([og.width, og.height]).toEqual([1200, 630]);

    const webp = await sharp(path.join(cacheDir, `hero-480w.${hero.hash}.webp`)).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 480, 270]);
    expect(readdirSync(cacheDir)).toHaveLength(FILES_FOR_SAMPLE);
    expect(lines.some((line) => line.level === 30 && line.msg.startsWith(`photos: 6 photos ready (${FILES_FOR_SAMPLE} files encoded, 0 refused) in `))).toBe(true);
  });

  it("runs libvips without its operation cache, which kept past photos' pixels for good", async () => {
    sharp.cache(true);
    const photos = await library({ photos: photosYaml() });
    await photos.ready;
    const { memory, items } = sharp.cache();
    expect(memory.max).toBe(0);
    expect(items.max).toBe(0);
    expect(memory.current).toBe(0);
  });

  it('starts with the photos given to open(), and `ready` waits for them', async () => {
    const photos = await library({ photos: photosYaml() });
    await photos.ready;
    expect(Object.keys(photos.current().photos)).toHaveLength(6);
  });
});

/**
 * The sharing images of photos the sample already has in its cache: only the og images are
 * encoded (their count says so), as after a restart with a new share: in photos.yaml.
 */
describe('PhotoLibrary: sharing images', () => {
  beforeEach(startFromTheSample);

  it('cuts the sharing image only from the photos pages are shared with: the hero and those share: names', async () => {
    const photos = await library();
    await photos.update(photosYaml({ share: { lounge: 'lounge/01.jpg', feast: 'feast.jpg', gallery: 'Lounge/01.JPG' } }));
    const set = photos.current();
    // The sample's files are in the cache: one og image each for lounge/01.jpg (named twice, by two spellings) and feast.jpg.
    expect(photos.encoded).toBe(2);
    expect(Object.entries(set.photos).filter(([, entry]) => entry.og).map(([id]) => id).sort()).toEqual(['feast', 'hero', 'lounge-01']);
    for (const id of ['feast', 'hero', 'lounge-01']) {
      const url = set.photos[id]!.og!;
      expect(url).toMatch(new RegExp(`^/assets/photos/${id}-og\\.[0-9a-f]{10}\\.jpg$`));
      const meta = await sharp(path.join(cacheDir, url.slice('/assets/photos/'.length))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
    // /og-image.jpg is the home page's: the hero's while share: names no other.
    expect(set.og).toBe(set.photos.hero!.og);
    expect(readdirSync(cacheDir).filter((name) => name.includes('-og.'))).toHaveLength(3);
  });

  it("serves the home page's own sharing image as /og-image.jpg when share: names one, and keeps the hero's for the other pages", async () => {
    const photos = await library();
    await photos.update(photosYaml({ share: { home: 'cafe/01.webp' } }));
    const set = photos.current();
    expect(set.og).toMatch(/^\/assets\/photos\/cafe-01-og\.[0-9a-f]{10}\.jpg$/);
    expect(set.photos['cafe-01']!.og).toBe(set.og);
    expect(set.photos.hero!.og).toMatch(/^\/assets\/photos\/hero-og\./);
    expect(await photos.ogImageFile()).toBe(path.join(cacheDir, set.og!.slice('/assets/photos/'.length)));

    // Named no more: the next set has no og image for it, and the home page's is the hero's again.
    await photos.update(photosYaml());
    expect(photos.current().photos['cafe-01']!.og).toBeUndefined();
    expect(photos.current().og).toBe(photos.current().photos.hero!.og);
  });

  it('keeps the previous sharing image of a shared photo that breaks', async () => {
    const share = { lounge: 'lounge/01.jpg' } as const;
    const photos = await library();
    await photos.update(photosYaml({ share }));
    const before = photos.current().photos['lounge-01']!;
    writeFileSync(path.join(contentDir, 'photos', 'lounge', '01.jpg'), 'broken');
    await photos.update(photosYaml({ share }));
    expect(photos.current().photos['lounge-01']).toEqual(before);
    expect(await photos.file(before.og!.slice('/assets/photos/'.length))).not.toBeNull();
  });
});

describe('PhotoLibrary: cache and seed', () => {
  it('encodes nothing after a restart on the same cache, and keeps the version', async () => {
    const first = await library();
    await first.update(photosYaml());
    await first.close();

    const second = await library({ photos: photosYaml() });
    await second.ready;
    expect(second.encoded).toBe(0);
    expect(second.current().version).toBe(first.current().version);
  });

  it('encodes nothing when the variants are in a seed folder (the image), writing nothing to the cache', async () => {
    // The build's output: the variants a library wrote to its cache folder (the sample's, above).
    const seed = path.join(dir, 'seed');
    cpSync(sampleCache, seed, { recursive: true });

    const served = await library({ seedDirs: [seed] });
    await served.update(photosYaml());
    expect(served.encoded).toBe(0);
    expect(readdirSync(cacheDir)).toEqual([]);
    const set = served.current();
    expect(await served.file(`hero-640w.${set.photos.hero!.hash}.avif`)).toBe(path.join(seed, `hero-640w.${set.photos.hero!.hash}.avif`));
  });
});

describe('PhotoLibrary: a changed photo', () => {
  beforeEach(startFromTheSample);

  it('is encoded again under a new hash and switched in only once ready', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    const before = photos.current();
    const encoded = photos.encoded;

    await draw('lounge/01.jpg', 400, 300, '#00ff00');
    const updating = photos.update(photosYaml());
    expect(photos.current()).toBe(before); // the previous set until the new one is complete
    await updating;
    const after = photos.current();
    expect(photos.encoded - encoded).toBe(3);
    expect(after.version).not.toBe(before.version);
    expect(after.photos['lounge-01']!.hash).not.toBe(before.photos['lounge-01']!.hash);
    expect(after.photos.hero).toEqual(before.photos.hero);
  });

  it('shows a new photo as soon as the files pages ask for first exist, then switches to all of them', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    const encoded = photos.encoded;
    await draw('restaurant/02.jpg', 1600, 1200, '#204060');
    const seen: { variants: Record<string, number[]>; encoded: number; cached: string[] }[] = [];
    photos.onChange((set) => {
      const entry = set.photos['restaurant-02'];
      if (entry) seen.push({ variants: entry.variants, encoded: photos.encoded - encoded, cached: readdirSync(cacheDir).filter((name) => name.startsWith('restaurant-02-')) });
    });
    await photos.update(photosYaml({ restaurant: ['restaurant/01.jpg', 'restaurant/02.jpg'] }));

    // First: the WebP and the JPEG up to 1200 px (6 files), and nothing else made yet.
    expect(seen).toHaveLength(2);
    expect(seen[0]!.variants).toEqual({ avif: [], webp: [480, 800, 1200], jpeg: [480, 800, 1200] });
    expect(seen[0]!.encoded).toBe(6);
    const made = (names: string[]) => names.map((name) => name.replace(/^restaurant-02-(\d+)w\.[0-9a-f]{10}\.(\w+)$/, '$1 $2')).sort();
    expect(made(seen[0]!.cached)).toEqual(['1200 jpg', '1200 webp', '480 jpg', '480 webp', '800 jpg', '800 webp']);
    // Then every variant: AVIF at four widths, WebP and JPEG at 1600 too.
    expect(seen[1]!.variants).toEqual({ avif: [480, 800, 1200, 1600], webp: [480, 800, 1200, 1600], jpeg: [480, 800, 1200, 1600] });
    expect(seen[1]!.encoded).toBe(12);
    expect(seen[1]!.cached).toHaveLength(12);
    expect(lines.some((line) => line.msg.includes('1 of them with their first files only'))).toBe(true);
  });

  it('leaves the rest of a new photo to a newer update that is waiting, which makes it', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    await draw('restaurant/02.jpg', 1600, 1200, '#204060');
    await draw('lounge/02.jpg', 400, 300, '#123456');
    const sets: (number[] | undefined)[] = [];
    photos.onChange((set) => sets.push(set.photos['restaurant-02']?.variants.avif));
    const first = photos.update(photosYaml({ restaurant: ['restaurant/01.jpg', 'restaurant/02.jpg'] }));
    // Asked while the first files are being made: the first update's rest is not made before it.
    const second = photos.update(photosYaml({ restaurant: ['restaurant/01.jpg', 'restaurant/02.jpg'], lounge: ['lounge/01.jpg', 'lounge/02.jpg'] }));
    await Promise.all([first, second]);
    expect(sets[0]).toEqual([]);
    expect(sets.at(-1)).toEqual([480, 800, 1200, 1600]);
    expect(photos.current().photos['lounge-02']).toBeDefined();
    expect(sets.filter((avif) => avif?.length === 0)).toHaveLength(2);
  });

  it('never goes back to an older photos.yaml when a file changes on disk while a newer one waits', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    await draw('lounge/02.jpg', 400, 300, '#123456');
    await draw('restaurant/02.jpg', 1600, 1200, '#204060');
    const older = photos.update(photosYaml({ restaurant: ['restaurant/01.jpg', 'restaurant/02.jpg'] }));
    const newer = photos.update(photosYaml({ restaurant: ['restaurant/01.jpg', 'restaurant/02.jpg'], lounge: ['lounge/01.jpg', 'lounge/02.jpg'] }));
    // What the folder's watch does when the upload of lounge/02.jpg lands, after the save naming it.
    const refreshed = photos.refresh();
    await Promise.all([older, newer, refreshed]);
    expect(Object.keys(photos.current().photos)).toContain('lounge-02');
  });

  it('tells the admin how each photo stands: ready with its smallest JPEG, being made, refused, a sample', async () => {
    const photos = await library();
    // A sample photo shipped in content/photos/ is one whatever its name.
    mkdirSync(path.join(contentDir, 'photos', 'cafe'), { recursive: true });
    writeFileSync(path.join(contentDir, 'photos', 'cafe', '02.jpg'), readFileSync(path.join(process.cwd(), 'content', 'photos', 'cafe', '01.jpg')));
    writeFileSync(path.join(contentDir, 'photos', 'broken.jpg'), 'not a photo');
    expect(photos.overview()).toEqual([]);
    await photos.update(photosYaml({ cafe: ['cafe/01.webp', 'cafe/02.jpg'], lounge: ['lounge/01.jpg', 'broken.jpg'] }));
    const listed = new Map(photos.overview().map((photo) => [photo.file, photo]));
    expect(listed.get('hero.jpg')).toEqual({ file: 'hero.jpg', state: 'ready', thumb: expect.stringMatching(/^\/assets\/photos\/hero-480w\.[0-9a-f]{10}\.jpg$/), sample: false });
    expect(listed.get('cafe/02.jpg')).toMatchObject({ state: 'ready', sample: true });
    expect(listed.get('broken.jpg')).toEqual({ file: 'broken.jpg', state: 'refused', thumb: null, sample: false });
    expect(listed.size).toBe(8);

    // A new photo, while its first files are being made: listed at once, without a thumbnail until they exist.
    await draw('restaurant/02.jpg', 1600, 1200, '#204060');
    const states: string[] = [];
    photos.onChange(() => states.push(`${photos.overview().find((photo) => photo.file === 'restaurant/02.jpg')?.state}`));
    const updating = photos.update(photosYaml({ restaurant: ['restaurant/01.jpg', 'restaurant/02.jpg'] }));
    expect(photos.overview().find((photo) => photo.file === 'restaurant/02.jpg')).toEqual({ file: 'restaurant/02.jpg', state: 'processing', thumb: null, sample: false });
    await updating;
    // Ready once the pages show it: its first files; the rest follows unseen.
    expect(states).toEqual(['ready', 'ready']);
    expect(photos.overview().find((photo) => photo.file === 'restaurant/02.jpg')?.thumb).toMatch(/^\/assets\/photos\/restaurant-02-480w\./);
  });

  it('makes a transparent PNG’s clear parts white in its JPEGs (not black), and keeps them clear in WebP', async () => {
    const target = path.join(contentDir, 'photos', 'cafe', '02.png');
    await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toFile(target);
    const photos = await library();
    await photos.update(photosYaml({ cafe: ['cafe/01.webp', 'cafe/02.png'] }));
    const made = readdirSync(cacheDir).filter((name) => name.startsWith('cafe-02-'));
    const pixel = async (name: string) => (await sharp(path.join(cacheDir, name)).raw().toBuffer({ resolveWithObject: true })).data;
    const jpeg = await pixel(made.find((name) => name.endsWith('.jpg'))!);
    expect([...jpeg.subarray(0, 3)]).toEqual([255, 255, 255]);
    const webp = await pixel(made.find((name) => name.endsWith('.webp'))!);
    expect(webp[3]).toBe(0);
  });

  it('is noticed on disk when watching, without a new photos.yaml', async () => {
    const photos = await library({ watch: true });
    await photos.update(photosYaml());
    const before = photos.current().photos['cafe-01']!.hash;
    await draw('cafe/01.webp', 400, 300, '#0000ff');
    const deadline = Date.now() + 30_000;
    while (photos.current().photos['cafe-01']!.hash === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(photos.current().photos['cafe-01']!.hash).not.toBe(before);
  });

  it('merges updates asked for meanwhile: the last one wins', async () => {
    const photos = await library();
    await draw('lounge/02.jpg', 400, 300, '#123456');
    const first = photos.update(photosYaml());
    const second = photos.update(photosYaml({ lounge: ['lounge/01.jpg', 'lounge/02.jpg'] }));
    await Promise.all([first, second]);
    expect(Object.keys(photos.current().photos)).toContain('lounge-02');
  });

  it('removes what neither the current nor the previous set uses, once old enough', async () => {
    const photos = await library({ keepStaleMs: 0 });
    await photos.update(photosYaml());
    const first = photos.current().photos['lounge-01']!.hash;
    await draw('lounge/01.jpg', 400, 300, '#010101');
    await photos.update(photosYaml());
    const second = photos.current().photos['lounge-01']!.hash;
    await draw('lounge/01.jpg', 400, 300, '#020202');
    await photos.update(photosYaml());
    const names = readdirSync(cacheDir);
    expect(names.some((name) => name.includes(first))).toBe(false);
    expect(names.some((name) => name.includes(second))).toBe(true); // pages cached a moment ago may still name it

    // A stale file younger than keepStaleMs stays.
    const keeping = await library({ keepStaleMs: 60_000 });
    writeFileSync(path.join(cacheDir, `gone-480w.${'a'.repeat(10)}.jpg`), 'x');
    await keeping.update(photosYaml());
    expect(existsSync(path.join(cacheDir, `gone-480w.${'a'.repeat(10)}.jpg`))).toBe(true);
    utimesSync(path.join(cacheDir, `gone-480w.${'a'.repeat(10)}.jpg`), new Date(0), new Date(0));
    await draw('lounge/01.jpg', 400, 300, '#030303');
    await keeping.update(photosYaml());
    expect(existsSync(path.join(cacheDir, `gone-480w.${'a'.repeat(10)}.jpg`))).toBe(false);
  });
});

/** A small JPEG whose header claims `width` × `height` pixels (its frame header patched). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888888' } }).jpeg().toBuffer();
  const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
  const patched = Buffer.from(small);
  patched.writeUInt16BE(height, frame + 5);
  patched.writeUInt16BE(width, frame + 7);
  return patched;
}

describe('PhotoLibrary: refused photos', () => {
  beforeEach(startFromTheSample);

  it('refuses a file that is not an image, a damaged one, a huge one and a missing one, each with one error line; the rest updates', async () => {
    writeFileSync(path.join(contentDir, 'photos', 'lounge', '01.jpg'), 'not a photo at all');
    const whole = readFileSync(path.join(contentDir, 'photos', 'feast.jpg'));
    const real = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    writeFileSync(path.join(contentDir, 'photos', 'feast.jpg'), real.subarray(0, Math.floor(real.length / 2)));
    writeFileSync(path.join(contentDir, 'photos', 'interior.png'), await jpegClaiming(10_000, 8_000)); // a JPEG named .png: sharp reads the content
    writeFileSync(path.join(contentDir, 'photos', 'restaurant', '01.jpg'), whole);
    truncateSync(path.join(contentDir, 'photos', 'restaurant', '01.jpg'), 41 * 1024 * 1024); // sparse: no 41 MB written
    const photos = await library();
    await photos.update(photosYaml({ cafe: ['cafe/01.webp', 'cafe/02.jpg'] }));

    const set = photos.current();
    expect(Object.keys(set.photos).sort()).toEqual(['cafe-01', 'hero']);
    const reasons = Object.fromEntries(set.refused.map((refused) => [refused.file, refused.reason]));
    expect(reasons['lounge/01.jpg']).toMatch(/^not an image sharp can read/);
    expect(reasons['feast.jpg']).toMatch(/^could not be converted/);
    expect(reasons['interior.png']).toBe('too many pixels: 10000 × 8000 = 80.0 megapixels (at most 52)');
    expect(reasons['restaurant/01.jpg']).toBe('too large: 41.0 MB (at most 40.0 MB)');
    expect(reasons['cafe/02.jpg']).toBe('the file is missing');

    expect(errors()).toHaveLength(5);
    expect(errors().map((line) => line.msg)).toContain('photos: interior.png refused: too many pixels: 10000 × 8000 = 80.0 megapixels (at most 52); it is left out of the site');
    expect(errors().every((line) => line.file && line.msg.includes(line.file))).toBe(true);

    // The same problems at the next update: no new lines.
    await photos.update(photosYaml({ cafe: ['cafe/01.webp', 'cafe/02.jpg'] }));
    expect(errors()).toHaveLength(5);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a 16-bit RGBA PNG too large once decoded from its header, with one error line, decoding nothing', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    const encoded = photos.encoded;
    // 27 megapixels (under the pixel limit) × 4 channels × 2 bytes = 216 MB decoded, from a file of a few hundred KB.
    await sharp({ create: { width: 5200, height: 5200, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toFile(path.join(contentDir, 'photos', 'interior.png'));
    const decoding = [vi.spyOn(sharp.prototype, 'resize'), vi.spyOn(sharp.prototype, 'toFile'), vi.spyOn(sharp.prototype, 'toBuffer')];
    await photos.update(photosYaml());

    for (const spy of decoding) expect(spy).not.toHaveBeenCalled();
    expect(photos.encoded).toBe(encoded);
    const reason = 'too large once decoded: 5200 × 5200 × 4 channels × 16 bits = 216 MB (at most 208 MB); save it with 8 bits per channel, or smaller';
    expect(photos.current().refused).toEqual([{ file: 'interior.png', reason, keptPrevious: true }]);
    expect(errors().map((line) => line.msg)).toEqual([`photos: interior.png refused: ${reason}; its previous version stays on the site`]);
  });

  it('accepts and encodes a 16-bit RGBA PNG within the limit', async () => {
    await sharp({ create: { width: 1200, height: 900, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.8 } } })
      .toColourspace('rgb16')
      .png()
      .toFile(path.join(contentDir, 'photos', 'interior.png'));
    expect((await sharp(path.join(contentDir, 'photos', 'interior.png')).metadata()).depth).toBe('ushort');
    const photos = await library();
    await photos.update(photosYaml());
    expect(photos.current().refused).toEqual([]);
    const interior = photos.current().photos.interior!;
    expect(interior).toMatchObject({ width: 1200, height: 900, variants: { jpeg: [480, 800, 1200] } });
    const jpeg = await sharp(path.join(cacheDir, `interior-1200w.${interior.hash}.jpg`)).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 1200, 900]);
  });

  it('keeps the previous variants of a photo that breaks, and recovers when it is fixed', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    const before = photos.current();
    writeFileSync(path.join(contentDir, 'photos', 'hero.jpg'), 'broken');
    await photos.update(photosYaml());
    const during = photos.current();
    expect(during.photos.hero).toEqual(before.photos.hero);
    expect(during.og).toBe(before.og);
    expect(during.refused).toEqual([{ file: 'hero.jpg', reason: expect.stringMatching(/^not an image/), keptPrevious: true }]);
    expect(errors().at(-1)!.msg).toMatch(/^photos: hero\.jpg refused: .*; its previous version stays on the site$/);
    expect(await photos.file(before.og!.slice('/assets/photos/'.length))).not.toBeNull();

    await draw('hero.jpg', 640, 360, '#ffffff');
    await photos.update(photosYaml());
    expect(photos.current().refused).toEqual([]);
    expect(photos.current().photos.hero!.hash).not.toBe(before.photos.hero!.hash);
  });

  it('refuses a second file with the same address (lounge/01.jpg and lounge-01.jpg)', async () => {
    await draw('lounge-01.jpg', 400, 300, '#777777');
    const photos = await library();
    await photos.update(photosYaml({ lounge: ['lounge/01.jpg', 'lounge-01.jpg'] }));
    expect(photos.current().refused).toEqual([
      { file: 'lounge-01.jpg', reason: 'its address on the site (lounge-01) is the same as that of lounge/01.jpg: rename one of them', keptPrevious: false },
    ]);
    expect(photos.current().photos['lounge-01']).toBeDefined();
  });

  it('never throws: a content folder without photos refuses each one', async () => {
    rmSync(path.join(contentDir, 'photos'), { recursive: true });
    const photos = await library();
    await expect(photos.update(photosYaml())).resolves.toBeUndefined();
    expect(photos.current().photos).toEqual({});
    expect(photos.current().refused).toHaveLength(6);
  });
});

describe('PhotoLibrary: encodes at once', () => {
  /** Counts the encodes (sharp's toFile) running at once. */
  function countEncodes() {
    const original = sharp.prototype.toFile;
    const counts = { running: 0, most: 0, total: 0 };
    vi.spyOn(sharp.prototype, 'toFile').mockImplementation(async function (this: Sharp, ...args: Parameters<typeof original>) {
      counts.running++;
      counts.total++;
      counts.most = Math.max(counts.most, counts.running);
      try {
        return await (original as (...inner: unknown[]) => Promise<OutputInfo>).apply(this, args);
      } finally {
        counts.running--;
      }
    } as typeof original);
    return counts;
  }

  it('runs one encode at a time in the process, even for two libraries updating at once (the memory of one decoded photo)', async () => {
    const counts = countEncodes();
    const first = await library();
    const second = await library({ cacheDir: path.join(dir, 'data', 'other') });
    await Promise.all([first.update(photosYaml()), second.update(photosYaml())]);
    expect(counts.total).toBe(2 * FILES_FOR_SAMPLE);
    expect(counts.most).toBe(1);
  });

  it('runs as many as the build asks for', async () => {
    const counts = countEncodes();
    const photos = await library({ parallel: 3 });
    await photos.update(photosYaml());
    expect(counts.total).toBe(FILES_FOR_SAMPLE);
    expect(counts.most).toBeGreaterThan(1);
    expect(counts.most).toBeLessThanOrEqual(3);
  });
});

describe('PhotoLibrary: serving', () => {
  beforeEach(startFromTheSample);

  it('finds only the names the pipeline gives, as regular files, never outside its folders', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    const hash = photos.current().photos.hero!.hash;
    expect(await photos.file(`hero-480w.${hash}.jpg`)).toBe(path.join(cacheDir, `hero-480w.${hash}.jpg`));
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    symlinkSync(path.join(dir, 'secret.txt'), path.join(cacheDir, `link-480w.${hash}.jpg`));
    for (const name of [
      `link-480w.${hash}.jpg`, // a symlink
      `nothing-480w.${hash}.jpg`, // absent
      `../secret.txt`,
      `..%2Fsecret.txt`,
      `%2e%2e%2fsecret.txt`,
      `hero-480w.${hash}.jpg/../../secret.txt`,
      `lounge/01.jpg`,
      `.hero-480w.${hash}.jpg`,
      `hero-480w.${hash}.jpg.tmp`,
      `hero-480w.${hash.toUpperCase()}.jpg`,
      '',
    ]) {
      expect(await photos.file(name), name).toBeNull();
    }
  });

  it('serves /assets/photos/<name> with the immutable cache header, and nothing else', async () => {
    const photos = await library();
    await photos.update(photosYaml());
    const app = express();
    app.use('/assets/photos', photos.serve());
    app.use((_req, res) => void res.status(404).send('not found'));
    const hash = photos.current().photos.hero!.hash;
    const ok = await request(app).get(`/assets/photos/hero-640w.${hash}.avif`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/avif');
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const target of ['/assets/photos/..%2F..%2Fcontent%2Fphotos%2Fhero.jpg', '/assets/photos/%2e%2e/secret', `/assets/photos/x/hero-640w.${hash}.avif`]) {
      expect((await request(app).get(target)).status, target).toBe(404);
    }
    expect((await request(app).post(`/assets/photos/hero-640w.${hash}.avif`)).status).toBe(404);
  });
});

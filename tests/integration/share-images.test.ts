/**
 * Share previews: every page, in both languages, and the 404
 * name their own 1200×630 JPEG cut by the photo pipeline, with its size, type and
 * description in the page's language; the image answers and decodes to that size.
 * And photos.yaml's `share:` and `welcomeCards:` are checked: an unknown page or a
 * photo not listed is a content error naming the file, line and field.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copySample, edit, removeDir } from '../../server/content/content-fixture.test-support';
import { formatContentError, loadContent } from '../../server/content/load';
import { PhotoLibrary } from '../../server/content/photo-library';
import { photoIdOf } from '../../src/content/photo-variants';
import { localizePath, type Lang } from '../../src/lang';
import { pagePaths, type PageKey } from '../../src/page-ids';
import { createTestApp, testEnv } from '../support/test-app';
import { testContent } from '../support/test-content';

const { photos: photosYaml } = testContent.view().content;
const langs = ['cs', 'en'] as const satisfies readonly Lang[];
const pages = Object.keys(pagePaths) as PageKey[];

// The app serves the photos as production does: the build's variants as the seed, anything
// missing from them (an og image the build has not made yet) encoded into a temporary cache.
let cacheDir: string;
let library: PhotoLibrary;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'ballon-share-photos-'));
  library = await PhotoLibrary.open({
    contentDir: path.resolve('content'),
    cacheDir,
    seedDirs: ['dist/client/assets/photos', 'public/assets/photos']
      .map((dir) => path.resolve(dir))
      .filter((dir) => existsSync(dir)),
    logger: { info: () => {}, error: (object, message) => console.error(message, object) },
    watch: false,
  });
  await library.update(photosYaml);
  expect(library.current().refused).toEqual([]);
  ({ app } = createTestApp({ deps: { photos: library } }));
}, 120_000);

afterAll(async () => {
  await library.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The head's meta tags: property or name → content (each once). */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        value!.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => entities[entity]!),
      ]),
    );
    const key = attrs.property ?? attrs.name;
    if (key === undefined || attrs.content === undefined) continue;
    expect(tags.has(key), `${key} once`).toBe(false);
    tags.set(key, attrs.content);
  }
  return tags;
}

/** What photos.yaml says a page is shared with: its share: entry, else the hero. */
function expectedPhoto(page: PageKey | null) {
  const file = (page && page !== 'myBooking' && photosYaml.share[page]) || photosYaml.pages.hero.file;
  const listed = [...Object.values(photosYaml.pages), ...Object.values(photosYaml.gallery).flat()];
  const spec = listed.find((entry) => photoIdOf(entry.file) === photoIdOf(file));
  if (!spec) throw new Error(`${file} is not listed in photos.yaml`);
  return { id: photoIdOf(spec.file), alt: spec.alt };
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const decoded = new Map<
  string,
  Promise<{
    type: string | undefined;
    width: number | undefined;
    height: number | undefined;
    format: string | undefined;
  }>
>();

/** Fetches an og image once (several pages share the hero's) and decodes its header. */
function fetchImage(url: string) {
  let result = decoded.get(url);
  if (!result) {
    result = (async () => {
      const response = await request(app)
        .get(url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(response.status, url).toBe(200);
      const meta = await sharp(response.body as Buffer).metadata();
      return { type: response.headers['content-type'], width: meta.width, height: meta.height, format: meta.format };
    })();
    decoded.set(url, result);
  }
  return result;
}

async function expectShareTags(tags: Map<string, string>, page: PageKey | null, lang: Lang) {
  const photo = expectedPhoto(page);
  const image = tags.get('og:image') ?? '';
  const url = new URL(image);
  expect(url.origin).toBe(testEnv.SITE_URL);
  expect(url.pathname).toMatch(new RegExp(`^/assets/photos/${photo.id}-og\\.[0-9a-f]{10}\\.jpg$`));
  expect(tags.get('og:image:width')).toBe('1200');
  expect(tags.get('og:image:height')).toBe('630');
  expect(tags.get('og:image:type')).toBe('image/jpeg');
  expect(tags.get('twitter:image')).toBe(image);
  expect(tags.get('twitter:card')).toBe('summary_large_image');

  // The description of that photo, in the page's language (not the other one's), as plain text.
  const alt = tags.get('og:image:alt') ?? '';
  expect(alt.trim().length).toBeGreaterThan(10);
  expect(plain(alt)).toBe(plain(photo.alt[lang]));
  expect(plain(alt)).not.toBe(plain(photo.alt[lang === 'cs' ? 'en' : 'cs']));
  expect(alt).not.toContain('\u00a0');
  expect(tags.get('twitter:image:alt')).toBe(alt);

  expect(tags.get('og:locale')).toBe(lang === 'cs' ? 'cs_CZ' : 'en_US');
  expect(tags.get('og:locale:alternate')).toBe(lang === 'cs' ? 'en_US' : 'cs_CZ');

  const fetched = await fetchImage(url.pathname);
  expect(fetched).toEqual({ type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 });
}

const cases = pages.flatMap((page) => langs.map((lang) => ({ page, lang, url: localizePath(pagePaths[page], lang) })));

describe('share previews: every page in both languages', () => {
  it('covers every page of pagePaths in both languages', () => {
    expect(cases).toHaveLength(pages.length * 2);
    expect(pages.length).toBeGreaterThanOrEqual(9);
  });

  it.each(cases)(
    '$url names its own 1200×630 JPEG with its size, type and description',
    async ({ page, lang, url }) => {
      const response = await request(app).get(url).expect(200);
      await expectShareTags(metaTags(response.text), page, lang);
    },
  );

  it('gives the pages share: names their own picture, and the others the hero', async () => {
    const images = new Map<PageKey, string>();
    for (const page of pages) {
      const tags = metaTags((await request(app).get(pagePaths[page]).expect(200)).text);
      images.set(page, new URL(tags.get('og:image')!).pathname);
    }
    const hero = photoIdOf(photosYaml.pages.hero.file);
    for (const page of pages) {
      const file = page === 'myBooking' ? undefined : photosYaml.share[page];
      expect(images.get(page), page).toContain(`/${file ? photoIdOf(file) : hero}-og.`);
    }
    // The sample gives most pages a photo of their own: more than three different pictures.
    expect(new Set(images.values()).size).toBeGreaterThan(3);
  });
});

describe('share previews: the 404 and /og-image.jpg', () => {
  it.each(langs)('the %s 404 page shows the default (the hero) with its description', async (lang) => {
    const response = await request(app).get(localizePath('/nic-takoveho-tu-neni', lang)).expect(404);
    const pageLang = /<html lang="(cs|en)"/.exec(response.text)?.[1] as Lang;
    await expectShareTags(metaTags(response.text), null, pageLang);
  });

  it("/og-image.jpg answers the home page's picture, 1200×630", async () => {
    const home = metaTags((await request(app).get('/').expect(200)).text).get('og:image')!;
    const fetchBytes = async (url: string) =>
      (
        await request(app)
          .get(url)
          .expect(200)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
      ).body as Buffer;
    const legacy = await fetchBytes('/og-image.jpg');
    expect(legacy.equals(await fetchBytes(new URL(home).pathname))).toBe(true);
    const meta = await sharp(legacy).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });
});

describe('photos.yaml: share and welcomeCards are checked', () => {
  let dir: string;
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach(removeDir));
  /** A fresh copy of the sample content, removed after the test. */
  function sample(): void {
    dir = copySample();
    dirs.push(dir);
  }

  async function problems(): Promise<string[]> {
    const result = await loadContent(dir);
    return result.ok ? [] : result.errors.map(formatContentError);
  }

  it('accepts the sample', async () => {
    sample();
    expect(await problems()).toEqual([]);
  });

  it('refuses a page that does not exist, suggesting the one meant', async () => {
    sample();
    const typo = edit(dir, 'photos.yaml', '  dailyMenu: restaurant/06.jpg\n', '  dailyMenus: restaurant/06.jpg\n');
    const unknown = edit(dir, 'photos.yaml', '  contact: cafe/06.jpg\n', '  events: cafe/06.jpg\n');
    const messages = await problems();
    expect(messages).toEqual([
      `photos.yaml:${typo} share.dailyMenus: unknown field "dailyMenus"; did you mean "dailyMenu"?`,
      expect.stringMatching(
        new RegExp(
          `^photos\\.yaml:${unknown} share\\.events: unknown field "events"; expected one of: home, dailyMenu, foodMenu, drinks, feast, about, lounge, gallery, contact\\b`,
        ),
      ),
    ]);
  });

  it('refuses a shared photo that is not listed under pages or gallery, and one that leaves photos/', async () => {
    sample();
    const missing = edit(dir, 'photos.yaml', '  gallery: restaurant/05.jpg\n', '  gallery: restaurant/99.jpg\n');
    const outside = edit(dir, 'photos.yaml', '  about: interior.jpg\n', '  about: ../venue.yaml\n');
    expect(await problems()).toEqual([
      `photos.yaml:${outside} share.about: expected a file under photos/ such as lounge/01.jpg (letters, digits, dashes; .jpg, .png, .webp or .avif)`,
      `photos.yaml:${missing} share.gallery: expected a photo listed under pages or gallery (its description is taken from there); restaurant/99.jpg is not listed`,
    ]);
  });

  it('takes a listed photo however its name is capitalised (the same address), and an empty share:', async () => {
    sample();
    edit(dir, 'photos.yaml', '  lounge: lounge/01.jpg\n', '  lounge: Lounge/01.JPG\n');
    expect(await problems()).toEqual([]);
    sample();
    const block = /\nshare:\n(?: {2}\w+: [^\n]+\n)+/.exec(readFileSync(path.join(dir, 'photos.yaml'), 'utf8'));
    expect(block).not.toBeNull();
    edit(dir, 'photos.yaml', block![0], '\n');
    expect(await problems()).toEqual([]);
  });

  it('refuses welcome cards that are not two listed photos', async () => {
    sample();
    const notListed = edit(dir, 'photos.yaml', '  - lounge/13.jpg\n', '  - lounge/14.jpg\n');
    expect(await problems()).toEqual([
      `photos.yaml:${notListed} welcomeCards[1]: expected a photo listed under pages or gallery (its description is taken from there); lounge/14.jpg is not listed`,
    ]);
    sample();
    const list = edit(
      dir,
      'photos.yaml',
      'welcomeCards:\n  - restaurant/02.jpg\n  - lounge/13.jpg\n',
      'welcomeCards:\n  - restaurant/02.jpg\n',
      'restaurant',
    );
    expect(await problems()).toEqual([
      `photos.yaml:${list - 1} welcomeCards: expected exactly 2 photos (the welcome section's 2 cards)`,
    ]);
  });
});

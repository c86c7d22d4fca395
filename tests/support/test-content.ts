import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixedContentSource, type ContentSource } from '../../server/content/content-source';
import { loadContent, type ContentSnapshot } from '../../server/content/load';
import { PhotoLibrary } from '../../server/content/photo-library';
import type { PhotoEntry } from '../../src/content/photo-variants';
import type { SiteContent } from '../../src/content/schema';

/** The external addresses the tests expect (the sample content leaves them empty). */
export const testLinks = {
  dailyMenu: 'https://menu.example.com/daily',
  foodMenu: 'https://menu.example.com/food',
  foodMenuPdf: 'https://menu.example.com/food.pdf',
  menuSubscribe: 'https://menu.example.com/subscribe',
  social: 'https://www.facebook.com/example',
  reservation: 'https://reservations.example.com/ballon',
  menuProvider: { name: 'Menu Example s.r.o.', url: 'https://menu.example.com/' },
} satisfies SiteContent['links'];

/** The repository's sample content (content/), validated as the server does. */
async function sampleContent(dir = path.resolve('content')): Promise<ContentSnapshot> {
  const loaded = await loadContent(dir);
  if (!loaded.ok)
    throw new Error(
      `the sample content is invalid:\n${loaded.errors.map((error) => JSON.stringify(error)).join('\n')}`,
    );
  return loaded.snapshot;
}

/** The sample's photos as the build processed them (the build's variants are the seed: nothing is encoded). */
async function samplePhotos(content: SiteContent): Promise<Record<string, PhotoEntry>> {
  const seedDirs = ['dist/client/assets/photos', 'public/assets/photos']
    .map((dir) => path.resolve(dir))
    .filter((dir) => existsSync(dir));
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'ballon-test-photos-'));
  const library = await PhotoLibrary.open({
    contentDir: path.resolve('content'),
    cacheDir,
    seedDirs,
    logger: { info: () => {}, error: (object, message) => console.error(message, object) },
    watch: false,
  });
  await library.update(content.photos);
  const { photos } = library.current();
  // The variants are the seed's (tests serve them from there): the empty cache goes.
  await library.close();
  rmSync(cacheDir, { recursive: true, force: true });
  return photos;
}

const snapshot = await sampleContent();
const content: SiteContent = { ...snapshot.content, links: testLinks };

/** The sample content with the test links, and its photos: what createTestApp serves. */
export const testContent: ContentSource = fixedContentSource(content, await samplePhotos(content), snapshot.modified);

/** The test content with other links (e.g. other menu frames). */
export function contentWithLinks(links: Partial<SiteContent['links']>): ContentSource {
  const view = testContent.view();
  return fixedContentSource(
    { ...view.content, links: { ...view.content.links, ...links } },
    view.photos,
    testContent.modified(),
  );
}

/**
 * The home page's welcome section has the spec's two decorative cards:
 * the photos photos.yaml's `welcomeCards` names, each a responsive
 * <picture> with its description in the page's language, its size reserved, lazy.
 */
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { photoIdOf } from '../../src/content/photo-variants';
import { escapeHtml } from '../../server/lib/escape-html';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

// The built variants are served from public/ (as in assets.test.ts): the cards' images must answer.
const { app } = createTestApp({ deps: { clientDir: path.resolve('public') } });
const { photos } = testContent.view().content;

/** photos.yaml's entry for a welcome card's file. */
function listed(file: string) {
  const spec = [...Object.values(photos.pages), ...Object.values(photos.gallery).flat()].find(
    (entry) => photoIdOf(entry.file) === photoIdOf(file),
  );
  if (!spec) throw new Error(`${file} is not listed`);
  return spec;
}

describe('home: the welcome section’s two photo cards', () => {
  it.each([
    ['cs', '/'],
    ['en', '/en'],
  ] as const)('%s: both cards render their photo with its description, size and srcset, lazily', async (lang, url) => {
    const html = (await request(app).get(url).expect(200)).text;
    const section = html.slice(html.indexOf('id="welcome-title"'), html.indexOf('id="comfort-title"'));
    const cards = [...section.matchAll(/<picture class="photo welcome__photo-card">([\s\S]*?)<\/picture>/g)].map(
      (match) => match[1]!,
    );
    expect(photos.welcomeCards).toHaveLength(2);
    expect(cards).toHaveLength(2);

    for (const [index, file] of photos.welcomeCards.entries()) {
      const card = cards[index]!;
      const id = photoIdOf(file);
      const img = /<img [^>]*>/.exec(card)?.[0] ?? '';
      // Czech typography may bind a one-letter word to the next with a no-break space.
      const text = img.replace(/\u00a0/g, ' ');
      expect(text).toContain(`alt="${escapeHtml(listed(file).alt[lang].replace(/\u00a0/g, ' '))}"`);
      expect(img).toMatch(/ width="\d+" height="\d+"/);
      expect(img).toContain('loading="lazy"');
      expect(card).toMatch(
        new RegExp(`<source type="image/avif" srcSet="/assets/photos/${id}-480w\\.[0-9a-f]{10}\\.avif 480w, `),
      );
      expect(card).toContain('type="image/webp"');

      const src = /src="([^"]+)"/.exec(img)?.[1] ?? '';
      expect(src).toMatch(new RegExp(`^/assets/photos/${id}-\\d+w\\.[0-9a-f]{10}\\.jpg$`));
      const image = await request(app).get(src).expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
    // Two different photos, neither the hero (which is eager and above the fold).
    expect(new Set(photos.welcomeCards.map(photoIdOf)).size).toBe(2);
    expect(section).not.toContain('fetchpriority');
  });
});

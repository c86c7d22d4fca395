/**
 * The gallery as the server renders it (what a visitor without JavaScript gets): each thumbnail
 * leads to its photo's :target overlay, with the photo's caption, or else its alt
 * text, beside the counter, and the image's alt empty only where the caption already says it.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageDataMap, PhotoView } from '../content/page-data';
import type { Lang } from '../lang';
import { dataRoot } from '../test-support/site-data';
import { GalleryPage } from './gallery';

function photo(id: string, alt: string, caption: string | null = null): PhotoView {
  return {
    id,
    alt,
    caption,
    width: 1600,
    height: 1067,
    hash: 'abcdef12',
    variants: { avif: [480, 1600], webp: [480, 1600], jpeg: [480, 1600] },
  };
}

const data: PageDataMap['gallery'] = {
  sections: {
    lounge: [
      photo('lounge-01', 'Tables in a U-shape', 'A conference, May 2026'),
      photo('lounge-02', 'The private bar'),
    ],
    cafe: [photo('cafe-01', 'The cafe by the windows')],
    restaurant: [],
  },
  seats: { lounge: 90, cafe: 30, restaurant: 120 },
};

async function render(lang: Lang): Promise<string> {
  const root = dataRoot({ lang, pages: [{ page: 'gallery', path: '/galerie', element: <GalleryPage />, data }] });
  const handler = createStaticHandler([root]);
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en' : ''}/galerie`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

/** The markup of the element with this id, up to its closing tag. */
const element = (html: string, id: string, tag: string) =>
  new RegExp(`<${tag}[^>]*id="${id}"[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('the gallery without JavaScript', () => {
  it('links each thumbnail to its overlay, and each overlay back to the thumbnail, wrapping previous and next', async () => {
    const html = await render('en');
    expect(html).toMatch(/<li id="nahled-lounge-2"><a class="gallery__thumb" href="#foto-lounge-2"/);
    const second = element(html, 'foto-lounge-2', 'figure');
    expect(second).toContain('href="#nahled-lounge-2" aria-label="Close the viewer"');
    expect(second).toContain('href="#foto-lounge-1" aria-label="Previous photo"');
    expect(second).toContain('href="#foto-lounge-1" aria-label="Next photo"');
    expect(second).toMatch(/href="\/assets\/photos\/lounge-02-1600w\.abcdef12\.jpg">Full-size photo</);
    const only = element(html, 'foto-cafe-1', 'figure');
    expect(only).toContain('href="#foto-cafe-1" aria-label="Next photo"');
    // An empty section has neither a grid nor overlays.
    expect(html).not.toContain('foto-restaurant-');
  });

  it('writes the caption, or else the alt text, beside the counter; the alt is empty only when the caption is it', async () => {
    const html = await render('cs');
    const first = element(html, 'foto-lounge-1', 'figure');
    expect(text(/<figcaption[\s\S]*<\/figcaption>/.exec(first)?.[0] ?? '')).toBe(
      '1 / 2 Fotografie 1 z 2: A conference, May 2026',
    );
    expect(first).toMatch(/<img[^>]*alt="Tables in a U-shape"/);
    const second = element(html, 'foto-lounge-2', 'figure');
    expect(text(/<figcaption[\s\S]*<\/figcaption>/.exec(second)?.[0] ?? '')).toBe(
      '2 / 2 Fotografie 2 z 2: The private bar',
    );
    expect(second).toMatch(/<img[^>]*alt=""/);
    // The grid's thumbnails keep their alt text: they are the links' names.
    expect(html).toMatch(/href="#foto-lounge-2"[^>]*><picture[\s\S]*?alt="The private bar"/);
    // The Czech words get their no-break space after the one-letter preposition (typography.ts).
    expect(html).toContain('>Fotografie v\u00a0plné velikosti<');
  });
});

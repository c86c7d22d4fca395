// The photo that is a page's largest paint is preloaded from the head, with
// high priority, in exactly the variant its <picture> shows (same srcset, sizes and
// type), so the browser fetches it once and early; a page led by text preloads no image.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../src/lang';
import { pagePaths, type PageKey } from '../../src/page-ids';
import { createTestApp } from '../support/test-app';

const { app } = createTestApp();

/** The pages whose largest paint on a phone is a photo (Lighthouse's LCP element, measured). */
const photoLed: PageKey[] = ['home', 'feast', 'about', 'lounge'];

type Attributes = Record<string, string>;

/** An attribute value as the browser reads it (the few references React and escapeHtml write). */
const decodeHtml = (value: string) =>
  value.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[name] ?? '',
  );

/** The attributes of one tag as written by React or the shell (double-quoted, or bare). */
function attributesOf(tag: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name = '', value = ''] of tag.matchAll(/\s([a-zA-Z-:]+)(?:="([^"]*)")?/g))
    attributes[name.toLowerCase()] = decodeHtml(value);
  return attributes;
}

const tagsOf = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => attributesOf(tag));

function imagePreloads(html: string): Attributes[] {
  return tagsOf(html, 'link').filter((link) => link.rel === 'preload' && link.as === 'image');
}

/** The high-priority <img> and the <source> elements of its <picture>, in order. */
function priorityPicture(html: string): { img: Attributes; sources: Attributes[] } | null {
  for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
    const [img] = tagsOf(picture, 'img');
    if (img?.fetchpriority === 'high') return { img, sources: tagsOf(picture, 'source') };
  }
  return null;
}

const cases = (Object.keys(pagePaths) as PageKey[]).flatMap((key) =>
  (['cs', 'en'] as const).map((lang) => ({ key, lang, url: localizePath(pagePaths[key], lang) })),
);

describe('the largest paint’s photo is preloaded as the <picture> will show it', () => {
  it.each(cases.filter(({ key }) => photoLed.includes(key)))('$url', async ({ url }) => {
    const res = await request(app).get(url).expect(200);
    const head = res.text.split('</head>')[0] ?? '';
    const preloads = imagePreloads(res.text);
    expect(preloads, 'one image preload').toHaveLength(1);
    const preload = preloads[0]!;
    expect(imagePreloads(head), 'in the head').toEqual([preload]);

    const picture = priorityPicture(res.text);
    expect(picture, 'a <picture> whose <img> has fetchpriority="high"').not.toBeNull();
    const { img, sources } = picture!;
    // The browser takes the first <source> whose type it can show: AVIF, the preload's.
    expect(sources.length).toBeGreaterThan(0);
    const chosen = sources[0]!;
    expect(chosen.type).toBe('image/avif');
    expect(preload.type).toBe(chosen.type);
    expect(preload.imagesrcset).toBe(chosen.srcset);
    expect(preload.imagesrcset).toMatch(/\.avif \d+w/);
    expect(preload.imagesizes).toBe(chosen.sizes);
    expect(preload.imagesizes).toBe(img.sizes);
    expect(preload.fetchpriority).toBe('high');
    expect(img.fetchpriority).toBe('high');
    expect(img.loading).toBe('eager');
  });

  it.each(cases.filter(({ key }) => !photoLed.includes(key)))('$url preloads no image', async ({ url }) => {
    const res = await request(app).get(url).expect(200);
    expect(res.text).toContain('</head>');
    expect(imagePreloads(res.text)).toEqual([]);
  });

  it('an unknown address preloads no image', async () => {
    const res = await request(app).get('/neni-tu').expect(404);
    expect(imagePreloads(res.text)).toEqual([]);
  });
});

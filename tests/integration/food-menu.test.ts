/**
 * The food menu page by the one rule of both menu pages: our own menu
 * when food-menu.yaml has sections (and then no frame, whatever links.yaml says);
 * without sections, the frame when links.foodMenu is set; with neither, a plain
 * "not published yet" with the phone while open. The PDF link shows in every case. The
 * structured data's Menu is ours only when the menu is.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fixedContentSource } from '../../server/content/content-source';
import type { SiteContent } from '../../src/content/schema';
import { createTestApp } from '../support/test-app';
import { testContent, testLinks } from '../support/test-content';

function contentWith(foodMenu: SiteContent['foodMenu'], links: Partial<SiteContent['links']>) {
  const view = testContent.view();
  return fixedContentSource(
    { ...view.content, foodMenu, links: { ...view.content.links, ...links } },
    view.photos,
    testContent.modified(),
  );
}

const noMenu: SiteContent['foodMenu'] = { sections: [] };
const { venue } = testContent.view().content;
const tel = `href="tel:${venue.phones.restaurant.replace(/[^+\d]/g, '')}"`;

/** The page at the test app's moment (a Monday at 14:00, open), or at `now`. */
async function page(content: ReturnType<typeof contentWith> | undefined, url: string, now?: Date): Promise<string> {
  const { app } = createTestApp({ deps: { ...(content ? { content } : {}), ...(now ? { now: () => now } : {}) } });
  return (await request(app).get(url).expect(200)).text;
}

function restaurantMenu(html: string): unknown {
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const graph = (JSON.parse(json) as { '@graph': { '@type': string; hasMenu?: unknown }[] })['@graph'];
  return graph.find((node) => node['@type'] === 'Restaurant')?.hasMenu;
}

describe('the food menu page', () => {
  it('shows our own menu, the filter and the legend, and no frame although one is set', async () => {
    const html = await page(undefined, '/jidelni-listek');
    expect(html).toContain('class="food-sections"');
    expect(html).toContain('id="food-without-1"');
    expect(html).toContain('značení alergenů');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('data-src=');
    expect(html).toContain(`href="${testLinks.foodMenuPdf}"`);
    expect(restaurantMenu(html)).toMatchObject({ '@type': 'Menu', name: 'Jídelní lístek', inLanguage: 'cs' });
  });

  it('without sections of its own, embeds the frame, with the PDF', async () => {
    const html = await page(contentWith(noMenu, {}), '/en/jidelni-listek');
    expect(html).toContain(`data-src="${testLinks.foodMenu}"`);
    expect(html).not.toContain('class="food-sections"');
    expect(html).not.toContain('id="allergen-legend-title"');
    expect(html).toContain(`href="${testLinks.foodMenuPdf}"`);
    // The frame's menu is not ours to describe: the Restaurant names the page only.
    expect(restaurantMenu(html)).toMatch(/\/en\/jidelni-listek$/);
  });

  it('with neither, says plainly the menu is not published and gives the phone; the PDF when set', async () => {
    for (const [lang, url, words] of [
      ['cs', '/jidelni-listek', 'Jídelní lístek tu zatím nezveřejňujeme'],
      ['en', '/en/jidelni-listek', 'Our Food Menu is not published here yet'],
    ] as const) {
      const html = await page(contentWith(noMenu, { foodMenu: null, foodMenuPdf: null }), url);
      expect(html, lang).toContain(words);
      expect(html, lang).toContain(tel);
      expect(html, lang).not.toContain('<iframe');
      expect(html, lang).not.toContain('food.pdf');
      const withPdf = await page(contentWith(noMenu, { foodMenu: null }), url);
      expect(withPdf, lang).toContain(`href="${testLinks.foodMenuPdf}"`);
      expect(withPdf, lang).toContain(words);
    }
  });

  it('with neither while the restaurant is closed: says so, and asks nobody to phone', async () => {
    const content = contentWith(noMenu, { foodMenu: null, foodMenuPdf: null });
    // Monday 15 June 2026, 22:30 in Prague (summer time): closed since 22:00.
    const late = new Date('2026-06-15T20:30:00Z');
    for (const [lang, url, words, call] of [
      ['cs', '/jidelni-listek', 'Jídelní lístek tu zatím nezveřejňujeme', 'rádi řekneme po telefonu'],
      ['en', '/en/jidelni-listek', 'Our Food Menu is not published here yet', 'Give us a call'],
    ] as const) {
      // The card itself (the footer and the call bar give the numbers on every page).
      const card = (html: string) => /class="card embedded-frame-placeholder">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
      const closed = card(await page(content, url, late));
      expect(closed, lang).toContain(words);
      expect(closed, lang).not.toContain(call);
      expect(closed, lang).not.toContain('href="tel:');
      const open = card(await page(content, url));
      expect(open, lang).toContain(call);
      expect(open, lang).toContain(tel);
    }
  });

  it('only the food menu page carries the menu in the structured data; the others name its page', async () => {
    expect(restaurantMenu(await page(undefined, '/kontakt'))).toMatch(/\/jidelni-listek$/);
  });
});

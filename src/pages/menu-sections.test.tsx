/**
 * The long menus' sections on the server's HTML: the food menu's section that goes on in the
 * second column carries its title there ("Hlavní jídla – pokračování", hidden from screen
 * readers, who hear the section once), where the page's data says the columns part; and the
 * food and drinks menus' jump links lead to their sections' elements, with no JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageDataMap } from '../content/page-data';
import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import { dataRoot, samplePages, sampleSite } from '../test-support/site-data';
import { DrinksPage } from './drinks';
import { FoodMenuPage } from './food-menu';

async function render(page: PageKey, path: string, element: React.ReactNode, lang: Lang, data: unknown) {
  const handler = createStaticHandler([
    dataRoot({ lang, site: sampleSite(lang), pages: [{ page, path, element, data }] }),
  ]);
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en' : ''}${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return html;
}

interface Element {
  tag: string;
  attributes: Record<string, string>;
  /** The text up to the next tag. */
  text: string;
}

/** The HTML's elements in order, each with its attributes and the text right after its tag (enough for this markup). */
function elements(html: string): Element[] {
  return html
    .split('<')
    .slice(1)
    .filter((part) => !part.startsWith('/') && !part.startsWith('!'))
    .map((part) => {
      const end = part.indexOf('>');
      const [tag = '', ...pairs] = part.slice(0, end).split(' ');
      const attributes = Object.fromEntries(
        pairs
          .join(' ')
          .split('" ')
          .map((pair) => {
            const [name = '', value = ''] = pair.split('="');
            return [name, value.replace(/"$/, '')];
          }),
      );
      return { tag, attributes, text: part.slice(end + 1).replace(/\u00a0/g, ' ') };
    });
}

const byClass = (html: string, name: string) =>
  elements(html).filter((element) => element.attributes.class?.split(' ').includes(name));
const byId = (html: string, id: string) => elements(html).find((element) => element.attributes.id === id);

const food = (lang: Lang, columnBreak: PageDataMap['foodMenu']['columnBreak']) =>
  render('foodMenu', '/jidelni-listek', <FoodMenuPage />, lang, { ...samplePages(lang).foodMenu, columnBreak });

/** Each section's title, its dishes' names and the title again where it goes on, in the HTML's order. */
function outline(html: string): string[][] {
  const sections: string[][] = [];
  for (const element of elements(html)) {
    const classes = element.attributes.class?.split(' ') ?? [];
    if (element.tag === 'section' && classes.includes('food-section')) sections.push([]);
    else if (classes.includes('food-section__continued')) sections.at(-1)?.push(`[${element.text}]`);
    else if (classes.includes('food-section__title') || classes.includes('price-list__name'))
      sections.at(-1)?.push(element.text);
  }
  return sections;
}

describe('the food menu’s section that goes on in the next column', () => {
  it('carries its title there, in each language, hidden from screen readers', async () => {
    const cs = await food('cs', { section: 1, item: 1 });
    expect(outline(cs)).toEqual([
      ['Předkrmy', 'Tatarák'],
      ['Hlavní jídla', 'Kari', '[Hlavní jídla – pokračování]', 'Smažený sýr', 'Losos'],
    ]);
    const [continued, ...more] = byClass(cs, 'food-section__continued');
    expect(more).toEqual([]);
    expect(continued?.tag).toBe('p');
    expect(continued?.attributes['aria-hidden']).toBe('true');
    // One section for a screen reader, named by its one heading; its dishes in two lists.
    expect(byId(cs, 'mains')?.attributes['aria-labelledby']).toBe('food-mains');
    expect(byClass(cs, 'price-list')).toHaveLength(3);

    const en = await food('en', { section: 1, item: 2 });
    expect(outline(en)[1]).toEqual(['Main courses', 'Curry', 'Fried cheese', '[Main courses, continued]', 'Salmon']);
  });

  it('is not repeated where whole sections part, nor where nothing does', async () => {
    const whole = await food('cs', { section: 1, item: 0 });
    expect(byClass(whole, 'food-section__continued')).toEqual([]);
    expect(byClass(whole, 'food-section--next-column').map((section) => section.attributes.id)).toEqual(['mains']);
    const none = await food('cs', null);
    expect([...byClass(none, 'food-section__continued'), ...byClass(none, 'food-section--next-column')]).toEqual([]);
  });
});

describe('the long menus’ jump links', () => {
  it('lead to each of the food menu’s sections, named in the page’s language', async () => {
    for (const lang of ['cs', 'en'] as const) {
      const html = await food(lang, null);
      const [nav] = byClass(html, 'menu-jump');
      expect(nav?.attributes['aria-label']).toBe(lang === 'cs' ? 'Oddíly jídelního lístku' : 'Food Menu sections');
      const links = byClass(html, 'menu-jump__link');
      expect(links.map((link) => link.text)).toEqual(
        samplePages(lang).foodMenu.sections.map((section) => section.title),
      );
      for (const link of links)
        expect(byId(html, link.attributes.href!.slice(1))?.attributes.class).toBe('card food-section');
    }
  });

  it('lead to each of the drinks menu’s categories', async () => {
    for (const lang of ['cs', 'en'] as const) {
      const html = await render('drinks', '/napojovy-listek', <DrinksPage />, lang, samplePages(lang).drinks);
      const [nav] = byClass(html, 'menu-jump');
      expect(nav?.attributes['aria-label']).toBe(lang === 'cs' ? 'Oddíly nápojového lístku' : 'Drink Menu sections');
      const links = byClass(html, 'menu-jump__link');
      expect(links.map((link) => link.text)).toEqual([lang === 'cs' ? 'Pivo a cider' : 'Beer and cider']);
      for (const link of links) expect(byId(html, link.attributes.href!.slice(1))?.text).toBe(link.text);
    }
  });
});

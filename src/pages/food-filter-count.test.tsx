/**
 * The food menu's filter as the server renders it (src/components/menus/food-menu-view.tsx):
 * how many dishes are shown, on screen beside the link to them, as the page's one live region;
 * for the choice a GET of the filter submitted (without JavaScript), with its boxes ticked, the
 * filter open and its reset a link to the page without the choice; an unknown value in the
 * address is no choice.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dishesShown, type FoodFilter } from '../components/menus/food-filter';
import type { Lang } from '../lang';
import { dataRoot, samplePages } from '../test-support/site-data';
import { FoodMenuPage } from './food-menu';

async function render(lang: Lang, search = '', data = samplePages(lang).foodMenu): Promise<string> {
  const path = '/jidelni-listek';
  const handler = createStaticHandler([
    dataRoot({
      lang,
      pages: [{ page: 'foodMenu', path, element: <FoodMenuPage />, data }],
    }),
  ]);
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en' : ''}${path}${search}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return html.replace(/<!-- -->/g, '').replace(/\u00a0|&nbsp;|&#xa0;/gi, ' ');
}

const counted = (lang: Lang, filter: FoodFilter) => dishesShown(samplePages(lang).foodMenu.sections, filter);

/** The page's live regions (their opening tag to their text), and the tags of the boxes ticked. */
function read(html: string) {
  return {
    live: [...html.matchAll(/<([a-z]+)\b[^>]*\b(?:role="(?:status|alert|log)"|aria-live="[a-z]+")[^>]*>([^<]*)/g)].map(
      ([, , text]) => text,
    ),
    ticked: [...html.matchAll(/<input[^>]*\bid="(food-[a-z0-9-]+)"[^>]*>/g)]
      .filter(([tag]) => /\bchecked=""/.test(tag))
      .map(([, id]) => id),
  };
}

describe('the food filter on the server', () => {
  it('shows the count of all dishes beside the link to them, in one live region, with no choice', async () => {
    const all = counted('cs', { without: [], only: [] });
    expect(all.total).toBeGreaterThan(3);
    const html = await render('cs');
    expect(read(html).live).toEqual([`Zobrazená jídla: ${all.total} z ${all.total}`]);
    expect(html).toMatch(
      /<p class="food-filter__count" role="status">[^<]*<\/p><a class="button food-filter__show" href="#food-dishes">Zobrazit jídla<\/a>/,
    );
    // The link leads to the dishes; the form is a GET to the page at them; nothing is ticked, the filter folded.
    expect(html).toContain('<div class="food-sections" id="food-dishes">');
    expect(html.match(/<form id="food-filter"[^>]*>/)?.[0]).toMatch(
      /action="\/jidelni-listek#food-dishes" method="get"/,
    );
    expect(read(html).ticked).toEqual([]);
    expect(html).not.toMatch(/<details[^>]*open/);
    // Without JavaScript its button submits a changed choice (the CSS shows it then); reset is the form's own.
    expect(html).toMatch(/<button type="submit" class="button food-filter__submit">Zobrazit jídla<\/button>/);
    expect(html).toMatch(/<button type="reset" form="food-filter" class="button button--outline food-filter__reset">/);
  });

  it('renders a submitted choice: its count, its boxes ticked, the filter open, reset a link to the page without it', async () => {
    const filter: FoodFilter = { without: [1, 7], only: ['vegetarian'] };
    const { shown, total } = counted('en', filter);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    const html = await render('en', '?without=7&without=1&only=vegetarian#ignored');
    expect(read(html).live).toEqual([`Showing ${shown} of ${total} dishes`]);
    expect(read(html).ticked.sort()).toEqual(['food-only-vegetarian', 'food-without-1', 'food-without-7']);
    expect(html).toMatch(/<details class="food-filter__details" open="">/);
    expect(html).toMatch(/<form id="food-filter"[^>]*action="\/en\/jidelni-listek#food-dishes"/);
    expect(html).toContain('<a class="button food-filter__show" href="#food-dishes">Show dishes</a>');
    expect(html).toContain(
      '<a class="button button--outline food-filter__reset" href="/en/jidelni-listek#food-filter">Clear filters</a>',
    );
    expect(html).not.toContain('type="reset"');
  });

  it('says when no dish is left, and takes nothing unknown in the address for a choice', async () => {
    // Every dish of the sample with allergen 1 (the sample has no choice that leaves none: some vegan dishes have no allergen).
    const menu = samplePages('cs').foodMenu;
    const withGluten = {
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        items: section.items.map((item) => ({ ...item, allergens: [1, ...item.allergens.filter((n) => n !== 1)] })),
      })),
    };
    const none = await render('cs', '?without=1', withGluten);
    expect(read(none).live).toEqual(['Vašemu výběru neodpovídá žádné jídlo.']);

    const all = counted('cs', { without: [], only: [] });
    const odd = await render('cs', '?without=99&without=1x&without=&only=carnivore&only=VEGAN&x=%3Cb%3E');
    expect(read(odd).live).toEqual([`Zobrazená jídla: ${all.total} z ${all.total}`]);
    expect(read(odd).ticked).toEqual([]);
  });
});

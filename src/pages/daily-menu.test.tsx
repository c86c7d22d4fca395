/**
 * The daily menu page at chosen moments (the render's moment, as the server and
 * the hydration use it): today's lunch, lunch over and the next day, the weekend,
 * a closed day, and decision 0014's fallbacks (the frame, or the plain notice
 * with the phone) when nothing of ours is published.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageDataMap, SiteData } from '../content/page-data';
import type { Lang } from '../lang';
import { lunchDay } from '../lunch/lunch-days.test-support';
import { dataRoot, samplePages, sampleSite } from '../test-support/site-data';
import { DailyMenuPage } from './daily-menu';

async function render(
  lang: Lang,
  now: Date,
  data?: PageDataMap['dailyMenu'],
  links: Partial<SiteData['links']> = {},
): Promise<string> {
  const site = sampleSite(lang);
  const root = dataRoot({
    lang,
    now,
    site: { ...site, links: { ...site.links, ...links } },
    pages: [
      { page: 'dailyMenu', path: '/denni-menu', element: <DailyMenuPage />, data: data ?? samplePages(lang).dailyMenu },
    ],
  });
  const handler = createStaticHandler([root]);
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en' : ''}/denni-menu`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n\r\u00a0]+/g, ' ');
const prague = (local: string) => new Date(`${local}+01:00`);

describe('the daily menu page', () => {
  it('before lunch: today’s menu with its serving time, soups and numbered mains with amount, price, diet and allergens', async () => {
    const html = await render('cs', prague('2026-11-25T09:30:00'));
    const page = text(html);
    expect(page).toContain('Dnešní menu');
    expect(page).toContain('Středa 25. listopadu 2026');
    expect(page).toContain('Dnes podáváme od 11:00 do 14:00.');
    expect(page).toContain('Česnečka (2026-11-25)');
    expect(page).toContain('Menu 1: Svíčková na smetaně');
    expect(page).toContain('Menu 2: Rizoto s houbami');
    expect(page).toMatch(/150 g 189 Kč/);
    expect(page).toContain('vegetariánské · bez lepku');
    expect(page).toContain('Vhodné pro vegetariány, bezlepkovou dietu');
    expect(html).toContain('Alergeny: 1, 3, 7, 9, 10');
    // The rest of the week, each with its date; the legend; the intro card; the feed link.
    expect(page).toContain('Další dny tohoto týdne');
    expect(page).toContain('Čtvrtek 26. listopadu 2026');
    expect(page).toContain('Pátek 27. listopadu 2026');
    expect(page).not.toContain('Pondělí 30. listopadu 2026');
    expect(html).toContain('id="allergen-legend-title"');
    expect(page).toContain('Čerstvé menu každý všední den');
    expect(html).toContain('href="/denni-menu.atom"');
    // No frame, no subscribe card without its link.
    expect(html).not.toContain('embedded-frame');
    expect(page).not.toContain('Přihlásit se k odběru');
  });

  it('while served, and after: lunch is over for today and the next published day follows', async () => {
    expect(text(await render('en', prague('2026-11-25T12:00:00')))).toContain('Serving now, until 14:00.');
    const over = text(await render('cs', prague('2026-11-25T14:00:00')));
    expect(over).toContain('Dnešní polední menu už skončilo.');
    expect(over).toContain('Nejbližší polední menu');
    expect(over).toContain('Čtvrtek 26. listopadu 2026');
    expect(over).toContain('Podáváme 11:00–\u206014:00');
    const en = text(await render('en', prague('2026-11-25T14:00:00')));
    expect(en).toContain('Lunch is over for today.');
    expect(en).toContain('Thursday, November 26, 2026');
  });

  it('at the weekend and on a closed day: says so plainly and links the food menu', async () => {
    const weekend = await render('cs', prague('2026-11-28T12:00:00'));
    expect(text(weekend)).toContain('O víkendu polední menu nepodáváme.');
    expect(weekend).toContain('href="/jidelni-listek"');
    expect(text(weekend)).toContain('Pondělí 30. listopadu 2026');
    const closed = await render('en', prague('2026-12-24T11:00:00'), { days: [lunchDay('2026-12-28', 'en')] });
    expect(text(closed)).toContain('We are closed today – Christmas Eve.');
    expect(closed).toContain('href="/en/jidelni-listek"');
    expect(text(closed)).toContain('Monday, December 28, 2026');
  });

  it('shows the subscribe card only while its link is set', async () => {
    const html = await render('cs', prague('2026-11-25T09:30:00'), undefined, {
      menuSubscribe: 'https://menu.example.com/subscribe',
    });
    expect(html).toContain('href="https://menu.example.com/subscribe"');
    expect(text(html)).toContain('Přihlásit se k odběru');
  });

  it('with nothing published from today on: the spec’s frame when its address is set (decision 0014)', async () => {
    const html = await render('cs', prague('2026-12-01T09:00:00'), undefined, {
      dailyMenu: 'https://menu.example.com/daily',
    });
    expect(html).toContain('data-src="https://menu.example.com/daily"');
    expect(text(html)).not.toContain('Dnešní menu');
    expect(html).not.toContain('.atom');
  });

  it('with neither: the menu is not published yet, and the phone as a tel: link', async () => {
    for (const lang of ['cs', 'en'] as const) {
      const html = await render(lang, prague('2026-12-01T09:00:00'), { days: [] });
      expect(text(html)).toContain(
        lang === 'cs' ? 'Denní menu zatím není zveřejněné' : 'The Daily Menu is not published yet',
      );
      expect(html).toContain('href="tel:+420000000001"');
      expect(html).not.toContain('<iframe');
    }
  });
});

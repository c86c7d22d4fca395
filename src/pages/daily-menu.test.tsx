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
const serving = { from: '11:00', until: '14:00' };
/** Whether the page's lunch section offers a call (the print imprint and the layout have the number anyway). */
const callIn = (html: string) => /class="lunch-menu[^"]*"[\s\S]*href="tel:/.test(html);

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
    expect(page).toContain('Vhodné pro vegetariány a bezlepkovou dietu');
    expect(html).toContain('Alergeny: 1, 3, 7, 9, 10');
    // The rest of the week, each with its date; the legend; the intro card; the feed link.
    expect(page).toContain('Další dny tohoto týdne');
    expect(page).toContain('Čtvrtek 26. listopadu 2026');
    expect(page).toContain('Pátek 27. listopadu 2026');
    expect(page).not.toContain('Pondělí 30. listopadu 2026');
    expect(html).toContain('id="allergen-legend-title"');
    expect(page).toContain('Čerstvé menu každý všední den');
    expect(html).toContain('href="/denni-menu.atom"');
    // No frame; without the external page's link, the card holds our own form (posted to our server).
    expect(html).not.toContain('embedded-frame');
    expect(html).toMatch(/<form[^>]*action="\/denni-menu\/odber"/);
    expect(page).toContain('Chci každý všední den dostávat polední menu e-mailem');
  });

  it('while served, and after: lunch is over for today and the next published day follows', async () => {
    const english = text(await render('en', prague('2026-11-25T12:00:00')));
    expect(english).toContain('Serving now, until 14:00.');
    // A dish's diets as a sentence lists them, in each language ("a", "and"; no bare comma).
    expect(english).toContain('Suitable for vegetarians and a gluten-free diet');
    const over = text(await render('cs', prague('2026-11-25T14:00:00')));
    expect(over).toContain('Dnešní polední menu už skončilo.');
    expect(over).toContain('Nejbližší polední menu');
    expect(over).toContain('Čtvrtek 26. listopadu 2026');
    expect(over).toContain('Podáváme 11:00–\u206014:00');
    const en = text(await render('en', prague('2026-11-25T14:00:00')));
    expect(en).toContain('Lunch is over for today.');
    expect(en).toContain('Thursday, November 26, 2026');
  });

  it('shows the subscribe card only while its link is set', async () => {
    const html = await render('cs', prague('2026-11-25T09:30:00'), undefined, {
      menuSubscribe: 'https://menu.example.com/subscribe',
    });
    expect(html).toContain('href="https://menu.example.com/subscribe"');
    expect(text(html)).toContain('Přihlásit se k odběru');
  });

  it('with nothing published from today on: the day’s state, then the spec’s frame when its address is set (decision 0014)', async () => {
    const links = { dailyMenu: 'https://menu.example.com/daily' };
    const open = await render('cs', prague('2026-12-01T12:00:00'), { days: [], serving }, links);
    expect(open).toContain('data-src="https://menu.example.com/daily"');
    // The frame may show today's menu: no "not published", no call; the food menu still linked.
    expect(text(open)).not.toContain('zatím není zveřejněné');
    expect(callIn(open)).toBe(false);
    expect(open).toContain('href="/jidelni-listek"');
    expect(open).not.toContain('.atom');
    const closed = text(await render('en', prague('2026-12-24T12:00:00'), { days: [], serving }, links));
    expect(closed).toContain('We are closed today – Christmas Eve.');
    expect(closed.indexOf('We are closed today')).toBeLessThan(closed.indexOf("Today's menu"));
  });
});

/**
 * The day's state comes first, whether or not a later day is published.
 * Each state at a moment, in both languages, with no day published and with one
 * ahead: its words, the food menu's link, and a call only for a lunch not published
 * yet while the restaurant is open.
 */
/** The food menu's sentence as the page writes it: its link inside (the Czech no-break space after `z`). */
const foodMenuSentence: Record<Lang, string> = {
  cs: 'Kdykoli máme otevřeno, můžete si vybrat z\u00a0našeho <a href="/jidelni-listek">jídelního lístku</a>.',
  en: 'Whenever we&#x27;re open, you can order from our <a href="/en/jidelni-listek">Food Menu</a>.',
};

describe('the daily menu page’s day states, with and without a published day ahead', () => {
  interface Case {
    state: string;
    at: string;
    /** A published day after today (the "with" run), or today's own lunch for "over". */
    ahead: string;
    today?: string;
    says: Record<Lang, string[]>;
    call: boolean;
  }
  const cases: Case[] = [
    {
      state: 'closed (Christmas Eve, a holiday), named, with the day we open again',
      at: '2026-12-24T12:00:00',
      ahead: '2026-12-28',
      says: {
        cs: ['Dnes máme zavřeno – Štědrý den.', 'Znovu otevíráme 27. prosince 2026 v 10:00.'],
        en: ['We are closed today – Christmas Eve.', 'We reopen on December 27, 2026 at 10:00.'],
      },
      call: false,
    },
    {
      state: 'closed (St. Stephen’s Day), opening again tomorrow',
      at: '2026-12-26T11:00:00',
      ahead: '2026-12-28',
      says: {
        cs: ['Dnes máme zavřeno – 2. svátek vánoční.', 'Znovu otevíráme zítra v 10:00.'],
        en: ["We are closed today – St. Stephen's Day.", 'We reopen tomorrow at 10:00.'],
      },
      call: false,
    },
    {
      state: 'the weekend, Saturday at noon (open)',
      at: '2026-11-28T12:00:00',
      ahead: '2026-11-30',
      says: {
        cs: ['Polední menu podáváme v pondělí až pátek, o víkendu ne.'],
        en: ['We serve the lunch menu Monday through Friday, not on weekends.'],
      },
      call: false,
    },
    {
      state: 'the weekend, Sunday at 22:30 (closed)',
      at: '2026-11-29T22:30:00',
      ahead: '2026-11-30',
      says: {
        cs: ['Polední menu podáváme v pondělí až pátek, o víkendu ne.'],
        en: ['We serve the lunch menu Monday through Friday, not on weekends.'],
      },
      call: false,
    },
    {
      state: 'lunch over for today (nothing published: after the usual serving time)',
      at: '2026-12-01T15:00:00',
      ahead: '2026-12-02',
      says: { cs: ['Dnešní polední menu už skončilo.'], en: ['Lunch is over for today.'] },
      call: false,
    },
    {
      state: 'lunch over for today (today’s lunch served)',
      at: '2026-12-01T15:00:00',
      today: '2026-12-01',
      ahead: '2026-12-02',
      says: { cs: ['Dnešní polední menu už skončilo.'], en: ['Lunch is over for today.'] },
      call: false,
    },
    {
      state: 'not published yet on an open weekday, open now',
      at: '2026-12-01T10:30:00',
      ahead: '2026-12-02',
      says: {
        cs: ['Dnešní polední menu zatím není zveřejněné.', 'Co dnes vaříme, vám rádi řekneme po telefonu.'],
        en: [
          "Today's lunch menu is not published yet.",
          "Give us a call and we'll gladly tell you what's cooking today.",
        ],
      },
      call: true,
    },
    {
      state: 'not published yet on an open weekday, before opening',
      at: '2026-12-01T08:00:00',
      ahead: '2026-12-02',
      says: { cs: ['Dnešní polední menu zatím není zveřejněné.'], en: ["Today's lunch menu is not published yet."] },
      call: false,
    },
  ];

  describe.each(['cs', 'en'] as const)('%s', (lang) => {
    const prefix = lang === 'en' ? '/en' : '';
    it.each(cases)('$state', async ({ at, ahead, today, says, call }) => {
      const without = today ? [lunchDay(today, lang)] : [];
      for (const days of [without, [...without, lunchDay(ahead, lang)]]) {
        const label = `${days.length} day(s) published`;
        const html = await render(lang, prague(at), { days, serving });
        const page = text(html);
        for (const words of says[lang]) expect(page, label).toContain(words);
        // The state comes before any day ahead; every state links the food menu.
        const next = page.indexOf(lang === 'cs' ? 'Nejbližší polední menu' : 'Next lunch menu');
        expect(next, label).toBeGreaterThan(page.indexOf(says[lang][0]!));
        expect(html, label).toContain(`href="${prefix}/jidelni-listek"`);
        // The food menu is named once, its link inside the one sentence (not repeated after it).
        const notice = /<div class="lunch-menu__notice">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
        expect(notice, label).toContain(foodMenuSentence[lang]);
        expect(text(notice).match(/jídelní|food menu/gi), label).toHaveLength(1);
        expect(callIn(html), label).toBe(call);
        if (call) expect(html, label).toContain('href="tel:+420000000001"');
        // The published day ahead is shown in full after the state; without it, "not published yet".
        const nextNone =
          lang === 'cs' ? 'Další polední menu zatím nemáme zveřejněné.' : 'The next lunch menu is not published yet.';
        if (days.some((day) => day.date === ahead)) expect(html, label).toContain(`id="menu-${ahead}"`);
        else expect(page, label).toContain(nextNone);
        // Never the old fallback with its phone card.
        expect(html, label).not.toContain('embedded-frame-placeholder');
      }
    });
  });
});

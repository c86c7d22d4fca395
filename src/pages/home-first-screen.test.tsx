import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { CallBook } from '../components/layout/call-book';
import type { SiteData } from '../content/page-data';
import type { Lang } from '../lang';
import { dataRoot, sampleSite, samplePages } from '../test-support/site-data';
import { HomePage } from './home';

interface Options {
  lang?: Lang;
  /** The home page's data (the sample's, with its lunch on 23 and 24 November 2026, by default). */
  data?: unknown;
  site?: SiteData;
}

/** The home page (or the Call/Book bar) at a Prague moment, as the server renders it. */
async function render(
  element: React.ReactNode,
  local: string,
  { lang = 'cs', data, site }: Options = {},
): Promise<string> {
  const now = new Date(`${local}+01:00`);
  const handler = createStaticHandler([
    dataRoot({ lang, now, site, pages: [{ page: 'home', path: '/', element, data }] }),
  ]);
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en' : '/'}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

// Markup out, comments out, no-break spaces as spaces.
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n\r\u00a0]+/g, ' ');
const home = (local: string, options?: Options) => render(<HomePage />, local, options);
/** The hero: the first screen's content (the welcome below it repeats the week). */
const hero = (html: string) => text(html.slice(0, html.indexOf('</section>', html.indexOf('home-hero__features'))));

describe("the home page's first screen", () => {
  it("open now, with the usual week, and today's lunch in brief: soup and numbered mains with prices, linking the daily menu", async () => {
    const html = await home('2026-11-23T12:00:00');
    const first = hero(html);
    expect(first).toContain('Otevřeno do 22:00 Denně 10:00–\u206022:00');
    expect(html).toContain('home-status home-status--open');
    expect(first).toContain('Dnes k obědu 11:00–\u206014:00');
    expect(first).toContain('Polévka Hovězí vývar s nudlemi 45 Kč');
    expect(first).toContain('1. Svíčková na smetaně, houskový knedlík 189 Kč');
    expect(first).toContain('2. Smažený sýr, hranolky 169 Kč');
    expect(html).toMatch(/<a class="lunch-brief__more" href="\/denni-menu">Celé denní menu<\/a>/);
    // Nothing of tomorrow's yet.
    expect(first).not.toContain('Česnečka');
  });

  it('in English, at the English paths', async () => {
    const html = await home('2026-11-23T12:00:00', { lang: 'en' });
    expect(hero(html)).toContain(
      "Open now until 22:00 Daily 10:00–\u206022:00 Evropská 000 Getting here Today's lunch 11:00–\u206014:00 Soup Beef broth with noodles 45 CZK",
    );
    expect(html).toContain('href="/en/denni-menu">See the full Daily Menu</a>');
    expect(html).toContain('href="/en/kontakt#rezervace">Book a table</a>');
  });

  it("opens later today; after today's serving time, tomorrow's lunch", async () => {
    expect(hero(await home('2026-11-23T09:00:00'))).toContain(
      'Otevíráme v 10:00 Denně 10:00–\u206022:00 Evropská 000 Jak se k nám dostanete Dnes k obědu',
    );
    const afternoon = hero(await home('2026-11-23T14:00:00'));
    expect(afternoon).toContain(
      'Zítra k obědu 11:00–\u206014:00 Polévka Česnečka 42 Kč 1. Hovězí guláš, houskový knedlík 185 Kč',
    );
    expect(afternoon).not.toContain('Svíčková');
  });

  it('shows no lunch when none is published', async () => {
    const html = await home('2026-11-23T12:00:00', { data: { ...samplePages('cs').home, lunch: [] } });
    expect(html).not.toContain('lunch-brief');
    expect(hero(html)).toContain('Otevřeno do 22:00');
  });

  it("closed today for an exception: its name and the next opening, in the hero and beside the week's hours", async () => {
    const html = await home('2026-12-24T12:00:00');
    expect(html).toContain('<p class="home-status">');
    expect(hero(html)).toContain('Dnes zavřeno – Štědrý den Otevíráme 27. prosince 2026 v 10:00');
    expect(hero(html)).not.toContain('Denně 10:00–\u206022:00');
    expect(text(html)).toContain('Otevírací doba Denně 10:00–\u206022:00 Dnes zavřeno – Štědrý den');
  });

  it("closing early: today's hours named instead of the usual week", async () => {
    const html = await home('2026-12-31T12:00:00', { lang: 'en' });
    expect(hero(html)).toContain("Open now until 18:00 New Year's Eve: open 10:00–\u206018:00 today");
    expect(hero(html)).not.toContain('Daily 10:00–\u206022:00');
  });

  it('Call and Book, each one tap away: the phone and the table request (or the booking partner)', async () => {
    const html = await home('2026-11-23T12:00:00');
    expect(html).toContain('<a class="home-hero__call" href="tel:+420000000001">');
    expect(text(html)).toContain('Zavolat +420 000 000 001');
    expect(html).toContain('href="/kontakt#rezervace">Rezervovat stůl</a>');
  });

  it("books a table with the hero's one filled button, the menus outlined beside it, in both languages", async () => {
    const row = (html: string) => /<div class="button-row">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(row(await home('2026-11-23T12:00:00'))).toBe(
      '<a class="button" href="/kontakt#rezervace">Rezervovat stůl</a>' +
        '<a class="button button--light" href="/denni-menu">Denní menu</a>' +
        '<a class="button button--light" href="/jidelni-listek">Jídelní lístek</a>',
    );
    expect(row(await home('2026-11-23T12:00:00', { lang: 'en' }))).toBe(
      '<a class="button" href="/en/kontakt#rezervace">Book a table</a>' +
        '<a class="button button--light" href="/en/denni-menu">Daily Menu</a>' +
        '<a class="button button--light" href="/en/jidelni-listek">Food Menu</a>',
    );
  });
});

describe('the Call/Book bar of every page', () => {
  it('has the phone (its number and the word) and Book, to the table request', async () => {
    const html = await render(<CallBook />, '2026-11-23T12:00:00');
    expect(html).toContain('<a class="call-book__call" href="tel:+420000000001">');
    expect(text(html)).toContain('Zavolat +420 000 000 001 Rezervovat stůl');
    expect(html).toContain('<a class="button call-book__book" href="/kontakt#rezervace">Rezervovat stůl</a>');
  });

  it('leads Book to the booking partner when links.yaml names one, in a new tab', async () => {
    const site = sampleSite('en', {
      links: { ...sampleSite('en').links, reservation: 'https://reservations.example.com/ballon' },
    });
    const html = await render(<CallBook />, '2026-11-23T12:00:00', { lang: 'en', site });
    expect(html).toContain(
      '<a class="button call-book__book" href="https://reservations.example.com/ballon" target="_blank" rel="noopener">Book a table',
    );
    expect(text(html)).toContain('Call +420 000 000 001 Book a table (opens in a new tab)');
  });
});

describe('getting here, on the home page', () => {
  /** The home page's data with other trams (the sample's stop, lines 20 and 26 by default). */
  const withTram = (lang: Lang, lines: number[]) => {
    const data = samplePages(lang).home;
    return { ...data, transport: { ...data.transport, tram: { ...data.transport.tram, lines } } };
  };
  /** The directions section, from its opening tag to its end. */
  const directions = (html: string) => {
    const start = html.indexOf('<section id="cesta"');
    expect(start, 'the directions section has its anchor').toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('</section>', start));
  };
  /** The links of a list of maps: each one's service, href, target and rel. */
  const mapLinksOf = (html: string) =>
    [
      ...html.matchAll(
        /<a class="button button--outline" href="([^"]+)" target="([^"]+)" rel="([^"]+)" data-map="(\w+)">/g,
      ),
    ].map(([, href = '', target = '', rel = '', service = '']) => ({
      service,
      href: href.replace(/&amp;/g, '&'),
      target,
      rel,
    }));

  it.each([
    [
      'cs',
      [
        'Jak se k nám dostanete',
        'Evropská 000 160 00 Praha 6 – Vokovice',
        'Stanice metra Nádraží Veleslavín (linka A) je odsud asi 5 minut pěšky.',
        'Tramvaje č. 20 a 26 staví na zastávce Nádraží Veleslavín.',
        'Navigovat',
        'Mapy.cz (otevře se na nové kartě)',
        'Mapy Google (otevře se na nové kartě)',
      ],
    ],
    [
      'en',
      [
        'Getting here',
        'Evropská 000 160 00 Praha 6 – Vokovice',
        'Take metro line A to Nádraží Veleslavín – about a 5-minute walk away.',
        'Trams 20 and 26 stop at Nádraží Veleslavín.',
        'Get directions',
        'Mapy.cz (opens in a new tab)',
        'Google Maps (opens in a new tab)',
      ],
    ],
  ] as const)('in %s: the address, the metro, the trams and links that navigate there', async (lang, phrases) => {
    const html = directions(await home('2026-11-23T12:00:00', { lang }));
    const words = text(html);
    expect(phrases.filter((phrase) => !words.includes(phrase))).toEqual([]);
    // Mapy.cz and Google Maps at the content's position (50.0985, 14.3433), each in a new tab that is not told where from.
    const links = mapLinksOf(html);
    expect(links.map((link) => link.service)).toEqual(['mapy', 'google']);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    const mapy = new URL(links[0]!.href);
    expect(mapy.hostname).toBe('mapy.cz');
    expect(mapy.searchParams.get('center')).toBe('14.343300,50.098500');
    const google = new URL(links[1]!.href);
    expect(google.hostname).toBe('www.google.com');
    expect(google.searchParams.get('query')).toBe('50.098500,14.343300');
  });

  it('names one tram line in the singular', async () => {
    expect(text(await home('2026-11-23T12:00:00', { data: withTram('cs', [26]) }))).toContain(
      'Tramvaj č. 26 staví na zastávce Nádraží Veleslavín.',
    );
    expect(text(await home('2026-11-23T12:00:00', { lang: 'en', data: withTram('en', [4, 20, 26]) }))).toContain(
      'Trams 4, 20 and 26 stop at Nádraží Veleslavín.',
    );
  });

  it('is one tap from the first screen: the street under whether it is open, linking down to it', async () => {
    for (const lang of ['cs', 'en'] as const) {
      const html = await home('2026-11-23T12:00:00', { lang });
      const first = html.slice(html.indexOf('home-hero__where'), html.indexOf('lunch-brief'));
      expect(text(first)).toContain(
        lang === 'cs' ? 'Evropská 000 Jak se k nám dostanete' : 'Evropská 000 Getting here',
      );
      expect(first).toContain('href="#cesta"');
      // Above today's lunch: in the hero's first lines, whatever the lunch's length.
      expect(html.indexOf('home-hero__where')).toBeLessThan(html.indexOf('lunch-brief'));
    }
  });
});

/**
 * Clock tests of the feast between seasons: the feast page and the home
 * page's banner rendered with an injected now, in both languages, in the banner
 * window, during the feast, just after it, and months before the next one, with
 * and without a next edition listed. Between seasons the page says the feast is
 * over and when the next one is, and shows the last edition's menu with its
 * prices and allergens, labelled as that edition's, for reference: none of the
 * ordering or urgency copy, no order button, no banner. (This reverses an earlier
 * choice of no menu at all between seasons: for ten months a group planning the
 * feast could not see what it costs.) No text says "this year" (or "letos")
 * instead of the edition's year.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageDataMap } from '../content/page-data';
import { getI18n } from '../i18n';
import { RANGE_DASH } from '../i18n/typography';
import type { Lang } from '../lang';
import { dataRoot, samplePages } from '../test-support/site-data';
import { FeastPage } from './feast';
import { HomePage } from './home';

// No-break spaces (the typography) read as spaces; tags as a space.
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n\r\u00a0]+/g, ' ');
// Keys as data (the tests loop over them): typed loosely, as i18next's own typed `t` takes only literal keys.
const say = (lang: Lang, key: string, values: Record<string, unknown> = {}) =>
  text((getI18n(lang).t as (key: string, values: Record<string, unknown>) => string)(key, values));
/** A Prague wall-clock time: +02:00 in summer time (to the last Sunday of October), else +01:00. */
const prague = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

async function render(lang: Lang, now: Date, page: 'feast' | 'home', data?: unknown): Promise<string> {
  const route =
    page === 'feast'
      ? { page, path: '/svatomartinske-hody', element: <FeastPage />, data }
      : { page, path: '/', element: <HomePage />, data };
  const handler = createStaticHandler([dataRoot({ lang, now, pages: [route] })]);
  const prefix = lang === 'en' ? '/en' : '';
  const context = await handler.query(
    new Request(`http://localhost${prefix}${route.path === '/' ? (prefix ? '' : '/') : route.path}`),
  );
  if (context instanceof Response) throw new Error('unexpected redirect');
  return text(
    renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    ),
  );
}

/**
 * The sample's editions (8–11 November 2025, 11–14 November 2027), or only some of them; each
 * edition's items carry the allergens 1, 3 and 7 (the sample's have none), for the page to show.
 */
const feastData = (lang: Lang, years?: string[]): PageDataMap['feast'] => {
  const data = samplePages(lang).feast;
  const editions = data.editions
    .filter((edition) => !years || years.includes(edition.start.slice(0, 4)))
    .map((edition) => ({
      ...edition,
      menu: edition.menu.map((group) => ({
        ...group,
        items: group.items.map((item) => ({ ...item, allergens: [1, 3, 7] })),
      })),
    }));
  return { ...data, editions };
};

/** The words that say "urgent": the CTA's title, its capacity note and the banner's. */
const urgency = (lang: Lang) =>
  ['feast.cta.title', 'feast.cta.capacity', 'home.feastBanner.capacity'].map((key) => say(lang, key));
/** A year named by its place in time, not its number: wrong as soon as the edition is not this year's. */
const deictic =
  /\b(?:this|next|last) year|\bthis autumn|\bthis November|\bletos|\bletošn|\bloni\b|\bvloni\b|příští rok|\btento rok/i;

/**
 * The menu's own words: the note under an edition's menu on offer (its title is in the past one's,
 * "St. Martin's Menu 2025 – For Reference"), the legend that names the allergens.
 */
const menuWords = (lang: Lang) => ({
  inSeason: say(lang, 'feast.menu.pricesNote'),
  legend: say(lang, 'allergens.legend.title'),
});
/** The past menu's label and its prices' note, for an edition's year. */
const pastLabel = (lang: Lang, year: number) => [
  say(lang, 'feast.past.title', { year }),
  say(lang, 'feast.past.text', { year }),
  say(lang, 'feast.past.pricesNote', { year }),
];
/** The longest run of words in "the next edition's menu comes on …" without its year and date (either may vary). */
const nextMenuStart = (lang: Lang) =>
  say(lang, 'feast.past.nextMenu', { year: '\u0000', date: '\u0000' })
    .split('\u0000')
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
/** What only an edition on offer has: the ordering copy, the call to order and its phone button. */
const ordering = (lang: Lang) => [say(lang, 'feast.ordering'), say(lang, 'feast.cta.text')];

const words = {
  cs: {
    goose: 'Celá husa',
    goosePrice: 'Celá husa cca 4,2 kg 2 599 Kč',
    gooseAllergens: 'Alergeny: 1, 3, 7',
    dates2027: `11.${RANGE_DASH}14. listopadu 2027`,
    ongoing: 'Hody právě probíhají',
    bannerTitle: 'Svatomartinská husa na objednávku',
  },
  en: {
    goose: 'Whole goose',
    goosePrice: 'Whole goose approx. 4.2 kg 2,599 CZK',
    gooseAllergens: 'Allergens: 1, 3, 7',
    dates2027: `November 11${RANGE_DASH}14, 2027`,
    ongoing: 'The feast is on now',
    bannerTitle: "St. Martin's goose, roasted to order",
  },
} as const;

describe.each(['cs', 'en'] as const)('the feast page and banner on a clock (%s)', (lang) => {
  const w = words[lang];
  const feast = (now: Date, years?: string[]) => render(lang, now, 'feast', feastData(lang, years));
  const home = (now: Date) => render(lang, now, 'home');

  it('in the banner window: the coming edition with its menu, ordering and urgency; the banner on', async () => {
    const now = prague('2027-10-20T12:00:00', '+02:00');
    const page = await feast(now);
    expect(page).toContain(w.dates2027);
    expect(page).toContain(w.goose);
    for (const urgent of urgency(lang).slice(0, 2)) expect(page).toContain(urgent);
    expect(page).not.toContain(say(lang, 'feast.over.title'));
    expect(page).not.toMatch(deictic);
    const banner = await home(now);
    expect(banner).toContain(w.bannerTitle);
    expect(banner).toContain(say(lang, 'home.feastBanner.capacity'));
    expect(banner).not.toMatch(deictic);
  });

  it('during the feast: on now, with its menu; the banner on to its last day', async () => {
    const page = await feast(prague('2027-11-12T12:00:00'));
    expect(page).toContain(w.ongoing);
    expect(page).toContain(w.goose);
    expect(await home(prague('2027-11-14T23:59:59'))).toContain(w.bannerTitle);
  });

  it('just after it: over, when to look again (the next year), its menu for reference; no ordering, no urgency, no banner', async () => {
    const now = prague('2027-11-15T00:00:00');
    const page = await feast(now);
    expect(page).toContain(say(lang, 'feast.over.title'));
    expect(page).toContain(say(lang, 'feast.over.text', { dates: w.dates2027 }));
    expect(page).toContain(say(lang, 'feast.over.next', { year: 2028 }));
    // The edition just over: its menu, prices and allergens, as that year's.
    for (const label of pastLabel(lang, 2027)) expect(page).toContain(label);
    expect(page).toContain(w.goosePrice);
    expect(page).toContain(w.gooseAllergens);
    expect(page).toContain(menuWords(lang).legend);
    expect(page).not.toContain(menuWords(lang).inSeason);
    // No next edition listed: no date its menu comes.
    expect(page).not.toContain(nextMenuStart(lang));
    expect(page).not.toContain(w.ongoing);
    for (const urgent of urgency(lang)) expect(page).not.toContain(urgent);
    for (const order of ordering(lang)) expect(page).not.toContain(order);
    expect(page).not.toContain('feast-cta');
    expect(await home(now)).not.toContain(w.bannerTitle);
  });

  it('in July, the next edition listed: over, the next one named, the last menu for reference and when the next comes', async () => {
    const now = prague('2027-07-14T12:00:00', '+02:00');
    const page = await feast(now);
    expect(page).toContain(say(lang, 'feast.over.title'));
    expect(page).toContain(say(lang, 'feast.over.nextDates', { dates: w.dates2027 }));
    expect(page).toContain(say(lang, 'feast.calendar.link'));
    for (const label of pastLabel(lang, 2025)) expect(page).toContain(label);
    expect(page).toContain(
      say(lang, 'feast.past.nextMenu', { year: 2027, date: lang === 'cs' ? '15. října 2027' : 'October 15, 2027' }),
    );
    // Said once, above the menu (not again in the card).
    expect(page).not.toContain(
      say(lang, 'feast.over.menuFrom', { date: lang === 'cs' ? '15. října 2027' : 'October 15, 2027' }),
    );
    expect(page).toContain(w.goosePrice);
    expect(page).toContain(w.gooseAllergens);
    expect(page).not.toContain(menuWords(lang).inSeason);
    for (const order of ordering(lang)) expect(page).not.toContain(order);
    for (const urgent of urgency(lang)) expect(page).not.toContain(urgent);
    expect(page).not.toContain('feast-cta');
    expect(page).not.toMatch(deictic);
    expect(await home(now)).not.toContain(w.bannerTitle);
  });

  it('the day before the window opens, the last menu for reference; on its first day, the coming menu and ordering', async () => {
    const before = await feast(prague('2027-10-14T23:59:59', '+02:00'));
    expect(before).toContain(say(lang, 'feast.past.title', { year: 2025 }));
    expect(before).not.toContain(say(lang, 'feast.ordering'));
    const opened = await feast(prague('2027-10-15T00:00:00', '+02:00'));
    expect(opened).toContain(menuWords(lang).inSeason);
    expect(opened).toContain(w.goosePrice);
    expect(opened).toContain(say(lang, 'feast.ordering'));
    expect(opened).not.toContain(say(lang, 'feast.past.title', { year: 2025 }));
    expect(opened).not.toContain(say(lang, 'feast.past.title', { year: 2027 }));
  });

  it('months before the next edition, none listed: the year to look again is the coming one, never a past autumn', async () => {
    // 26 November 2026: the 2026 feast would have been on 11 November; the next is in 2027.
    const late = await feast(prague('2026-11-26T12:00:00'), ['2025']);
    expect(late).toContain(say(lang, 'feast.over.next', { year: 2027 }));
    expect(late).not.toContain(say(lang, 'feast.over.nextDates', { dates: w.dates2027 }));
    for (const label of pastLabel(lang, 2025)) expect(late).toContain(label);
    expect(late).toContain(w.goosePrice);
    expect(late).not.toContain(nextMenuStart(lang));
    for (const urgent of urgency(lang)) expect(late).not.toContain(urgent);
    for (const order of ordering(lang)) expect(late).not.toContain(order);
    // In spring the coming autumn is this calendar year's.
    expect(await feast(prague('2026-03-01T12:00:00'), ['2025'])).toContain(
      say(lang, 'feast.over.next', { year: 2026 }),
    );
  });

  it('before the first edition ever listed: only the next one, named, without "over", with no menu yet', async () => {
    const page = await feast(prague('2026-11-26T12:00:00'), ['2027']);
    expect(page).toContain(say(lang, 'feast.over.nextTitle'));
    expect(page).not.toContain(say(lang, 'feast.over.title'));
    expect(page).toContain(say(lang, 'feast.over.nextDates', { dates: w.dates2027 }));
    // No past menu to show: the day the coming one's menu is published is said in the card.
    expect(page).toContain(
      say(lang, 'feast.over.menuFrom', { date: lang === 'cs' ? '15. října 2027' : 'October 15, 2027' }),
    );
    expect(page).not.toContain(w.goose);
    expect(page).not.toContain('feast-menu-title');
  });
});

describe('the copy names years by their number', () => {
  // Every resource file of both languages, every export (the site's, the pages', the server's).
  const files = import.meta.glob<Record<string, unknown>>('../i18n/{cs,en}/*.ts', { eager: true });
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(leaves)
        : [];

  it('no resource says "this year", "next year", "letos", "letošní" or the like', () => {
    const all = Object.entries(files).flatMap(([file, module]) => leaves(module).map((entry) => `${file}: ${entry}`));
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((entry) => deictic.test(entry))).toEqual([]);
  });
});

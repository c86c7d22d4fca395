/**
 * Clock tests of the feast between seasons: the feast page and the home
 * page's banner rendered with an injected now, in both languages, in the banner
 * window, during the feast, just after it, and months before the next one, with
 * and without a next edition listed. Between seasons the page says the feast is
 * over and when the next one is, with no menu and none of the urgency copy; no
 * text says "this year" (or "letos") instead of the edition's year.
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

/** The sample's editions (8–11 November 2025, 11–14 November 2027), or only some of them. */
const feastData = (lang: Lang, years?: string[]): PageDataMap['feast'] => {
  const data = samplePages(lang).feast;
  return years
    ? { ...data, editions: data.editions.filter((edition) => years.includes(edition.start.slice(0, 4))) }
    : data;
};

/** The words that say "urgent": the CTA's title, its capacity note and the banner's. */
const urgency = (lang: Lang) =>
  ['feast.cta.title', 'feast.cta.capacity', 'home.feastBanner.capacity'].map((key) => say(lang, key));
/** A year named by its place in time, not its number: wrong as soon as the edition is not this year's. */
const deictic =
  /\b(?:this|next|last) year|\bthis autumn|\bthis November|\bletos|\bletošn|\bloni\b|\bvloni\b|příští rok|\btento rok/i;

const words = {
  cs: {
    goose: 'Celá husa',
    dates2027: `11.${RANGE_DASH}14. listopadu 2027`,
    ongoing: 'Hody právě probíhají',
    bannerTitle: 'Svatomartinská husa na objednávku',
  },
  en: {
    goose: 'Whole goose',
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

  it('just after it: over, when to look again (the next year), no menu, no urgency, no banner', async () => {
    const now = prague('2027-11-15T00:00:00');
    const page = await feast(now);
    expect(page).toContain(say(lang, 'feast.over.title'));
    expect(page).toContain(say(lang, 'feast.over.text', { dates: w.dates2027 }));
    expect(page).toContain(say(lang, 'feast.over.next', { year: 2028 }));
    expect(page).not.toContain(w.goose);
    expect(page).not.toContain(w.ongoing);
    for (const urgent of urgency(lang)) expect(page).not.toContain(urgent);
    expect(await home(now)).not.toContain(w.bannerTitle);
  });

  it('months before the next edition (26 November 2026, listed): over, the next one named, no menu, no urgency, no banner', async () => {
    const now = prague('2026-11-26T12:00:00');
    const page = await feast(now);
    expect(page).toContain(say(lang, 'feast.over.title'));
    expect(page).toContain(say(lang, 'feast.over.nextDates', { dates: w.dates2027 }));
    expect(page).toContain(
      say(lang, 'feast.over.menuFrom', { date: lang === 'cs' ? '15. října 2027' : 'October 15, 2027' }),
    );
    expect(page).toContain(say(lang, 'feast.calendar.link'));
    expect(page).not.toContain(w.goose);
    expect(page).not.toContain(say(lang, 'feast.ordering'));
    for (const urgent of urgency(lang)) expect(page).not.toContain(urgent);
    expect(page).not.toMatch(deictic);
    expect(await home(now)).not.toContain(w.bannerTitle);
    // The day before the window opens, still between seasons; on its first day, the menu.
    expect(await feast(prague('2027-10-14T23:59:59', '+02:00'))).not.toContain(w.goose);
    expect(await feast(prague('2027-10-15T00:00:00', '+02:00'))).toContain(w.goose);
  });

  it('months before the next edition, none listed: the year to look again is the coming one, never a past autumn', async () => {
    // 26 November 2026: the 2026 feast would have been on 11 November; the next is in 2027.
    const late = await feast(prague('2026-11-26T12:00:00'), ['2025']);
    expect(late).toContain(say(lang, 'feast.over.next', { year: 2027 }));
    expect(late).not.toContain(say(lang, 'feast.over.nextDates', { dates: w.dates2027 }));
    for (const urgent of urgency(lang)) expect(late).not.toContain(urgent);
    // In spring the coming autumn is this calendar year's.
    expect(await feast(prague('2026-03-01T12:00:00'), ['2025'])).toContain(
      say(lang, 'feast.over.next', { year: 2026 }),
    );
  });

  it('before the first edition ever listed: only the next one, named, without "over"', async () => {
    const page = await feast(prague('2026-11-26T12:00:00'), ['2027']);
    expect(page).toContain(say(lang, 'feast.over.nextTitle'));
    expect(page).not.toContain(say(lang, 'feast.over.title'));
    expect(page).toContain(say(lang, 'feast.over.nextDates', { dates: w.dates2027 }));
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

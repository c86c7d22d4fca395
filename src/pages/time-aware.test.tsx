import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { OpeningHours } from '../components/ui/opening-hours';
import { SiteNotices } from '../components/layout/site-notices';
import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import { dataRoot, sampleSite, withPageContext } from '../test-support/site-data';
import { HomePage } from './home';

/** One page at a moment, with the sample's data. */
async function renderPage(
  page: PageKey,
  path: string,
  element: React.ReactNode,
  lang: Lang,
  now: Date,
): Promise<string> {
  const handler = createStaticHandler([dataRoot({ lang, now, pages: [{ page, path, element }] })]);
  const prefix = lang === 'en' ? '/en' : '';
  const context = await handler.query(
    new Request(`http://localhost${prefix}${path === '/' ? (prefix ? '' : '/') : path}`),
  );
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

// No-break spaces (the Czech typography, src/i18n/typography.ts) read as spaces.
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n\r\u00a0]+/g, ' ');
/** A Prague wall-clock time: +02:00 in summer time (to the last Sunday of October), else +01:00. */
const prague = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

function hours(lang: Lang, now: Date): string {
  return text(renderToString(withPageContext(lang, <OpeningHours hours={sampleSite(lang).hours} days={14} />, now)));
}

describe('opening hours status', () => {
  it('says open, opening later or closed, with the next opening', () => {
    expect(hours('cs', prague('2026-11-23T09:59:00'))).toContain('Otevíráme v 10:00');
    expect(hours('cs', prague('2026-11-23T10:00:00'))).toContain('Otevřeno do 22:00');
    expect(hours('en', prague('2026-11-23T21:59:00'))).toContain('Open now until 22:00');
    expect(hours('cs', prague('2026-11-23T22:00:00'))).toContain('Zavřeno, otevíráme zítra v 10:00');
    expect(hours('en', prague('2026-11-23T22:00:00'))).toContain('Closed, opens tomorrow at 10:00');
  });

  it('names a closed holiday and lists the coming changes', () => {
    expect(hours('cs', prague('2026-12-24T12:00:00'))).toContain('Dnes zavřeno – Štědrý den');
    expect(hours('en', prague('2026-12-24T12:00:00'))).toContain('Closed today – Christmas Eve');
    expect(hours('cs', prague('2026-12-23T23:00:00'))).toContain('Zavřeno, otevíráme 27. prosince 2026 v 10:00');
    expect(hours('cs', prague('2026-12-31T17:00:00'))).toContain('Otevřeno do 18:00');
    const list = hours('cs', prague('2026-12-20T12:00:00'));
    expect(list).toContain('Denně 10:00–\u206022:00');
    expect(list).toContain('24. prosince 2026 (Štědrý den): zavřeno');
    expect(list).toContain('31. prosince 2026 (Silvestr): 10:00–\u206018:00');
    expect(hours('cs', prague('2026-11-23T12:00:00'))).not.toContain('Změny otevírací doby');
  });

  it('writes the dates of the changes month first in English', () => {
    expect(hours('en', prague('2026-12-23T23:00:00'))).toContain('Closed, opens on December 27, 2026 at 10:00');
    const list = hours('en', prague('2026-12-20T12:00:00'));
    expect(list).toContain('December 24, 2026 (Christmas Eve): closed');
    expect(list).toContain("December 31, 2026 (New Year's Eve): 10:00–\u206018:00");
  });
});

describe('notices', () => {
  const notices = (lang: Lang, now: Date) =>
    renderToString(withPageContext(lang, <SiteNotices announcements={sampleSite(lang).announcements} />, now));

  it('show a notice only inside its dates, in a polite status region', () => {
    expect(notices('cs', prague('2026-12-09T23:59:59'))).not.toContain('Krásné svátky');
    expect(notices('cs', prague('2026-12-10T00:00:00'))).toContain(
      'Od 24. do 26. prosince máme zavřeno. Krásné svátky!',
    );
    expect(notices('en', prague('2026-12-26T23:59:59'))).toContain('closed December 24–26. Happy holidays!');
    expect(notices('cs', prague('2026-12-27T00:00:00'))).not.toContain('Krásné svátky');
    expect(notices('cs', prague('2026-12-10T00:00:00'))).toMatch(/^<div class="site-notices" role="status"/);
  });
});

describe('feast banner on the home page', () => {
  const home = (lang: Lang, now: Date) => renderPage('home', '/', <HomePage />, lang, now).then(text);

  it('shows only inside an edition banner window, with its dates', async () => {
    expect(await home('cs', new Date('2026-11-23T11:00:00Z'))).not.toContain('Svatomartinská husa na objednávku');
    expect(await home('cs', prague('2027-10-14T23:59:59', '+02:00'))).not.toContain(
      'Svatomartinská husa na objednávku',
    );
    const inside = await home('cs', prague('2027-10-15T00:00:00', '+02:00'));
    expect(inside).toContain('Svatomartinská husa na objednávku');
    expect(inside).toContain('11.–\u206014. listopadu 2027');
    expect(await home('en', prague('2027-11-14T23:59:59'))).toContain('November 11–\u206014, 2027');
    expect(await home('en', prague('2027-11-15T00:00:00'))).not.toContain("St. Martin's goose to order");
  });

  it('shows the venue in numbers and the hours', async () => {
    const html = await home('cs', new Date('2026-11-23T11:00:00Z'));
    expect(html).toContain('až 250 hostů');
    // The hero says whether it is open (src/pages/home-first-screen.test.tsx); the facts give the usual week.
    expect(html).toContain('Otevírací doba Denně 10:00–\u206022:00');
  });
});

// The feast page between seasons, in its window and on its days: src/pages/feast-season.test.tsx.

/**
 * "Návštěvnost" drawn from a fixed report (report.test-support.ts), in both languages: each chart is
 * one picture with a sentence that says what it shows and a hidden table of its numbers; pages and
 * hosts have names an owner reads (no page ids, no `(direct)`); the note about a shared proxy's hits
 * and bots is there; the busiest hour is the one the report says.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import type { VisitsReport } from './contract';
import { sampleVisitsReport } from './report.test-support';
import { VisitsView } from './visits-page';
import { gridPeak, pageRows, rankedHosts, shownHours } from './visits-view';
import '../i18n/english.test-support';

const render = (lang: 'cs' | 'en', report: VisitsReport = sampleVisitsReport()) =>
  renderToString(
    <I18nProvider initial={lang}>
      <VisitsView report={report} />
    </I18nProvider>,
  );

/** What React escapes, as the browser reads it. */
const unescape = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
/** The text a reader gets: tags and React's comments dropped. */
// eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of a few KB, not request data
const textOf = (html: string) => unescape(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
/** Each picture's label, in the page's order. */
const pictureLabels = (html: string) =>
  [...html.matchAll(/<(?:svg|div)\b[^>]*\brole="img"[^>]*>/g)].map((tag) =>
    unescape(/aria-label="([^"]*)"/.exec(tag[0])?.[1] ?? ''),
  );
/** The hidden tables: each one's HTML. */
const hiddenTables = (html: string) =>
  html.match(/<div class="admin-visually-hidden"><table>.*?<\/table><\/div>/g) ?? [];

describe('the visits screen', () => {
  it.each(['cs', 'en'] as const)(
    'draws every chart as a labelled picture with its numbers in a hidden table (%s)',
    (lang) => {
      const html = render(lang);
      const labels = pictureLabels(html);
      // Three pages' rows, the lunch grid, the referrers, the weeks.
      expect(labels).toHaveLength(3 + 3);
      for (const label of labels) expect(label.length).toBeGreaterThan(20);
      expect(html.match(/<rect class="admin-chart-cs"/g)?.length).toBeGreaterThan(30);
      const tables = hiddenTables(html);
      expect(tables).toHaveLength(6);
      for (const table of tables) expect(table).toMatch(/<caption>[^<]+<\/caption>/);
    },
  );

  it('says the pages by name, their sum and busiest day in the label, and each day’s numbers in the table', () => {
    const html = render('cs');
    const report = sampleVisitsReport();
    const [top] = pageRows(report);
    expect(top?.page).toBe('dailyMenu');
    const number = new Intl.NumberFormat('cs-CZ');
    const [first] = pictureLabels(html);
    const most = Math.max(...top!.cs.map((views, day) => views + top!.en[day]!));
    expect(first).toMatch(
      new RegExp(
        `^Denní menu: za 30 dní celkem ${number.format(top!.total)}, nejvíc za den ${most} \\(\\S+ \\d+\\. 11\\.\\)\\.$`,
      ),
    );
    const rows = hiddenTables(html)[0]!.match(/<tr>.*?<\/tr>/g)!;
    // The head, then 30 days.
    expect(rows).toHaveLength(31);
    expect(textOf(rows[1]!).trim()).toBe(`ne 1. 11. ${report.pages[0]!.views[0]} ${report.pages[1]!.views[0]}`);
    expect(textOf(html)).not.toMatch(/dailyMenu|myBooking|\(direct\)|\(other\)|\d{4}-\d{2}-\d{2}/);
  });

  it.each([
    ['cs', 'přímo (adresa napsaná nebo uložená)', 'ostatní weby', 'v pátek v 11 h (42)'],
    ['en', 'direct (address typed or saved)', 'other sites', 'on Friday at 11:00 (42)'],
  ] as const)('names the hosts without codes and the lunch’s busiest hour (%s)', (lang, direct, other, busiest) => {
    const html = render(lang);
    const names = [...html.matchAll(/<span class="admin-chart-rank-name">([^<]*)<\/span>/g)].map((match) =>
      unescape(match[1]!),
    );
    expect(names).toEqual(['google.com', 'mapy.cz', 'instagram.com', other, direct]);
    const labels = pictureLabels(html);
    expect(labels[4]).toContain('google.com');
    expect(labels[3]).toContain(busiest);
  });

  it.each([
    ['cs', 'Nepočítáme vyhledávače ani jiné roboty'],
    ['en', 'Search engines and other bots are not counted'],
  ] as const)('carries the fixed note on what is not counted, in the owner’s words (%s)', (lang, note) => {
    const text = textOf(render(lang));
    expect(text).toContain(note);
    expect(text).not.toMatch(/proxy|přednačítání|prefetch/i);
  });

  it.each([
    ['cs', 'týden od 7. 9.', /^\d{1,2}\. \d{1,2}\.$/, '12 h'],
    ['en', 'week of Sep 7', /^[A-Z][a-z]{2} \d{1,2}$/, '12:00'],
  ] as const)('names the weeks by their first day and the hours with their unit (%s)', (lang, first, cell, noon) => {
    const report = sampleVisitsReport();
    const weekly = report.weekly.map((week, at) => (at === 0 ? { ...week, weekStart: '2026-09-07' } : week));
    const html = render(lang, { ...report, weekly });
    const axis = /<p class="admin-chart-axis[^"]*"><span>([^<]*)<\/span>/.exec(html)?.[1];
    expect(unescape(axis!).replace(/\s/g, ' ')).toBe(first);
    // The table's rows: the date alone under "Týden od" / "Week of", no weekday.
    const weeksTable = hiddenTables(html)[5]!;
    const firstRow = /<tbody><tr><t[hd][^>]*>([^<]*)</.exec(weeksTable)?.[1];
    expect(unescape(firstRow!).replace(/\s/g, ' ')).toMatch(cell);
    // The grid's hour axis: every third hour with its unit.
    expect(html).toMatch(new RegExp(`<text [^>]*text-anchor="middle"[^>]*>${noon}</text>`));
  });

  it('says "forms" once: the caption, the first column named for screen readers only', () => {
    const html = render('cs');
    const shown = textOf(html.replace(/<span class="admin-visually-hidden">[^<]*<\/span>/g, ''));
    expect(shown.match(/Formulář\S*/g)).toEqual(['Formuláře']);
    expect(html).toContain('<caption>Formuláře</caption>');
    expect(html).toContain('<span class="admin-visually-hidden">Formulář</span>');
  });

  it('with no views yet: says so instead of drawing empty charts', () => {
    const empty: VisitsReport = {
      ...sampleVisitsReport(),
      pages: [],
      referrers: [],
      lunchGrid: { weeks: 8, views: Array.from({ length: 5 }, () => Array(24).fill(0) as number[]) },
    };
    const html = render('cs', empty);
    expect(pictureLabels(html)).toHaveLength(1);
    expect(textOf(html).match(/Zatím nic\./g)).toHaveLength(3);
  });
});

describe('the visits view’s pure part', () => {
  it('adds both languages of a page, most viewed first; ranks sites, then the rest and direct', () => {
    const report = sampleVisitsReport();
    const rows = pageRows(report);
    expect(rows.map((row) => row.page)).toEqual(['dailyMenu', 'home', 'contact']);
    // A page nobody opened draws no empty row (the server's report lists every page).
    const unseen = {
      ...report,
      pages: [...report.pages, { page: 'gallery' as const, lang: 'cs' as const, views: Array(30).fill(0) as number[] }],
    };
    expect(pageRows(unseen).map((row) => row.page)).toEqual(['dailyMenu', 'home', 'contact']);
    expect(rows[0]!.cs).toEqual(report.pages[0]!.views);
    expect(rows[0]!.en).toEqual(report.pages[1]!.views);
    expect(
      rankedHosts({
        ...report,
        referrers: [
          { host: '(direct)', views: 5 },
          { host: 'a.cz', views: 1 },
          { host: 'b.cz', views: 3 },
          { host: '(other)', views: 0 },
        ],
      }),
    ).toEqual([
      { name: { host: 'b.cz' }, views: 3 },
      { name: { host: 'a.cz' }, views: 1 },
      { name: { words: 'direct' }, views: 5 },
    ]);
  });

  it('finds the busiest weekday and hour; shows 6–22 h, wider for a view outside', () => {
    const views = Array.from({ length: 5 }, () => Array(24).fill(0) as number[]);
    expect(gridPeak(views)).toBeNull();
    views[2]![11] = 4;
    views[4]![2] = 9;
    expect(gridPeak(views)).toEqual({ weekday: 'fri', hour: 2, count: 9 });
    expect(shownHours(views)).toEqual(Array.from({ length: 21 }, (_, index) => index + 2));
    views[4]![2] = 0;
    expect(shownHours(views)[0]).toBe(6);
    expect(shownHours(views).at(-1)).toBe(22);
  });
});

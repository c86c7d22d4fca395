import { useLoaderData } from 'react-router-dom';
import { pagePaths, type PageKey } from '../../page-ids';
import { request } from '../api/client';
import { may } from '../api/roles';
import { currentRole, useRole, whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { OwnersOnly } from '../layout/owners-only';
import { dayName } from '../lunch/day-name';
import { DayBars, PairedBars, RankedBars } from './bars';
import { ChartTable } from './chart-table';
import { visitsReport, type VisitsReport } from './contract';
import { HeatGrid } from './heat-grid';
import {
  bothLangs,
  gridPeak,
  pageRows,
  peakAt,
  rankedHosts,
  shownHours,
  sum,
  weekdayKeys,
  weekTotals,
  type HostName,
} from './visits-view';
// This screen's words (not in the entry): loaded with it.
import { statsCs } from '../i18n/stats-words';

/** The loader: the report, an owner's only (staff ask nothing; the server would refuse them). */
type NamedPage = keyof typeof statsCs.visits.pages;

/** Whether the screen's words name the page (a page added later may not have a name yet). */
const hasName = (page: PageKey): page is NamedPage => Object.hasOwn(statsCs.visits.pages, page);

/** A page without a name here, by the address the owner sees in the browser (the Czech one). */
const pageAddress = (page: PageKey) => pagePaths[page];

export const visitsLoader = () =>
  whenSignedIn(async () => (may(currentRole(), 'visits') ? request('/visits', visitsReport) : null));

/** /admin/visits: "Návštěvnost", the owner's numbers without a cookie. */
export function VisitsPage() {
  const { t } = useI18n();
  const report = useLoaderData() as VisitsReport | null;
  if (!may(useRole(), 'visits') || !report) return <OwnersOnly title={t('visits.title')} />;
  return <VisitsView report={report} />;
}

/** The screen from a report (the SSR tests render it from a fixed one). */
export function VisitsView({ report }: { report: VisitsReport }) {
  const { t, lang } = useI18n();
  const number = new Intl.NumberFormat(lang === 'cs' ? 'cs-CZ' : 'en-US');
  const n = (value: number) => number.format(value);
  const day = (date: string | undefined) => (date ? dayName(date, lang, 'short') : '');
  // A week by the date it starts on, with no weekday: "po 7. 9." read as "after 7. 9.".
  const dayMonth = new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', {
    day: 'numeric',
    month: lang === 'cs' ? 'numeric' : 'short',
    timeZone: 'UTC',
  });
  const weekStart = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));
  const weekOf = (date: string | undefined) => (date ? t('visits.weekOf', { date: weekStart(date) }) : '');
  const hostText = (name: HostName) =>
    'host' in name ? name.host : t(name.words === 'direct' ? 'visits.direct' : 'visits.other');

  const rows = pageRows(report);
  const peak = gridPeak(report.lunchGrid.views);
  const hours = shownHours(report.lunchGrid.views);
  const hosts = rankedHosts(report);
  const weeks = weekTotals(report);

  return (
    <div className="admin-stats">
      <h1>{t('visits.title')}</h1>
      <p>{t('visits.intro')}</p>
      <p className="admin-notice">{t('visits.note')}</p>

      <section aria-labelledby="visits-pages">
        <h2 id="visits-pages">{t('visits.pagesTitle')}</h2>
        <p className="admin-muted">{t('visits.pagesIntro')}</p>
        <p className="admin-chart-legend">
          <span className="admin-swatch admin-swatch-cs" /> {t('visits.langs.cs')}{' '}
          <span className="admin-swatch admin-swatch-en" /> {t('visits.langs.en')}
        </p>
        {rows.length === 0 && <p>{t('visits.none')}</p>}
        <ul className="admin-chart-rows">
          {rows.map((row) => {
            const both = bothLangs(row);
            const most = peakAt(both);
            const name = hasName(row.page) ? t(`visits.pages.${row.page}`) : pageAddress(row.page);
            return (
              <li key={row.page}>
                <p className="admin-chart-row-head">
                  <strong>{name}</strong>{' '}
                  <span className="admin-muted">{t('visits.pageTotal', { total: n(row.total) })}</span>
                </p>
                <DayBars
                  label={t('visits.pageSummary', {
                    page: name,
                    total: n(row.total),
                    most: n(most < 0 ? 0 : both[most]!),
                    day: most < 0 ? '–' : day(report.days[most]),
                  })}
                  lower={row.cs}
                  upper={row.en}
                />
                <ChartTable
                  caption={`${name}: ${t('visits.table')}`}
                  head={[t('visits.day'), t('visits.langs.cs'), t('visits.langs.en')]}
                  rows={report.days.map((date, index) => [day(date), n(row.cs[index]!), n(row.en[index]!)])}
                />
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="visits-lunch">
        <h2 id="visits-lunch">{t('visits.lunchTitle')}</h2>
        <p className="admin-muted">{t('visits.lunchIntro', { weeks: report.lunchGrid.weeks })}</p>
        {peak ? (
          <>
            <HeatGrid
              label={t('visits.lunchSummary', {
                weeks: report.lunchGrid.weeks,
                weekday: t(`visits.onWeekday.${peak.weekday}`),
                hour: peak.hour,
                count: n(peak.count),
              })}
              views={report.lunchGrid.views}
              hours={hours}
              rowNames={weekdayKeys.map((key) => t(`visits.weekdays.${key}`))}
              hourName={(hour) => t('visits.hourShort', { hour })}
            />
            <ChartTable
              caption={`${t('visits.lunchTitle')}: ${t('visits.table')}`}
              head={[t('visits.hour'), ...weekdayKeys.map((key) => t(`visits.weekdayNames.${key}`))]}
              rows={hours.map((hour) => [
                t('visits.hourShort', { hour }),
                ...weekdayKeys.map((_, row) => n(report.lunchGrid.views[row]?.[hour] ?? 0)),
              ])}
            />
          </>
        ) : (
          <p>{t('visits.none')}</p>
        )}
      </section>

      <section aria-labelledby="visits-from">
        <h2 id="visits-from">{t('visits.fromTitle')}</h2>
        <p className="admin-muted">{t('visits.fromIntro')}</p>
        {hosts.length > 0 ? (
          <>
            <RankedBars
              label={t('visits.fromSummary', { host: hostText(hosts[0]!.name), count: n(hosts[0]!.views) })}
              items={hosts.map(({ name, views }) => ({ name: hostText(name), value: n(views), count: views }))}
            />
            <ChartTable
              caption={`${t('visits.fromTitle')}: ${t('visits.table')}`}
              head={[t('visits.host'), t('visits.views')]}
              rows={hosts.map(({ name, views }) => [hostText(name), n(views)])}
            />
          </>
        ) : (
          <p>{t('visits.none')}</p>
        )}
      </section>

      <section aria-labelledby="visits-weeks">
        <h2 id="visits-weeks">{t('visits.weeksTitle')}</h2>
        <p className="admin-muted">{t('visits.weeksIntro')}</p>
        <p className="admin-chart-legend">
          <span className="admin-swatch admin-swatch-en" /> {t('visits.enquiries')}{' '}
          <span className="admin-swatch admin-swatch-cs" /> {t('visits.bookings')}
        </p>
        <PairedBars
          label={t('visits.weeksSummary', {
            enquiries: n(weeks.enquiries),
            bookings: n(weeks.bookings),
            thisEnquiries: n(weeks.thisEnquiries),
            thisBookings: n(weeks.thisBookings),
          })}
          pairs={report.weekly.map((week) => [week.enquiries, week.bookings])}
        />
        <p className="admin-chart-axis admin-muted">
          <span>{weekOf(report.weekly[0]?.weekStart)}</span>
          <span>{weekOf(report.weekly.at(-1)?.weekStart)}</span>
        </p>
        <ChartTable
          caption={`${t('visits.weeksTitle')}: ${t('visits.table')}`}
          head={[t('visits.week'), t('visits.enquiries'), t('visits.bookings'), t('visits.subscribed')]}
          rows={report.weekly.map((week) => [
            weekStart(week.weekStart),
            n(week.enquiries),
            n(week.bookings),
            n(week.subscribeAccepted),
          ])}
        />
      </section>

      <section aria-labelledby="visits-more">
        <h2 id="visits-more">{t('visits.moreTitle')}</h2>
        <dl className="admin-stats-list">
          <div>
            <dt>{t('visits.feed')}</dt>
            <dd>{t('visits.fetched', { count: n(sum(report.fetches.feed)) })}</dd>
          </div>
          <div>
            <dt>{t('visits.ics')}</dt>
            <dd>{t('visits.fetched', { count: n(sum(report.fetches.ics)) })}</dd>
          </div>
        </dl>
        <table className="admin-stats-table">
          <caption>{t('visits.forms')}</caption>
          <thead>
            <tr>
              {/* The caption says "Forms" already: the column's name is for screen readers only. */}
              <th scope="col">
                <span className="admin-visually-hidden">{t('visits.form')}</span>
              </th>
              <th scope="col">{t('visits.accepted')}</th>
              <th scope="col">{t('visits.refused')}</th>
            </tr>
          </thead>
          <tbody>
            {report.forms.map((form) => (
              <tr key={form.form}>
                <th scope="row">{t(`visits.formNames.${form.form}`)}</th>
                <td>{n(form.accepted)}</td>
                <td>{n(form.refused)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { DownloadIcon, PhoneIcon } from '../components/ui/icons';
import { useLang } from '../lang-context';
import { useNow } from '../components/ui/now';
import { Photo } from '../components/ui/photo';
import { usePhoneFor, usePhoneLines } from '../components/ui/phone-roles';
import { monthNames } from '../content/hours-text';
import { AllergenLegend } from '../components/menus/allergen-legend';
import { PriceList } from '../components/menus/price-list';
import { PrintImprint } from '../components/menus/print-imprint';
import { feastCalendarPath } from '../content/calendar-path';
import type { FeastEditionView } from '../content/page-data';
import { telHref } from '../content/format';
import { feastSeason, unlistedFeastYear } from '../content/feast-season';
import { formatDate, formatDateRange, pragueDate } from '../content/time';
import { usePageData } from '../route-data';
import './feast.css';

/** The menu group of the young wine: its note gets the edition's vintage (the data's note has no year). */
const WINE_GROUP = 'wine';

/** An edition's year, as the page names it (never "this year": the edition's own number). */
const yearOf = (edition: FeastEditionView) => edition.start.slice(0, 4);

/**
 * The first day an edition's menu is on the page: its banner window's first day, or its
 * own first day if the window opens later (feast-season.ts: upcoming, then ongoing).
 */
const menuFrom = (edition: FeastEditionView) =>
  edition.banner.from < edition.start ? edition.banner.from : edition.start;

export function FeastPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { photo, editions } = usePageData('feast');
  const today = pragueDate(useNow());
  const season = feastSeason(editions, today);
  const orders = usePhoneFor('feastOrders');
  const phoneLines = usePhoneLines('feastOrders');
  const months = monthNames(t);
  // The edition on offer (its banner window open, or running): only then the ordering copy and the urgency.
  const edition = season.kind === 'between' ? null : season.edition;
  // Between editions the last one's menu stays, labelled as that edition's (a group planning ahead sees what it cost).
  const past = season.kind === 'between' ? season.last : null;
  const shown = edition ?? past;
  const next = season.kind === 'between' ? season.next : null;
  const dates = (from: FeastEditionView) => formatDateRange(from.start, from.end, lang, months);
  const calendarLink = (of: FeastEditionView) =>
    // A plain link (no router Link): the server answers it with the .ics file, with or without JavaScript.
    of.hasOpenDay ? (
      <p className="feast-intro__calendar">
        <a
          className="button button--outline"
          href={feastCalendarPath(of.start, lang)}
          download={t('feast.calendar.fileName', { year: of.start.slice(0, 4) })}
          type="text/calendar"
        >
          <DownloadIcon />
          {t('feast.calendar.link')}
        </a>
      </p>
    ) : null;

  return (
    <>
      <header className="feast-hero">
        <Photo photo={photo} sizes="100vw" priority className="feast-hero__photo" />
        <div className="container feast-hero__content">
          <PrintImprint />
          <p className="feast-hero__eyebrow">{season.kind === 'ongoing' ? t('feast.ongoing') : t('feast.eyebrow')}</p>
          <h1 className="feast-hero__title">{t('feast.title')}</h1>
          {edition ? <p className="feast-hero__dates">{dates(edition)}</p> : null}
        </div>
      </header>

      <div className="container feast-intro">
        {season.kind === 'between' ? (
          <section className="card feast-over" aria-labelledby="feast-over-title">
            <h2 id="feast-over-title">{season.last ? t('feast.over.title') : t('feast.over.nextTitle')}</h2>
            {season.last ? <p>{t('feast.over.text', { dates: dates(season.last) })}</p> : null}
            {season.next ? (
              <>
                <p>{t('feast.over.nextDates', { dates: dates(season.next) })}</p>
                {/* With a past menu on the page, the date the next one comes is said above that menu. */}
                {season.last ? null : (
                  <p>{t('feast.over.menuFrom', { date: formatDate(menuFrom(season.next), lang, months) })}</p>
                )}
                {calendarLink(season.next)}
              </>
            ) : (
              <p>{t('feast.over.next', { year: unlistedFeastYear(season.last, today) })}</p>
            )}
          </section>
        ) : null}
        <p className="feast-intro__lead">{t('feast.intro')}</p>
        {edition ? (
          <>
            <p>{t('feast.ordering')}</p>
            <a className="button" href={telHref(orders.number)}>
              <PhoneIcon />
              {orders.number}
            </a>
            {calendarLink(edition)}
          </>
        ) : null}
      </div>

      {shown ? (
        <section className="section section--alt feast-menu-section" aria-labelledby="feast-menu-title">
          <div className="container">
            <h2 id="feast-menu-title" className="feast-menu__title">
              {past ? t('feast.past.title', { year: yearOf(past) }) : t('feast.menu.title')}
            </h2>
            {past ? (
              <div className="feast-menu__past">
                <p>{t('feast.past.text', { year: yearOf(past) })}</p>
                {next ? (
                  <p>
                    {t('feast.past.nextMenu', {
                      year: yearOf(next),
                      date: formatDate(menuFrom(next), lang, months),
                    })}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="feast-menu">
              {shown.menu.map((group) => {
                const vintage = group.id === WINE_GROUP ? t('feast.menu.vintage', { year: yearOf(shown) }) : null;
                const note = [group.note, vintage].filter(Boolean).join(' ');
                return (
                  <section key={group.id} className="card feast-menu__group" aria-labelledby={`feast-${group.id}`}>
                    <h3 id={`feast-${group.id}`} className="feast-menu__group-title">
                      {group.title}
                    </h3>
                    {note ? <p className="feast-menu__note">{note}</p> : null}
                    <PriceList items={group.items} />
                  </section>
                );
              })}
            </div>
            <p className="feast-menu__prices">
              {past ? t('feast.past.pricesNote', { year: yearOf(past) }) : t('feast.menu.pricesNote')}
            </p>
            <AllergenLegend headingLevel={3} />
          </div>
        </section>
      ) : null}

      {edition ? (
        <section className="section feast-cta" aria-labelledby="feast-cta-title">
          <div className="container feast-cta__inner">
            <h2 id="feast-cta-title">{t('feast.cta.title')}</h2>
            <p>{t('feast.cta.text')}</p>
            <ul className="feast-cta__phones">
              {phoneLines.map((phone, index) => (
                <li key={phone.line}>
                  <span className="feast-cta__label">{phone.label}</span>
                  <a className={index === 0 ? 'button' : 'button button--outline'} href={telHref(phone.number)}>
                    <PhoneIcon />
                    {phone.number}
                  </a>
                </li>
              ))}
            </ul>
            <p className="feast-cta__capacity">{t('feast.cta.capacity')}</p>
          </div>
        </section>
      ) : null}
    </>
  );
}

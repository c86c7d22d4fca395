import { useTranslation } from 'react-i18next';
import { DownloadIcon, PhoneIcon } from '../components/ui/icons';
import { useLang } from '../components/ui/lang-context';
import { useNow } from '../components/ui/now';
import { Photo } from '../components/ui/photo';
import { monthNames } from '../components/ui/hours-text';
import { AllergenLegend } from '../components/menus/allergen-legend';
import { PriceList } from '../components/menus/price-list';
import { PrintImprint } from '../components/menus/print-imprint';
import { feastCalendarPath } from '../content/calendar-path';
import type { FeastEditionView } from '../content/page-data';
import { telHref } from '../content/format';
import { formatDateRange, pragueDate } from '../content/time';
import { usePageData, useSiteData } from '../route-data';
import './feast.css';

type FeastShown = { kind: 'upcoming' | 'ongoing'; edition: FeastEditionView } | { kind: 'over'; last: FeastEditionView } | null;

/** The edition to show: the first that has not ended (ongoing or upcoming), else the last one, over. */
function feastShown(editions: readonly FeastEditionView[], now: Date): FeastShown {
  const today = pragueDate(now);
  const edition = editions.find((candidate) => candidate.end >= today);
  if (edition) return { kind: edition.start <= today ? 'ongoing' : 'upcoming', edition };
  const last = editions.at(-1);
  return last ? { kind: 'over', last } : null;
}

/** The menu group of the young wine: its note gets the edition's vintage (the data's note has no year). */
const WINE_GROUP = 'wine';

export function FeastPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { phones } = useSiteData().venue;
  const { photo, editions } = usePageData('feast');
  const shown = feastShown(editions, useNow());
  const months = monthNames(t);
  const edition = shown && shown.kind !== 'over' ? shown.edition : null;
  const dates = (from: FeastEditionView) => formatDateRange(from.start, from.end, lang, months);

  return (
    <>
      <header className="feast-hero">
        <Photo photo={photo} sizes="100vw" priority className="feast-hero__photo" />
        <div className="container feast-hero__content">
          <PrintImprint />
          <p className="feast-hero__eyebrow">{shown?.kind === 'ongoing' ? t('feast.ongoing') : t('feast.eyebrow')}</p>
          <h1 className="feast-hero__title">{t('feast.title')}</h1>
          {edition ? <p className="feast-hero__dates">{dates(edition)}</p> : null}
        </div>
      </header>

      <div className="container feast-intro">
        {shown?.kind === 'over' ? (
          <section className="card feast-over" aria-labelledby="feast-over-title">
            <h2 id="feast-over-title">{t('feast.over.title')}</h2>
            <p>{t('feast.over.text', { dates: dates(shown.last) })}</p>
            <p>{t('feast.over.next', { year: Number(shown.last.start.slice(0, 4)) + 1 })}</p>
          </section>
        ) : null}
        <p className="feast-intro__lead">{t('feast.intro')}</p>
        {edition ? (
          <>
            <p>{t('feast.ordering')}</p>
            <a className="button" href={telHref(phones.restaurant)}>
              <PhoneIcon />
              {phones.restaurant}
            </a>
            {/* A plain link (no router Link): the server answers it with the .ics file, with or without JavaScript. */}
            {edition.hasOpenDay ? (
            <p className="feast-intro__calendar">
              <a
                className="button button--outline"
                href={feastCalendarPath(edition.start, lang)}
                download={t('feast.calendar.fileName', { year: edition.start.slice(0, 4) })}
                type="text/calendar"
              >
                <DownloadIcon />
                {t('feast.calendar.link')}
              </a>
            </p>
            ) : null}
          </>
        ) : null}
      </div>

      {edition ? (
        <>
          <section className="section section--alt feast-menu-section" aria-labelledby="feast-menu-title">
            <div className="container">
              <h2 id="feast-menu-title" className="feast-menu__title">
                {t('feast.menu.title')}
              </h2>
              <div className="feast-menu">
                {edition.menu.map((group) => {
                  const vintage = group.id === WINE_GROUP ? t('feast.menu.vintage', { year: edition.start.slice(0, 4) }) : null;
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
              <p className="feast-menu__prices">{t('feast.menu.pricesNote')}</p>
              <AllergenLegend headingLevel={3} />
            </div>
          </section>

          <section className="section feast-cta" aria-labelledby="feast-cta-title">
            <div className="container feast-cta__inner">
              <h2 id="feast-cta-title">{t('feast.cta.title')}</h2>
              <p>{t('feast.cta.text')}</p>
              <ul className="feast-cta__phones">
                <li>
                  <span className="feast-cta__label">{t('feast.cta.restaurant')}</span>
                  <a className="button" href={telHref(phones.restaurant)}>
                    <PhoneIcon />
                    {phones.restaurant}
                  </a>
                </li>
                <li>
                  <span className="feast-cta__label">{t('feast.cta.events')}</span>
                  <a className="button button--outline" href={telHref(phones.events)}>
                    <PhoneIcon />
                    {phones.events}
                  </a>
                </li>
              </ul>
              <p className="feast-cta__capacity">{t('feast.cta.capacity')}</p>
            </div>
          </section>
        </>
      ) : null}
    </>
  );
}

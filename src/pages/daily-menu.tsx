import { useTranslation } from 'react-i18next';
import { AllergenLegend } from '../components/menus/allergen-legend';
import { EmbeddedFrame } from '../components/menus/embedded-frame';
import { hasLunchAhead, LunchMenu, lunchFeedPath } from '../lunch';
import { menuSource } from '../components/menus/menu-source';
import { PrintImprint } from '../components/menus/print-imprint';
import { SubscribeCard } from '../components/menus/subscribe-card';
import { useNow } from '../components/ui/now';
import { usualOpening } from '../content/hours-text';
import { useLang } from '../lang-context';
import { usePageData, useSiteData } from '../route-data';
import './menu-pages.css';
import './daily-menu.css';

export function DailyMenuPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { links, hours } = useSiteData();
  const { days, serving } = usePageData('dailyMenu');
  const { dailyMenu: dailyMenuUrl, menuSubscribe: menuSubscribeUrl } = links;
  // Decision 0014: our own published days, else the spec's frame when set; the day's state comes first in every case.
  const source = menuSource({ hasOwn: hasLunchAhead(days, useNow()), frameUrl: dailyMenuUrl });
  return (
    <div className="container page daily-menu-page">
      <PrintImprint />
      <header className="page-header">
        <h1>{t('dailyMenu.title')}</h1>
        <p>{t('dailyMenu.lead')}</p>
      </header>

      <LunchMenu
        days={days}
        serving={serving}
        external={
          source === 'frame' && dailyMenuUrl ? (
            <section className="menu-frame" aria-labelledby="daily-frame-title">
              <h2 id="daily-frame-title" className="menu-frame__title">
                {t('dailyMenu.frame.heading')}
              </h2>
              <p className="menu-frame__allergens">{t('common.allergensOnRequest')}</p>
              <EmbeddedFrame
                src={dailyMenuUrl}
                title={t('dailyMenu.frame.title')}
                size="daily-menu"
                openSeparately={t('dailyMenu.frame.openSeparately')}
              />
            </section>
          ) : null
        }
      />
      {/* The spec's intro card below the lunch: a phone's first screen shows the day's dishes and prices. */}
      <div className="menu-cards daily-menu-cards">
        <section className="card menu-card" aria-labelledby="daily-intro-title">
          <h2 id="daily-intro-title" className="menu-card__title">
            {t('dailyMenu.intro.title')}
          </h2>
          <p>{t('dailyMenu.intro.text', { opens: usualOpening(hours) ?? '' })}</p>
        </section>
        {menuSubscribeUrl ? (
          <section className="card menu-card menu-card--accent" aria-labelledby="daily-subscribe-title">
            <h2 id="daily-subscribe-title" className="menu-card__title">
              {t('dailyMenu.subscribe.title')}
            </h2>
            <p>{t('dailyMenu.subscribe.text')}</p>
            <a className="button button--light" href={menuSubscribeUrl} target="_blank" rel="noopener">
              {t('dailyMenu.subscribe.button')}
              <span className="visually-hidden"> {t('common.openNewTab')}</span>
            </a>
          </section>
        ) : (
          // Our own form (server/subscribers) when links.yaml names no external subscribe page.
          <SubscribeCard />
        )}
      </div>

      {source === 'own' ? (
        <>
          <AllergenLegend headingLevel={2} />
          <p className="daily-menu-feed">
            <a href={lunchFeedPath(lang)} type="application/atom+xml">
              {t('dailyMenu.feed.follow')}
            </a>
          </p>
        </>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { EmbeddedFrame } from '../components/menus/embedded-frame';
import { usualOpening } from '../components/ui/hours-text';
import { useSiteData } from '../route-data';
import './menu-pages.css';

export function DailyMenuPage() {
  const { t } = useTranslation();
  const { links, hours } = useSiteData();
  const { dailyMenu: dailyMenuUrl, menuSubscribe: menuSubscribeUrl } = links;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('dailyMenu.title')}</h1>
        <p>{t('dailyMenu.lead')}</p>
      </header>

      <div className="menu-cards">
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
        ) : null}
      </div>

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
          placeholder={{ title: t('dailyMenu.frame.placeholderTitle'), text: t('dailyMenu.frame.placeholderText') }}
        />
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { EmbeddedFrame } from '../components/menus/embedded-frame';
import { DownloadIcon } from '../components/ui/icons';
import { useSiteData } from '../route-data';
import './menu-pages.css';

export function FoodMenuPage() {
  const { t } = useTranslation();
  const { foodMenu: foodMenuUrl, foodMenuPdf: foodMenuPdfUrl } = useSiteData().links;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('foodMenu.title')}</h1>
        <p>{t('foodMenu.lead')}</p>
        {foodMenuPdfUrl ? (
          <a className="button menu-download" href={foodMenuPdfUrl} type="application/pdf">
            <DownloadIcon />
            {t('foodMenu.download')}
          </a>
        ) : null}
      </header>

      <section className="menu-frame" aria-labelledby="food-frame-title">
        <h2 id="food-frame-title" className="visually-hidden">
          {t('foodMenu.frame.heading')}
        </h2>
        <p className="menu-frame__allergens">{t('common.allergensOnRequest')}</p>
        <EmbeddedFrame
          src={foodMenuUrl}
          title={t('foodMenu.frame.title')}
          size="food-menu"
          openSeparately={t('foodMenu.frame.openSeparately')}
          placeholder={{ title: t('foodMenu.frame.placeholderTitle'), text: t('foodMenu.frame.placeholderText') }}
        />
      </section>
    </div>
  );
}

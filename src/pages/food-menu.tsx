import { useTranslation } from 'react-i18next';
import { AllergenLegend } from '../components/menus/allergen-legend';
import { EmbeddedFrame } from '../components/menus/embedded-frame';
import { MenuJumpLinks } from '../components/menus/menu-jump-links';
import { MenuNotPublished } from '../components/menus/menu-not-published';
import { menuSource } from '../components/menus/menu-source';
import { FoodMenuView } from '../components/menus/food-menu-view';
import { PrintImprint } from '../components/menus/print-imprint';
import { DownloadIcon } from '../components/ui/icons';
import { usePageData, useSiteData } from '../route-data';
import './menu-pages.css';
import './food-menu.css';

/**
 * The food menu: our own (food-menu.yaml) with the guest's filter and the allergen
 * legend; without one, the external frame (links.foodMenu) or, without that either,
 * a plain "not published yet", with the phone while open (menu-source.ts, decision 0014). The PDF, when
 * set, is offered in every case.
 */
export function FoodMenuPage() {
  const { t } = useTranslation();
  const { foodMenu: foodMenuUrl, foodMenuPdf: foodMenuPdfUrl } = useSiteData().links;
  const { sections, columnBreak } = usePageData('foodMenu');
  const source = menuSource({ hasOwn: sections.length > 0, frameUrl: foodMenuUrl });
  return (
    <div className="container page food-page">
      <PrintImprint />
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

      {source === 'own' ? (
        <>
          <MenuJumpLinks
            label={t('foodMenu.jump')}
            sections={sections.map((section) => ({ target: section.id, title: section.title }))}
          />
          <FoodMenuView sections={sections} columnBreak={columnBreak} />
          <AllergenLegend headingLevel={2} />
        </>
      ) : (
        <section className="menu-frame" aria-labelledby="food-frame-title">
          <h2 id="food-frame-title" className="visually-hidden">
            {t('foodMenu.frame.heading')}
          </h2>
          <p className="menu-frame__allergens">{t('common.allergensOnRequest')}</p>
          {source === 'frame' && foodMenuUrl ? (
            <EmbeddedFrame
              src={foodMenuUrl}
              title={t('foodMenu.frame.title')}
              size="food-menu"
              openSeparately={t('foodMenu.frame.openSeparately')}
            />
          ) : (
            <MenuNotPublished title={t('foodMenu.frame.placeholderTitle')} text={t('foodMenu.frame.placeholderText')} />
          )}
        </section>
      )}
    </div>
  );
}

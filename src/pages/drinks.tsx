import { useTranslation } from 'react-i18next';
import { AllergenLegend } from '../components/menus/allergen-legend';
import { MenuJumpLinks } from '../components/menus/menu-jump-links';
import { PriceList } from '../components/menus/price-list';
import { PrintImprint } from '../components/menus/print-imprint';
import { usePageData } from '../route-data';
import './drinks.css';

export function DrinksPage() {
  const { t } = useTranslation();
  const { categories } = usePageData('drinks');
  return (
    <div className="container page drinks-page">
      <PrintImprint />
      <header className="page-header">
        <h1>{t('drinks.title')}</h1>
        <p>{t('drinks.lead')}</p>
      </header>

      <MenuJumpLinks
        label={t('drinks.jump')}
        sections={categories.map((category) => ({ target: `drinks-${category.id}`, title: category.title }))}
      />
      <div className="drinks-grid">
        {categories.map((category) => (
          <section key={category.id} className="card drinks-card" aria-labelledby={`drinks-${category.id}`}>
            <h2 id={`drinks-${category.id}`} className="drinks-card__title">
              {category.title}
            </h2>
            <PriceList items={category.items} />
          </section>
        ))}
      </div>
      <p className="drinks-note">{t('drinks.pricesNote')}</p>
      <AllergenLegend headingLevel={2} />
    </div>
  );
}

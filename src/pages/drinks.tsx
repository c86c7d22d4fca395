import { useTranslation } from 'react-i18next';
import { PriceList } from '../components/menus/price-list';
import { formatCzk } from '../content/format';
import { usePageData } from '../route-data';
import './drinks.css';

export function DrinksPage() {
  const { t } = useTranslation();
  const { categories } = usePageData('drinks');
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('drinks.title')}</h1>
        <p>{t('drinks.lead')}</p>
      </header>

      <div className="drinks-grid">
        {categories.map((category) => (
          <section key={category.id} className="card drinks-card" aria-labelledby={`drinks-${category.id}`}>
            <h2 id={`drinks-${category.id}`} className="drinks-card__title">
              {category.title}
            </h2>
            <PriceList
              rows={category.items.map((item) => ({
                id: item.id,
                name: item.name,
                amount: item.amount ?? undefined,
                price: formatCzk(item.price),
              }))}
            />
          </section>
        ))}
      </div>
      <p className="drinks-note">{t('drinks.pricesNote')}</p>
    </div>
  );
}

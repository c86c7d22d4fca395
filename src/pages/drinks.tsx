import { useTranslation } from 'react-i18next';
import { useLang } from '../components/ui/lang-context';
import { PriceList } from '../components/menus/price-list';
import { drinkCategories } from '../content/drinks';
import { formatCzk, formatLitres } from '../content/format';
import './drinks.css';

export function DrinksPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('drinks.title')}</h1>
        <p>{t('drinks.lead')}</p>
      </header>

      <div className="drinks-grid">
        {drinkCategories.map((category) => (
          <section key={category.id} className="card drinks-card" aria-labelledby={`drinks-${category.id}`}>
            <h2 id={`drinks-${category.id}`} className="drinks-card__title">
              {t(`drinks.categories.${category.id}`)}
            </h2>
            <PriceList
              rows={category.items.map((item) => ({
                id: item.id,
                name: item.name[lang],
                amount: item.volume === undefined ? undefined : formatLitres(item.volume, lang),
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

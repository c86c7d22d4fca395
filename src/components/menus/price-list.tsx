import { useTranslation } from 'react-i18next';
import type { MenuSectionView } from '../../content/page-data';
import { formatCzk } from '../../content/format';
import { useLang } from '../ui/lang-context';
import { allergenNames } from './allergens';
import './price-list.css';

/**
 * A menu listing as a description list: the name is the term, its amount,
 * price, description and allergens the details, so a screen reader reads each
 * row as one group ("Cola, 0,33 l, 35 Kč"). The allergens show as numbers
 * (the legend explains them) and are read as names.
 */
export function PriceList({ items }: { items: MenuSectionView['items'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className="price-list">
      {items.map((item) => (
        <div key={item.id} className="price-list__row">
          <dt className="price-list__name">{item.name}</dt>
          {item.amount ? <dd className="price-list__amount">{item.amount}</dd> : null}
          <dd className="price-list__price">{formatCzk(item.price)}</dd>
          {item.description ? <dd className="price-list__description">{item.description}</dd> : null}
          {item.allergens.length > 0 ? (
            <dd className="price-list__allergens">
              <span aria-hidden="true">{t('allergens.item.numbers', { numbers: item.allergens.join(', ') })}</span>
              <span className="visually-hidden">{allergenNames(t, lang, item.allergens)}</span>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

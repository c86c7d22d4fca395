import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSectionView } from '../../content/page-data';
import { useLang } from '../../lang-context';
import { allergenNames } from './allergens';
import { MenuPrice, useSoldOut } from './sold-out';
import './price-list.css';

/** What a menu adds to each row: the food menu its filter's data attributes and the dish's diet tags. */
interface RowExtras<Item> {
  className: string;
  attributes: (item: Item) => Record<`data-${string}`, string>;
  after: (item: Item) => ReactNode;
}

/**
 * A menu listing as a description list: the name is the term, its amount,
 * price, description and allergens the details, so a screen reader reads each
 * row as one group ("Cola, 0,33 l, 35 Kč" / "Cola, 0.33 l, 35 CZK"). The allergens show as numbers
 * (the legend explains them) and are read as names.
 */
export function PriceList<Item extends MenuSectionView['items'][number]>({
  items,
  row,
}: {
  items: readonly Item[];
  row?: RowExtras<Item>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const soldOut = useSoldOut();
  return (
    <dl className="price-list">
      {items.map((item) => (
        <div
          key={item.id}
          className={`price-list__row${row ? ` ${row.className}` : ''}${soldOut(item) ? ' price-list__row--sold-out' : ''}`}
          {...row?.attributes(item)}
        >
          <dt className="price-list__name">{item.name}</dt>
          {item.amount ? <dd className="price-list__amount">{item.amount}</dd> : null}
          <dd className="price-list__price">
            <MenuPrice price={item.price} soldOut={soldOut(item)} />
          </dd>
          {item.description ? <dd className="price-list__description">{item.description}</dd> : null}
          {item.allergens.length > 0 ? (
            <dd className="price-list__allergens">
              <span aria-hidden="true">{t('allergens.item.numbers', { numbers: item.allergens.join(', ') })}</span>
              <span className="visually-hidden">{allergenNames(t, lang, item.allergens)}</span>
            </dd>
          ) : null}
          {row?.after(item)}
        </div>
      ))}
    </dl>
  );
}

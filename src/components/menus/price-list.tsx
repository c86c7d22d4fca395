import type { MenuSectionView } from '../../content/page-data';
import { formatCzk } from '../../content/format';
import './price-list.css';

/**
 * A menu listing as a description list: the name is the term, its amount,
 * price and description the details, so a screen reader reads each row as one
 * group ("Cola, 0,33 l, 35 Kč").
 */
export function PriceList({ items }: { items: MenuSectionView['items'] }) {
  return (
    <dl className="price-list">
      {items.map((item) => (
        <div key={item.id} className="price-list__row">
          <dt className="price-list__name">{item.name}</dt>
          {item.amount ? <dd className="price-list__amount">{item.amount}</dd> : null}
          <dd className="price-list__price">{formatCzk(item.price)}</dd>
          {item.description ? <dd className="price-list__description">{item.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

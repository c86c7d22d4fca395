import './price-list.css';

export interface PriceRow {
  id: string;
  name: string;
  /** Formatted volume or weight, e.g. `0,33 l`, `480 g`. */
  amount?: string | undefined;
  /** Formatted price, e.g. `2 599 Kč`. */
  price: string;
  description?: string | undefined;
}

/**
 * A menu listing as a description list: the name is the term, its amount,
 * price and description the details, so a screen reader reads each row as one
 * group ("Cola, 0,33 l, 35 Kč").
 */
export function PriceList({ rows }: { rows: readonly PriceRow[] }) {
  return (
    <dl className="price-list">
      {rows.map((row) => (
        <div key={row.id} className="price-list__row">
          <dt className="price-list__name">{row.name}</dt>
          {row.amount ? <dd className="price-list__amount">{row.amount}</dd> : null}
          <dd className="price-list__price">{row.price}</dd>
          {row.description ? <dd className="price-list__description">{row.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

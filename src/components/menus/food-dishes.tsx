import { useTranslation } from 'react-i18next';
import type { FoodItemView, FoodSectionView } from '../../content/page-data';
import { effectiveDiet } from './food-filter';
import { dishesAnchor } from './food-filter-fields';
import { PriceList } from './price-list';

/**
 * The food menu's sections, each a price list like the other menus' (name, amount
 * and price on a line, description and allergens below), with the dish's diet
 * tags. Each dish carries what the filter's CSS matches (food-filter.css): its
 * allergens' numbers and its diet tags (a vegan dish is vegetarian too).
 */
export function FoodDishes({ sections }: { sections: readonly FoodSectionView[] }) {
  const { t } = useTranslation();
  const row = {
    className: 'food-item',
    attributes: (item: FoodItemView) => ({
      'data-allergens': item.allergens.join(' '),
      'data-diet': effectiveDiet(item.diet).join(' '),
    }),
    after: (item: FoodItemView) =>
      item.diet.length > 0 ? (
        <dd className="food-item__diet">
          {item.diet.map((tag) => (
            <span key={tag} className="food-item__tag">
              {t(`foodMenu.diet.${tag}`)}
            </span>
          ))}
        </dd>
      ) : null,
  };
  return (
    <div className="food-sections" id={dishesAnchor}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="card food-section" aria-labelledby={`food-${section.id}`}>
          <h2 id={`food-${section.id}`} className="food-section__title">
            {section.title}
          </h2>
          {section.note ? <p className="food-section__note">{section.note}</p> : null}
          <PriceList items={section.items} row={row} />
        </section>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { FoodColumnBreak, FoodItemView, FoodSectionView } from '../../content/page-data';
import { effectiveDiet } from './food-filter';
import { dishesAnchor } from './food-filter-fields';
import { PriceList } from './price-list';
import './food-columns.css';

/**
 * The food menu's sections, each a price list like the other menus' (name, amount
 * and price on a line, description and allergens below), with the dish's diet
 * tags. Each dish carries what the filter's CSS matches (food-filter.css): its
 * allergens' numbers and its diet tags (a vegan dish is vegetarian too).
 *
 * On a wide screen the second column starts where the server chose
 * (`columnBreak`, src/content/food-columns.ts): before a whole section, or inside
 * one, whose dishes from there on follow its title again ("Hlavní jídla –
 * pokračování"), in a second list. That title is shown only where the columns
 * part (food-columns.css) and is hidden from screen readers: for them the section
 * is one, named once.
 */
export function FoodDishes({
  sections,
  columnBreak,
}: {
  sections: readonly FoodSectionView[];
  columnBreak: FoodColumnBreak | null;
}) {
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
      {sections.map((section, index) => {
        const breakAt = columnBreak?.section === index ? columnBreak.item : null;
        const continued = breakAt !== null && breakAt > 0 && breakAt < section.items.length;
        return (
          <section
            key={section.id}
            id={section.id}
            className={breakAt === 0 ? 'card food-section food-section--next-column' : 'card food-section'}
            aria-labelledby={`food-${section.id}`}
          >
            <h2 id={`food-${section.id}`} className="food-section__title">
              {section.title}
            </h2>
            {section.note ? <p className="food-section__note">{section.note}</p> : null}
            {continued ? (
              <>
                <PriceList items={section.items.slice(0, breakAt)} row={row} />
                <p className="food-section__title food-section__continued" aria-hidden="true">
                  {t('foodMenu.continued', { title: section.title })}
                </p>
                <PriceList items={section.items.slice(breakAt)} row={row} />
              </>
            ) : (
              <PriceList items={section.items} row={row} />
            )}
          </section>
        );
      })}
    </div>
  );
}

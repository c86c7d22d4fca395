import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LunchDishView } from '../content/page-data';
import type { DietTag } from '../content/schema';
import { useLang } from '../lang-context';
import { allergenNames, spokenList } from '../components/menus/allergens';
import { MenuPrice, useSoldOut } from '../components/menus/sold-out';
import '../components/menus/price-list.css';
import './lunch-menu.css';

const dietKeys = { vegetarian: 'vegetarian', vegan: 'vegan', 'gluten-free': 'glutenFree' } as const satisfies Record<
  DietTag,
  string
>;

/** A dish's diet tags: short words on screen and paper, the full phrase for screen readers. */
function DietTags({ t, diet }: { t: TFunction; diet: readonly DietTag[] }) {
  const lang = useLang();
  if (diet.length === 0) return null;
  return (
    <dd className="lunch-dish__diet">
      <span aria-hidden="true">{diet.map((tag) => t(`dailyMenu.diet.short.${dietKeys[tag]}`)).join(' · ')}</span>
      <span className="visually-hidden">
        {t('dailyMenu.diet.label')}{' '}
        {spokenList(
          lang,
          diet.map((tag) => t(`dailyMenu.diet.${dietKeys[tag]}`)),
        )}
      </span>
    </dd>
  );
}

/**
 * The soups or the mains of a lunch day, as the other menus list their items
 * (price-list.css: the name the term, its amount, price, diet and allergens the
 * details, prices in one right-aligned column); the mains numbered 1, 2, 3…
 */
export function LunchDishes({
  dishes,
  numbered,
  date,
}: {
  dishes: readonly LunchDishView[];
  numbered: boolean;
  /** The day's Prague date: a dish is sold out on its own day only. */
  date: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const soldOut = useSoldOut();
  return (
    <dl className="price-list">
      {dishes.map((dish, index) => (
        <div
          key={`${index}-${dish.name}`}
          className={soldOut(dish, date) ? 'price-list__row price-list__row--sold-out' : 'price-list__row'}
        >
          <dt className="price-list__name">
            {numbered ? (
              <span className="lunch-dish__number">{t('dailyMenu.day.mainNumber', { number: index + 1 })}: </span>
            ) : null}
            {dish.name}
          </dt>
          {dish.amount ? <dd className="price-list__amount">{dish.amount}</dd> : null}
          <dd className="price-list__price">
            <MenuPrice price={dish.price} soldOut={soldOut(dish, date)} />
          </dd>
          <DietTags t={t} diet={dish.diet} />
          {dish.allergens.length > 0 ? (
            <dd className="price-list__allergens">
              <span aria-hidden="true">{t('allergens.item.numbers', { numbers: dish.allergens.join(', ') })}</span>
              <span className="visually-hidden">{allergenNames(t, lang, dish.allergens)}</span>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

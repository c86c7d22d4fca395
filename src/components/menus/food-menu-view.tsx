import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoodColumnBreak, FoodSectionView } from '../../content/page-data';
import type { DietTag } from '../../content/schema';
import { allergenName } from './allergens';
import { dishesShown, type FoodFilter } from './food-filter';
import { filterFormId, onlyFields, withoutFields } from './food-filter-fields';
import { FoodDishes } from './food-dishes';
import './food-filter.css';

/**
 * Our own food menu with the guest's filter. The filter works without JavaScript:
 * its checkboxes come before the dishes as their siblings, so the CSS hides a dish
 * with `#box:checked ~ .food-sections …` (food-filter.css), and `:has()` hides a
 * section left without a dish and shows "no dish matches" when none is left. The
 * checkboxes are visually hidden (each named on its own: "Hide dishes with allergen
 * 1 …"); their labels, in the filter's form, are what a guest sees and taps. A reset
 * button clears them, with or without JavaScript. The choices are folded in a
 * `<details>` (a phone's first screen shows dishes, not 17 chips); while folded, the
 * boxes are out of the tab order (food-filter.css). With JavaScript, each change is
 * announced (how many dishes are shown) in a polite live region.
 */
export function FoodMenuView({
  sections,
  columnBreak,
}: {
  sections: readonly FoodSectionView[];
  /** Where the columns part on a wide screen (FoodDishes). */
  columnBreak: FoodColumnBreak | null;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');

  const announce = (filter: FoodFilter) => {
    const { shown, total } = dishesShown(sections, filter);
    setStatus(shown === 0 ? t('foodMenu.filter.none') : t('foodMenu.filter.shown', { shown, total }));
  };
  const onChange = (event: FormEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    // The boxes sit outside the form's element but belong to it (their `form` attribute): FormData has them.
    const data = new FormData(form);
    announce({ without: data.getAll('without').map(Number), only: data.getAll('only').map(String) as DietTag[] });
  };

  return (
    <div className="food-menu">
      {withoutFields.map((field) => (
        <input
          key={field.id}
          id={field.id}
          className="food-filter__box visually-hidden"
          type="checkbox"
          name="without"
          value={field.allergen}
          form={filterFormId}
          onChange={onChange}
        />
      ))}
      {onlyFields.map((field) => (
        <input
          key={field.id}
          id={field.id}
          className="food-filter__box visually-hidden"
          type="checkbox"
          name="only"
          value={field.diet}
          form={filterFormId}
          onChange={onChange}
        />
      ))}
      <form
        id={filterFormId}
        className="card food-filter"
        aria-labelledby="food-filter-title"
        onReset={() => announce({ without: [], only: [] })}
      >
        <h2 id="food-filter-title" className="food-filter__title">
          {t('foodMenu.filter.title')}
        </h2>
        {/* Folded by default: on a phone the 17 choices would fill the first screen before any dish. */}
        <details className="food-filter__details">
          <summary className="food-filter__summary">
            {t('foodMenu.filter.open')}
            <span className="food-filter__active"> {t('foodMenu.filter.active')}</span>
          </summary>
          <p className="food-filter__legend">{t('foodMenu.filter.without')}</p>
          <ul className="food-filter__chips food-filter__chips--allergens">
            {withoutFields.map((field) => (
              <li key={field.id}>
                <label className="food-filter__chip" htmlFor={field.id}>
                  <span className="visually-hidden">{t('foodMenu.filter.withoutName')} </span>
                  <span className="food-filter__number">{field.allergen}</span> {allergenName(t, field.allergen)}
                </label>
              </li>
            ))}
          </ul>
          <p className="food-filter__legend">{t('foodMenu.filter.only')}</p>
          <ul className="food-filter__chips">
            {onlyFields.map((field) => (
              <li key={field.id}>
                <label className="food-filter__chip" htmlFor={field.id}>
                  <span className="visually-hidden">{t('foodMenu.filter.onlyBefore')} </span>
                  {t(`foodMenu.filter.diets.${field.diet}`)}
                  <span className="visually-hidden"> {t('foodMenu.filter.onlyAfter')}</span>
                </label>
              </li>
            ))}
          </ul>
          <button type="reset" className="button button--outline food-filter__reset">
            {t('foodMenu.filter.reset')}
          </button>
        </details>
        <p className="food-filter__kitchen">{t('foodMenu.filter.kitchen')}</p>
      </form>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <FoodDishes sections={sections} columnBreak={columnBreak} />
      <div className="card food-menu__none">
        <p>{t('foodMenu.filter.none')}</p>
        <button type="reset" form={filterFormId} className="button">
          {t('foodMenu.filter.reset')}
        </button>
      </div>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { FoodColumnBreak, FoodSectionView } from '../../content/page-data';
import type { DietTag } from '../../content/schema';
import { allergenName } from './allergens';
import { dishesShown, type FoodFilter } from './food-filter';
import { dishesAnchor, filterFormId, onlyFields, submittedFilter, withoutFields } from './food-filter-fields';
import { FoodDishes } from './food-dishes';
import { useHydrated } from '../ui/use-hydrated';
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
 * boxes are out of the tab order (food-filter.css).
 *
 * Under the choices, how many dishes are shown ("Zobrazená jídla: 3 z 26") beside a link
 * to them ("Zobrazit jídla": on a phone they are a screen and more below). The filter is a
 * GET form: without JavaScript its button submits the choice, and the server renders the
 * page for it (the boxes ticked, the count) at the dishes; until a changed choice is
 * submitted the CSS puts that button in place of the count and the link (a count of another
 * choice would be wrong). With JavaScript the count follows each change, and is the one
 * live region that announces it (polite).
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
  // This page's address (the canonical one: no other spelling is served), and the choice in its query.
  const { pathname, search } = useLocation();
  const submitted = submittedFilter(new URLSearchParams(search));
  const chosen = submitted.without.length + submitted.only.length > 0;
  const live = useHydrated();
  const [count, setCount] = useState(() => dishesShown(sections, submitted));

  const announce = (filter: FoodFilter) => setCount(dishesShown(sections, filter));
  // A submitted choice is what the boxes reset to (their defaults): clearing it is the page without it.
  const clear = (className: string) =>
    chosen ? (
      <a className={className} href={`${pathname}#${filterFormId}`}>
        {t('foodMenu.filter.reset')}
      </a>
    ) : (
      <button type="reset" form={filterFormId} className={className}>
        {t('foodMenu.filter.reset')}
      </button>
    );
  const onChange = (event: FormEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    // The boxes sit outside the form's element but belong to it (their `form` attribute): FormData has them.
    const data = new FormData(form);
    announce({ without: data.getAll('without').map(Number), only: data.getAll('only').map(String) as DietTag[] });
  };

  return (
    <div className={live ? 'food-menu food-menu--live' : 'food-menu'}>
      {withoutFields.map((field) => (
        <input
          key={field.id}
          id={field.id}
          className="food-filter__box visually-hidden"
          type="checkbox"
          name="without"
          value={field.allergen}
          defaultChecked={submitted.without.includes(field.allergen)}
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
          defaultChecked={submitted.only.includes(field.diet)}
          form={filterFormId}
          onChange={onChange}
        />
      ))}
      <form
        id={filterFormId}
        className="card food-filter"
        method="get"
        action={`${pathname}#${dishesAnchor}`}
        aria-labelledby="food-filter-title"
        onReset={() => announce({ without: [], only: [] })}
      >
        <h2 id="food-filter-title" className="food-filter__title">
          {t('foodMenu.filter.title')}
        </h2>
        {/* Folded by default: on a phone the 17 choices would fill the first screen before any dish. */}
        {/* Open on the page of a submitted choice: the choice and its count in view. */}
        <details className="food-filter__details" open={chosen}>
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
          <div className="food-filter__result">
            <p className="food-filter__count" role="status">
              {count.shown === 0
                ? t('foodMenu.filter.none')
                : t('foodMenu.filter.shown', { shown: count.shown, total: count.total })}
            </p>
            <a className="button food-filter__show" href={`#${dishesAnchor}`}>
              {t('foodMenu.filter.show')}
            </a>
            {live ? null : (
              <button type="submit" className="button food-filter__submit">
                {t('foodMenu.filter.show')}
              </button>
            )}
            {clear('button button--outline food-filter__reset')}
          </div>
        </details>
        <p className="food-filter__kitchen">{t('foodMenu.filter.kitchen')}</p>
      </form>
      <FoodDishes sections={sections} columnBreak={columnBreak} />
      <div className="card food-menu__none">
        <p>{t('foodMenu.filter.none')}</p>
        {clear('button')}
      </div>
    </div>
  );
}

/**
 * The food menu filter's checkboxes: their ids, which the CSS that hides the dishes
 * names one by one (food-filter.css; food-filter.test.ts checks that it names each),
 * and their values. A fixed list: the 14 EU allergens and the 3 diet tags.
 */
import { dietTags } from '../../content/diet-tags';
import { allergenNumbers } from './allergens';
import type { FoodFilter } from './food-filter';

export const filterFormId = 'food-filter';

export const withoutFields = allergenNumbers.map((allergen) => ({ id: `food-without-${allergen}`, allergen }));
export const onlyFields = dietTags.map((diet) => ({ id: `food-only-${diet}`, diet }));

/** The address of the dishes (the food sections' list): the filter's "Show dishes" leads there, and so does its post. */
export const dishesAnchor = 'food-dishes';

/**
 * The choice a guest submitted without JavaScript: the filter is a GET form, so the query holds
 * its boxes (`?without=1&without=7&only=vegan`). Only the fixed values count, each once, in the
 * lists' order; anything else in the query (an unknown number, a name typed into the address)
 * is no choice, never an error.
 */
export function submittedFilter(query: URLSearchParams): FoodFilter {
  const without = new Set(query.getAll('without'));
  const only = new Set(query.getAll('only'));
  return {
    without: withoutFields.filter((field) => without.has(String(field.allergen))).map((field) => field.allergen),
    only: onlyFields.filter((field) => only.has(field.diet)).map((field) => field.diet),
  };
}

/**
 * The food menu filter's checkboxes: their ids, which the CSS that hides the dishes
 * names one by one (food-filter.css; food-filter.test.ts checks that it names each),
 * and their values. A fixed list: the 14 EU allergens and the 3 diet tags.
 */
import { dietTags } from '../../content/diet-tags';
import { allergenNumbers } from './allergens';

export const filterFormId = 'food-filter';

export const withoutFields = allergenNumbers.map((allergen) => ({ id: `food-without-${allergen}`, allergen }));
export const onlyFields = dietTags.map((diet) => ({ id: `food-only-${diet}`, diet }));

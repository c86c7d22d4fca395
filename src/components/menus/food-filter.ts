/**
 * The food menu's filter, as logic: which dishes a guest's choice leaves on the
 * menu. The page hides the others with CSS alone (food-filter.css, no script
 * needed); this module is what that CSS implements, used to mark each dish with
 * what the CSS matches (`data-allergens`, `data-diet`), to count the dishes shown
 * for the screen reader's announcement, and by the tests.
 */
import type { DietTag } from '../../content/schema';

/** What a guest chose: allergens the dishes must not contain, and diets they must suit (all of them). */
export interface FoodFilter {
  without: readonly number[];
  only: readonly DietTag[];
}

interface FilterableDish {
  allergens: readonly number[];
  diet: readonly DietTag[];
}

/** A dish's diet tags as the filter reads them: a vegan dish is vegetarian too. */
export function effectiveDiet(diet: readonly DietTag[]): DietTag[] {
  const tags = new Set(diet);
  if (tags.has('vegan')) tags.add('vegetarian');
  return [...tags];
}

/** Whether a dish stays on the menu under a filter. */
export function dishShown(dish: FilterableDish, filter: FoodFilter): boolean {
  const diet = effectiveDiet(dish.diet);
  return (
    filter.without.every((allergen) => !dish.allergens.includes(allergen)) &&
    filter.only.every((tag) => diet.includes(tag))
  );
}

/** How many dishes of a menu a filter leaves (and of how many). */
export function dishesShown(
  sections: readonly { items: readonly FilterableDish[] }[],
  filter: FoodFilter,
): { shown: number; total: number } {
  const dishes = sections.flatMap((section) => section.items);
  return { shown: dishes.filter((dish) => dishShown(dish, filter)).length, total: dishes.length };
}

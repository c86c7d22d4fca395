import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dietTags } from '../../content/schema';
import { dishesShown, dishShown, effectiveDiet } from './food-filter';
import { onlyFields, withoutFields } from './food-filter-fields';

const soup = { allergens: [1, 7], diet: ['vegetarian' as const] };
const curry = { allergens: [], diet: ['vegan' as const, 'gluten-free' as const] };
const salmon = { allergens: [4, 7], diet: ['gluten-free' as const] };

describe('the food filter', () => {
  it('counts a vegan dish as vegetarian', () => {
    expect(effectiveDiet(['vegan'])).toEqual(['vegan', 'vegetarian']);
    expect(dishShown(curry, { without: [], only: ['vegetarian'] })).toBe(true);
    expect(dishShown(soup, { without: [], only: ['vegan'] })).toBe(false);
  });

  it('hides a dish with any chosen allergen, and keeps one that suits every chosen diet', () => {
    expect(dishShown(soup, { without: [], only: [] })).toBe(true);
    expect(dishShown(soup, { without: [7], only: [] })).toBe(false);
    expect(dishShown(soup, { without: [4, 14], only: [] })).toBe(true);
    expect(dishShown(salmon, { without: [], only: ['gluten-free', 'vegetarian'] })).toBe(false);
    expect(dishShown(curry, { without: [1, 7], only: ['gluten-free', 'vegetarian'] })).toBe(true);
  });

  it('counts the dishes shown of all', () => {
    const sections = [{ items: [soup] }, { items: [curry, salmon] }];
    expect(dishesShown(sections, { without: [7], only: [] })).toEqual({ shown: 1, total: 3 });
    expect(dishesShown(sections, { without: [], only: [] })).toEqual({ shown: 3, total: 3 });
    expect(dishesShown([], { without: [1], only: [] })).toEqual({ shown: 0, total: 0 });
  });

  it('has CSS for every box: the dish, the empty section, "no dish", the label checked and focused', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'food-filter.css'), 'utf8');
    for (const { id, allergen } of withoutFields) {
      // Hidden by the dish rule, the section rule and the "no dish" rule.
      expect(css.split(`#${id}:checked ~ .food-sections [data-allergens~="${allergen}"]`).length - 1, id).toBe(3);
      expect(css, id).toContain(`#${id}:checked ~ .food-filter [for="${id}"]`);
      expect(css, id).toContain(`#${id}:focus-visible ~ .food-filter [for="${id}"]`);
    }
    for (const { id, diet } of onlyFields) {
      expect(css.split(`#${id}:checked ~ .food-sections .food-item:not([data-diet~="${diet}"])`).length - 1, id).toBe(
        3,
      );
      expect(css, id).toContain(`#${id}:checked ~ .food-filter [for="${id}"]`);
      expect(css, id).toContain(`#${id}:focus-visible ~ .food-filter [for="${id}"]`);
    }
    expect(withoutFields).toHaveLength(14);
    // The schema's tags, which the fields write out (importing the schema would bring zod to the page).
    expect(onlyFields.map((field) => field.diet)).toEqual([...dietTags]);
  });
});

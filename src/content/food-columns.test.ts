import { describe, expect, it } from 'vitest';
import { foodColumnBreak } from './food-columns';
import type { FoodItemView, FoodSectionView } from './page-data';

/** A dish with a one-line name, allergens and no description, or with `description`. */
const dish = (id: string, description: string | null = null): FoodItemView => ({
  id,
  name: `Dish ${id}`,
  description,
  amount: '200 g',
  price: 199,
  allergens: [1],
  diet: [],
  soldOut: null,
});

/** Sections of as many such dishes as `sizes` says, named s0, s1, … */
const menu = (sizes: number[], description: string | null = null): FoodSectionView[] =>
  sizes.map((size, index) => ({
    id: `s${index}`,
    title: `Section ${index}`,
    note: null,
    items: Array.from({ length: size }, (_, item) => dish(`${index}-${item}`, description)),
  }));

describe('where the food menu’s columns part', () => {
  it('goes on inside a long section between two of its dishes when whole sections cannot balance', () => {
    // The sample's shape: four dishes, four, seven mains, four, three, four.
    const columnBreak = foodColumnBreak(menu([4, 4, 7, 4, 3, 4]));
    expect(columnBreak?.section).toBe(2);
    expect(columnBreak?.item).toBeGreaterThan(0);
    expect(columnBreak?.item).toBeLessThan(7);
  });

  it('parts between whole sections when they balance, with no title again', () => {
    expect(foodColumnBreak(menu([3, 3, 3, 3]))).toEqual({ section: 2, item: 0 });
    expect(foodColumnBreak(menu([3, 3]))).toEqual({ section: 1, item: 0 });
  });

  it('counts a long description’s lines: the break moves into the section that holds them', () => {
    const long = 'A description long enough to take three lines of a column on a wide screen, '.repeat(2);
    const sections = menu([3, 3]);
    sections[0] = menu([3], long)[0]!;
    expect(foodColumnBreak(sections)).toEqual({ section: 0, item: 2 });
  });

  it('never starts the second column right after a title, nor before the first dish', () => {
    expect(foodColumnBreak(menu([2]))).toEqual({ section: 0, item: 1 });
    expect(foodColumnBreak(menu([1, 1]))).toEqual({ section: 1, item: 0 });
  });

  it('parts nothing with one dish or none', () => {
    expect(foodColumnBreak(menu([1]))).toBeNull();
    expect(foodColumnBreak([])).toBeNull();
  });
});

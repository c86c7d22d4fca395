/**
 * The dishes the sold-out screen lists, read from the two menus' data as the API gives it
 * (unknown: a hand-edited file may hold anything), and the one change it makes: a dish's
 * `soldOut` set to today's Prague date, or removed. Pure; the screen and its action use it.
 */
import { itemName } from '../../content/item-name';

/** Where a dish is: today's lunch by course and place, the food menu by the dish's id. */
export type DishPlace =
  { file: 'dailyMenu'; date: string; course: 'soups' | 'mains'; index: number } | { file: 'foodMenu'; id: string };

export interface SoldOutDish {
  place: DishPlace;
  /** Its name in the admin's language (else the other), as the owner wrote it. */
  name: string;
  /** Both names: the action checks it still finds the same dish. */
  names: { cs: string; en: string };
  /** The food menu's section title; a lunch dish's course is the screen's. */
  group: string;
  soldOut: boolean;
}

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const namesOf = (dish: Data) => {
  const name = isRecord(dish.name) ? dish.name : {};
  return { cs: typeof name.cs === 'string' ? name.cs : '', en: typeof name.en === 'string' ? name.en : '' };
};

/** Today's lunch dishes (soups, then mains), whether today's day is published or not yet. */
export function lunchDishes(data: unknown, today: string, lang: 'cs' | 'en'): SoldOutDish[] {
  const day = list(isRecord(data) ? data.days : undefined).find((each) => each.date === today);
  if (!day) return [];
  return (['soups', 'mains'] as const).flatMap((course) =>
    list(day[course]).map((dish, index) => ({
      place: { file: 'dailyMenu' as const, date: today, course, index },
      name: itemName(dish, lang) ?? '',
      names: namesOf(dish),
      group: course,
      soldOut: dish.soldOut === today,
    })),
  );
}

/** Every dish of the food menu, section by section. */
export function foodDishes(data: unknown, today: string, lang: 'cs' | 'en'): SoldOutDish[] {
  return list(isRecord(data) ? data.sections : undefined).flatMap((section) =>
    list(section.items)
      .filter((dish) => typeof dish.id === 'string')
      .map((dish) => ({
        place: { file: 'foodMenu' as const, id: dish.id as string },
        name: itemName(dish, lang) ?? '',
        names: namesOf(dish),
        group: itemName(section, lang) ?? '',
        soldOut: dish.soldOut === today,
      })),
  );
}

/**
 * The file's data with the dish at `place` sold out today (`on`) or on offer, or null when
 * that place no longer holds a dish of these names (the menu changed in between).
 */
export function withSoldOut(
  data: unknown,
  place: DishPlace,
  names: { cs: string; en: string },
  today: string,
  on: boolean,
): Data | null {
  if (!isRecord(data)) return null;
  const copy = structuredClone(data);
  let dish: Data | undefined;
  if (place.file === 'dailyMenu') {
    const day = list(copy.days).find((each) => each.date === place.date);
    dish = day ? list(day[place.course])[place.index] : undefined;
  } else {
    dish = list(copy.sections)
      .flatMap((section) => list(section.items))
      .find((each) => each.id === place.id);
  }
  if (!dish) return null;
  const now = namesOf(dish);
  if (now.cs !== names.cs || now.en !== names.en) return null;
  if (on) dish.soldOut = today;
  else delete dish.soldOut;
  return copy;
}

import { addScreenWords } from './screen-words';
import type { Strings } from './strings';

/**
 * A dish's allergens and diet as named chips (the menus' and the lunch editor's), in both
 * languages: loaded with the screens that import this file, so the sign-in and the first screen
 * do not carry them (screen-words.ts); messages.test.ts checks them.
 */
export const dishCs = {
  dish: {
    allergens: 'Alergeny',
    diet: 'Dieta',
    /** Short names of the 14 allergens of EU regulation 1169/2011 (the public legend has the full ones). */
    allergen: {
      '1': 'Lepek',
      '2': 'Korýši',
      '3': 'Vejce',
      '4': 'Ryby',
      '5': 'Arašídy',
      '6': 'Sója',
      '7': 'Mléko',
      '8': 'Ořechy',
      '9': 'Celer',
      '10': 'Hořčice',
      '11': 'Sezam',
      '12': 'Siřičitany',
      '13': 'Vlčí bob',
      '14': 'Měkkýši',
    },
  },
};

export const dishEn: Strings<typeof dishCs> = {
  dish: {
    allergens: 'Allergens',
    diet: 'Diet',
    allergen: {
      '1': 'Gluten',
      '2': 'Crustaceans',
      '3': 'Eggs',
      '4': 'Fish',
      '5': 'Peanuts',
      '6': 'Soy',
      '7': 'Milk',
      '8': 'Tree nuts',
      '9': 'Celery',
      '10': 'Mustard',
      '11': 'Sesame',
      '12': 'Sulfites',
      '13': 'Lupin',
      '14': 'Mollusks',
    },
  },
};

addScreenWords({ cs: dishCs, en: dishEn });

import type { Messages } from '../cs';

export const allergens = {
  legend: {
    title: 'Allergens',
    intro:
      'The numbers beside the items stand for the allergens listed in the EU regulation on the provision of food information to consumers.',
    ask: 'Feel free to ask our staff what any dish or drink contains.',
  },
  item: {
    numbers: 'Allergens: {{numbers}}',
    names: 'Allergens: {{names}}',
  },
  names: {
    '1': 'Cereals containing gluten',
    '2': 'Crustaceans',
    '3': 'Eggs',
    '4': 'Fish',
    '5': 'Peanuts',
    '6': 'Soybeans',
    '7': 'Milk',
    '8': 'Tree nuts',
    '9': 'Celery',
    '10': 'Mustard',
    '11': 'Sesame seeds',
    '12': 'Sulfur dioxide and sulfites',
    '13': 'Lupin',
    '14': 'Mollusks',
  },
  details: {
    '1': 'wheat, spelt, khorasan wheat, rye, barley, oats',
    '7': 'including lactose',
    '8': 'almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios, macadamia nuts',
  },
} satisfies Messages['allergens'];

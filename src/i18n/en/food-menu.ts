import type { Messages } from '../cs';

export const foodMenu = {
  title: 'Food Menu',
  lead: 'Czech classics and international dishes – this is our regular menu.',
  download: 'Download the Food Menu (PDF)',
  frame: {
    title: "Ballon Restaurant's Food Menu",
    heading: 'Our regular menu',
    openSeparately: 'View the Food Menu on its own page',
    placeholderTitle: 'Our Food Menu is not published here yet',
    placeholderText: "Give us a call and we'll gladly tell you what's cooking today – or simply drop in.",
  },
  jump: 'Food Menu sections',
  continued: '{{title}}, continued',
  filter: {
    title: 'Find what suits you',
    without: 'Hide dishes containing',
    withoutName: 'Hide dishes with allergen',
    only: 'Show only dishes that are',
    onlyBefore: 'Show only',
    onlyAfter: 'dishes',
    diets: { vegetarian: 'vegetarian', vegan: 'vegan', 'gluten-free': 'gluten-free' },
    kitchen: 'The filter follows our allergen labels. If you have a serious allergy, please always ask your server.',
    open: 'Allergens and diet',
    active: '(filter on)',
    reset: 'Clear filters',
    /** Under the choices, beside the link to the dishes (`show`); announced after each change. */
    shown: 'Showing {{shown}} of {{total}} dishes',
    /** The link to the dishes (and, without JavaScript, the button that submits a changed choice). */
    show: 'Show dishes',
    none: 'No dish matches your choice.',
  },
  diet: { vegetarian: 'vegetarian', vegan: 'vegan', 'gluten-free': 'gluten-free' },
} satisfies Messages['foodMenu'];

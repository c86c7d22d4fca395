/**
 * The drinks menu (spec section 9). Prices in CZK, either one price or a
 * [min, max] range; volumes in litres. Names in both languages; the category
 * titles are copy and live in the i18n namespace `drinks.categories`.
 */
import type { LocalizedText } from './localized-text';

/** CZK: one price, or a [min, max] range for a group of similar drinks. */
export type Price = number | readonly [number, number];

export interface DrinkItem {
  id: string;
  name: LocalizedText;
  /** Litres, when the menu states a serving size. */
  volume?: number;
  price: Price;
}

type DrinkCategoryId = 'soft' | 'hot' | 'beer' | 'wine' | 'spirits';

export interface DrinkCategory {
  id: DrinkCategoryId;
  items: readonly DrinkItem[];
}

/** Every spirit is poured in the same measure. */
const SPIRIT = 0.04;

export const drinkCategories: readonly DrinkCategory[] = [
  {
    id: 'soft',
    items: [
      { id: 'cola', name: { cs: 'Cola', en: 'Cola' }, volume: 0.33, price: 35 },
      { id: 'water', name: { cs: 'Minerální voda', en: 'Mineral water' }, volume: 0.33, price: 25 },
      { id: 'juice', name: { cs: 'Džus', en: 'Juice' }, volume: 0.2, price: 30 },
    ],
  },
  {
    id: 'hot',
    items: [
      { id: 'espresso', name: { cs: 'Espresso', en: 'Espresso' }, price: 35 },
      { id: 'cappuccino', name: { cs: 'Cappuccino', en: 'Cappuccino' }, price: 45 },
      { id: 'tea', name: { cs: 'Čaj', en: 'Tea' }, price: 35 },
    ],
  },
  {
    id: 'beer',
    items: [
      {
        id: 'draft-premium',
        name: { cs: 'Točený prémiový ležák', en: 'Premium lager on draught' },
        volume: 0.5,
        price: 55,
      },
      {
        id: 'draft-standard',
        name: { cs: 'Točené světlé výčepní pivo', en: 'Pale lager on draught' },
        volume: 0.5,
        price: 45,
      },
      { id: 'bottled', name: { cs: 'Lahvové pivo', en: 'Bottled beer' }, volume: 0.33, price: 40 },
      {
        id: 'non-alcoholic',
        name: { cs: 'Nealkoholické pivo', en: 'Alcohol-free beer' },
        volume: 0.5,
        price: 35,
      },
      { id: 'cider', name: { cs: 'Cider', en: 'Cider' }, volume: 0.33, price: 45 },
    ],
  },
  {
    id: 'wine',
    items: [
      { id: 'house-wine', name: { cs: 'Domácí víno', en: 'House wine' }, volume: 0.2, price: 40 },
      { id: 'sparkling', name: { cs: 'Sekt', en: 'Sparkling wine' }, volume: 0.1, price: 60 },
    ],
  },
  {
    id: 'spirits',
    items: [
      { id: 'aperitifs', name: { cs: 'Aperitivy', en: 'Aperitifs' }, volume: SPIRIT, price: [45, 50] },
      { id: 'vodka', name: { cs: 'Vodka', en: 'Vodka' }, volume: SPIRIT, price: [50, 55] },
      { id: 'rum', name: { cs: 'Rum', en: 'Rum' }, volume: SPIRIT, price: [50, 55] },
      { id: 'gin', name: { cs: 'Gin', en: 'Gin' }, volume: SPIRIT, price: [55, 65] },
      { id: 'tequila', name: { cs: 'Tequila', en: 'Tequila' }, volume: SPIRIT, price: [60, 65] },
      { id: 'metaxa', name: { cs: 'Metaxa', en: 'Metaxa' }, volume: SPIRIT, price: 60 },
      { id: 'cognac', name: { cs: 'Koňak', en: 'Cognac' }, volume: SPIRIT, price: 75 },
      { id: 'whisky', name: { cs: 'Whisky', en: 'Whisky' }, volume: SPIRIT, price: [65, 70] },
      {
        id: 'czech-spirits',
        name: { cs: 'České destiláty', en: 'Czech spirits' },
        volume: SPIRIT,
        price: [45, 50],
      },
      { id: 'liqueurs', name: { cs: 'Likéry', en: 'Liqueurs' }, volume: SPIRIT, price: [50, 55] },
    ],
  },
];

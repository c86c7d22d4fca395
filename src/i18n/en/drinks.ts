import type { Messages } from '../cs';

export const drinks = {
  title: 'Drink Menu',
  lead: 'Draft beer, wine, coffee and soft drinks – to go with your meal or simply to enjoy.',
  pricesNote: 'Prices are in Czech crowns (CZK) and include VAT.',
} satisfies Messages['drinks'];

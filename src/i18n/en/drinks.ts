import type { Messages } from '../cs';

export const drinks = {
  title: 'Drink Menu',
  lead: 'Draft beer, wine, coffee and soft drinks – with your meal or on their own.',
  jump: 'Drink Menu sections',
  pricesNote: 'Prices are in Czech crowns (CZK) and include VAT.',
} satisfies Messages['drinks'];

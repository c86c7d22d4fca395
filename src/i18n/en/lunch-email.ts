import type { Shape } from '../shape';
import type { lunchEmail as csLunchEmail } from '../cs/lunch-email';

export const lunchEmail = {
  subject: 'Lunch menu for {{date}} – {{venue}}',
  heading: 'Lunch menu for {{date}}',
  serving: 'Served from {{from}} to {{until}}.',
  soups: 'Soups',
  mains: 'Main courses',
  allergens_one: 'allergen {{numbers}}',
  /** English has no "few" form: `_few` is never picked, and says what `_other` says (the keys match the Czech). */
  allergens_few: 'allergens {{numbers}}',
  allergens_other: 'allergens {{numbers}}',
  legend: 'Allergens: {{list}}',
  diet: { vegetarian: 'vegetarian', vegan: 'vegan', glutenFree: 'gluten-free' },
  page: 'The menu on our website: {{url}}',
  pageLink: 'The menu on our website',
  phone: 'Bookings and questions: {{phone}}',
  why: 'You are receiving this email because you subscribed to our lunch menu on our website.',
  unsubscribe: 'Unsubscribe: {{url}}',
  unsubscribeLink: 'Unsubscribe',
  listName: 'Lunch menu – {{venue}}',
} satisfies Shape<typeof csLunchEmail>;

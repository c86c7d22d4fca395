/**
 * The words of the morning lunch e-mail (server/lunch-mail/lunch-email.ts), in the
 * subscriber's language. Server only (src/i18n/lunch-email-messages.ts), never part of the
 * language chunk the browser downloads. The dishes, prices, allergens, serving time, the
 * page's link and the phone are filled in by the e-mail.
 */
export const lunchEmail = {
  /** The subject: the day as the site writes dates. */
  subject: 'Polední menu na {{date}} – {{venue}}',
  /** The first line of the text and the heading of the HTML. */
  heading: 'Polední menu na {{date}}',
  serving: 'Podáváme od {{from}} do {{until}}.',
  soups: 'Polévky',
  mains: 'Hlavní jídla',
  /** A dish's allergen numbers, by how many (Intl.PluralRules' forms, i18next's key suffixes). */
  allergens_one: 'alergen {{numbers}}',
  allergens_few: 'alergeny {{numbers}}',
  allergens_other: 'alergeny {{numbers}}',
  /** The legend under the dishes: only the allergens the day's dishes carry. */
  legend: 'Alergeny: {{list}}',
  diet: { vegetarian: 'vegetariánské', vegan: 'veganské', glutenFree: 'bez lepku' },
  page: 'Menu na webu: {{url}}',
  pageLink: 'Menu na webu',
  phone: 'Rezervace a dotazy: {{phone}}',
  /** Why the subscriber gets it, and the way out (the link is the subscriber's own). */
  why: 'Tento e-mail dostáváte, protože jste se přihlásili k odběru poledního menu na našem webu.',
  unsubscribe: 'Odhlásit odběr: {{url}}',
  unsubscribeLink: 'Odhlásit odběr',
  /** The List-Id's description. */
  listName: 'Polední menu – {{venue}}',
};

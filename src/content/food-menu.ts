/**
 * The food menu (food-menu.yaml) as its page shows it (page-data.ts's
 * FoodSectionView): texts in the page's language, typeset; amounts formatted.
 * Pure. An empty list means the owner keeps no menu of our own (yet): the page
 * then falls back to the embedded one or says the menu is not published.
 */
import type { Lang } from '../lang';
import { typeset } from '../i18n/typography';
import { formatAmount } from './format';
import type { FoodItemView, FoodSectionView } from './page-data';
import type { FoodItem, FoodMenu } from './schema';

export function foodSections(menu: FoodMenu, lang: Lang): FoodSectionView[] {
  return menu.sections.map((section) => ({
    id: section.id,
    title: typeset(section.title[lang], lang),
    note: section.note ? typeset(section.note[lang], lang) : null,
    items: section.items.map((item) => dishView(item, lang)),
  }));
}

function dishView(item: FoodItem, lang: Lang): FoodItemView {
  return {
    id: item.id,
    name: typeset(item.name[lang], lang),
    description: item.description ? typeset(item.description[lang], lang) : null,
    amount: item.amount ? formatAmount(item.amount, lang) : null,
    price: item.price,
    allergens: item.allergens ?? [],
    diet: item.diet ?? [],
    soldOut: item.soldOut ?? null,
  };
}

/**
 * The daily lunch menu's published days, as pages show them (page-data.ts's
 * LunchDayView): only a day the owner published is ever selected, never a draft.
 * Pure; the clock is the caller's (a Prague date).
 */
import type { Lang } from '../lang';
import { typeset } from '../i18n/typography';
import { formatAmount } from '../content/format';
import type { LunchDayView, LunchDishView } from '../content/page-data';
import type { DailyMenu, LunchDish } from '../content/schema';

function dishView(dish: LunchDish, lang: Lang): LunchDishView {
  return {
    name: typeset(dish.name[lang], lang),
    amount: dish.amount ? formatAmount(dish.amount, lang) : null,
    price: dish.price,
    allergens: dish.allergens ?? [],
    diet: dish.diet ?? [],
    soldOut: dish.soldOut ?? null,
  };
}

/** The published days from `from` to `until` (Prague dates, both included), oldest first. */
export function publishedLunchDays(menu: DailyMenu, lang: Lang, from: string, until: string): LunchDayView[] {
  return menu.days
    .filter((day) => day.published && day.date >= from && day.date <= until)
    .map((day) => ({
      date: day.date,
      serving: { ...(day.serving ?? menu.serving) },
      note: day.note ? typeset(day.note[lang], lang) : null,
      soups: day.soups.map((dish) => dishView(dish, lang)),
      mains: day.mains.map((dish) => dishView(dish, lang)),
    }));
}

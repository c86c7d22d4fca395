/**
 * What the JSON-LD Menu of one published lunch day is made of (structured-data.ts
 * builds it with menuOf and puts it in the restaurant's hasMenu): its soups and
 * numbered mains as sections, its date as temporalCoverage, the day's place on
 * the page as its url. Server only, like the rest of the structured data.
 */
import type { TFunction } from 'i18next';
import type { LunchDayView, LunchDishView } from '../content/page-data';
import type { Lang } from '../lang';
import { lunchDateText, lunchDayAnchor } from './lunch-date';

export function lunchMenuParts(day: LunchDayView, pageUrl: string, lang: Lang, t: TFunction) {
  // A dish sold out on another day than its own (a day copied by hand) is not sold out on this one.
  const own = (dish: LunchDishView) => (dish.soldOut === day.date ? dish : { ...dish, soldOut: null });
  const sections: { title: string; note: null; items: LunchDishView[] }[] = [
    { title: t('dailyMenu.day.soups'), note: null, items: day.soups.map(own) },
    {
      title: t('dailyMenu.day.mains'),
      note: null,
      items: day.mains.map((dish, index) => ({
        ...own(dish),
        name: `${t('dailyMenu.day.mainNumber', { number: index + 1 })}: ${dish.name}`,
      })),
    },
  ];
  return {
    name: `${t('dailyMenu.title')}: ${lunchDateText(t, lang, day.date)}`,
    url: `${pageUrl}#${lunchDayAnchor(day.date)}`,
    sections: sections.filter((section) => section.items.length > 0),
    extra: { temporalCoverage: day.date, ...(day.note ? { description: day.note } : {}) },
  };
}

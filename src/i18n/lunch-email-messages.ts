import type { Lang } from '../lang';
import { allergens as csAllergens } from './cs/allergens';
import { common as csCommon } from './cs/common';
import { dailyMenu as csDailyMenu } from './cs/daily-menu';
import { lunchEmail as cs } from './cs/lunch-email';
import { allergens as enAllergens } from './en/allergens';
import { common as enCommon } from './en/common';
import { dailyMenu as enDailyMenu } from './en/daily-menu';
import { lunchEmail as en } from './en/lunch-email';

/**
 * The words of the morning lunch e-mail in both languages (server only, like
 * booking-email-messages.ts: read directly, never through i18next, so no page's bundle
 * carries them), with the allergens' names and the months and weekdays every date of the
 * site is written with.
 */
const csWords = {
  ...cs,
  allergenNames: csAllergens.names,
  months: csCommon.months,
  weekdays: csDailyMenu.weekdays,
};

export type LunchEmailWords = typeof csWords;

export const lunchEmailMessages: Record<Lang, LunchEmailWords> = {
  cs: csWords,
  en: { ...en, allergenNames: enAllergens.names, months: enCommon.months, weekdays: enDailyMenu.weekdays },
};

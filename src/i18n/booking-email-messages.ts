import type { Lang } from '../lang';
import { common as csCommon } from './cs/common';
import { bookingEmail as cs } from './cs/booking-email';
import { dailyMenu as csDailyMenu } from './cs/daily-menu';
import { common as enCommon } from './en/common';
import { bookingEmail as en } from './en/booking-email';
import { dailyMenu as enDailyMenu } from './en/daily-menu';

/**
 * The words of a booking's e-mails in both languages (server only, like api-messages.ts:
 * read directly, never through i18next, so no page's bundle carries them), with the names
 * of the months and the days of the week that every date of the site is written with.
 */
const csWords = { ...cs, months: csCommon.months, weekdays: csDailyMenu.weekdays };

export type BookingEmailWords = typeof csWords;

export const bookingEmailMessages: Record<Lang, BookingEmailWords> = {
  cs: csWords,
  en: { ...en, months: enCommon.months, weekdays: enDailyMenu.weekdays },
};

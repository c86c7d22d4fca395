import type { Lang } from '../lang';
import { dailyMenu as csDailyMenu } from './cs/daily-menu';
import { subscription as cs } from './cs/subscription';
import { dailyMenu as enDailyMenu } from './en/daily-menu';
import { subscription as en } from './en/subscription';

/**
 * The words of the lunch menu by e-mail's pages and confirmation e-mail in both languages
 * (server only, like booking-email-messages.ts: read directly, never through i18next, so no
 * page's bundle carries them), with the subscribe card's labels for the form the 422 page repeats.
 */
const csWords = { ...cs, form: csDailyMenu.subscribe.form };

export type SubscriptionWords = typeof csWords;

export const subscriptionMessages: Record<Lang, SubscriptionWords> = {
  cs: csWords,
  en: { ...en, form: enDailyMenu.subscribe.form },
};

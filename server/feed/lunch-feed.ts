/**
 * The Atom feed (RFC 4287) of the published daily lunch menus, one per language:
 * what `/denni-menu.atom` (and `/en/denni-menu.atom`) answers, made from the
 * content at the moment asked.
 *
 * One entry per published day (never a draft: src/lunch/published-days.ts), from two
 * weeks back to the last day planned, the latest date first. Ids are tag URIs
 * (RFC 4151) of the site's host, the language and the date: the same on every
 * download and replica, so a reader shows an edited day as updated, not as new.
 * `updated` (the feed's and each entry's) is when daily-menu.yaml last changed,
 * never after now: the same bytes until the content changes (a stable ETag), and
 * an edit of any day marks every entry, which never hides a changed price.
 */
import type { TFunction } from 'i18next';
import { getI18n } from '../../src/i18n';
import { plainText } from '../../src/i18n/typography';
import { formatCzk } from '../../src/content/format';
import { lunchFeedPath, publishedLunchDays } from '../../src/lunch/data';
import type { LunchDayView, LunchDishView } from '../../src/content/page-data';
import type { DailyMenu, DietTag } from '../../src/content/schema';
import { addDays, formatDateWithWeekday, weekdayOf } from '../../src/content/time';
import { localizePath, type Lang } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { escapeHtml } from '../lib/escape-html';

/** How far back the feed reaches, and how many days it holds at most. */
const DAYS_BACK = 14;
const MAX_ENTRIES = 30;
/** The year the feed's tag URIs were minted: fixed, so the ids never change. */
const TAG_YEAR = '2026';

export interface LunchFeedRequest {
  menu: DailyMenu;
  venueName: string;
  lang: Lang;
  /** Today's Prague date. */
  today: string;
  /** When daily-menu.yaml last changed (never after now). */
  updated: Date;
  /** SITE_URL: the links and the ids' host. */
  siteUrl: string;
}

// Characters XML 1.0 does not allow (controls other than tab, line feed and carriage return; U+FFFE, U+FFFF).
// eslint-disable-next-line no-control-regex -- these are exactly what must go
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for an XML element or attribute: escaped, without characters XML forbids, no-break spaces as spaces. */
function xml(text: string): string {
  return escapeHtml(plainText(text).replace(NOT_XML, ''));
}

const dietKeys = { vegetarian: 'vegetarian', vegan: 'vegan', 'gluten-free': 'glutenFree' } as const satisfies Record<
  DietTag,
  string
>;

function dishHtml(t: TFunction, lang: Lang, dish: LunchDishView): string {
  const details = [
    dish.amount,
    formatCzk(dish.price, lang),
    ...dish.diet.map((tag) => t(`dailyMenu.diet.short.${dietKeys[tag]}`)),
    dish.allergens.length > 0 ? t('dailyMenu.feed.allergens', { numbers: dish.allergens.join(', ') }) : null,
  ].filter((part): part is string => Boolean(part));
  return `<li>${escapeHtml(dish.name)} – ${escapeHtml(details.join(', '))}</li>`;
}

/** The day as HTML (the entry's content, escaped once more as its text). */
function dayHtml(t: TFunction, lang: Lang, day: LunchDayView): string {
  return [
    `<p>${escapeHtml(t('dailyMenu.day.serving', { from: day.serving.from, until: day.serving.until }))}</p>`,
    day.note ? `<p>${escapeHtml(day.note)}</p>` : '',
    day.soups.length > 0
      ? `<h3>${escapeHtml(t('dailyMenu.day.soups'))}</h3><ul>${day.soups.map((dish) => dishHtml(t, lang, dish)).join('')}</ul>`
      : '',
    day.mains.length > 0
      ? `<h3>${escapeHtml(t('dailyMenu.day.mains'))}</h3><ol>${day.mains.map((dish) => dishHtml(t, lang, dish)).join('')}</ol>`
      : '',
  ].join('');
}

export function lunchFeed({ menu, venueName, lang, today, updated, siteUrl }: LunchFeedRequest): string {
  const { t } = getI18n(lang);
  const site = new URL(siteUrl);
  const tag = `tag:${site.hostname},${TAG_YEAR}:daily-menu:${lang}`;
  const page = new URL(localizePath(pagePaths.dailyMenu, lang), site).href;
  const self = new URL(lunchFeedPath(lang), site).href;
  const stamp = updated.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const months = t('common.months', { returnObjects: true }) as readonly string[];
  const days = publishedLunchDays(menu, lang, addDays(today, -DAYS_BACK), '9999-12-31').reverse().slice(0, MAX_ENTRIES);
  const entries = days.map((day) => {
    const date = formatDateWithWeekday(day.date, t(`dailyMenu.weekdays.${weekdayOf(day.date)}`), lang, months);
    return [
      '  <entry>',
      `    <id>${xml(`${tag}:${day.date}`)}</id>`,
      `    <title>${xml(t('dailyMenu.feed.entryTitle', { date }))}</title>`,
      `    <updated>${stamp}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(`${page}#menu-${day.date}`)}"/>`,
      `    <content type="html">${xml(dayHtml(t, lang, day))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${xml(tag)}</id>`,
    `  <title>${xml(t('dailyMenu.feed.title', { name: venueName }))}</title>`,
    `  <subtitle>${xml(t('dailyMenu.feed.subtitle'))}</subtitle>`,
    `  <updated>${stamp}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(page)}"/>`,
    `  <author><name>${xml(venueName)}</name><uri>${xml(new URL(localizePath('/', lang), site).href)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

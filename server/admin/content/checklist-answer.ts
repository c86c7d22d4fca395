/**
 * One launch checklist item as the admin shows it: the public page where its value shows
 * (`page`, a page id of src/page-ids.ts; null for what no page shows: security.txt, the
 * mail), its current value in the admin's language (`value`, null for what has none to
 * show), its message in the admin's language and `fix`, the admin page (and field, after
 * `#`) that fixes it.
 */
import type { ContentSubject } from '../../../src/content/schema';
import type { PageKey } from '../../../src/page-ids';
import { fieldName, type ChecklistItem } from '../../content/launch-checklist';
import { nav as navCs } from '../../../src/i18n/cs/common';
import { meta as metaCs } from '../../../src/i18n/cs/meta';
import { nav as navEn } from '../../../src/i18n/en/common';
import { meta as metaEn } from '../../../src/i18n/en/meta';
import { words, type Lang } from './answers';

interface ChecklistAnswer {
  kind: ChecklistItem['kind'];
  file?: string;
  path?: (string | number)[];
  page: PageKey | null;
  /** That page's name as the site's navigation (else its title) says it, in the admin's language; null with no page. */
  pageName: string | null;
  value: string | null;
  /** The list item the field belongs to, by its name in the admin's language ("Cola 0,33 l"); null outside a list. */
  item?: string | null;
  message: string;
  fix: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Where a file's values show, by its first key (`''`: any other key); a file not listed shows on one page. */
const pagesByKey: Partial<Record<ContentSubject, Record<string, PageKey | null>>> = {
  venue: { privacy: 'privacy', security: null, seats: 'about', '': 'contact' },
  photos: { pages: 'home', gallery: 'gallery', welcomeCards: 'home', share: null, '': 'gallery' },
  links: { dailyMenu: 'dailyMenu', foodMenu: 'foodMenu', foodMenuPdf: 'foodMenu', '': 'home' },
};
const pageOfFile: Record<ContentSubject, PageKey | null> = {
  venue: 'contact',
  // The week's hours and the days that differ: the contact page (and every page's footer).
  hours: 'contact',
  drinks: 'drinks',
  events: 'feast',
  lounge: 'lounge',
  announcements: 'home',
  links: 'home',
  photos: 'gallery',
  dailyMenu: 'dailyMenu',
  foodMenu: 'foodMenu',
  // The table booking's rules: the contact page's booking form.
  bookings: 'contact',
};
/** The page photos of photos.yaml's `pages`, by name. */
const photoPages: Record<string, PageKey> = { hero: 'home', interior: 'about', feast: 'feast' };

/** The public page where the field at `path` of `file` shows (the first that shows it), or null. */
export function pageOf(file: ContentSubject, path: readonly (string | number)[]): PageKey | null {
  const first = String(path[0] ?? '');
  if (file === 'photos' && first === 'pages') return photoPages[String(path[1])] ?? 'home';
  const byKey = pagesByKey[file];
  if (byKey) return Object.hasOwn(byKey, first) ? byKey[first]! : byKey['']!;
  return pageOfFile[file];
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_VALUE = 120;

/** A value as the owner reads it on the page: a text in their language, a date as dates are written, a list as names. */
export function shownValue(value: unknown, lang: Lang): string | null {
  const text = describe(value, lang);
  if (text === null || text === '') return null;
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1).trimEnd()}…` : text;
}

function describe(value: unknown, lang: Lang): string | null {
  if (typeof value === 'string') {
    const date = isoDate.exec(value);
    if (!date) return value;
    const [, y, m, d] = date;
    return lang === 'cs' ? `${Number(d)}. ${Number(m)}. ${y}` : `${Number(d)}/${Number(m)}/${y}`;
  }
  if (typeof value === 'number') return lang === 'cs' ? String(value).replace('.', ',') : String(value);
  if (Array.isArray(value)) {
    const parts = value.map((item) => describe(item, lang)).filter((part): part is string => part !== null && part !== '');
    return parts.length > 0 ? parts.join(', ') : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record[lang] === 'string') return record[lang];
  // An item of a list: by its name or title (a dish, a drink, a category, a day that differs).
  for (const key of ['name', 'title']) if (record[key] !== undefined) return describe(record[key], lang);
  if (typeof record.date === 'string') return describe(record.date, lang);
  // A pair of values (a time from–until).
  const scalars = Object.values(record);
  if (scalars.length === 2 && scalars.every((item) => typeof item === 'string' || typeof item === 'number')) return scalars.map((item) => describe(item, lang)).join('–');
  return null;
}

const siteWords = { cs: { nav: navCs, meta: metaCs }, en: { nav: navEn, meta: metaEn } };

/** A public page's name as the site calls it: its navigation label, else its title. */
function pageName(page: PageKey | null, lang: Lang): string | null {
  if (page === null) return null;
  const { nav, meta } = siteWords[lang];
  const label = (nav as Record<string, unknown>)[page];
  return typeof label === 'string' ? label : (meta.pages as Record<string, { title: string } | undefined>)[page]?.title ?? null;
}

export function checklistAnswer(item: ChecklistItem, lang: Lang): ChecklistAnswer {
  const answer = checklistFields(item, lang);
  return { ...answer, pageName: pageName(answer.page, lang) };
}

function checklistFields(item: ChecklistItem, lang: Lang): Omit<ChecklistAnswer, 'pageName'> {
  const t = words[lang].checklist;
  switch (item.kind) {
    case 'sample':
      return { kind: item.kind, file: item.file, path: item.path, page: pageOf(item.file, item.path), value: shownValue(item.value, lang), item: item.item[lang], message: fill(t.sample, { field: `${item.file} ${fieldName(item.path)}`, note: item.note }).replace(' ()', ''), fix: `/admin/content/${item.file}#${fieldName(item.path)}` };
    case 'sample-photo':
      return { kind: item.kind, file: item.file, path: item.path, page: pageOf('photos', item.path), value: shownValue(item.value, lang), item: item.item[lang], message: fill(t.samplePhoto, { file: item.photo }), fix: `/admin/photos#${fieldName(item.path)}` };
    case 'menu-page':
      return { kind: item.kind, file: item.file, path: item.path, page: item.page, value: null, message: fill(t.menuPage, { page: item.page, keys: item.keys.join(', ') }), fix: `/admin/content/links#${item.keys[0]}` };
    case 'security-expiry':
      return { kind: item.kind, file: item.file, path: item.path, page: null, value: shownValue(item.date, lang), message: fill(t.securityExpiry, { date: item.date }), fix: '/admin/content/venue#security.expires' };
    case 'mail':
      // Set by the operator (SMTP_URL), not in the admin: the admin's first screen explains it there.
      return { kind: item.kind, page: null, value: null, message: t.mail, fix: '/admin#mail' };
  }
}

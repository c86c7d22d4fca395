/**
 * What one answered request counts as, if anything: a pure function of the method, the path,
 * the status and the request's headers (and, for the enquiries' JSON API, which form it
 * carried). It never sees an address, a cookie or a query string, and what it returns is one
 * of a fixed set of keys, never a path a client made up:
 *
 *   v|<page>|<lang>       a page viewed: its document, or its data route after a client-side navigation
 *   f|feed|<lang>         the daily menu's Atom feed fetched
 *   f|ics|<lang>          a feast's calendar file fetched
 *   p|<form>|a, p|<form>|r  a form's post accepted, refused (contact, lounge, booking, subscribe)
 *
 * (`r|<host>`, the referring host of a document view, is read by referrer.ts; `b`, a booking
 * made, comes from the bookings' `notifyNew`.) The paths are known in advance (the pages of
 * src/page-ids.ts in both languages, their data routes, the feeds, the form posts), so the
 * middleware asks one Map whether a request could count at all; only the `.ics` files need a
 * pattern.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { CONTACT_API_PATH } from '../../src/forms/contact-api';
import { localizePath, type Lang } from '../../src/lang';
import { lunchFeedPath } from '../../src/lunch/data';
import { pageKeys, pagePaths } from '../../src/page-ids';
import { isBot } from './bots';

/** The forms whose posts are counted. */
export const countedForms = ['contact', 'lounge', 'booking', 'subscribe'] as const;
export type CountedForm = (typeof countedForms)[number];

/** What a path is, when a request to it could count. */
export type Route =
  | { kind: 'page'; key: string; document: boolean }
  | { kind: 'fetch'; key: string }
  /** A form's post: `accepted` is the status that says it was taken (303 after a no-JS post, 202 from the API). */
  | { kind: 'post'; form: CountedForm | 'enquiry-api'; accepted: number };

const LANGS: readonly Lang[] = ['cs', 'en'];

/** The subscribe form's post (the lunch by e-mail, server/subscribers): counted by its path and status like the others. */
const SUBSCRIBE_PATH = `${pagePaths.dailyMenu}/odber`;

function routeTable(): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const lang of LANGS) {
    for (const page of pageKeys) {
      const key = `v|${page}|${lang}`;
      table.set(localizePath(pagePaths[page], lang), { kind: 'page', key, document: true });
      // `/_data/<lang>/<page>.json`: the same view after a client-side navigation (never `site.json`, the layout's).
      table.set(`/_data/${lang}/${page}.json`, { kind: 'page', key, document: false });
    }
    table.set(lunchFeedPath(lang), { kind: 'fetch', key: `f|feed|${lang}` });
  }
  return table;
}

const GETS = routeTable();

/** POST paths: the no-JS posts of the two form pages, the subscribe form, the booking page; the enquiries' API. */
const POSTS = new Map<string, Route>([
  ...LANGS.flatMap((lang): [string, Route][] => [
    [localizePath(pagePaths.contact, lang), { kind: 'post', form: 'contact', accepted: 303 }],
    [localizePath(pagePaths.lounge, lang), { kind: 'post', form: 'lounge', accepted: 303 }],
    [localizePath(SUBSCRIBE_PATH, lang), { kind: 'post', form: 'subscribe', accepted: 303 }],
    [localizePath(pagePaths.myBooking, lang), { kind: 'post', form: 'booking', accepted: 303 }],
  ]),
  [CONTACT_API_PATH, { kind: 'post', form: 'enquiry-api', accepted: 202 }],
]);

/** A feast's calendar file, `/svatomartinske-hody/2027.ics` or under `/en`. */
const CALENDAR = new RegExp(`^(/en)?${pagePaths.feast}/\\d{4}\\.ics$`);

/**
 * Whether a request could count, and as what: the one Map lookup every request pays (the
 * `.ics` pattern only for a GET the Map does not know). HEAD and every other method: never.
 */
export function routeOf(method: string | undefined, path: string): Route | undefined {
  if (method === 'GET') {
    const route = GETS.get(path);
    if (route || !path.endsWith('.ics') || !CALENDAR.test(path)) return route;
    return { kind: 'fetch', key: `f|ics|${path.startsWith('/en/') ? 'en' : 'cs'}` };
  }
  if (method === 'POST') return POSTS.get(path);
  return undefined;
}

/** A prefetch or prerender the browser (or a proxy) makes ahead of a visit that may never come. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = `${String(headers['sec-purpose'] ?? '')} ${String(headers.purpose ?? '')}`.toLowerCase();
  if (purpose.includes('prefetch') || purpose.includes('prerender')) return true;
  if (String(headers['x-purpose'] ?? '').toLowerCase() === 'preview') return true;
  return String(headers['x-moz'] ?? '').toLowerCase() === 'prefetch';
}

export interface Answered {
  method: string | undefined;
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The form the enquiries' JSON API carried (its body's `form`): `lounge`, or the contact form. */
  apiForm?: unknown;
}

export interface Counted {
  key: string;
  /** A page's document (not its data route): its `Referer` names where the visitor came from. */
  document: boolean;
}

/** The key an answered request counts under, or null: see the header of this file. */
export function classify({ method, path, status, headers, apiForm }: Answered): Counted | null {
  const route = routeOf(method, path);
  if (!route || isBot(headers['user-agent'])) return null;
  if (route.kind === 'post') {
    if (status !== route.accepted && (status < 400 || status > 499)) return null;
    const form = route.form === 'enquiry-api' ? (apiForm === 'lounge' ? 'lounge' : 'contact') : route.form;
    return { key: `p|${form}|${status === route.accepted ? 'a' : 'r'}`, document: false };
  }
  if (status !== 200 && status !== 304) return null;
  if (isPrefetch(headers)) return null;
  return { key: route.key, document: route.kind === 'page' && route.document };
}

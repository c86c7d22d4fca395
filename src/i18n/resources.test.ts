import { describe, expect, it } from 'vitest';
import { api as csApi } from './cs/api';
import { cs as csSite } from './cs';
import { allergens as csAllergens } from './cs/allergens';
import { privacy as csPrivacy } from './cs/privacy';
import { allergens as enAllergens } from './en/allergens';
import { privacy as enPrivacy } from './en/privacy';
import { api as enApi } from './en/api';
import { en as enSite } from './en';
import { notFound as csNotFound } from './cs/not-found';
import { adminContent as csAdminContent } from './cs/admin-content';
import { adminContent as enAdminContent } from './en/admin-content';
import { bookingEmail as csBookingEmail } from './cs/booking-email';
import { bookingEmail as enBookingEmail } from './en/booking-email';
import { subscription as csSubscription } from './cs/subscription';
import { subscription as enSubscription } from './en/subscription';
import { lunchEmail as csLunchEmail } from './cs/lunch-email';
import { lunchEmail as enLunchEmail } from './en/lunch-email';
import { contentErrors as csContentErrors } from './cs/content-errors';
import { contentErrors as enContentErrors } from './en/content-errors';
import { notFound as enNotFound } from './en/not-found';
import { fileNameOf, pageKeys } from '../page-ids';

// A page's messages that the server does not bundle (cs/index.ts, PageNamespaces): its route loads them.
const files = import.meta.glob<Record<string, unknown>>('./*/*.ts', { eager: true });
const unbundled = (lang: 'cs' | 'en') =>
  Object.fromEntries(
    pageKeys
      .filter((page) => !Object.hasOwn(csSite, page))
      .map((page) => [page, files[`./${lang}/${fileNameOf(page)}.ts`]?.[page]]),
  );

// The site's messages, the server's own (the API's errors, a booking's e-mails), the bilingual 404's lines and every page's are checked alike.
const cs = {
  ...csSite,
  allergens: csAllergens,
  privacy: csPrivacy,
  api: csApi,
  bookingEmail: csBookingEmail,
  subscription: csSubscription,
  lunchEmail: csLunchEmail,
  notFound: csNotFound,
  adminContent: csAdminContent,
  contentErrors: csContentErrors,
  ...unbundled('cs'),
};
const en = {
  ...enSite,
  allergens: enAllergens,
  privacy: enPrivacy,
  api: enApi,
  bookingEmail: enBookingEmail,
  subscription: enSubscription,
  lunchEmail: enLunchEmail,
  notFound: enNotFound,
  adminContent: enAdminContent,
  contentErrors: enContentErrors,
  ...unbundled('en'),
};

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(leaves);
}

describe('translations', () => {
  it('have exactly the same keys in Czech and English', () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(cs).sort());
  });

  it('have no empty text', () => {
    for (const text of [...leaves(cs), ...leaves(en)]) expect(text.trim()).not.toBe('');
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    const csByKey = new Map(leafKeys(cs).map((key, i) => [key, leaves(cs)[i]]));
    leafKeys(en).forEach((key, i) => {
      expect(placeholders(leaves(en)[i] ?? ''), key).toEqual(placeholders(csByKey.get(key) ?? ''));
    });
  });

  it('hold no fact of the content: no time, date, price, phone number or seat count', () => {
    // Those come from content/ through the loaders and are interpolated ({{opens}}, {{count}}, {{dates}}…).
    // The forms' placeholders and length limits are the forms' own, not the restaurant's facts;
    // the privacy notice's `law` (GDPR articles, the supervisory authority's address) is the law's;
    // the content's error messages give formats by example (+420 123 456 789, 160 00, allergens 1–14).
    const copy = (messages: typeof cs) =>
      leaves({
        ...messages,
        forms: {},
        api: {},
        adminContent: {},
        contentErrors: {},
        privacy: { ...messages.privacy, law: {} },
      });
    for (const text of [...copy(cs), ...copy(en)]) {
      const withoutPlaceholders = text.replace(/{{\s*\w+\s*}}/g, '').replace(/\b(Praha|Praze|Prague) 6\b/g, '');
      expect(withoutPlaceholders, text).not.toMatch(/\d/);
    }
  });
});

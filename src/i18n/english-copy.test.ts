import { describe, expect, it } from 'vitest';
import { en as enSite } from './en';
import { cs as csSite } from './cs';
import { allergens } from './en/allergens';
import { privacy } from './en/privacy';
import { api } from './en/api';
import { bookingEmail } from './en/booking-email';
import { subscription } from './en/subscription';
import { lunchEmail } from './en/lunch-email';
import { notFound } from './en/not-found';
import { fileNameOf, pageKeys } from '../page-ids';
import { britishSpellings, menuNamesNotInTitleCase } from '../test-support/english-copy';

// Every message a guest can read in English: the site's, the pages' own (loaded by their routes), the API's,
// a booking's e-mails and the bilingual 404's. The owner's admin and the content checker's messages are not the guests'.
const files = import.meta.glob<Record<string, unknown>>('./en/*.ts', { eager: true });
const unbundled = Object.fromEntries(
  pageKeys
    .filter((page) => !Object.hasOwn(csSite, page))
    .map((page) => [page, files[`./en/${fileNameOf(page)}.ts`]?.[page]]),
);
const guestEnglish = {
  ...enSite,
  allergens,
  privacy,
  api,
  bookingEmail,
  subscription,
  lunchEmail,
  notFound,
  ...unbundled,
};

/** [key path, text] of every string, keywords apart (search terms, lower case by custom). */
function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    /keywords$/i.test(key) ? [] : texts(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the guest-facing English', () => {
  it('is spelled the US way (favorite, cozy, inquiry, draft, specialties…)', () => {
    const british = texts(guestEnglish).flatMap(([key, text]) =>
      britishSpellings(text).map((word) => `${key}: ${word}`),
    );
    expect(british).toEqual([]);
  });

  it('writes "email", never "e-mail" (Czech keeps "e-mail")', () => {
    const hyphenated = texts(guestEnglish).filter(([, text]) => /\be-mail/i.test(text));
    expect(hyphenated).toEqual([]);
  });

  it('names the menus in Title Case everywhere: Daily Menu, Food Menu, Drink Menu', () => {
    const lowerCase = texts(guestEnglish).flatMap(([key, text]) =>
      menuNamesNotInTitleCase(text).map((phrase) => `${key}: ${phrase}`),
    );
    expect(lowerCase).toEqual([]);
  });

  it('keeps the stiff phrasings the editors struck out of every message', () => {
    const stiff = [/^At most\b/, /\bjust nearby\b/, /\bComfort for our guests\b/, /\bseats \{\{\w+\}\} guests\b/];
    const found = texts(guestEnglish).filter(([, text]) => stiff.some((pattern) => pattern.test(text)));
    expect(found).toEqual([]);
  });

  it('checks what it claims to: a British word and a lower-case menu name are found', () => {
    expect(britishSpellings('our favourite cosy cafe takes enquiries; it recognises a travelled guest')).toHaveLength(
      5,
    );
    expect(
      britishSpellings(
        'a favorite cozy cafe takes inquiries; it recognizes a traveled guest, spelt and all, called and filled, advertised as a surprise',
      ),
    ).toEqual([]);
    expect(menuNamesNotInTitleCase('the Daily menu, our food menu and the drinks menu')).toEqual([
      'Daily menu',
      'food menu',
      'drinks menu',
    ]);
  });
});

describe('when the daily menu is published', () => {
  // "Menu aktualizujeme každý den od 10:00" read as "from 10 onwards"; what is meant is that the day's menu is out by then.
  it('says by when in both languages, never "from" a time', () => {
    const publishing = [...texts(csSite), ...texts(guestEnglish)].filter(
      ([, text]) => /aktualiz|zveřejň|publish|updat/i.test(text) && /\{\{opens\}\}/.test(text),
    );
    expect(publishing.length).toBeGreaterThanOrEqual(4);
    for (const [key, text] of publishing) expect(text, key).not.toMatch(/\b(?:od|from) \{\{opens\}\}/);
  });
});

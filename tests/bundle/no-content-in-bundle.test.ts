import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/load';
import type { SiteContent } from '../../src/content/schema';

/**
 * No fact of the content folder is compiled into the browser's JavaScript: every
 * price, phone number and date reaches a page through its loader data, so an edit
 * needs no build. Checked on the production build (`npm test` builds first).
 */
const clientAssets = path.resolve('dist/client/assets');

function scripts(): { name: string; text: string }[] {
  return readdirSync(clientAssets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(clientAssets, name), 'utf8') }));
}

/** A space in a fact may be written as a space, a no-break space, or its escape in the minified code. */
function spaces(text: string): string {
  return text
    .split(' ')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(?: |\\u00a0|\\\\u00a0|\\\\xa0)');
}

function prices(content: SiteContent): number[] {
  const drinks = content.drinks.categories.flatMap((category) =>
    category.items.flatMap((item) => (typeof item.price === 'number' ? [item.price] : [...item.price])),
  );
  const feast = content.events.feast.editions.flatMap((edition) =>
    edition.menu.flatMap((group) => group.items.map((item) => item.price)),
  );
  return [...new Set([...drinks, ...feast])];
}

function dates(content: SiteContent): string[] {
  const { hours, events, announcements } = content;
  return [
    ...hours.exceptions.map((exception) => exception.date),
    ...events.feast.editions.flatMap((edition) => [
      edition.start,
      edition.end,
      edition.banner.from,
      edition.banner.until,
    ]),
    ...announcements.announcements.flatMap((notice) => [notice.from, notice.until]),
  ];
}

let content: SiteContent;
let bundle: { name: string; text: string }[];

beforeAll(async () => {
  const loaded = await loadContent(path.resolve('content'));
  if (!loaded.ok) throw new Error(`the sample content is invalid: ${JSON.stringify(loaded.errors)}`);
  content = loaded.snapshot.content;
  expect(existsSync(clientAssets), 'dist/client/assets: run the build first').toBe(true);
  bundle = scripts();
  expect(bundle.length).toBeGreaterThan(3);
});

function occurrences(pattern: RegExp): string[] {
  return bundle.flatMap(({ name, text }) => {
    const match = pattern.exec(text);
    return match ? [`${name}: …${text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}…`] : [];
  });
}

describe('the JavaScript bundle holds no content', () => {
  it('no phone number, in any spelling', () => {
    for (const phone of Object.values(content.venue.phones)) {
      expect(occurrences(new RegExp(spaces(phone))), phone).toEqual([]);
      expect(occurrences(new RegExp(phone.replace(/\s/g, '').replace('+', '\\+'))), phone).toEqual([]);
    }
  });

  it('no price: not as a price field, not with the currency, not as a range', () => {
    for (const price of prices(content)) {
      expect(occurrences(new RegExp(`["']?price["']?:${price}\\b`)), `price ${price}`).toEqual([]);
      expect(occurrences(new RegExp(`\\b${price}${spaces(' ')}?Kč`)), `${price} Kč`).toEqual([]);
    }
    // The four-digit prices are distinctive enough to be absent altogether.
    for (const price of prices(content).filter((value) => value >= 1000)) {
      expect(occurrences(new RegExp(`(?<![\\w.])${price}(?![\\w.])`)), `${price}`).toEqual([]);
    }
  });

  it('no date: not as YYYY-MM-DD, not written out with a month name', () => {
    for (const date of dates(content)) expect(occurrences(new RegExp(date)), date).toEqual([]);
    const years = [...new Set(dates(content).map((date) => date.slice(0, 4)))].join('|');
    const months =
      'ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|January|February|March|April|May|June|July|August|September|October|November|December';
    expect(
      occurrences(new RegExp(`(?:${months})${spaces(' ')}(?:\\d{1,2}(?:–\\d{1,2})?,${spaces(' ')})?(?:${years})\\b`)),
    ).toEqual([]);
  });

  it('no opening time, address or company number', () => {
    const { venue } = content;
    expect(occurrences(new RegExp(spaces(venue.address.street)))).toEqual([]);
    // A number on its own, not a run of digits inside another token: the admin's zod holds the nil
    // UUID (00000000-0000-…), which the sample's placeholder company number 00000000 would match.
    expect(occurrences(new RegExp(`(?<![\\w-])${venue.operator.ico}(?![\\w-])`))).toEqual([]);
    expect(occurrences(new RegExp(venue.email.replace(/[.+]/g, '\\$&')))).toEqual([]);
    expect(occurrences(/["']?(?:opens|closes)["']?:\s*["']\d{2}:\d{2}/)).toEqual([]);
  });

  it('would find a fact that was compiled in (the check itself works)', () => {
    const phone = content.venue.phones.restaurant;
    bundle.push({
      name: 'planted.js',
      text: `const a={price:${prices(content)[0]}};const b="${phone.replace(/ /g, '\\u00a0')}";`,
    });
    try {
      expect(occurrences(new RegExp(spaces(phone)))).toHaveLength(1);
      expect(occurrences(new RegExp(`["']?price["']?:${prices(content)[0]}\\b`))).toHaveLength(1);
    } finally {
      bundle.pop();
    }
  });
});

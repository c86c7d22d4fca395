/**
 * Sold out today, as the server renders it: a dish whose `soldOut` is today's Prague date has
 * its price struck through with "vyprodáno" / "sold out" on the daily menu, the food menu and
 * the home page's lunch, and its JSON-LD offer says SoldOut; the next day it is on offer again
 * (nothing clears the date); a lunch dish marked on another day than its own is not sold out.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fixedContentSource } from '../../server/content/content-source';
import type { SiteContent } from '../../src/content/schema';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

const DAY = '2026-12-02'; // a Wednesday, open in the sample's hours
const NEXT = '2026-12-03';
const at = (date: string) => new Date(`${date}T10:30:00Z`); // 11:30 in Prague, lunch being served

const view = testContent.view();
const dish = (cs: string, en: string, price: number, soldOut?: string) => ({
  name: { cs, en },
  price,
  ...(soldOut ? { soldOut } : {}),
});
const dailyMenu: SiteContent['dailyMenu'] = {
  ...view.content.dailyMenu,
  days: [
    {
      date: DAY,
      published: true,
      soups: [dish('Hovězí vývar', 'Beef broth', 45)],
      mains: [
        dish('Svíčková na smetaně', 'Beef sirloin in cream sauce', 189, DAY),
        dish('Smažený sýr', 'Fried cheese', 169),
      ],
    },
    {
      date: NEXT,
      published: true,
      soups: [],
      // Marked on the day before its own (a day copied by hand): not sold out on its day.
      mains: [dish('Guláš', 'Goulash', 175, DAY)],
    },
  ],
};
const [first, ...restSections] = view.content.foodMenu.sections;
const [tartare, ...restItems] = first!.items;
const foodMenu: SiteContent['foodMenu'] = {
  sections: [{ ...first!, items: [{ ...tartare!, soldOut: DAY }, ...restItems] }, ...restSections],
};
const content = fixedContentSource({ ...view.content, dailyMenu, foodMenu }, view.photos, testContent.modified());

async function page(path: string, date: string) {
  const { app } = createTestApp({ deps: { content, now: () => at(date) } });
  const answer = await request(app).get(path).expect(200);
  const html = answer.text;
  const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
  return { html, data: JSON.stringify(data) };
}

/** The offers of the JSON-LD menu items named (a name may carry its number: "1. hlavní jídlo: …"). */
function offersOf(data: string, name: string): unknown[] {
  const found: unknown[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record['@type'] === 'MenuItem' && typeof record.name === 'string' && record.name.includes(name))
        found.push(record.offers);
      Object.values(record).forEach(walk);
    }
  };
  walk(JSON.parse(data));
  return found;
}

/** The dish's row from its name to the row's end (a price list's row, or the lunch brief's line). */
function rowOf(html: string, name: string): string {
  // (In the page's main, not in the head's JSON-LD.)
  const at = html.indexOf(`>${name}`, html.indexOf('<main'));
  expect(at, name).toBeGreaterThan(-1);
  const ends = ['</div>', '</li>'].map((end) => html.indexOf(end, at)).filter((index) => index !== -1);
  return html.slice(at, Math.min(...ends));
}

describe('a dish sold out today', () => {
  it('is struck through with "vyprodáno" on the daily menu, and offered as SoldOut; the others are on offer', async () => {
    const { html, data } = await page('/denni-menu', DAY);
    expect(rowOf(html, 'Svíčková na smetaně')).toMatch(/<s>189\s*Kč<\/s> <span class="sold-out">vyprodáno<\/span>/);
    expect(rowOf(html, 'Smažený sýr')).not.toContain('sold-out');
    expect(offersOf(data, 'Svíčková na smetaně')).toEqual([
      { '@type': 'Offer', price: 189, priceCurrency: 'CZK', availability: 'https://schema.org/SoldOut' },
    ]);
    expect(offersOf(data, 'Smažený sýr')).toEqual([{ '@type': 'Offer', price: 169, priceCurrency: 'CZK' }]);
  });

  it('says "sold out" in English, on the food menu and in the home page\'s lunch too', async () => {
    expect(rowOf((await page('/en/denni-menu', DAY)).html, 'Beef sirloin')).toContain(
      '<span class="sold-out">sold out</span>',
    );
    const food = await page('/jidelni-listek', DAY);
    expect(rowOf(food.html, tartare!.name.cs)).toContain('<span class="sold-out">vyprodáno</span>');
    expect(offersOf(food.data, tartare!.name.cs)).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    ]);
    expect(rowOf((await page('/', DAY)).html, 'Svíčková na smetaně')).toContain(
      '<span class="sold-out">vyprodáno</span>',
    );
  });

  it('is on offer again the next day, with nothing cleared; a dish marked before its own day is not sold out', async () => {
    const food = await page('/jidelni-listek', NEXT);
    expect(food.html).not.toContain('sold-out');
    expect(food.data).not.toContain('SoldOut');
    const lunch = await page('/denni-menu', NEXT);
    expect(rowOf(lunch.html, 'Guláš')).not.toContain('sold-out');
    expect(offersOf(lunch.data, 'Guláš')).toEqual([{ '@type': 'Offer', price: 175, priceCurrency: 'CZK' }]);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pageKeys, pagePaths, type PageKey } from '../../src/page-ids';
import { localizePath, type Lang } from '../../src/lang';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

// The home page once named its free Wi-Fi three times, the About page the terrace's 40 seats three times.
// A fact said once where a guest looks for it reads as care; said again a few lines further it reads as filler.
// So each page's own content (<main>: the footer is every page's and states the Wi-Fi and the cards by design)
// states an amenity or a seat count once, unless the spec asks for it twice.

const { app } = createTestApp();
const { seats } = testContent.view().content.venue;

/** The spec's About page: three highlights (…, summer terrace 40 seats) and a terrace card (40 seats). */
const specAllows: Partial<Record<PageKey, Record<string, number>>> = { about: { [`${seats.terrace} seats`]: 2 } };

function facts(lang: Lang): Record<string, RegExp> {
  const seatCounts = Object.fromEntries(
    [...new Set(Object.values(seats))].map((count) => [
      `${count} seats`,
      new RegExp(`(?<!\\d\\s?)${count}\\s(?:seats|guests|people|míst\\w*|hostů|lidí|osob)\\b`, 'gi'),
    ]),
  );
  return {
    'Wi-Fi': /wi-?fi/gi,
    'card payment':
      lang === 'cs' ? /plat\w* kartou|plaťte kartou|platební\w* kart/gi : /card payments?|pay by card|payment cards/gi,
    parking: lang === 'cs' ? /parkov\w*|zaparkuj\w*/gi : /\bpark(?:ing)?\b/gi,
    ...seatCounts,
  };
}

/** The text of a page's <main>, without its form controls' option lists (a select offers the arrangements' capacities). */
function mainText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<select[\s\S]*?<\/select>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ');
}

const cases = pageKeys.flatMap((key) =>
  (['cs', 'en'] as const).map((lang) => ({ key, lang, url: localizePath(pagePaths[key], lang) })),
);

describe('each page states a fact once', () => {
  it.each(cases)('$url', async ({ key, lang, url }) => {
    const text = mainText((await request(app).get(url).expect(200)).text);
    expect(text.length).toBeGreaterThan(200);
    const repeated = Object.entries(facts(lang))
      .map(([fact, pattern]) => ({ fact, mentions: text.match(pattern) ?? [] }))
      .filter(({ fact, mentions }) => mentions.length > (specAllows[key]?.[fact] ?? 1));
    expect(repeated).toEqual([]);
  });

  it('would have caught the About page’s third mention of the terrace’s seats', () => {
    const text = `A summer terrace for ${seats.terrace} guests. Summer terrace ${seats.terrace} seats. With ${seats.terrace} seats, the summer terrace…`;
    expect(text.match(facts('en')[`${seats.terrace} seats`] as RegExp)).toHaveLength(3);
  });
});

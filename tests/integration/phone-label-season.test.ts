/**
 * The footer once named goose orders all year ("objednávky
 * svatomartinských hus" in July). The server picks the label for the moment: a
 * number is labelled with goose orders only in the feast's season (an edition's
 * banner window to its last day, content/events.yaml), and the page's data carries
 * the labels (`site.venue.phoneLabels`), so the browser shows them from the data
 * and never from its own clock (the hydration agrees; no season code in the layout).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const ssrData = (html: string) =>
  /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
const goose = { cs: 'svatomartinských hus', en: "St. Martin's goose orders" } as const;

/** The sample's 2027 feast: 11–14 November, its banner from 15 October. */
const moments = {
  july: new Date('2027-07-14T10:00:00Z'),
  bannerWindow: new Date('2027-10-20T10:00:00Z'),
  feastDay: new Date('2027-11-12T10:00:00Z'),
  dayAfter: new Date('2027-11-15T10:00:00Z'),
};

describe.each([
  ['cs', '/kontakt', '/_data/cs/site.json'],
  ['en', '/en/kontakt', '/_data/en/site.json'],
] as const)('the phone label in the footer (%s)', (lang, url, data) => {
  it.each([
    { when: 'in July', now: moments.july, named: false },
    { when: 'in the banner window before the feast', now: moments.bannerWindow, named: true },
    { when: 'on a day of the feast', now: moments.feastDay, named: true },
    { when: 'the day after the feast', now: moments.dayAfter, named: false },
  ])('$when: goose orders named: $named', async ({ now, named }) => {
    const { app } = createTestApp({ deps: { now: () => now } });
    const html = (await request(app).get(url).expect(200)).text;
    const footer = footerOf(html)
      .replace(/<!-- -->/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/\u00a0/g, ' ');
    expect(footer.includes(goose[lang]), footer).toBe(named);
    // The reservations line is labelled either way; only goose orders come and go.
    expect(footer).toContain(lang === 'cs' ? 'Rezervace stolů' : 'Table reservations');
    // The label is in the page's data (what the browser hydrates with and shows) ...
    const labels = /"phoneLabels":(\{[^{}]*\})/.exec(ssrData(html))?.[1] ?? '';
    const restaurant = (JSON.parse(labels) as Record<string, string>).restaurant ?? '';
    expect(restaurant.replace(/\u00a0/g, ' ').includes(goose[lang])).toBe(named);
    expect(footer).toContain(`${restaurant.replace(/\u00a0/g, ' ')}:`);
    // ... and in the site data a client-side navigation fetches.
    const site = (await request(app).get(data).expect(200)).body as { venue: { phoneLabels: Record<string, string> } };
    expect(site.venue.phoneLabels.restaurant).toBe(restaurant);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pageKeys, pagePaths, pageTable, type PageEntry, type PageKey } from '../../src/page-ids';
import { localizePath, type Lang } from '../../src/lang';
import { getI18n } from '../../src/i18n';
import { pageHeadText } from '../../src/head';
import { plainText, RANGE_DASH } from '../../src/i18n/typography';
import { escapeHtml } from '../../server/lib/escape-html';
import { createTestApp, testEnv } from '../support/test-app';
import { testContent, testLinks } from '../support/test-content';

const { venue } = testContent.view().content;
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const NBSP = '\u00a0';
const EN_MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const { app } = createTestApp();

/** Facts each page must state, per language (beyond its title and the footer); a new page may have none yet. */
const keyFacts: Partial<Record<PageKey, Record<Lang, string[]>>> = {
  home: {
    cs: [
      'href="/denni-menu"',
      'href="/jidelni-listek"',
      'href="/svatomartinske-hody"',
      `href="${telHref(venue.phones.restaurant)}"`,
    ],
    en: [
      'href="/en/denni-menu"',
      'href="/en/jidelni-listek"',
      'href="/en/svatomartinske-hody"',
      `href="${telHref(venue.phones.restaurant)}"`,
    ],
  },
  dailyMenu: {
    // The frame for scripted pages (its loader sets src after the first paint), and the one in <noscript>.
    cs: [
      `data-src="${testLinks.dailyMenu}"`,
      `<noscript><iframe`,
      ` src="${testLinks.dailyMenu}"`,
      `href="${testLinks.menuSubscribe}"`,
      'rel="noopener',
    ],
    en: [
      `data-src="${testLinks.dailyMenu}"`,
      `<noscript><iframe`,
      ` src="${testLinks.dailyMenu}"`,
      `href="${testLinks.menuSubscribe}"`,
      'rel="noopener',
    ],
  },
  // Our own menu (the frame shows only without it: tests/integration/food-menu.test.ts), and the PDF.
  foodMenu: {
    cs: [
      'Jídelní lístek',
      `Svíčková na smetaně`,
      `289${NBSP}Kč`,
      `180${NBSP}g`,
      `href="${testLinks.foodMenuPdf}"`,
      'id="allergen-legend-title"',
    ],
    en: [
      'Food Menu',
      'Beef sirloin in cream sauce',
      `289${NBSP}CZK`,
      `180${NBSP}g`,
      `href="${testLinks.foodMenuPdf}"`,
      'id="allergen-legend-title"',
    ],
  },
  drinks: {
    cs: [
      'Nápojový lístek',
      `0,33${NBSP}l`,
      `35${NBSP}Kč`,
      `45${RANGE_DASH}50${NBSP}Kč`,
      `65${RANGE_DASH}70${NBSP}Kč`,
      `0,04${NBSP}l`,
    ],
    en: [
      'Drink Menu',
      `0.33${NBSP}l`,
      `35${NBSP}CZK`,
      `45${RANGE_DASH}50${NBSP}CZK`,
      `65${RANGE_DASH}70${NBSP}CZK`,
      `0.04${NBSP}l`,
    ],
  },
  feast: {
    // The test clock is 2026-06-15, between seasons (src/content/feast-season.ts): the 2025 feast is over
    // (its menu shown for reference), the sample's next is November 2027, its menu from its banner window
    // (the prices and labels: feast-season.test.tsx).
    cs: [
      `8.${RANGE_DASH}11.${NBSP}listopadu${NBSP}2025`,
      `11.${RANGE_DASH}14.${NBSP}listopadu${NBSP}2027`,
      `15.${NBSP}října${NBSP}2027`,
    ],
    en: [
      `November${NBSP}8${RANGE_DASH}11,${NBSP}2025`,
      `November${NBSP}11${RANGE_DASH}14,${NBSP}2027`,
      `October${NBSP}15,${NBSP}2027`,
    ],
  },
  about: { cs: ['120', '30', '40'], en: ['120', '30', '40'] },
  lounge: {
    cs: ['id="inquiry-form"', '90', '50', '36', '250'],
    en: ['id="inquiry-form"', '90', '50', '36', '250'],
  },
  gallery: { cs: ['<h1'], en: ['<h1'] },
  contact: {
    cs: ['id="formular"', 'Nádraží Veleslavín', `href="${telHref(venue.phones.events)}"`],
    en: ['id="formular"', 'Nádraží Veleslavín', `href="${telHref(venue.phones.events)}"`],
  },
  privacy: {
    cs: [
      venue.operator.name,
      venue.operator.ico,
      `href="mailto:${venue.email}"`,
      `href="${testLinks.menuProvider.url}"`,
      'Úřad pro ochranu osobních údajů',
    ],
    en: [
      venue.operator.name,
      venue.operator.ico,
      `href="mailto:${venue.email}"`,
      `href="${testLinks.menuProvider.url}"`,
      'Office for Personal Data Protection',
    ],
  },
};

const cases = pageKeys.flatMap((key) =>
  (['cs', 'en'] as const).map((lang) => ({ key, lang, url: localizePath(pagePaths[key], lang) })),
);

describe('every page in both languages', () => {
  it('covers every page of the route table in both languages (the ten pages: 20 URLs)', () => {
    expect(cases).toHaveLength(2 * pageKeys.length);
    expect(new Set(cases.map(({ url }) => url)).size).toBe(cases.length);
  });

  it.each(cases)(
    '$url answers 200 with its language, title, canonical, alternates and facts',
    async ({ key, lang, url }) => {
      const response = await request(app).get(url).expect(200);
      const html = response.text;
      const { t } = getI18n(lang);
      const neutral = pagePaths[key];

      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(`<html lang="${lang}"`);
      // The title is plain text: no typography's no-break spaces.
      expect(html).toContain(`<title>${escapeHtml(plainText(pageHeadText(t, key, 'title')))}`);
      expect(html).toContain(`<link rel="canonical" href="${testEnv.SITE_URL}${url === '/' ? '/' : url}"`);
      expect(html).toContain(`hreflang="cs" href="${testEnv.SITE_URL}${neutral === '/' ? '/' : neutral}"`);
      expect(html).toContain(`hreflang="en" href="${testEnv.SITE_URL}${localizePath(neutral, 'en')}"`);
      expect(html).toContain(`hreflang="x-default" href="${testEnv.SITE_URL}${neutral === '/' ? '/' : neutral}"`);
      expect(html).toContain('"@type":"Restaurant"');
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card"');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const missing = (keyFacts[key]?.[lang] ?? []).filter((fact) => !html.includes(fact));
      expect(missing, 'facts missing from the page').toEqual([]);
      if (lang === 'en') {
        // US English formats: prices in CZK with comma grouping, dates month first (also in JSON-LD and meta tags).
        expect(html, 'Czech currency or a day-first date on an English page').not.toMatch(
          new RegExp(`Kč|\\d[${NBSP} ]\\d{3}[${NBSP} ]CZK|\\b\\d{1,2}[${NBSP} ](?:${EN_MONTHS})\\b`),
        );
      }

      // The footer of every page.
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      const footerFacts = [
        `href="${telHref(venue.phones.restaurant)}"`,
        `href="${telHref(venue.phones.events)}"`,
        venue.operator.ico,
        venue.address.street,
        `10:00${RANGE_DASH}22:00`,
        '© 2026',
        `href="${testLinks.social}"`,
        `href="${testLinks.reservation}"`,
        ...venue.cards,
      ];
      expect(
        footerFacts.filter((fact) => !footer.includes(fact)),
        'facts missing from the footer',
      ).toEqual([]);
    },
  );
});

describe('structured data', () => {
  it('describes the restaurant as the spec asks', async () => {
    const html = (await request(app).get('/').expect(200)).text;
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
    const graph = (JSON.parse(json ?? '{}') as { '@graph': { '@type': string }[] })['@graph'];
    const data = graph.find((node) => node['@type'] === 'Restaurant') as unknown as Record<string, unknown> & {
      openingHoursSpecification: { dayOfWeek: string[] }[];
    };
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      address: { addressLocality: 'Praha 6 – Vokovice', addressCountry: 'CZ' },
      openingHoursSpecification: [{ opens: '10:00', closes: '22:00' }],
      servesCuisine: ['Czech', 'International'],
      priceRange: '$$',
      acceptsReservations: true,
      hasMenu: `${testEnv.SITE_URL}/jidelni-listek`,
      url: `${testEnv.SITE_URL}/`,
      telephone: venue.phones.restaurant,
    });
    expect(data.openingHoursSpecification[0]?.dayOfWeek).toHaveLength(7);
  });
});

describe('the header', () => {
  it('offers the other language for the same page', async () => {
    const cs = (await request(app).get('/kontakt').expect(200)).text;
    expect(cs).toMatch(/<a[^>]*class="lang-toggle"[^>]*href="\/en\/kontakt"/);
    expect(cs).toMatch(/class="lang-toggle"[^>]*>EN<span class="visually-hidden"> – <!-- -->Switch to English<\/span>/);
    const en = (await request(app).get('/en/kontakt').expect(200)).text;
    expect(en).toMatch(/<a[^>]*class="lang-toggle"[^>]*href="\/kontakt"/);
    expect(en).toMatch(
      /class="lang-toggle"[^>]*>CZ<span class="visually-hidden"> – <!-- -->Přepnout do češtiny<\/span>/,
    );
  });

  it('links all nine pages in the mobile menu and the four menus in the dropdown', async () => {
    const html = (await request(app).get('/en/galerie').expect(200)).text;
    const mobile = /<nav id="mobile-nav"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    // The spec's nine (the pages the route table places in the navigation): the privacy notice
    // is linked from the footer and the forms, not the header.
    const navigated = pageKeys.filter((page) => (pageTable[page] as PageEntry).nav).map((page) => pagePaths[page]);
    const elsewhere = pageKeys.filter((page) => !(pageTable[page] as PageEntry).nav).map((page) => pagePaths[page]);
    expect(elsewhere).toContain(pagePaths.privacy);
    expect(mobile.match(/<a /g)).toHaveLength(navigated.length);
    for (const path of navigated) expect(mobile).toContain(`href="${localizePath(path, 'en')}"`);
    for (const path of elsewhere)
      expect(html.slice(0, html.indexOf('</header>'))).not.toContain(`href="${localizePath(path, 'en')}"`);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="mobile-nav"/);
  });
});

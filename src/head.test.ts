import { describe, expect, it } from 'vitest';
import { getI18n } from './i18n';
import type { Lang } from './lang';
import type { PageKey } from './page-ids';
import { buildHead, restaurantId } from './head';
import { leadPhotoSizes } from './content/lead-photo';
import { photoSrcSet } from './content/photo-variants';
import { pragueDateTime, structuredData } from './structured-data';
import { sampleNow, samplePages, sampleSite } from './test-support/site-data';

const siteUrl = 'https://ballon.example';

function head(page: PageKey | 'notFound', lang: Lang, now = sampleNow) {
  const pathname = page === 'notFound' ? '/nic' : '/';
  return buildHead({
    page,
    lang,
    pathname,
    siteUrl,
    t: getI18n(lang).t,
    site: sampleSite(lang),
    pageData: page === 'notFound' ? null : samplePages(lang)[page],
    now,
    structuredData,
  });
}

interface Node {
  '@type': string;
  [key: string]: unknown;
}

function graph(page: PageKey, lang: Lang, now = sampleNow): Node[] {
  const script = head(page, lang, now).tags.find((tag) => tag.tag === 'script');
  return (JSON.parse(script?.text ?? '{}') as { '@graph': Node[] })['@graph'];
}

const ofType = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);
const description = (page: PageKey, lang: Lang, now = sampleNow) =>
  head(page, lang, now).tags.find((tag) => tag.attrs.name === 'description')?.attrs.content ?? '';

describe('meta descriptions from the data', () => {
  it('interpolate the facts and leave no placeholder', () => {
    expect(description('home', 'cs')).toContain('s 90 místy k sezení');
    expect(description('home', 'cs')).toContain('Otevírací doba: denně 10:00–22:00.');
    expect(description('home', 'en')).toContain('Opening hours: daily 10:00–22:00.');
    expect(description('about', 'cs')).toContain(
      '120 míst v restauraci, kavárna pro 30 hostů a letní terasa pro 40 hostů',
    );
    expect(description('lounge', 'en')).toContain('a private lounge with 90 seats');
    expect(description('lounge', 'en')).toContain('up to 250 guests');
    expect(description('dailyMenu', 'cs')).toContain('menu na daný den zveřejňujeme vždy nejpozději v 10:00');
    expect(description('contact', 'cs')).toContain('cesta metrem A (stanice Nádraží Veleslavín)');
    for (const lang of ['cs', 'en'] as const) {
      for (const page of Object.keys(samplePages(lang)) as PageKey[])
        expect(JSON.stringify(head(page, lang))).not.toContain('{{');
      // Plain text for machines: the typography's no-break spaces stay on the page.
      for (const page of Object.keys(samplePages(lang)) as PageKey[]) {
        const { title, tags } = head(page, lang);
        expect(title, page).not.toContain('\u00a0');
        expect(JSON.stringify(tags), page).not.toContain('\u00a0');
      }
    }
  });

  it("name the feast's next edition, in plain text", () => {
    expect(description('feast', 'cs')).toContain('Svatomartinské hody 11.–14. listopadu 2027:');
    expect(description('feast', 'en')).toContain("St. Martin's Feast, November 11–14, 2027:");
    expect(description('feast', 'cs')).not.toContain('\u00a0');
  });

  it('fall back to the general description without the data', () => {
    const { tags } = buildHead({
      page: 'about',
      lang: 'cs',
      pathname: '/o-restauraci-ballon',
      siteUrl,
      t: getI18n('cs').t,
      site: null,
      pageData: null,
      now: sampleNow,
    });
    const text = tags.find((tag) => tag.attrs.name === 'description')?.attrs.content ?? '';
    expect(text).not.toContain('{{');
    expect(text).toContain('Restaurace Ballon');
    expect(tags.some((tag) => tag.tag === 'script')).toBe(false);
  });
});

describe('share previews', () => {
  const content = (tags: { attrs: Record<string, string> }[], key: string) =>
    tags.find((tag) => tag.attrs.property === key || tag.attrs.name === key)?.attrs.content;

  it("name the page's own picture when it has one, with its size, type and description in the page's language", () => {
    for (const lang of ['cs', 'en'] as const) {
      const { tags } = head('drinks', lang);
      expect(content(tags, 'og:image')).toBe('https://ballon.example/assets/photos/restaurant-04-og.0123456789.jpg');
      expect(content(tags, 'og:image:width')).toBe('1200');
      expect(content(tags, 'og:image:height')).toBe('630');
      expect(content(tags, 'og:image:type')).toBe('image/jpeg');
      expect(content(tags, 'og:image:alt')).toBe(lang === 'cs' ? 'Čepované pivo' : 'A glass of draft beer');
      expect(content(tags, 'twitter:image')).toBe(content(tags, 'og:image'));
      expect(content(tags, 'twitter:image:alt')).toBe(content(tags, 'og:image:alt'));
      expect(content(tags, 'twitter:card')).toBe('summary_large_image');
      expect(content(tags, 'og:locale')).toBe(lang === 'cs' ? 'cs_CZ' : 'en_US');
      expect(content(tags, 'og:locale:alternate')).toBe(lang === 'cs' ? 'en_US' : 'cs_CZ');
    }
  });

  it('fall back to the default (the hero) for the other pages and the 404', () => {
    for (const page of ['home', 'about', 'notFound'] as const) {
      const { tags } = head(page, 'cs');
      expect(content(tags, 'og:image'), page).toBe('https://ballon.example/assets/photos/hero-og.0123456789.jpg');
      expect(content(tags, 'og:image:alt'), page).toBe('Hlavní sál restaurace');
      expect(content(tags, 'twitter:image:alt'), page).toBe('Hlavní sál restaurace');
    }
  });

  it('give plain text: the no-break spaces of Czech typography are ordinary ones', () => {
    const site = sampleSite('cs', {
      share: {
        default: { url: '/assets/photos/hero-og.0123456789.jpg', alt: 'Sál s\u00a0prostřenými stoly' },
        pages: {},
      },
    });
    const { tags } = buildHead({
      page: 'about',
      lang: 'cs',
      pathname: '/o-restauraci-ballon',
      siteUrl,
      t: getI18n('cs').t,
      site,
      pageData: samplePages('cs').about,
      now: sampleNow,
    });
    expect(content(tags, 'og:image:alt')).toBe('Sál s prostřenými stoly');
  });

  it("without the site's data (a failed loader), the home page's picture without a description", () => {
    const { tags } = buildHead({
      page: 'about',
      lang: 'cs',
      pathname: '/o-restauraci-ballon',
      siteUrl,
      t: getI18n('cs').t,
      site: null,
      pageData: null,
      now: sampleNow,
    });
    expect(content(tags, 'og:image')).toBe('https://ballon.example/og-image.jpg');
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:alt')).toBeUndefined();
  });

  it('with no picture at all (every shared photo refused), the home one by its old address', () => {
    const site = sampleSite('en', { share: { default: null, pages: {} } });
    const { tags } = buildHead({
      page: 'about',
      lang: 'en',
      pathname: '/en/o-restauraci-ballon',
      siteUrl,
      t: getI18n('en').t,
      site,
      pageData: samplePages('en').about,
      now: sampleNow,
    });
    expect(content(tags, 'og:image')).toBe('https://ballon.example/og-image.jpg');
    expect(content(tags, 'twitter:image:alt')).toBeUndefined();
  });
});

describe('structured data', () => {
  it('is built only where the builder is passed (the server): the browser leaves none behind after a navigation', () => {
    const browser = buildHead({
      page: 'drinks',
      lang: 'cs',
      pathname: '/napojovy-listek',
      siteUrl,
      t: getI18n('cs').t,
      site: sampleSite('cs'),
      pageData: samplePages('cs').drinks,
      now: sampleNow,
    });
    expect(browser.tags.some((tag) => tag.tag === 'script')).toBe(false);
    expect(head('drinks', 'cs').tags.filter((tag) => tag.tag === 'script')).toHaveLength(1);
  });

  it('describes one Restaurant with the same @id in both languages and what Google asks for', () => {
    for (const lang of ['cs', 'en'] as const) {
      const restaurant = ofType(graph('home', lang), 'Restaurant');
      expect(restaurant?.['@id']).toBe(restaurantId(siteUrl));
      expect(restaurant).toMatchObject({
        name: lang === 'cs' ? 'Restaurace Ballon' : 'Ballon Restaurant',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Evropská 000',
          postalCode: '160 00',
          addressLocality: 'Praha 6 – Vokovice',
          addressCountry: 'CZ',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 50.0985, longitude: 14.3433 },
        telephone: '+420 000 000 001',
        email: 'info@example.com',
        url: lang === 'cs' ? 'https://ballon.example/' : 'https://ballon.example/en',
        servesCuisine: ['Czech', 'International'],
        priceRange: '$$',
        acceptsReservations: true,
        hasMenu: lang === 'cs' ? 'https://ballon.example/jidelni-listek' : 'https://ballon.example/en/jidelni-listek',
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: '10:00',
            closes: '22:00',
          },
        ],
      });
      expect(restaurant?.image).toEqual(['https://ballon.example/og-image.jpg']);
    }
    expect(restaurantId(siteUrl)).toBe('https://ballon.example/#restaurant');
  });

  it('lists the coming exceptions: a closed day opens and closes at 00:00', () => {
    const special = ofType(graph('contact', 'cs'), 'Restaurant')?.specialOpeningHoursSpecification as Node[];
    expect(special).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-24',
      validThrough: '2026-12-24',
      opens: '00:00',
      closes: '00:00',
    });
    expect(special).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-31',
      validThrough: '2026-12-31',
      opens: '10:00',
      closes: '18:00',
    });
    // After Christmas Eve, it is no longer listed.
    const later = ofType(graph('contact', 'cs', new Date('2026-12-25T10:00:00Z')), 'Restaurant')
      ?.specialOpeningHoursSpecification as Node[];
    expect(later.map((node) => node.validFrom)).toEqual(['2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01']);
  });

  it('gives the drinks page a Menu whose items have a name and a price in CZK', () => {
    for (const lang of ['cs', 'en'] as const) {
      const restaurant = ofType(graph('drinks', lang), 'Restaurant');
      const menus = restaurant?.hasMenu as (string | Node)[];
      const menu = menus.find((entry): entry is Node => typeof entry === 'object');
      expect(menu?.['@type']).toBe('Menu');
      const section = (menu?.hasMenuSection as Node[])[0];
      expect(section?.name).toBe(lang === 'cs' ? 'Pivo a cider' : 'Beer and cider');
      const items = section?.hasMenuItem as Node[];
      expect(items[0]).toMatchObject({
        '@type': 'MenuItem',
        name: lang === 'cs' ? 'Pilsner Urquell (0,5 l)' : 'Pilsner Urquell (0.5 l)',
        offers: { '@type': 'Offer', price: 65, priceCurrency: 'CZK' },
      });
      // A range: the lower price, and the range as a price specification.
      expect(items[1]?.offers).toEqual({
        '@type': 'Offer',
        price: 45,
        priceCurrency: 'CZK',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 45, maxPrice: 50, priceCurrency: 'CZK' },
      });
    }
  });

  it('gives the feast page its Menu and an Event with dates, location, offers and organizer in its window', () => {
    // 20 October 2027: the 2027 edition's banner window (from 15 October), its menu on offer.
    const inWindow = new Date('2027-10-20T10:00:00Z');
    for (const lang of ['cs', 'en'] as const) {
      const nodes = graph('feast', lang, inWindow);
      const event = ofType(nodes, 'Event');
      expect(event).toMatchObject({
        startDate: '2027-11-11T10:00:00+01:00',
        endDate: '2027-11-14T22:00:00+01:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Restaurant',
          '@id': restaurantId(siteUrl),
          address: { streetAddress: 'Evropská 000', addressCountry: 'CZ' },
        },
        organizer: { '@id': restaurantId(siteUrl) },
        offers: {
          '@type': 'Offer',
          price: 69,
          priceCurrency: 'CZK',
          availability: 'https://schema.org/InStock',
          validFrom: '2027-10-15T00:00:00+02:00',
        },
      });
      expect(event?.name).toBe(lang === 'cs' ? 'Svatomartinské hody 2027' : "St. Martin's Feast 2027");
      expect(String(event?.description)).toContain('2027');
      expect((event?.image as string[])[0]).toMatch(
        /^https:\/\/ballon\.example\/assets\/photos\/feast-\d+w\.abcdef12\.jpg$/,
      );
      const menus = ofType(nodes, 'Restaurant')?.hasMenu as (string | Node)[];
      expect(menus.some((entry) => typeof entry === 'object' && entry['@type'] === 'Menu')).toBe(true);
    }
  });

  it('between editions names the next Event, with no Offer, no price and no feast Menu', () => {
    // sampleNow (23 November 2026): the 2025 feast over, 2027's listed, its window not open.
    for (const lang of ['cs', 'en'] as const) {
      const nodes = graph('feast', lang);
      const event = ofType(nodes, 'Event');
      expect(event?.name).toBe(lang === 'cs' ? 'Svatomartinské hody 2027' : "St. Martin's Feast 2027");
      expect(event?.startDate).toBe('2027-11-11T10:00:00+01:00');
      expect(event).not.toHaveProperty('offers');
      const json = JSON.stringify(nodes);
      expect(json).not.toContain('"Offer"');
      expect(json).not.toMatch(/"(?:price|minPrice|maxPrice)":/);
      expect(json).not.toContain('"Menu"');
    }
  });

  it('has no Event once the last edition is over', () => {
    const nodes = graph('feast', 'cs', new Date('2027-11-15T10:00:00Z'));
    expect(ofType(nodes, 'Event')).toBeUndefined();
  });

  it('writes Prague times with the offset of the day', () => {
    expect(pragueDateTime('2027-11-11', '10:00')).toBe('2027-11-11T10:00:00+01:00');
    expect(pragueDateTime('2027-07-01', '22:00')).toBe('2027-07-01T22:00:00+02:00');
  });
});

describe('the preload of the largest paint’s photo', () => {
  const imagePreload = (page: PageKey | 'notFound', lang: Lang = 'cs', pageData?: unknown) => {
    const input = { page, lang, pathname: '/', siteUrl, t: getI18n(lang).t, site: sampleSite(lang), now: sampleNow };
    const data = pageData !== undefined ? pageData : page === 'notFound' ? null : samplePages(lang)[page];
    return buildHead({ ...input, pageData: data }).tags.filter(
      (tag) => tag.attrs.rel === 'preload' && tag.attrs.as === 'image',
    );
  };

  it('comes first in the head, with the AVIF srcset and the sizes the page shows its photo at', () => {
    const photos = {
      home: samplePages('cs').home.hero,
      feast: samplePages('cs').feast.photo,
      about: samplePages('cs').about.photo,
      lounge: samplePages('cs').lounge.photo,
    };
    const sizes = {
      home: leadPhotoSizes.hero,
      feast: leadPhotoSizes.hero,
      about: leadPhotoSizes.half,
      lounge: leadPhotoSizes.half,
    };
    for (const page of ['home', 'feast', 'about', 'lounge'] as const) {
      const photo = photos[page];
      expect(photo, page).not.toBeNull();
      expect(imagePreload(page), page).toEqual([
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'image',
            type: 'image/avif',
            imagesrcset: photoSrcSet(photo!, 'avif'),
            imagesizes: sizes[page],
            fetchpriority: 'high',
          },
        },
      ]);
      expect(head(page, 'en').tags[0]?.attrs.rel, page).toBe('preload');
    }
  });

  it('is left out where text is the largest paint, and where the photo was refused or the data is missing', () => {
    for (const page of ['dailyMenu', 'foodMenu', 'drinks', 'gallery', 'contact', 'privacy', 'notFound'] as const)
      expect(imagePreload(page), page).toEqual([]);
    expect(imagePreload('home', 'cs', { ...samplePages('cs').home, hero: null })).toEqual([]);
    expect(imagePreload('about', 'en', null)).toEqual([]);
  });
});

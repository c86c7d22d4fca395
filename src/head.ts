import type { TFunction } from 'i18next';
import { localizePath, stripLang, type Lang } from './lang';
import { venue } from './content/venue';
import { pagePaths, type PageId } from './page-ids';

/** Marks the head elements buildHead manages (replaced on client-side navigation). */
export const HEAD_TAG_ATTRIBUTE = 'data-head';

/** One element of the document head, described as data so that the server can
 * print it and the browser can apply it after a client-side navigation. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export interface Head {
  lang: Lang;
  title: string;
  tags: HeadTag[];
}

interface HeadInput {
  page: PageId;
  lang: Lang;
  /** The path actually requested, e.g. `/en/kontakt`. */
  pathname: string;
  siteUrl: string;
  t: TFunction;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** Title, description, canonical, alternates, social tags and structured data of a page. */
export function buildHead({ page, lang, pathname, siteUrl, t }: HeadInput): Head {
  const meta = (key: 'title' | 'description' | 'keywords') => t(`meta.pages.${page}.${key}`);
  const title = page === 'home' ? meta('title') : `${meta('title')}${t('meta.titleSuffix')}`;
  const description = meta('description');
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { name: 'keywords', content: meta('keywords') } },
  ];

  if (page === 'notFound') {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  } else {
    const neutral = stripLang(pathname);
    const canonical = absoluteUrl(siteUrl, localizePath(neutral, lang));
    tags.push(
      { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'cs', href: absoluteUrl(siteUrl, localizePath(neutral, 'cs')) } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: absoluteUrl(siteUrl, localizePath(neutral, 'en')) } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(siteUrl, localizePath(neutral, 'cs')) } },
      { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    );
  }

  const image = absoluteUrl(siteUrl, '/og-image.jpg');
  tags.push(
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: t('common.siteName') } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:locale', content: t('meta.ogLocale') } },
    { tag: 'meta', attrs: { property: 'og:locale:alternate', content: t('meta.ogLocaleAlternate') } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
    {
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(restaurantJsonLd(lang, siteUrl)).replace(/</g, '\\u003c'),
    },
  );
  return { lang, title, tags };
}

/** The structured description of the restaurant the spec asks for (schema.org Restaurant). */
function restaurantJsonLd(lang: Lang, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: lang === 'cs' ? venue.name : venue.nameEn,
    url: absoluteUrl(siteUrl, localizePath('/', lang)),
    telephone: venue.phones.restaurant,
    image: absoluteUrl(siteUrl, '/og-image.jpg'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address.street,
      postalCode: venue.address.postalCode,
      addressLocality: venue.address.locality,
      addressCountry: venue.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: venue.hours.opens,
      closes: venue.hours.closes,
    },
    servesCuisine: [...venue.cuisines],
    priceRange: venue.priceRange,
    acceptsReservations: true,
    hasMenu: absoluteUrl(siteUrl, localizePath(pagePaths.foodMenu, lang)),
  };
}

import type { TFunction } from 'i18next';
import { localizePath, stripLang, type Lang } from './lang';
import type { PageData, PageDataMap, SiteData } from './content/page-data';
import { formatDateRange, pragueDate } from './content/time';
import { feastSeason, namedEdition } from './content/feast-season';
import { photoMimeTypes, shareImageSize } from './content/photo-variants';
import { monthNames, usualOpening, weekText } from './content/hours-text';
import { leadPhotoOf, leadPhotoPreload } from './content/lead-photo';
import { isOwnPage, type PageId } from './page-ids';
import { plainText } from './i18n/typography';
import { lunchFeedPath } from './lunch/data';

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

export interface HeadInput {
  page: PageId;
  lang: Lang;
  /** The path actually requested, e.g. `/en/kontakt`. */
  pathname: string;
  siteUrl: string;
  t: TFunction;
  /** The layout's data (the root loader's), or null when it failed. */
  site: SiteData | null;
  /** The page's loader data (PageDataMap[page]), or null (unknown path, failed loader). */
  pageData: unknown;
  /** The moment the page shows (the feast edition, the coming exceptions). */
  now: Date;
  /** Builds the JSON-LD (structured-data.ts); the server passes it, the browser does not. */
  structuredData?: (input: HeadInput, site: SiteData) => unknown;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** The one identifier of the restaurant in structured data, the same in both languages. */
export function restaurantId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#restaurant`;
}

type Values = Record<string, string | number>;

/** What the page's description and keywords interpolate, or null when the data they need is missing. */
function metaValues(input: HeadInput): Values | null {
  const { page, site, pageData, t, lang, now } = input;
  if (page === 'notFound') return {};
  if (!site) return null;
  const data = pageData as Partial<PageData<typeof page>> | null;
  switch (page) {
    case 'home': {
      const seats = (data as { seats?: { lounge: number } } | null)?.seats;
      return seats ? { hours: weekText(t, site.hours), count: seats.lounge } : null;
    }
    case 'dailyMenu': {
      const opens = usualOpening(site.hours);
      return opens ? { opens } : null;
    }
    case 'feast': {
      const named = namedEdition(feastSeason((data as PageDataMap['feast'] | null)?.editions ?? [], pragueDate(now)));
      return named ? { dates: plainText(formatDateRange(named.start, named.end, lang, monthNames(t))) } : null;
    }
    case 'about': {
      const seats = (data as PageDataMap['about'] | null)?.seats;
      return seats ? { restaurant: seats.restaurant, cafe: seats.cafe, terrace: seats.terrace } : null;
    }
    case 'lounge': {
      const lounge = data as PageDataMap['lounge'] | null;
      const joined = lounge?.arrangements?.find((arrangement) => arrangement.id === 'combined')?.capacity;
      return lounge?.seats && joined ? { name: site.venue.loungeName, count: lounge.seats, joined } : null;
    }
    case 'contact': {
      const metro = (data as PageDataMap['contact'] | null)?.transport?.metro;
      return metro ? { line: metro.line, station: metro.station } : null;
    }
    default:
      return {};
  }
}

/**
 * A page's title, description or keywords: under `meta.pages.<page>` (meta.ts,
 * which the browser loads only with its first client-side navigation, off every
 * page's first load), else under `<page>.head` in the page's own messages, where a
 * new page writes them (src/page-ids.ts) without a line in meta.ts.
 */
export function pageHeadText(
  t: TFunction,
  page: PageId,
  key: 'title' | 'description' | 'keywords',
  values: Values = {},
): string {
  // i18next answers the first key it has. (Typed loosely: a page's `head` is known only to its own namespace's type.)
  return (t as unknown as (keys: string[], values: Values) => string)(
    [`meta.pages.${page}.${key}`, `${page}.head.${key}`],
    values,
  );
}

/** Title, description, canonical, alternates, social tags and structured data of a page. */
export function buildHead(input: HeadInput): Head {
  const { page, lang, pathname, siteUrl, t, site } = input;
  const values = metaValues(input);
  // Plain text: the title and the meta tags are for browsers' tabs, crawlers and link previews, not typeset pages.
  const meta = (key: 'title' | 'description' | 'keywords') => plainText(pageHeadText(t, page, key, values ?? {}));
  const title = page === 'home' ? meta('title') : `${meta('title')}${plainText(t('meta.titleSuffix'))}`;
  // Without the data a description needs (a failed loader), the site's general one: never a `{{placeholder}}`.
  const description = values ? meta('description') : plainText(t('meta.defaultDescription'));
  const keywords = values ? meta('keywords') : plainText(t('meta.defaultKeywords'));
  const lead = leadPhotoOf(page, input.pageData);
  const tags: HeadTag[] = [
    // First in the head: the page's largest paint, a photo, is fetched at once with high
    // priority, in the variant its <picture> will show (lead-photo.ts), not once the body is parsed.
    ...(lead ? [{ tag: 'link' as const, attrs: leadPhotoPreload(lead) }] : []),
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { name: 'keywords', content: keywords } },
  ];

  // The 404, and a guest's own page (their booking, by the link in their e-mail): never indexed.
  if (page === 'notFound' || isOwnPage(page)) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (page !== 'notFound') {
    const neutral = stripLang(pathname);
    const canonical = absoluteUrl(siteUrl, localizePath(neutral, lang));
    tags.push(
      { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'cs', href: absoluteUrl(siteUrl, localizePath(neutral, 'cs')) },
      },
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'en', href: absoluteUrl(siteUrl, localizePath(neutral, 'en')) },
      },
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(siteUrl, localizePath(neutral, 'cs')) },
      },
      { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    );
    // The daily menu's Atom feed (server/feed), for readers that look for it in the page's head.
    if (page === 'dailyMenu')
      tags.push({
        tag: 'link',
        attrs: {
          rel: 'alternate',
          type: 'application/atom+xml',
          href: absoluteUrl(siteUrl, lunchFeedPath(lang)),
          title: plainText(t('dailyMenu.title')),
        },
      });
  }

  // The page's own shared picture, else the hero's; without the site's data (a failed loader), the home one's address.
  const share = site ? ((page === 'notFound' ? undefined : site.share.pages[page]) ?? site.share.default) : null;
  const image = absoluteUrl(siteUrl, share?.url ?? '/og-image.jpg');
  tags.push(
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: plainText(site?.venue.name ?? t('common.siteName')) } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:locale', content: t('meta.ogLocale') } },
    { tag: 'meta', attrs: { property: 'og:locale:alternate', content: t('meta.ogLocaleAlternate') } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(shareImageSize.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(shareImageSize.height) } },
    { tag: 'meta', attrs: { property: 'og:image:type', content: photoMimeTypes.jpeg } },
    ...(share ? [{ tag: 'meta' as const, attrs: { property: 'og:image:alt', content: plainText(share.alt) } }] : []),
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
    ...(share ? [{ tag: 'meta' as const, attrs: { name: 'twitter:image:alt', content: plainText(share.alt) } }] : []),
  );
  // Structured data is for crawlers, which read each address from the server: only the server
  // builds it (structured-data.ts stays out of the browser's bundle). After a client-side
  // navigation the previous page's is removed with the other managed tags, not left stale.
  if (site && input.structuredData) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(input.structuredData(input, site)).replace(/</g, '\\u003c'),
    });
  }
  return { lang, title, tags };
}

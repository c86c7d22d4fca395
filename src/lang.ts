const languages = ['cs', 'en'] as const;
export type Lang = (typeof languages)[number];

const defaultLang: Lang = 'cs';
const EN_PREFIX = '/en';

function isLang(value: unknown): value is Lang {
  return value === 'cs' || value === 'en';
}

/*
 * The one place that decides the language of a request, on the server and in
 * the browser: a page's path (the `/en` prefix), a submitted body's `lang` field
 * (the JSON API; the no-JS form posts go to a page path), or, when a request
 * carries neither (an API error before its body is read), Accept-Language.
 */

/** Czech unless the path is `/en` or starts with `/en/`. */
export function langFromPath(pathname: string): Lang {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'cs';
}

/** The path without its language prefix: `/en/kontakt` → `/kontakt`, `/en` → `/`. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === 'cs') return pathname;
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** A language-neutral path (`/kontakt`) in the given language (`/en/kontakt`). */
export function localizePath(path: string, lang: Lang): string {
  if (lang === 'cs') return path;
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`;
}

/** The same page in the other language: adds or removes the `/en` prefix. */
export function togglePath(pathname: string): { lang: Lang; path: string } {
  const target: Lang = langFromPath(pathname) === 'cs' ? 'en' : 'cs';
  return { lang: target, path: localizePath(stripLang(pathname), target) };
}

/** The language a submitted body declares in its `lang` field (JSON API), Czech when it names none of ours. */
export function langFromBody(body: unknown): Lang {
  const lang = typeof body === 'object' && body !== null ? (body as { lang?: unknown }).lang : undefined;
  return isLang(lang) ? lang : defaultLang;
}

interface AcceptedRange {
  tag: string;
  q: number;
  order: number;
}

function parseAcceptLanguage(header: string): AcceptedRange[] {
  return header.split(',').flatMap((part, order) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (range === '') return [];
    let q = 1;
    for (const param of params) {
      const equals = param.indexOf('=');
      if (equals === -1 || param.slice(0, equals).trim().toLowerCase() !== 'q') continue;
      const value = param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      // An empty q counts as none (1); one that is not a number accepts nothing.
      q = value === '' ? 1 : Number.parseFloat(value);
    }
    return [{ tag: range.toLowerCase(), q, order }];
  });
}

/**
 * The best of our languages for an `Accept-Language` header, as HTTP content
 * negotiation ranks them (the same order as Express's `req.acceptsLanguages('cs', 'en')`):
 * the range that matches a language most specifically (`en` over `en-GB` over `*`)
 * gives its quality; the higher quality wins, then the more specific match, then
 * the range listed first. Czech when the header is absent or accepts neither.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return defaultLang;
  const accepted = parseAcceptLanguage(header);
  const ranked = languages.flatMap((lang, index) => {
    let best: { q: number; specificity: number; order: number } | null = null;
    for (const { tag, q, order } of accepted) {
      const specificity = tag === lang ? 4 : tag.split('-')[0] === lang ? 2 : tag === '*' ? 0 : -1;
      if (specificity < 0) continue;
      if (
        !best ||
        specificity > best.specificity ||
        (specificity === best.specificity && (q > best.q || (q === best.q && order > best.order)))
      ) {
        best = { q, specificity, order };
      }
    }
    return best && best.q > 0 ? [{ lang, index, ...best }] : [];
  });
  ranked.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.order - b.order || a.index - b.index);
  return ranked[0]?.lang ?? defaultLang;
}

export const languages = ['cs', 'en'] as const;
export type Lang = (typeof languages)[number];

export const defaultLang: Lang = 'cs';
const EN_PREFIX = '/en';

export function isLang(value: unknown): value is Lang {
  return value === 'cs' || value === 'en';
}

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

/**
 * The language of the page being shown, as React context. Beside lang.ts, not among
 * the components: route-data.ts reads it too, and the components read route-data.ts.
 */
import { createContext, useContext } from 'react';
import { localizePath, type Lang } from './lang';

export const LangContext = createContext<Lang>('cs');

/** The language of the page being shown (from its route: `/` or `/en`). */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** A language-neutral path in the current page's language. */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLang();
  return (path) => localizePath(path, lang);
}

/**
 * Where the route loaders get their data. The route table is shared by the
 * server and the browser; each passes its own source to createRoutes: the
 * server selects from the content folder for the request (src/select.ts
 * through the static handler's request context), the browser fetches the same
 * JSON from the data route (`/_data/<lang>/<page>.json`, with an ETag) on a
 * client-side navigation. On the first load the browser uses the serialized
 * loader data and fetches nothing.
 */
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Lang } from './lang';
import type { PageKey } from './page-ids';
import type { PageData, SiteData } from './content/page-data';
import { useLang } from './lang-context';

export interface DataSource {
  site(lang: Lang, args: LoaderFunctionArgs): Promise<SiteData> | SiteData;
  page<K extends PageKey>(page: K, lang: Lang, args: LoaderFunctionArgs): Promise<PageData<K>> | PageData<K>;
}

/** The id of each language's root route (whose loader returns SiteData). */
export function rootRouteId(lang: Lang): string {
  return `root-${lang}`;
}

/** The id of a page's route in one language (whose loader returns its PageData). */
export function pageRouteId(page: PageKey, lang: Lang): string {
  return `page-${page}-${lang}`;
}

/** The data route's path for the site data or one page's data. */
export function dataPath(lang: Lang, key: PageKey | 'site'): string {
  return `/_data/${lang}/${key}.json`;
}

/** The layout's data (footer, notices, structured data) of the current language. */
export function useSiteData(): SiteData {
  const lang = useLang();
  const site = useRouteLoaderData(rootRouteId(lang)) as SiteData | undefined;
  if (!site) throw new Error('useSiteData outside a language root');
  return site;
}

/** The data of page `page` (its route's loader). */
export function usePageData<K extends PageKey>(page: K): PageData<K> {
  const lang = useLang();
  const data = useRouteLoaderData(pageRouteId(page, lang)) as PageData<K> | undefined;
  if (!data) throw new Error(`usePageData('${page}') outside its page`);
  return data;
}

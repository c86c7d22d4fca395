import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { langFromPath, localizePath, type Lang } from './lang';
import { Layout } from './components/layout/layout';
import { RouteError } from './pages/route-error';
import { loadLanguage } from './i18n/load-language';
import { loadPageMessages } from './i18n/page-messages';
import { loadPage } from './page-modules';
import { pageKeys, pagePaths, type PageKey, type RouteHandle } from './page-ids';
import { pageRouteId, rootRouteId, type DataSource } from './route-data';

/**
 * The no-JavaScript form posts, which only the server ever runs: loaded on the
 * first post, so their code stays out of the browser's bundle.
 */
const formActions = {
  lounge: async (args: ActionFunctionArgs) => (await import('./forms/lounge-action')).loungeAction(args),
  contact: async (args: ActionFunctionArgs) => (await import('./forms/contact-action')).contactAction(args),
  myBooking: async (args: ActionFunctionArgs) => (await import('./bookings/booking-action')).bookingAction(args),
};

/**
 * Legacy addresses and where they live now, full paths in their own language.
 * The server answers them with a 301 before routing; in the browser the same
 * table becomes loader redirects, so client-side navigation never leaves the old
 * address in the history.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/menu': '/jidelni-listek',
  '/napoje': '/napojovy-listek',
  '/o-nas': '/o-restauraci-ballon',
  '/o-restauraci': '/o-restauraci-ballon',
  '/ballon-restaurant': '/o-restauraci-ballon',
  '/salonek': '/konferencni-prostory-salonek',
  '/virtualni-prohlidka': '/galerie',
  '/galerie/virtualni-prohlidka': '/galerie',
  '/galerie/virtualni-prohlidka-salonek': '/galerie',
  '/rezervace': '/kontakt',
  '/en/daily-deal': '/en/denni-menu',
  '/en/menu': '/en/jidelni-listek',
  '/en/drinks': '/en/napojovy-listek',
  '/en/about': '/en/o-restauraci-ballon',
  '/en/lounge': '/en/konferencni-prostory-salonek',
  '/en/lounge-bar': '/en/konferencni-prostory-salonek',
  '/en/virtual-tour': '/en/galerie',
  '/en/contact': '/en/kontakt',
};

/**
 * Where a legacy address lives now (full paths, in their own language), or null.
 * Only the table: every other spelling of a path (case, slashes, dot segments) is
 * the server's canonical-URL check's (server/http/canonical-url.ts), which never
 * builds a target from what the client sent.
 */
export function permanentRedirectFor(pathname: string): string | null {
  return Object.hasOwn(legacyRedirects, pathname) ? (legacyRedirects[pathname] ?? null) : null;
}

function pageRoutes(lang: Lang, source: DataSource): RouteObject[] {
  const prefix = localizePath('/', lang);
  const relative = (path: string) => (prefix === '/' ? path.slice(1) : path.slice(prefix.length + 1));
  const redirects = Object.entries(legacyRedirects)
    .filter(([from]) => langFromPath(from) === lang)
    .map(([from, to]): RouteObject => ({
      path: relative(from),
      loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`, 301),
    }));
  return [
    // The pages (src/page-ids.ts), each at its language-neutral path.
    ...pageKeys.map((id): RouteObject => {
      const path = pagePaths[id];
      const handle = { page: id } satisfies RouteHandle;
      // The page's code and its own messages (page-messages.ts), loaded together.
      const lazy = () => Promise.all([loadPage(id), loadPageMessages(id, lang)]).then(([module]) => module);
      const loader = (args: LoaderFunctionArgs) => source.page(id, lang, args);
      const common = { id: pageRouteId(id, lang), lazy, handle, loader };
      if (path === '/') return { index: true, ...common };
      // The two form pages take the no-JavaScript post (the server runs the action).
      const action = (formActions as Partial<Record<PageKey, RouteObject['action']>>)[id];
      return { path: path.slice(1), ...common, ...(action ? { action } : {}) };
    }),
    ...redirects,
    {
      path: '*',
      lazy: () => loadPage('notFound'),
      handle: { page: 'notFound' } satisfies RouteHandle,
      loader: () => data(null, { status: 404 }),
    },
  ];
}

/**
 * The one route table: the same pages at `/` (Czech) and `/en` (English). Each
 * language's root loads that language's messages (`lazy`), so the browser fetches
 * the other language only when the visitor switches to it. Loaders read from
 * `source` (route-data.ts): the content folder on the server, the data route in
 * the browser.
 */
export function createRoutes(source: DataSource): RouteObject[] {
  return (['cs', 'en'] as const).map((lang) => ({
    id: rootRouteId(lang),
    path: localizePath('/', lang),
    lazy: () => loadLanguage(lang).then(() => ({})),
    loader: (args: LoaderFunctionArgs) => source.site(lang, args),
    element: <Layout lang={lang} />,
    children: [{ id: `pages-${lang}`, errorElement: <RouteError />, children: pageRoutes(lang, source) }],
  }));
}

import { data, redirect, type RouteObject } from 'react-router-dom';
import { localizePath, type Lang } from './lang';
import { Layout } from './components/layout';
import { RouteError } from './pages/route-error';
import { NotFoundPage } from './pages/not-found';
import { HomePage } from './pages/home';
import { DailyMenuPage } from './pages/daily-menu';
import { FoodMenuPage } from './pages/food-menu';
import { DrinksPage } from './pages/drinks';
import { FeastPage } from './pages/feast';
import { AboutPage } from './pages/about';
import { LoungePage } from './pages/lounge';
import { GalleryPage } from './pages/gallery';
import { ContactPage } from './pages/contact';
import { pagePaths } from './page-paths';
import { contactAction } from './forms/contact-action';
import { loungeAction } from './forms/lounge-action';

/** The nine pages. `path` is language-neutral; each page exists at it and under `/en`. */
export const pages = [
  { id: 'home', path: pagePaths.home, Component: HomePage },
  { id: 'dailyMenu', path: pagePaths.dailyMenu, Component: DailyMenuPage },
  { id: 'foodMenu', path: pagePaths.foodMenu, Component: FoodMenuPage },
  { id: 'drinks', path: pagePaths.drinks, Component: DrinksPage },
  { id: 'feast', path: pagePaths.feast, Component: FeastPage },
  { id: 'about', path: pagePaths.about, Component: AboutPage },
  { id: 'lounge', path: pagePaths.lounge, Component: LoungePage, action: loungeAction },
  { id: 'gallery', path: pagePaths.gallery, Component: GalleryPage },
  { id: 'contact', path: pagePaths.contact, Component: ContactPage, action: contactAction },
] as const;

export type PageId = (typeof pages)[number]['id'] | 'notFound';

/** The handle every route of ours carries, read by the layout and the head. */
export interface RouteHandle {
  page?: PageId;
}

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
 * Where a request for `pathname` should be sent permanently, or null:
 * a legacy address, or a page path with a trailing slash (`/en/` → `/en`).
 */
export function permanentRedirectFor(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '');
    return trimmed === '' ? '/' : trimmed;
  }
  return Object.hasOwn(legacyRedirects, pathname) ? (legacyRedirects[pathname] ?? null) : null;
}

function pageRoutes(lang: Lang): RouteObject[] {
  const prefix = localizePath('/', lang);
  const relative = (path: string) => (prefix === '/' ? path.slice(1) : path.slice(prefix.length + 1));
  const redirects = Object.entries(legacyRedirects)
    .filter(([from]) => from.startsWith('/en/') === (lang === 'en'))
    .map(([from, to]): RouteObject => ({
      path: relative(from),
      loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`, 301),
    }));
  return [
    ...pages.map((page): RouteObject => {
      const { id, path, Component } = page;
      const handle = { page: id } satisfies RouteHandle;
      if (path === '/') return { index: true, Component, handle };
      // The two form pages take the no-JavaScript post (the server runs the action).
      return { path: path.slice(1), Component, handle, ...('action' in page ? { action: page.action } : {}) };
    }),
    ...redirects,
    {
      path: '*',
      Component: NotFoundPage,
      handle: { page: 'notFound' } satisfies RouteHandle,
      loader: () => data(null, { status: 404 }),
    },
  ];
}

/** The one route table: the same pages at `/` (Czech) and `/en` (English). */
export function createRoutes(): RouteObject[] {
  return (['cs', 'en'] as const).map((lang) => ({
    id: `root-${lang}`,
    path: localizePath('/', lang),
    element: <Layout lang={lang} />,
    children: [{ id: `pages-${lang}`, errorElement: <RouteError />, children: pageRoutes(lang) }],
  }));
}

import type { ComponentType } from 'react';
import type { PageKey } from './page-ids';

/** What a page route loads on demand (react-router `lazy`). */
interface PageModule {
  Component: ComponentType;
}

/** A page's chunk: its path as Vite's build manifest names it, and how the route loads it. */
interface LazyPage {
  file: string;
  load(): Promise<PageModule>;
}

/**
 * Each page's code as a chunk of its own, loaded by its route's `lazy` (the
 * browser downloads only the page it shows). `file` is the module's path as
 * Vite's build manifest names it: the server preloads that chunk with the page.
 */
export const pageModules: Record<PageKey, LazyPage> = {
  home: { file: 'src/pages/home.tsx', load: () => import('./pages/home').then((m) => ({ Component: m.HomePage })) },
  dailyMenu: { file: 'src/pages/daily-menu.tsx', load: () => import('./pages/daily-menu').then((m) => ({ Component: m.DailyMenuPage })) },
  foodMenu: { file: 'src/pages/food-menu.tsx', load: () => import('./pages/food-menu').then((m) => ({ Component: m.FoodMenuPage })) },
  drinks: { file: 'src/pages/drinks.tsx', load: () => import('./pages/drinks').then((m) => ({ Component: m.DrinksPage })) },
  feast: { file: 'src/pages/feast.tsx', load: () => import('./pages/feast').then((m) => ({ Component: m.FeastPage })) },
  about: { file: 'src/pages/about.tsx', load: () => import('./pages/about').then((m) => ({ Component: m.AboutPage })) },
  lounge: { file: 'src/pages/lounge.tsx', load: () => import('./pages/lounge').then((m) => ({ Component: m.LoungePage })) },
  gallery: { file: 'src/pages/gallery.tsx', load: () => import('./pages/gallery').then((m) => ({ Component: m.GalleryPage })) },
  contact: { file: 'src/pages/contact.tsx', load: () => import('./pages/contact').then((m) => ({ Component: m.ContactPage })) },
  privacy: { file: 'src/pages/privacy.tsx', load: () => import('./pages/privacy').then((m) => ({ Component: m.PrivacyPage })) },
};

/**
 * The page for an unknown path: a chunk of its own too, so the pages that exist do
 * not carry it or its bilingual messages; the server preloads it
 * with a 404.
 */
export const notFoundModule: LazyPage = {
  file: 'src/pages/not-found.tsx',
  load: () => import('./pages/not-found').then((m) => ({ Component: m.NotFoundPage })),
};

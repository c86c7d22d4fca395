/**
 * The address of the daily menu's Atom feed: the daily menu page's path with
 * `.atom`. The page's head links to it, the server (server/feed) answers it;
 * both read it from here so they agree. Not a page: not in the sitemap.
 *
 *   /denni-menu.atom       the published lunch menus, in Czech
 *   /en/denni-menu.atom    the same in English
 */
import { localizePath, type Lang } from '../lang';
import { pagePaths } from '../page-ids';

export function lunchFeedPath(lang: Lang): string {
  return localizePath(`${pagePaths.dailyMenu}.atom`, lang);
}

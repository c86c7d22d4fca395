import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, type To } from 'react-router-dom';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, with or without a query or `#fragment` (never an absolute URL: those are plain `<a>`s). */
  to: To;
};

/**
 * A link between the site's pages: a real `<a href>` (the page works without
 * JavaScript), and with it a client-side navigation through the data router.
 *
 * Built on the router's own public hooks for custom links (`useHref`,
 * `useLinkClickHandler`, so a click does exactly what the router's `<Link>` does)
 * instead of its `<Link>`, which also carries framework mode's prefetching
 * (`prefetch`, `<PrefetchPageLinks>`, the route manifest's module hrefs), route
 * masking and view transitions: code the bundler cannot drop because `<Link>`
 * refers to it, none of which this site uses. What that took off every page
 * is in docs/performance.md.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/**
 * Whether a link to `to` points at the page shown: the same path, or (unless `end`)
 * a page below it; letter case, the query and the fragment ignored, as the router's
 * `<NavLink>` does. `to` is an absolute path of the site (as every caller gives).
 */
export function isCurrentPath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase();
  if (here === target) return true;
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return here.startsWith(`${base}/`);
}

/**
 * A navigation link: `aria-current="page"` and the class `active` on the link to
 * the page shown (the router's `<NavLink>` contract, which the header's styles
 * and the tests read).
 */
export function NavLink({ className, end = false, to, ...rest }: LinkProps & { to: string; end?: boolean }) {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, to, end);
  return (
    <Link
      {...rest}
      to={to}
      className={current ? `${className ?? ''} active`.trim() : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}

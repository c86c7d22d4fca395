import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { loadInitialRoutes } from './load-initial-routes';

function Page() {
  return null;
}

describe('loadInitialRoutes', () => {
  it('resolves the lazy parts of the matching routes only, before the router exists', async () => {
    const rootLazy = vi.fn(async () => ({}));
    const aboutLazy = vi.fn(async () => ({ Component: Page }));
    const otherLazy = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        path: '/en',
        lazy: rootLazy,
        children: [
          { path: 'about', lazy: aboutLazy },
          { path: 'other', lazy: otherLazy },
        ],
      },
    ];

    await loadInitialRoutes(routes, { pathname: '/en/about' });

    expect(rootLazy).toHaveBeenCalledOnce();
    expect(aboutLazy).toHaveBeenCalledOnce();
    expect(otherLazy).not.toHaveBeenCalled();
    const [root] = routes;
    const [about, other] = root?.children ?? [];
    expect(root?.lazy).toBeUndefined();
    expect(about?.lazy).toBeUndefined();
    expect(about?.Component).toBe(Page);
    expect(other?.lazy).toBe(otherLazy);
  });

  it('does nothing for a path no route matches', async () => {
    const lazy = vi.fn(async () => ({ Component: Page }));
    await loadInitialRoutes([{ path: '/a', lazy }], { pathname: '/b' });
    expect(lazy).not.toHaveBeenCalled();
  });
});

import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Resolves the `lazy` parts of the routes that match `location` and writes them
 * onto the route objects, as react-router advises for hydrating lazy routes: the
 * router then starts initialised and renders exactly what the server rendered
 * (no fallback, no mismatch). Other routes stay lazy until visited.
 */
export async function loadInitialRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

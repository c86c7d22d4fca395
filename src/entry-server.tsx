import { StrictMode, type ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { HydrationMarker } from './components/layout/hydration-marker';
import { getI18n } from './i18n';
import { languageModules } from './i18n/load-language';
import type { FormActionContext } from './forms/form-action';
import { buildHead, type Head } from './head';
import { langFromPath } from './lang';
import { pageModules } from './page-modules';
import type { PageId, PageKey, RouteHandle } from './page-ids';
import { createRoutes, permanentRedirectFor } from './routes';
import { SiteConfigProvider, type SiteConfig } from './site-config';

export { permanentRedirectFor };

const handler = createStaticHandler(createRoutes());

export type RenderPlan =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      page: PageId;
      head: Head;
      /** react-router hydration data, for the SSR data script. */
      routerData: unknown;
      /** Errors a loader threw (logged by the server; shown by the error route). */
      errors: unknown[];
      /**
       * The lazily loaded client modules the page needs at once (its language's
       * messages, its page's chunk), as Vite's manifest names them: the server
       * preloads them with the entry.
       */
      modules: string[];
      element: ReactElement;
    };

/**
 * Runs the request through the route table: a redirect, or the page to render
 * with its status (200, 404 for unknown paths, 500 when a loader failed; for a
 * form post 303, 422 or 429 from the page's action), its head and the React
 * element to stream. `forms` is what a form post's action needs from the server.
 */
export async function planPage(request: Request, config: SiteConfig, forms?: FormActionContext): Promise<RenderPlan> {
  const context = await handler.query(request, forms ? { requestContext: forms } : undefined);
  if (context instanceof Response) {
    return { type: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const page = pageOf(context);
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    type: 'page',
    status: context.statusCode,
    page,
    head: buildHead({ page, lang, pathname: url.pathname, siteUrl: config.siteUrl, t: getI18n(lang).t }),
    routerData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    errors: Object.values(context.errors ?? {}),
    modules: [languageModules[lang].file, ...(isPageKey(page) ? [pageModules[page].file] : [])],
    element: (
      <StrictMode>
        <SiteConfigProvider value={config}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <HydrationMarker />
        </SiteConfigProvider>
      </StrictMode>
    ),
  };
}

function isPageKey(page: PageId): page is PageKey {
  return Object.hasOwn(pageModules, page);
}

function pageOf(context: StaticHandlerContext): PageId {
  if (context.errors) return 'notFound';
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const page = (context.matches[i]?.route.handle as RouteHandle | undefined)?.page;
    if (page) return page;
  }
  return 'notFound';
}

/** The same form react-router's own StaticRouterProvider writes, so that the
 * browser router restores errors on hydration. Error details stay on the server. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: import.meta.env.DEV && error instanceof Error ? error.message : 'Error', __type: 'Error' },
    ]),
  );
}

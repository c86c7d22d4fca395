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
import { pageMessageFiles } from './i18n/page-messages';
import type { FormActionContext } from './forms/form-action';
import { buildHead, type Head } from './head';
import { structuredData } from './structured-data';
import { langFromPath } from './lang';
import { pageModuleFile } from './page-modules';
import { pageTable, type PageId, type PageKey, type RouteHandle } from './page-ids';
import { createRoutes, permanentRedirectFor } from './routes';
import { pageRouteId, rootRouteId, type DataSource } from './route-data';
import type { SiteData } from './content/page-data';
import type { ContentView } from './content/content-view';
import { selectPage, selectSite } from './select';
import { NowProvider } from './components/ui/now';
import { SiteConfigProvider, type SiteConfig } from './site-config';
import type { BookingPort } from './bookings/values';
import { tokenOf } from './bookings/token';

export { permanentRedirectFor, selectPage, selectSite };

/** What the server knows for one request: the content at this moment and the time of the render. */
export interface ContentMoment {
  view: ContentView;
  now: Date;
  /** The booking pages' desk for this request (their loader reads the guest's booking by its link). */
  bookings?: BookingPort;
}

/** The request context of every loader and action: the content, and on a form post what the action needs. */
type RequestContext = ContentMoment & Partial<FormActionContext>;

function momentOf(context: unknown): ContentMoment {
  const moment = context as Partial<ContentMoment> | undefined;
  if (!moment?.view || !(moment.now instanceof Date))
    throw new Error('the server must pass { view, now } as requestContext');
  return moment as ContentMoment;
}

/** On the server, loaders select from the content of the request's moment. */
const serverData: DataSource = {
  site: (lang, { context }) => selectSite(momentOf(context).view, lang, momentOf(context).now),
  page: async (page, lang, { context, request }) => {
    const moment = momentOf(context);
    const selected = selectPage(page, moment.view, lang, moment.now);
    if (page !== 'myBooking') return selected;
    // The guest's own booking, by the link's token (never cached: a page with a query string is not).
    const token = tokenOf(new URL(request.url));
    const mine = token && moment.bookings ? await moment.bookings.mine(token) : null;
    return { ...selected, mine } as typeof selected;
  },
};

const handler = createStaticHandler(createRoutes(serverData));

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
export async function planPage(
  request: Request,
  config: SiteConfig,
  moment: ContentMoment,
  forms?: FormActionContext,
): Promise<RenderPlan> {
  const capacities = Object.fromEntries(
    moment.view.content.lounge.arrangements.map(({ id, capacity }) => [id, capacity]),
  );
  const requestContext: RequestContext = {
    ...moment,
    ...forms,
    ...(forms ? { arrangementCapacities: capacities } : {}),
  };
  const context = await handler.query(request, { requestContext });
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
    head: buildHead({
      page,
      lang,
      pathname: url.pathname,
      siteUrl: config.siteUrl,
      t: getI18n(lang).t,
      site: (context.loaderData[rootRouteId(lang)] as SiteData | undefined) ?? null,
      pageData: isPageKey(page) ? (context.loaderData[pageRouteId(page, lang)] ?? null) : null,
      now: moment.now,
      structuredData,
    }),
    routerData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    errors: Object.values(context.errors ?? {}),
    // An unknown path preloads the 404 page's chunk; a route error shows RouteError (in the entry).
    modules: [
      languageModules[lang].file,
      ...(isPageKey(page)
        ? [pageModuleFile(page), ...pageMessageFiles(page, lang)]
        : context.errors
          ? []
          : [pageModuleFile('notFound')]),
    ],
    element: (
      <StrictMode>
        <SiteConfigProvider value={config}>
          <NowProvider renderedAt={moment.now.getTime()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <HydrationMarker />
          </NowProvider>
        </SiteConfigProvider>
      </StrictMode>
    ),
  };
}

function isPageKey(page: PageId): page is PageKey {
  return Object.hasOwn(pageTable, page);
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

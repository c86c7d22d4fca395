import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HydrationMarker } from './components/layout/hydration-marker';
import { loadInitialRoutes } from './load-initial-routes';
import { createRoutes } from './routes';
import { dataPath, type DataSource } from './route-data';
import { NowProvider } from './components/ui/now';
import { SiteConfigProvider } from './site-config';
import { SSR_DATA_ELEMENT_ID, type SsrData } from './ssr-data';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import type { GuestBooking } from './bookings/values';
import { tokenOf } from './bookings/token';
import type { PageData } from './content/page-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** A client-side navigation fetches its data from the data route (revalidated by ETag). */
async function fetchData<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
  return (await response.json()) as T;
}

const browserData: DataSource = {
  site: (lang, { request }) => fetchData(dataPath(lang, 'site'), request.signal),
  page: async (page, lang, { request }) => {
    const data = await fetchData<PageData<typeof page>>(dataPath(lang, page), request.signal);
    if (page !== 'myBooking') return data;
    // The guest's own booking, by the link's token (the data route is the same for everyone).
    const token = tokenOf(new URL(request.url));
    if (!token) return data;
    const response = await fetch(`/api/bookings/mine?t=${token}&lang=${lang}`, { signal: request.signal });
    // 404: the link leads to none; anything else but 200: it cannot be said now.
    const mine = response.ok
      ? ((await response.json()) as { booking: GuestBooking }).booking
      : response.status === 404
        ? null
        : { unavailable: true as const };
    return { ...data, mine };
  },
};

async function hydrate() {
  const ssrData = JSON.parse(document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent ?? 'null') as SsrData;
  // react-router reads its hydration data (and revives serialised errors) from here.
  window.__staticRouterHydrationData = ssrData.router;

  // The page's own chunk and the language's messages (preloaded by the server)
  // are in place before the router exists, so the first render matches the HTML.
  const routes = createRoutes(browserData);
  await loadInitialRoutes(routes, window.location);
  const router = createBrowserRouter(routes);

  // As a transition, hydration yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page (no long task, input stays responsive).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <SiteConfigProvider value={ssrData.config}>
          <NowProvider renderedAt={ssrData.renderedAt}>
            <RouterProvider router={router} />
            <HydrationMarker />
          </NowProvider>
        </SiteConfigProvider>
      </StrictMode>,
    );
  });
}

void hydrate();

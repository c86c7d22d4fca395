import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HydrationMarker } from './components/hydration-marker';
import { createRoutes } from './routes';
import { SiteConfigProvider } from './site-config';
import { SSR_DATA_ELEMENT_ID, type SsrData } from './ssr-data';
import './styles/fonts';
import './styles/tokens.css';
import './styles/base.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

const ssrData = JSON.parse(document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent ?? 'null') as SsrData;
// react-router reads its hydration data (and revives serialised errors) from here.
window.__staticRouterHydrationData = ssrData.router;

const router = createBrowserRouter(createRoutes());

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <SiteConfigProvider value={ssrData.config}>
      <RouterProvider router={router} />
      <HydrationMarker />
    </SiteConfigProvider>
  </StrictMode>,
);

import type { SiteConfig } from './site-config';

/** The id of the JSON script element the server writes and the client reads. */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** What the server hands the browser for hydration: never executed, only parsed. */
export interface SsrData {
  config: SiteConfig;
  /** The moment the server rendered for (ms): the browser hydrates with it, then moves to its own clock. */
  renderedAt: number;
  /** react-router's hydration data (loader data, action data, serialised errors). */
  router: unknown;
}

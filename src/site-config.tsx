import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the browser needs to know of the server's configuration: the public site
 * address (every absolute URL is built from it) and how long enquiries are kept
 * (the privacy notice states it). The restaurant's facts and links are content,
 * not configuration: they come from the route loaders.
 * Serialised into the HTML by the server, read back by entry-client; part of the
 * page cache's key (server/document/render.ts).
 */
export interface SiteConfig {
  siteUrl: string;
  /** MAIL_KEEP_DAYS: days a delivered or refused enquiry stays on the server (server/enquiries/file-queue/retention.ts). */
  mailKeepDays: number;
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig outside SiteConfigProvider');
  return config;
}

/** JSON safe to place inside a `<script>` element: nothing can close the element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

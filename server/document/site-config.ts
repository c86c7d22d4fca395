import type { SiteConfig } from '../../src/site-config';
import type { Config } from '../config/config';

/** What the pages (and, serialized, the browser) know of the configuration at this moment. */
export function siteConfigOf(config: Pick<Config, 'siteUrl' | 'urls'>, now: () => Date): () => SiteConfig {
  return () => ({
    siteUrl: config.siteUrl,
    year: now().getFullYear(),
    dailyMenuUrl: config.urls.dailyMenu,
    foodMenuUrl: config.urls.foodMenu,
    foodMenuPdfUrl: config.urls.foodMenuPdf,
    menuSubscribeUrl: config.urls.menuSubscribe,
    socialUrl: config.urls.social,
    reservationUrl: config.urls.reservation,
  });
}

import type { SiteConfig } from '../../src/site-config';
import type { Config } from '../config/config';

/** What the pages (and, serialized, the browser) know of the configuration. */
export function siteConfigOf(config: Pick<Config, 'siteUrl' | 'mail'>): () => SiteConfig {
  const value: SiteConfig = { siteUrl: config.siteUrl, mailKeepDays: config.mail.keepDays };
  return () => value;
}

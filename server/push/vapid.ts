import webpush from 'web-push';
import type { VapidKeys } from './store';

/** A new key pair (P-256, RFC 8292), the first time the server needs one. */
export function makeVapidKeys(now: Date): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey, createdAt: now.toISOString() };
}

/** Domains that are nobody's (RFC 2606): MAIL_TO's default, `info@example.com`, is no contact. */
const RESERVED = /(^|\.)(example\.(com|net|org)|test|invalid|localhost)$/i;

/**
 * The VAPID `sub` claim, the contact a push service writes to about our pushes: `mailto:` the
 * first address of MAIL_TO when one is configured (not the default at example.com), else SITE_URL.
 */
export function vapidSubject(mailTo: string, siteUrl: string): string {
  const first = mailTo.split(',')[0]?.trim() ?? '';
  const address = (/<([^<>]+)>\s*$/.exec(first)?.[1] ?? first).trim();
  const domain = address.split('@')[1] ?? '';
  if (/^[^@\s<>,]+@[^@\s<>,]+$/.test(address) && !RESERVED.test(domain)) return `mailto:${address}`;
  return siteUrl;
}

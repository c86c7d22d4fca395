import { Router } from 'express';
import { absoluteUrl } from '../../src/head';
import type { SiteContent } from '../../src/content/schema';
import type { ContentSource } from '../content/content-source';
import { securityExpiresAt } from '../content/security-expiry';
import { urlText } from '../lib/url-text';

const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The file (RFC 9116): the contact and expiry of venue.yaml, our languages, and its own address (each URL encoded: one line each). */
function securityTxt(security: SiteContent['venue']['security'], siteUrl: string): string {
  return [
    `Contact: ${urlText(security.contact)}`,
    `Expires: ${securityExpiresAt(security.expires).toISOString()}`,
    'Preferred-Languages: cs, en',
    `Canonical: ${urlText(absoluteUrl(siteUrl, SECURITY_TXT_PATH))}`,
    '',
  ].join('\n');
}

/**
 * GET /.well-known/security.txt, made per request from the content now (an edit of
 * venue.yaml shows on the next request). Past its expiry day it is still served as
 * it is (its Expires tells a reader it is stale; the contact may still reach
 * someone) and a warning is logged, once per expiry day, until venue.yaml moves it on.
 */
export function securityTxtRoute(
  siteUrl: string,
  content: Pick<ContentSource, 'view'>,
  now: () => Date = () => new Date(),
): Router {
  const router = Router({ caseSensitive: true, strict: true });
  let warnedFor: string | null = null;
  router.get(SECURITY_TXT_PATH, (req, res) => {
    const { security } = content.view().content.venue;
    if (now().getTime() >= securityExpiresAt(security.expires).getTime() && warnedFor !== security.expires) {
      warnedFor = security.expires;
      req.log.warn(
        { expires: security.expires },
        'security.txt has expired: set security.expires in venue.yaml to a day less than a year ahead',
      );
    }
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'no-cache').send(securityTxt(security, siteUrl));
  });
  return router;
}

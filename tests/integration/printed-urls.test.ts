import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ContentSource } from '../../server/content/content-source';
import { crawlerRoutes } from '../../server/document/crawlers';
import { securityTxtRoute } from '../../server/document/security-txt';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

/**
 * robots.txt, sitemap.xml and security.txt print URLs: SITE_URL's (refused at
 * start-up unless its host is a host name) and the content's security contact.
 * Each is printed encoded, so that even a value that got past its check stays one
 * URL on one line (a `"` or a line break in it cannot add a directive or an attribute).
 */

/** Only what RFC 3986 allows in a URI. */
const URI = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

describe('URLs printed into the crawler files', () => {
  it('SITE_URL=https://h.example"onx=1&y is refused at start-up, and encoded should it get past', async () => {
    expect(() => createTestApp({ env: { SITE_URL: 'https://h.example"onx=1&y' } })).toThrow(/^Invalid SITE_URL: /);
    const app = express().use(crawlerRoutes('https://h.example"onx=1&y', testContent));
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://h.example%22onx=1&y/sitemap.xml\n');
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    const printed = [...sitemap.text.matchAll(/(?:<loc>|href=")([^<"]*)/g)].map((match) => match[1]!);
    expect(printed).toHaveLength(80);
    for (const url of printed) expect(url.replaceAll('&amp;', '&')).toMatch(URI);
  });

  it('an IDN SITE_URL (given in its xn-- form, as the proxy compares it) is printed in that form', async () => {
    const { app } = createTestApp({ env: { SITE_URL: 'https://xn--tvr-eqa75b.example' } });
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://xn--tvr-eqa75b.example/sitemap.xml\n');
  });

  it('a security contact with a line break stays one Contact line', async () => {
    const content = {
      view: () => ({
        content: {
          venue: {
            security: {
              contact: 'https://x.example/report\r\nContact: mailto:evil@example.com "',
              expires: '2099-01-01',
            },
          },
        },
      }),
    } as unknown as Pick<ContentSource, 'view'>;
    const app = express().use(securityTxtRoute('https://www.example.cz', content));
    const text = (await request(app).get('/.well-known/security.txt').expect(200)).text;
    expect(text.split('\n').filter((line) => line.startsWith('Contact:'))).toEqual([
      'Contact: https://x.example/report%0D%0AContact:%20mailto:evil@example.com%20%22',
    ]);
    expect(text).toContain('Canonical: https://www.example.cz/.well-known/security.txt\n');
  });
});

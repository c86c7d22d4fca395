import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../support/test-app';

const { app } = createTestApp();
const site = testEnv.SITE_URL;

describe('robots.txt', () => {
  it('allows everything and names the sitemap', async () => {
    const response = await request(app).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain('User-agent: *\nAllow: /');
    expect(response.text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists the 20 pages (ten in both languages) with their cs, en and x-default alternates', async () => {
    const response = await request(app).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    expect(urls).toHaveLength(20);
    expect(new Set(urls.map((match) => match[1])).size).toBe(20);
    expect(urls.map((match) => match[1])).toContain(`${site}/`);
    expect(urls.map((match) => match[1])).toContain(`${site}/en`);
    expect(urls.map((match) => match[1])).toContain(`${site}/en/konferencni-prostory-salonek`);
    // The privacy notice, linked from the footer and the forms only, is listed too, with its alternates.
    const privacy = urls.find((match) => match[1] === `${site}/en/ochrana-osobnich-udaju`);
    expect(privacy?.[2]).toContain(`<xhtml:link rel="alternate" hreflang="cs" href="${site}/ochrana-osobnich-udaju"/>`);
    expect(privacy?.[2]).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${site}/en/ochrana-osobnich-udaju"/>`,
    );
    expect(urls.map((match) => match[1])).toContain(`${site}/ochrana-osobnich-udaju`);
    for (const [, loc, links] of urls) {
      expect(
        links?.match(/<xhtml:link rel="alternate" hreflang="(cs|en|x-default)" href="[^"]+"\/>/g),
        loc,
      ).toHaveLength(3);
      expect(links).toContain(`hreflang="x-default" href="${loc?.replace('/en/', '/').replace(/\/en$/, '/')}"`);
    }
  });
});

describe('methods a path does not take', () => {
  it('answers 405 with Allow for a POST to a page that has no form', async () => {
    const response = await request(app).post('/galerie').send('a=b').expect(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it.each([
    ['post', '/galerie', 'cs', 'Tuto stránku lze jen zobrazit', '/galerie'],
    ['put', '/en/galerie', 'en', 'This page can only be viewed', '/en/galerie'],
    ['delete', '/', 'cs', 'Tuto stránku lze jen zobrazit', '/'],
    ['patch', '/en/no-such-page', 'en', 'This page can only be viewed', '/en'],
  ] as const)(
    '%s %s: the 405 is a page in its language with a link to the page, not bare text',
    async (method, path, lang, title, link) => {
      const response = await request(app)[method](path).expect(405);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain(`<html lang="${lang}">`);
      expect(response.text).toContain(`<title>${title}</title>`);
      expect(response.text).toContain(`<a href="${link}">`);
    },
  );

  it('answers 405 with Allow for a GET of the API', async () => {
    const response = await request(app).get('/api/send-contact-email').expect(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.body.error.code).toBe('method_not_allowed');
  });

  it('answers DELETE on a page with 405', async () => {
    await request(app).delete('/').expect(405);
  });
});
